import { css } from 'styled-system/css'
import { parseBlocks, renderInline } from '../../../sections/rich-text/RichText'

/**
 * The preview of a Markdown field: the same parser and inline renderer as the rich-text section, so what the
 * marketer previews is what the page shows (headings, lists, bold, italic, links; never HTML).
 */
const prose = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  bg: 'bg.surface',
  p: '4',
  fontSize: 'sm',
  lineHeight: '1.65',
  minH: '24',
  '& > * + *': { mt: '3' },
  '& h2': { fontSize: 'xl', fontWeight: '600' },
  '& h3': { fontSize: 'lg', fontWeight: '600' },
  '& ul': { listStyle: 'disc', pl: '5' },
  '& a': { color: 'accent.text', textDecoration: 'underline' },
  '& strong': { fontWeight: '600' },
  '& em': { fontStyle: 'italic' },
})

export function Markdown({ text }: { text: string }) {
  const blocks = parseBlocks(text)
  return (
    <div className={prose}>
      {blocks.length ? null : <p className={css({ color: 'fg.muted' })}>Nothing to preview yet.</p>}
      {blocks.map((b, i) =>
        b.kind === 'heading' ? (
          b.level === 2 ? (
            <h2 key={i}>{renderInline(b.text, `h${i}`)}</h2>
          ) : (
            <h3 key={i}>{renderInline(b.text, `h${i}`)}</h3>
          )
        ) : b.kind === 'list' ? (
          <ul key={i}>
            {b.items.map((item, j) => (
              <li key={j}>{renderInline(item, `l${i}-${j}`)}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>{renderInline(b.text, `p${i}`)}</p>
        ),
      )}
    </div>
  )
}
