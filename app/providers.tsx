import { QueryClientProvider } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** App-wide providers; the query client comes from the router context (one per request on the server). */
export function Providers({ children }: { children: ReactNode }) {
  const { queryClient } = useRouteContext({ from: '__root__' })
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
