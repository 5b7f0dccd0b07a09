import type { CheckContext } from './context'

/**
 * A published page that nothing links to — no menu, no record, no other published page — is found only by those who
 * know its address: noted (a warning, not a mistake), unless the page says it stands alone (`"standalone": true`:
 * an advertisement's landing page, a page reached from a form). The home page is everyone's way in.
 */
export function orphanPages({ pages, drafts, linkedFrom, notes }: CheckContext) {
  for (const { file, route, page } of pages) {
    if (route === null || route === '/' || drafts.has(route) || page?.standalone === true) continue
    const from = [...(linkedFrom.get(route) ?? [])].filter((f) => f !== file)
    if (from.length) continue
    notes.push({
      file,
      path: '',
      message: `no menu or other page links to ${route}: add it to a menu (data/navigation.json) or link to it from a page — or, when visitors reach it from elsewhere only (an advertisement), add "standalone": true to silence this`,
    })
  }
}
