import { useEffect, useRef, useState } from 'react'

/**
 * A filter of an interactive section, reflected in the page URL (`?material=granite`) so a filtered view can be
 * linked and survives a reload. The server renders the default (the HTML is the same for every URL); once the
 * island is `live`, a known value in the URL is applied — unless the visitor has already chosen — and an unknown one
 * falls back to the default. Choosing writes the URL without a new history entry.
 */
export function useUrlFilter(param: string, allowed: readonly string[], fallback: string, live: boolean) {
  const [value, setValue] = useState(fallback)
  const chosen = useRef(false)
  useEffect(() => {
    if (!live || chosen.current) return
    const requested = new URLSearchParams(window.location.search).get(param)?.toLowerCase()
    if (requested && allowed.includes(requested)) setValue(requested)
  }, [live, param, allowed])
  const choose = (next: string) => {
    chosen.current = true
    setValue(next)
    const url = new URL(window.location.href)
    if (next === fallback) url.searchParams.delete(param)
    else url.searchParams.set(param, next)
    window.history.replaceState(window.history.state, '', url)
  }
  return [value, choose] as const
}
