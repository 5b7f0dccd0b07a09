import { Link } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { telHref } from '../site'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; newTab?: boolean; children: ReactNode }

/**
 * One link for every href a page JSON can hold: site paths use the router (client navigation, preloading),
 * "tel" calls the business phone, everything else is a plain anchor; external links in a new tab get rel=noopener.
 */
export function SmartLink({ href, newTab, children, ...rest }: Props) {
  if (href === 'tel') return <a href={telHref} {...rest}>{children}</a>
  if (href.startsWith('/') && !newTab) {
    const [path, hash] = href.split('#')
    const [pathname, search] = path.split('?')
    return (
      <Link to={pathname} search={search ? Object.fromEntries(new URLSearchParams(search)) : undefined} hash={hash} {...rest}>
        {children}
      </Link>
    )
  }
  const external = /^https?:/.test(href)
  return (
    <a href={href} {...(newTab || external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
      {newTab || external ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  )
}
