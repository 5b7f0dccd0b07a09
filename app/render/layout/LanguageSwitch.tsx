import { Globe } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import type { PageLanguage } from '../locale'

/**
 * The language switch: a link to the same page in each other language of the site (that language's home when the
 * page is not built in it), labelled with the language's own name and marked with its `lang` and `hreflang`; what
 * screen readers hear comes from that language's words when it has them. A plain link: it works before and without
 * any code, and the browser's language never decides anything. After a client navigation the router points it at the
 * new page (app/browser/spa.tsx, by `data-language`).
 */
export function LanguageSwitch({ languages, tone }: { languages: PageLanguage['languages']; tone: 'bar' | 'drawer' }) {
  return (
    <>
      {languages
        .filter((l) => !l.current)
        .map((l) => (
          <a
            key={l.code}
            href={l.href}
            hrefLang={l.code}
            lang={l.code}
            aria-label={l.name}
            data-language={l.code}
            className={cx(link, tone === 'bar' ? bar : drawer)}
          >
            <Globe aria-hidden="true" focusable="false" />
            <span>{l.label}</span>
          </a>
        ))}
    </>
  )
}

const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  flexShrink: 0,
  minH: '11',
  fontWeight: '500',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  transition: 'color {durations.fast}, background-color {durations.fast}, border-color {durations.fast}',
  '& svg': { w: '4', h: '4', color: 'accent.default', flexShrink: 0 },
})

/** In the header bar: a quiet pill, its name hidden on the narrowest phones (the drawer names it in full). */
const bar = css({
  justifyContent: 'center',
  minW: '11',
  px: { base: '0', sm: '3' },
  borderRadius: 'full',
  fontSize: 'sm',
  color: 'fg.muted',
  letterSpacing: '0.01em',
  _hover: { color: 'fg.default', bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
  '& span': { srOnly: { base: true, sm: false } },
  '& svg': { w: { base: '5', sm: '4' }, h: { base: '5', sm: '4' } },
})

/** In the drawer's header, beside its close button: a quiet outlined pill with the language's name. */
const drawer = css({
  px: '3.5',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  fontSize: 'sm',
  color: 'fg.default',
  _hover: { bg: 'bg.muted', borderColor: 'border.strong' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
})
