import type { QueryFunction } from '@tanstack/react-query'

/**
 * The one way the browser calls the API (the specification's rules): credentials always sent; a JSON body and its content type
 * only when there is a body; any non-2xx raises an HttpError whose message is "<status>: <body text or status text>".
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return
  const text = (await res.text().catch(() => '')) || res.statusText
  throw new HttpError(res.status, `${res.status}: ${text}`)
}

/** `headers`: extra request headers (the quote form's proof of work); the JSON content type is set with a body. */
export async function apiRequest(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    ...(body === undefined
      ? headers
        ? { headers }
        : {}
      : { headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  })
  await throwIfNotOk(res)
  return res
}

/** The default query: the key's segments joined with slashes form the URL; GET; JSON. Optionally null on 401. */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' })
    if (on401 === 'returnNull' && res.status === 401) return null
    await throwIfNotOk(res)
    return (await res.json()) as T
  }
}
