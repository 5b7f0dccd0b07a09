import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { telHref } from '../site'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; newTab?: boolean; children: ReactNode }

/**
 * One link for every href a page JSON can hold: "tel" calls the business phone, site paths and anchors are plain
 * links (prerendered pages, prefetched on hover), external links open in a new tab with rel=noopener.
 */
export function SmartLink({ href, newTab, children, ...rest }: Props) {
  if (href === 'tel')
    return (
      <a href={telHref} {...rest}>
        {children}
      </a>
    )
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
