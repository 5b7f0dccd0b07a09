import { useRouterState } from '@tanstack/react-router'

/** The path of the page being rendered (server side: islands receive it as a prop). */
export function usePathname(): string {
  return useRouterState({ select: (state) => state.location.pathname })
}
