import { css } from 'styled-system/css'

/**
 * Over a draft page in `npm run dev` (drafts are never built): says the page is not published and what publishes
 * it. Plain static HTML, no JavaScript.
 */
export function DraftBanner({ file }: { file: string }) {
  return (
    <div
      role="note"
      aria-label="Draft"
      className={css({
        bg: 'bronze.100',
        color: 'fg.default',
        borderBottomWidth: '1px',
        borderColor: 'warning',
        px: { base: '4', md: '6' },
        py: '2.5',
        fontSize: 'sm',
        textAlign: 'center',
      })}
    >
      <strong className={css({ fontWeight: '700', letterSpacing: '0.04em', textTransform: 'uppercase', mr: '2' })}>Draft</strong>
      Not on the live site, in the sitemap or in any menu. Remove <code>"draft": true</code> from <code>{file}</code> to publish it.
    </div>
  )
}
