import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { getQueryFn } from './api-client'

/**
 * The one query client of the browser. The specification's rules: responses are fresh forever, no refetch on window focus, no
 * polling, no retries for queries or mutations; the default query fetches the key's segments joined by slashes.
 * Only parts that call the API use it (via withQueryClient), so pages without them never load react-query.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
})

export function withQueryClient<P extends object>(Component: ComponentType<P>) {
  return function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    )
  }
}
