import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { X } from 'lucide-react'
import { type ReactNode, useRef, useState } from 'react'
import { ark } from '@ark-ui/react/factory'
import { createStyleContext } from 'styled-system/jsx'
import { dialog } from 'styled-system/recipes'

/**
 * Dialog: a modal panel (focus trapped, Escape and a click outside close it, focus returns to the trigger), styled
 * once by the `dialog` slot recipe. `import * as Dialog from './dialog'`. Mounted on first open, unmounted on close.
 */
const { withRootProvider, withContext } = createStyleContext(dialog)

export const Root = withRootProvider(Dialog.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } })
export const Trigger = withContext(Dialog.Trigger, 'trigger')
export const Backdrop = withContext(Dialog.Backdrop, 'backdrop')
export const Positioner = withContext(Dialog.Positioner, 'positioner')
export const Content = withContext(Dialog.Content, 'content')
export const Title = withContext(Dialog.Title, 'title')
export const Description = withContext(Dialog.Description, 'description')
export const CloseTrigger = withContext(Dialog.CloseTrigger, 'closeTrigger')
export const Header = withContext(ark.div, 'header')
/** The scrolling part of the panel: focusable, so keyboard users can scroll it. */
export const Body = withContext(ark.div, 'body', { defaultProps: { tabIndex: 0 } })
export const Footer = withContext(ark.div, 'footer')

/**
 * The usual modal panel in one piece: portalled backdrop and positioner, a header with the title, an optional
 * description and the close control (×), and the scrolling body. Put it inside `<Dialog.Root>`.
 */
export function Frame({ title, description, children }: { title: ReactNode; description?: ReactNode; children: ReactNode }) {
  return (
    <Portal>
      <Backdrop />
      <Positioner>
        <Content>
          <Header>
            <div>
              <Title>{title}</Title>
              {description ? <Description>{description}</Description> : null}
            </div>
            <CloseTrigger aria-label="Close">
              <X aria-hidden="true" />
            </CloseTrigger>
          </Header>
          <Body>{children}</Body>
        </Content>
      </Positioner>
    </Portal>
  )
}

/**
 * One dialog for a list of records, each opened by a button of its own (a card's "View Details"): which record is
 * open, the props of each record's button (`{...details.opener(record)}`: it says it opens a dialog, and is the one
 * focus returns to) and the root's (`<Dialog.Root {...details.root}>`: closing clears the record).
 */
export function useRecordDialog<T extends { id: string }>() {
  const [open, setOpen] = useState<T | null>(null)
  const openers = useRef(new Map<string, HTMLElement>())
  return {
    open,
    opener: (record: T) => ({
      'aria-haspopup': 'dialog' as const,
      ref: (el: HTMLElement | null) => {
        if (el) openers.current.set(record.id, el)
      },
      onClick: () => setOpen(record),
    }),
    root: {
      open: open !== null,
      onOpenChange: (details: { open: boolean }) => {
        if (!details.open) setOpen(null)
      },
      finalFocusEl: () => (open ? (openers.current.get(open.id) ?? null) : null),
    },
  }
}
