import { css } from 'styled-system/css'
import type { Navigation } from '../../../schemas/navigation'
import type { PageFile } from '../../../schemas/page'
import { fillWith } from '../../../sections/_shared/fill-with'

/** What publishes a draft: removing the page file's flag (its `draft` field), shown as the JSON writes it. */
const DRAFT_KEY = 'draft' satisfies keyof PageFile
const DRAFT_FLAG = `${JSON.stringify(DRAFT_KEY)}: ${JSON.stringify(true)}`

/**
 * Over a draft page in `npm run dev` (drafts are never built): says the page is not published and what publishes
 * it, in the words of data/navigation.json › page.draft (its {draft} and {file} shown as code). Plain static HTML, no
 * JavaScript.
 */
export function DraftBanner({ file, words }: { file: string; words: Navigation['page']['draft'] }) {
  return (
    <div
      role="note"
      aria-label={words.label}
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
      <strong className={css({ fontWeight: '700', letterSpacing: '0.04em', textTransform: 'uppercase', mr: '2' })}>{words.label}</strong>
      {fillWith(words.note, { draft: <code>{DRAFT_FLAG}</code>, file: <code>{file}</code> })}
    </div>
  )
}
