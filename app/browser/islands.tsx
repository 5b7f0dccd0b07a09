/**
 * Islands: the interactive parts of a page, and the only JavaScript a page runs.
 *
 * Every page is prerendered to complete HTML. Most of it (text, images, links, static sections, the footer) never
 * hydrates and ships no code. An island is a part a visitor interacts with: the server renders it as its own React
 * root inside `<div data-island="name" data-props="…">`, and the browser (app/browser/entry-client.tsx) loads its code and
 * hydrates just that root when its trigger fires. Nothing hydrates "just in case":
 *
 *   intent   on pointer over or down, touch or focus inside the island (or its `data-intent` ancestor, e.g. the
 *            header bar), or when the browser is idle well after load
 *   visible  when the part nears the viewport once the page has settled (well after load), or on intent
 *   idle     when the browser is idle well after load
 *
 * Nothing the visitor does before that is lost: values typed, options chosen and boxes ticked become the island's
 * state once it is live, and a click that woke it is replayed (the drawer opens, the dropdown opens, the filter
 * applies). That holds for every island through this mechanism, with no code in the components: see
 * app/browser/entry-client.tsx. A component that must render differently once it is live (e.g. swap a native <select> for
 * the styled one) asks `useIslandLive()`, which turns true only after the visitor's input has been taken over.
 *
 * The wrapper is a <div>, or a <span> for an island inside a line of text (`inline`). Props travel as JSON, so an
 * island's props must be plain data (sections' resolved props are).
 */
export { IslandRoot } from '../../sections/_services/island'

// Loaded with React when the page's first island wakes (every page has some that wake at idle), not in the first load:
// invoker commands (`commandfor`: the drawer's buttons, ui/drawer.tsx) where the browser has none yet, and a link
// chosen in an open dialog (the drawer) closing it, whichever way the page it leads to is then shown.
if (!('commandForElement' in HTMLButtonElement.prototype)) void import('invokers-polyfill')
document.addEventListener('click', (event) =>
  (event.target as Element | null)?.closest?.('dialog[open] a[href]')?.closest('dialog')?.close(),
)

/** Held until the island is live: the click to replay, a native select to open in its styled form, a submit. */
export type Held = { click?: HTMLElement; open?: HTMLSelectElement; submit?: [HTMLFormElement, HTMLElement | null] }

/**
 * Answers what the visitor did while the island's code loaded (held by app/browser/entry-client.tsx), once the island is live:
 * the busy marks go; focus that was inside the island is given again, so its focus handlers run now (a toggle
 * group's container, reached by Tab, hands focus to its items) — not for text entry, where the visitor is typing and a
 * phone would close and reopen its keyboard; then the held click is replayed, the styled select that replaces a tapped
 * native one opens (unless the visitor has moved on to another control meanwhile), and a held submit is requested again (the form's own validation and request run).
 */
export function answerHeld(island: HTMLElement, held: Held) {
  for (const el of island.querySelectorAll('[data-pending]')) el.removeAttribute('data-pending')
  const active = document.activeElement
  if (active instanceof HTMLElement && island.contains(active) && !active.matches('input, textarea, select, [contenteditable]')) {
    active.blur()
    active.focus({ preventScroll: true })
  }
  if (held.click?.isConnected) held.click.click()
  if (held.open) {
    const styled = island.querySelector<HTMLElement>(`[data-replaces="${CSS.escape(held.open.id)}"]`)
    // Only if the visitor is still there: a list that opened over the field they have since moved on to (typing in
    // it) would take their next taps. The native select, focused when tapped, is gone once live (focus on <body>).
    const still = active === document.body || active === null || active === held.open || active === styled
    if (styled && still) {
      styled.focus({ preventScroll: true })
      styled.click()
    }
  }
  const [form, submitter] = held.submit ?? []
  if (form?.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : undefined)
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
export type Noted = { control: Control; value?: string; checked?: boolean }

/**
 * The controls of an island whose value the visitor (or autofill) changed from the server HTML, noted just before it
 * hydrates (app/browser/entry-client.tsx).
 */
export function noteInput(island: HTMLElement): Noted[] {
  const noted: Noted[] = []
  for (const control of island.querySelectorAll<Control>('input, textarea, select')) {
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked !== control.defaultChecked) noted.push({ control, checked: control.checked })
    } else if (control instanceof HTMLSelectElement) {
      const changed = [...control.options].some((o) => o.selected !== o.defaultSelected)
      if (changed) noted.push({ control, value: control.value })
    } else if (control.type !== 'hidden' && control.type !== 'file' && control.value !== control.defaultValue) {
      noted.push({ control, value: control.value })
    }
  }
  return noted
}

/**
 * Sets a noted value once the island has hydrated, as the visitor would have: the native setter (so React sees a
 * change), then input and change.
 */
export function replayInput({ control, value, checked }: Noted) {
  if (!control.isConnected) return
  if (checked !== undefined) {
    if (control instanceof HTMLInputElement && control.checked !== checked) control.click()
    return
  }
  const proto = Object.getPrototypeOf(control) as object
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set
  // Through the element's own property first: React's value tracker then knows the old value, and the native
  // setter below is seen as a change even when hydration kept the typed text on screen.
  control.value = ''
  setter?.call(control, value)
  control.dispatchEvent(new Event('input', { bubbles: true }))
  control.dispatchEvent(new Event('change', { bubbles: true }))
}
