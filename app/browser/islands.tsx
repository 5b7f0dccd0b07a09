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

/** Held until the island is live: the click to replay, a native select to open in its styled form, a submit. */
export type Held = { click?: HTMLElement; open?: HTMLSelectElement; submit?: [HTMLFormElement, HTMLElement | null] }

/**
 * Answers what the visitor did while the island's code loaded (held by app/browser/entry-client.tsx), once the island is live:
 * the busy marks go; focus that was inside the island is given again, so its focus handlers run now (a toggle
 * group's container, reached by Tab, hands focus to its items) — not for text entry, where the visitor is typing and a
 * phone would close and reopen its keyboard; then the held click is replayed, the styled select that replaces a tapped
 * native one opens, and a held submit is requested again (the form's own validation and request run).
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
    styled?.focus({ preventScroll: true })
    styled?.click()
  }
  const [form, submitter] = held.submit ?? []
  if (form?.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : undefined)
}
