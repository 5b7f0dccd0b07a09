import { CalendarCheck, Clock, MessageCircle, Phone, Send, X } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { Navigation } from '../../../schemas/navigation'
import * as Popover from '../../../ui/popover'
import type { ResolvedFrame } from '../../../schemas/page-data'

/** What the chat widget shows: the business's name, phone and hours, and the chat messages of the navigation. */
export type ChatWidgetProps = Pick<ResolvedFrame['business'], 'name' | 'phone' | 'hours'> & { chat: Navigation['chat'] }

/** A chat link of the messaging app: the phone as digits only, the message as a URL-encoded text parameter. */
export const whatsappHref = (digits: string, message: string) => `https://wa.me/${digits}?text=${encodeURIComponent(message)}`

/**
 * The floating chat widget, as the specification has it: a round button fixed bottom-right toggles a non-modal panel
 * (Ark UI Popover). A quick message or the consultation button opens the messaging app in a new tab with the
 * message prefilled, and closes the panel. Closed by default; the panel mounts on first open.
 */
/**
 * On a phone the chat button sits in the header bar, left of the call button, where it never covers the page's text
 * (its panel opens below it); too narrow a screen for that, and larger screens, keep it in the bottom-right corner.
 */
const DOCKED = '(min-width: 360px) and (max-width: 639.98px)'

export function ChatWidget({ name, phone, hours, chat }: ChatWidgetProps) {
  const [open, setOpen] = useState(false)
  const [docked, setDocked] = useState(false)
  useEffect(() => {
    const query = window.matchMedia(DOCKED)
    const update = () => setDocked(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  // Explicit ids: with lazy mounting, Ark checks for the title before it exists and would leave the panel unnamed.
  const uid = useId()
  const ids = { title: `${uid}-title`, description: `${uid}-description` }

  const sendMessage = (message: string) => {
    window.open(whatsappHref(phone.digits, message), '_blank', 'noopener,noreferrer')
    setOpen(false)
  }

  return (
    <div
      className={css({
        position: 'fixed',
        right: { base: '4', md: '6' },
        bottom: { base: '4', md: '6' },
        zIndex: 40,
        '@media (min-width: 360px) and (max-width: 639.98px)': { top: '3', bottom: 'auto', right: '7.75rem' },
      })}
    >
      <Popover.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        portalled={false}
        closeOnInteractOutside={false}
        positioning={{ placement: docked ? 'bottom-end' : 'top-end', gutter: 12, strategy: 'fixed' }}
        ids={ids}
        lazyMount
        unmountOnExit
      >
        <Popover.Trigger
          aria-label={chat.openLabel}
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            w: '14',
            h: '14',
            borderRadius: 'full',
            bg: 'accent.default',
            color: 'accent.fg',
            boxShadow: 'lifted',
            cursor: 'pointer',
            transition: 'background-color {durations.fast}, transform {durations.normal}',
            _hover: { bg: 'accent.emphasis', transform: 'translateY(-2px)' },
            _open: { bg: 'bg.inverse' },
            '& svg': { w: '6', h: '6' },
            '@media (min-width: 360px) and (max-width: 639.98px)': { w: '10', h: '10', boxShadow: 'none', '& svg': { w: '5', h: '5' } },
          })}
        >
          {open ? <X aria-hidden="true" /> : <MessageCircle aria-hidden="true" />}
        </Popover.Trigger>

        <Popover.Positioner>
          <Popover.Content aria-labelledby={ids.title} aria-describedby={ids.description}>
            <Popover.Header>
              <span
                aria-hidden="true"
                className={css({
                  position: 'relative',
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  w: '10',
                  h: '10',
                  borderRadius: 'full',
                  bg: 'accent.default',
                  flexShrink: 0,
                  '& svg': { w: '5', h: '5' },
                })}
              >
                <MessageCircle />
                <span
                  className={css({
                    position: 'absolute',
                    right: '0',
                    bottom: '0',
                    w: '2.5',
                    h: '2.5',
                    borderRadius: 'full',
                    bg: '#3fb26b',
                    outline: '2px solid',
                    outlineColor: 'bg.inverse',
                  })}
                />
              </span>
              <div className={css({ minW: '0' })}>
                <Popover.Title>{name}</Popover.Title>
                <Popover.Description>{chat.status}</Popover.Description>
              </div>
              <Popover.CloseTrigger aria-label={chat.closeLabel}>
                <X aria-hidden="true" />
              </Popover.CloseTrigger>
            </Popover.Header>

            <Popover.Body>
              <p
                className={css({
                  alignSelf: 'flex-start',
                  maxW: '90%',
                  bg: 'bg.subtle',
                  px: '3.5',
                  py: '2.5',
                  borderRadius: 'lg',
                  borderTopLeftRadius: 'sm',
                  fontSize: 'sm',
                })}
              >
                {chat.greeting}
              </p>
              <div
                className={css({
                  display: 'flex',
                  gap: '2',
                  fontSize: 'xs',
                  color: 'fg.muted',
                  '& svg': { w: '3.5', h: '3.5', mt: '0.5', flexShrink: 0 },
                })}
              >
                <Clock aria-hidden="true" />
                <p>
                  <span className="sr-only">{chat.hoursLabel} </span>
                  {hours.join(' · ')}
                </p>
              </div>

              <ul
                aria-label={chat.quickMessagesLabel}
                className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '1.5' })}
              >
                {chat.quickMessages.map((message) => (
                  <li key={message}>
                    <button
                      type="button"
                      onClick={() => sendMessage(message)}
                      className={css({
                        display: 'flex',
                        alignItems: 'center',
                        gap: '2',
                        w: 'full',
                        textAlign: 'left',
                        px: '3',
                        py: '2',
                        lineHeight: '1.4',
                        borderRadius: 'md',
                        borderWidth: '1px',
                        borderColor: 'border.default',
                        bg: 'bg.surface',
                        fontSize: 'sm',
                        color: 'fg.default',
                        cursor: 'pointer',
                        transition: 'border-color {durations.fast}, background-color {durations.fast}',
                        _hover: { borderColor: 'accent.default', bg: 'accent.subtle' },
                        '& svg': { w: '3.5', h: '3.5', color: 'accent.default', flexShrink: 0, ml: 'auto' },
                      })}
                    >
                      {message}
                      <span className="sr-only"> {chat.opensApp}</span>
                      <Send aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            </Popover.Body>

            <Popover.Footer>
              <button
                type="button"
                onClick={() => sendMessage(chat.consultationMessage)}
                className={cx(button({ size: 'sm' }), css({ w: 'full' }))}
              >
                <CalendarCheck aria-hidden="true" />
                {chat.consultationLabel}
                <span className="sr-only"> {chat.opensApp}</span>
              </button>
              <p className={css({ fontSize: 'xs', color: 'fg.muted', textAlign: 'center' })}>{chat.note}</p>
              <a href={phone.tel} className={cx(button({ variant: 'secondary', size: 'sm' }), css({ w: 'full' }))}>
                <Phone aria-hidden="true" />
                {chat.callLabel}
              </a>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Popover.Root>
    </div>
  )
}
