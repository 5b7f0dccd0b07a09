import type { AnchorHTMLAttributes, ReactNode } from 'react'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; newTab?: boolean; children: ReactNode }

/**
 * One link for every href a page JSON can hold ("tel" has already become the business phone's tel: link when the
 * page was resolved): site paths and anchors are plain links (prerendered pages, prefetched on hover), external
 * links open in a new tab with rel=noopener and say so to screen readers.
 */
export function SmartLink({ href, newTab, children, ...rest }: Props) {
  if (href.startsWith('/') && !newTab)
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    )
  const external = /^https?:/.test(href)
  return (
    <a href={href} {...(newTab || external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
      {newTab || external ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  )
}
