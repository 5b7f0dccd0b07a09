import { useSearchParam } from '../_services/url-state'

/**
 * A filter of an interactive section, kept in the page address (`?material=granite`, sections/_services/url-state.ts) so a filtered
 * view can be linked, survives a reload, and back and forward restore it. A value the section does not offer (or
 * none) is the default; choosing the default removes the parameter.
 */
export function useUrlFilter<T extends string>(param: string, allowed: readonly T[], fallback: T) {
  return useSearchParam<T>(
    param,
    (raw) => {
      const value = raw.toLowerCase() as T
      return allowed.includes(value) ? value : undefined
    },
    fallback,
  )
}
