import { useRouterState } from '@tanstack/react-router'

/** The current path, from the router state (same value on the server and during hydration). */
export function usePathname(): string {
  return useRouterState({ select: (state) => state.location.pathname })
}
