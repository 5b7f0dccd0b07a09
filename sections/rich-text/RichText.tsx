import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { SmartLink } from '../../ui/SmartLink'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { Section } from '../_shared/Section'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

/**
 * The safe Markdown subset of rich-text (see its schema): paragraphs separated by blank lines, "## " and "### "
 * headings, "- " bullet lists, **bold**, *italic* and [links](/path). Parsed to React elements: no HTML from the
 * text is ever rendered, and links go through SmartLink.
 */
export type Block =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = []
  let paragraph: string[] = []
  let list: string[] | null = null
  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') })
    paragraph = []
  }
  const flushList = () => {
    if (list?.length) blocks.push({ kind: 'list', items: list })
    list = null
  }
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim()
    if (!line) {
      flushParagraph()
      flushList()
    } else if (/^#{2,3} /.test(line)) {
      flushParagraph()
      flushList()
      const level = line.startsWith('### ') ? 3 : 2
      blocks.push({ kind: 'heading', level, text: line.replace(/^#{2,3} +/, '') })
    } else if (line.startsWith('- ')) {
      flushParagraph()
      list ??= []
      list.push(line.slice(2).trim())
    } else if (list && /^\s/.test(raw)) {
      // An indented line continues the previous bullet.
      list[list.length - 1] += ` ${line}`
    } else {
      flushList()
      paragraph.push(line)
    }
  }
  flushParagraph()
  flushList()
  return blocks
}

/** Link targets allowed in prose (the Href rule of the schemas; never protocol-relative "//host"). */
const safeHref = (href: string) => /^(\/(?!\/)|#|tel$|tel:|mailto:|sms:|https:\/\/)/.test(href)

const INLINE = /\*\*(.+?)\*\*|\*([^*\s][^*]*?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g

export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const out: ReactNode[] = []
  let last = 0
  let n = 0
  for (const m of text.matchAll(INLINE)) {
    const index = m.index ?? 0
    if (index > last) out.push(text.slice(last, index))
    const key = `${keyPrefix}-${n++}`
    if (m[1] !== undefined) out.push(<strong key={key}>{renderInline(m[1], key)}</strong>)
    else if (m[2] !== undefined) out.push(<em key={key}>{renderInline(m[2], key)}</em>)
    else if (m[3] !== undefined && m[4] !== undefined) {
      out.push(
        safeHref(m[4]) ? (
          <SmartLink key={key} href={m[4]} className={styles.link}>
            {renderInline(m[3], key)}
          </SmartLink>
        ) : (
          <span key={key}>{renderInline(m[3], key)}</span>
        ),
      )
    }
    last = index + m[0].length
  }
  if (last < text.length) out.push(text.slice(last))
  return out
}

const styles = {
  prose: css({
    maxW: 'prose',
    color: 'var(--section-fg, token(colors.fg.default))',
    fontSize: { base: '1rem', md: '1.0625rem' },
    lineHeight: '1.75',
    '& > * + *': { mt: '5' },
    '& > :is(h2, h3, h4)': { mt: { base: '9', md: '10' } },
    '& > :is(h2, h3, h4) + *': { mt: '3' },
    '& > :first-child': { mt: '0' },
    '& p, & li': { color: 'var(--section-muted, token(colors.fg.muted))' },
    '& strong': { fontWeight: '600', color: 'var(--section-fg, token(colors.fg.default))' },
    '& em': { fontStyle: 'italic' },
  }),
  h2: css({ textStyle: 'h2', color: 'var(--section-fg, token(colors.fg.default))' }),
  h3: css({ textStyle: 'h3', color: 'var(--section-fg, token(colors.fg.default))' }),
  h4: css({
    fontFamily: 'heading',
    fontWeight: '600',
    fontSize: '1.125rem',
    lineHeight: '1.35',
    color: 'var(--section-fg, token(colors.fg.default))',
  }),
  list: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2.5',
    listStyle: 'none',
    '& > li': { position: 'relative', pl: '6' },
    '& > li::before': {
      content: '""',
      position: 'absolute',
      left: '1',
      top: '0.7em',
      w: '1.5',
      h: '1.5',
      borderRadius: 'full',
      bg: 'var(--section-accent, token(colors.accent.default))',
    },
  }),
  link: css({
    color: 'var(--section-accent, token(colors.accent.text))',
    fontWeight: '600',
    textDecoration: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '3px',
    _hover: { textDecorationThickness: '2px' },
  }),
}

/** Prose in the safe Markdown subset. Under a section title, "##" becomes h3 and "###" h4. */
export default function RichText({ id, eyebrow, title, intro, tone, markdown }: Props) {
  const shift = title ? 1 : 0
  const blocks = parseBlocks(markdown)
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro} layout={title ? 'split' : 'stack'}>
      <div className={styles.prose}>
        {blocks.map((block, i) => {
          const key = `b${i}`
          if (block.kind === 'paragraph') return <p key={key}>{renderInline(block.text, key)}</p>
          if (block.kind === 'list') {
            return (
              <ul key={key} className={styles.list}>
                {block.items.map((item, j) => (
                  <li key={`${key}-${j}`}>{renderInline(item, `${key}-${j}`)}</li>
                ))}
              </ul>
            )
          }
          const level = block.level + shift
          if (level === 2)
            return (
              <h2 key={key} className={styles.h2}>
                {renderInline(block.text, key)}
              </h2>
            )
          if (level === 3)
            return (
              <h3 key={key} className={styles.h3}>
                {renderInline(block.text, key)}
              </h3>
            )
          return (
            <h4 key={key} className={styles.h4}>
              {renderInline(block.text, key)}
            </h4>
          )
        })}
      </div>
    </Section>
  )
}
