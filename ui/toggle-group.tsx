import { ToggleGroup } from '@ark-ui/react/toggle-group'
import type { ComponentProps, KeyboardEvent } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { toggleGroup } from 'styled-system/recipes'

/**
 * ToggleGroup: pressable buttons, one or several pressed (filters), keyboard arrows between them, styled once by
 * the `toggleGroup` slot recipe. `import * as ToggleGroup from './toggle-group'`.
 */
const { withProvider, withContext } = createStyleContext(toggleGroup)

const StyledRoot = withProvider(ToggleGroup.Root, 'root')

export function Root({ onKeyDownCapture, ...props }: ComponentProps<typeof StyledRoot>) {
  return (
    <StyledRoot
      {...props}
      onKeyDownCapture={(event) => {
        onKeyDownCapture?.(event)
        moveFocus(event)
      }}
    />
  )
}

export const Item = withContext(ToggleGroup.Item, 'item')

/**
 * The arrow keys (round from the last button to the first), Home and End move the focus at once, from the button
 * that has it. The group's own handling moves it a frame later from the button it last rendered as focused, which
 * lags when keys come quickly or the phone is slow: the second of two quick presses then moved the focus back onto
 * the same button, or nowhere. Handled here first, the key is marked done and the group leaves it.
 */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
  const root = event.currentTarget
  const items = [...root.querySelectorAll<HTMLElement>(`[data-ownedby="${CSS.escape(root.id)}"]:not([data-disabled])`)]
  const from = items.indexOf(event.target as HTMLElement)
  if (from < 0) return
  const vertical = root.dataset.orientation === 'vertical'
  const forward = vertical ? 'ArrowDown' : root.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
  const back = vertical ? 'ArrowUp' : root.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
  const to: Record<string, number> = { [forward]: from + 1, [back]: from - 1, Home: 0, End: items.length - 1 }
  if (!(event.key in to)) return
  event.preventDefault()
  items[(to[event.key]! + items.length) % items.length]!.focus({ preventScroll: true })
}
