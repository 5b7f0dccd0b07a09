import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { fillFacts, siteFacts } from '../../../schemas/facts'
import type { Site } from '../../../schemas/records'
import { api } from './api'

const SITE_FILE = 'data/site.json'

/**
 * The site's name and host, as a results page shows them, and its facts filled into a text as the build fills them
 * ("within {site.replyTime}" → "within 24 hours"): read from data/site.json, where they live. While that file is
 * half written, what it cannot give stays as written.
 */
export function useSiteIdentity() {
  const file = useQuery({ queryKey: ['file', SITE_FILE], queryFn: () => api.file(SITE_FILE), retry: false, staleTime: Infinity })
  const text = file.data?.text
  return useMemo(() => {
    let site: Site | undefined
    let facts: Record<string, string> | undefined
    try {
      site = JSON.parse(text ?? '') as Site
      facts = siteFacts(site)
    } catch {}
    const host = (() => {
      try {
        return new URL(site?.url ?? '').host
      } catch {
        return ''
      }
    })()
    return {
      name: typeof site?.name === 'string' ? site.name : '',
      host,
      /** The text as visitors read it. */
      fill: (value: string) => (facts ? fillFacts(value, facts) : value),
    }
  }, [text])
}
