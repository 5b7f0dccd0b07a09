import { css } from 'styled-system/css'
import { HOME_ROUTE } from '../../../schemas/routing'

/**
 * The wordmark: a small slab-like mark and the business name, linking home. The first word(s) of the name (the
 * short name) are set large, the rest (e.g. "Countertops") as a small caption.
 */
export function Brand({
  name,
  shortName,
  tone = 'light',
  home = HOME_ROUTE,
}: {
  name: string
  shortName: string
  tone?: 'light' | 'dark'
  /** The home of the page's language ("/es"). */
  home?: string
}) {
  const rest = name.startsWith(shortName) ? name.slice(shortName.length).trim() : ''
  const main = rest ? shortName : name
  return (
    <a href={home} className={css({ display: 'inline-flex', alignItems: 'center', gap: '3', flexShrink: 0, textDecoration: 'none' })}>
      <span
        aria-hidden="true"
        className={css({
          position: 'relative',
          w: '9',
          h: '9',
          borderRadius: 'md',
          flexShrink: 0,
          overflow: 'hidden',
          bgGradient: 'to-br',
          gradientFrom: 'stone.700',
          gradientTo: 'stone.950',
          boxShadow: 'inset 0 0 0 1px rgba(255,255,255,.08)',
          _before: {
            content: '""',
            position: 'absolute',
            inset: '0',
            bgImage:
              'linear-gradient(125deg, transparent 38%, rgba(214,171,124,.9) 40%, rgba(214,171,124,.35) 44%, transparent 47%), linear-gradient(160deg, transparent 62%, rgba(255,255,255,.22) 64%, transparent 67%)',
          },
        })}
      />
      <span className={css({ display: 'flex', flexDirection: 'column', lineHeight: '1.05' })}>
        <span
          className={css({
            fontFamily: 'heading',
            fontWeight: '600',
            fontSize: { base: '1.0625rem', md: '1.1875rem' },
            letterSpacing: '-0.005em',
            color: tone === 'dark' ? 'fg.inverse' : 'fg.default',
          })}
        >
          {main}
        </span>
        {rest ? (
          <span
            className={css({
              textStyle: 'eyebrow',
              fontSize: '0.625rem',
              letterSpacing: '0.24em',
              mt: '1',
              color: tone === 'dark' ? 'accent.onDark' : 'accent.text',
            })}
          >
            {' '}
            {rest}
          </span>
        ) : null}
      </span>
    </a>
  )
}
