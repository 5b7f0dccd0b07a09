import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { Island } from '../Island'
import { css } from 'styled-system/css'
import { navLink } from 'styled-system/recipes'
import { SmartLink } from '../../../ui/SmartLink'
import { Breakable } from '../../../sections/_shared/Breakable'
import { fillWith } from '../../../sections/_shared/fill-with'
import type { ResolvedFrame } from '../../../schemas/page-data'
import { Brand } from './Brand'
import { FooterTopLink } from './PageJump'

const heading = css({ textStyle: 'eyebrow', fontSize: '0.75rem', color: 'accent.onDark', mb: '4' })
const listClass = css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '2.5' })
const plainItem = css({ fontSize: 'sm', color: 'fg.inverseMuted' })
const contactRow = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  fontSize: 'sm',
  color: 'fg.inverseMuted',
  '& > svg': { w: '4', h: '4', mt: '0.5', flexShrink: 0, color: 'accent.onDark' },
})
const socialLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.inverse',
  color: 'fg.inverseMuted',
  transition: 'color {durations.fast}, border-color {durations.fast}',
  _hover: { color: 'fg.inverse', borderColor: 'accent.onDark' },
  '& svg': { w: '4.5', h: '4.5' },
})

/** The shared footer: blurb and social links, services, service areas, contact details, copyright. */
export function Footer({ frame, home }: { frame: ResolvedFrame; home?: string }) {
  const { business: site, footer, page } = frame
  return (
    <footer className={css({ bg: 'bg.inverse', color: 'fg.inverse', mt: 'auto' })}>
      <div
        className={css({
          maxW: 'content',
          mx: 'auto',
          px: { base: '4', md: '6' },
          pt: { base: '14', md: '16' },
          pb: '10',
          display: 'grid',
          gap: { base: '10', md: '12' },
          gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: '1.4fr 1fr 1fr 1.3fr' },
        })}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '5', gridColumn: { base: '1 / -1', lg: 'auto' } })}>
          <Brand name={site.name} shortName={site.shortName} tone="dark" home={home} />
          <p className={css({ fontSize: 'sm', color: 'fg.inverseMuted', maxW: '20rem' })}>{site.tagline}</p>
          <ul aria-label={footer.socialLabel} className={css({ display: 'flex', gap: '3', listStyle: 'none' })}>
            {site.social.map((social) => (
              <li key={social.label}>
                <SmartLink href={social.href} newTab className={socialLink}>
                  <SocialIcon label={social.label} />
                  <span className="sr-only">{social.label}</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>

        {footer.lists.map((list, index) => (
          <nav key={list.title} aria-labelledby={`footer-list-${index}`}>
            <h2 id={`footer-list-${index}`} className={heading}>
              {list.title}
            </h2>
            <ul className={listClass}>
              {list.items.map((item) => (
                <li key={item.label}>
                  {item.href ? (
                    <SmartLink href={item.href} className={navLink({ tone: 'footer' })}>
                      {item.label}
                    </SmartLink>
                  ) : (
                    <span className={plainItem}>{item.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div className={css({ gridColumn: { base: '1 / -1', lg: 'auto' } })}>
          <h2 className={heading}>{footer.contactTitle}</h2>
          <address className={css({ fontStyle: 'normal', display: 'flex', flexDirection: 'column', gap: '3.5' })}>
            <p className={contactRow}>
              <Phone aria-hidden="true" />
              <a href={site.phone.tel} className={navLink({ tone: 'footer' })}>
                {site.phone.display}
              </a>
            </p>
            <p className={contactRow}>
              <Mail aria-hidden="true" />
              <a
                href={`mailto:${site.email}`}
                className={css({
                  // Breaks only where the address allows (<wbr> after "@" and before "."), never mid-word.
                  overflowWrap: 'anywhere',
                  _hover: { color: 'fg.inverse', textDecoration: 'underline', textUnderlineOffset: '3px' },
                })}
              >
                <Breakable text={site.email} />
              </a>
            </p>
            <p className={contactRow}>
              <MapPin aria-hidden="true" />
              <span>
                {site.address.street}
                <br />
                {site.address.city}, {site.address.region} {site.address.postalCode}
              </span>
            </p>
            <div className={contactRow}>
              <Clock aria-hidden="true" />
              <ul aria-label={footer.hoursLabel} className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '1' })}>
                {site.hours.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          </address>
        </div>
      </div>

      <div className={css({ borderTopWidth: '1px', borderColor: 'border.inverse' })}>
        <div
          className={css({
            maxW: 'content',
            mx: 'auto',
            px: { base: '4', md: '6' },
            pt: '6',
            // Room below the text for the chat button or the floating links on phones (PageJump.tsx).
            pb: { base: '24', md: '6' },
            display: 'flex',
            flexDirection: { base: 'column', md: 'row' },
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '4',
          })}
        >
          <p className={css({ fontSize: 'xs', color: 'fg.inverseMuted', textAlign: { base: 'center', md: 'left' } })}>
            {fillWith(footer.copyright, { year: <Island name="current-year" props={{}} />, name: site.name })}
          </p>
          <FooterTopLink label={page.backToTop} />
        </div>
      </div>
    </footer>
  )
}

/** Brand glyphs (lucide ships no brand icons). Decorative: the link text names the network. */
function SocialIcon({ label }: { label: string }) {
  const name = label.toLowerCase()
  if (name === 'facebook') {
    return (
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="currentColor">
        <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z" />
      </svg>
    )
  }
  if (name === 'instagram') {
    return (
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75">
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.2" cy="6.8" r="0.9" fill="currentColor" stroke="none" />
      </svg>
    )
  }
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75">
      <circle cx="12" cy="12" r="8.5" />
    </svg>
  )
}
