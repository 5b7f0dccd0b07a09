import { Globe } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { button, navLink } from 'styled-system/recipes'
import type { PageLanguage } from '../locale'

/**
 * The language switch: a link to the same page in each other language of the site (that language's home when the
 * page is not built in it), labelled with the language's own name and marked with its `lang` and `hreflang`; what
 * screen readers hear comes from that language's words when it has them. A plain link: it works before and without
 * any code, and the browser's language never decides anything. After a client navigation the router points it at the
 * new page (app/browser/spa.tsx, by `data-language`). Styled from the recipes the header and the drawer already use,
 * so that it adds next to nothing to a page's critical CSS.
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
            aria-label={l.name ?? l.label}
            data-language={l.code}
            className={tone === 'bar' ? cx(navLink({ tone: 'bar' }), bar) : cx(button({ variant: 'secondary', size: 'md' }), drawer)}
          >
            <Globe aria-hidden="true" focusable="false" className={icon} />
            {/* The name is shown on wide screens (the drawer shows it in full); screen readers always hear it. */}
            <span className={tone === 'bar' ? name : undefined}>{l.label}</span>
          </a>
        ))}
    </>
  )
}

const icon = css({ w: '4', h: '4', color: 'accent.default', flexShrink: 0 })
/**
 * In the header bar: a quiet link like the bar's others, a 44 px target, from tablets up (on phones the chat button
 * docks in the bar, and the drawer holds the switch); its name shown on wide screens, as the phone's number beside it
 * is. The same responsive steps as the bar's other parts: no rule of its own in a page's critical CSS.
 */
const bar = css({
  display: { base: 'none', md: 'inline-flex' },
  flexShrink: 0,
  h: '11',
  w: { base: '11', xl: 'auto' },
  justifyContent: 'center',
  borderRadius: 'full',
})
const name = css({ display: { base: 'none', xl: 'inline' } })
/** In the drawer's header, beside its close button: a quiet outlined pill, a 44 px target. */
const drawer = css({ borderRadius: 'full' })
