import * as v from 'valibot'
import { Heading, Id, Text, Tone } from '../_shared/fields'

/**
 * Prose in a small, safe Markdown subset: paragraphs (blank line between), "## " / "### " headings,
 * "- " bullet lists, **bold**, *italic* and [links](/path). No HTML is ever rendered from it.
 */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('rich-text'),
    id: Id,
    ...Heading,
    tone: Tone,
    markdown: v.pipe(
      Text,
      v.description(
        'Prose: paragraphs separated by a blank line, "## " and "### " headings, "- " lists, **bold**, *italic*, [links](/path).',
      ),
    ),
  }),
  v.description('Prose in a small, safe Markdown subset (no HTML).'),
)

/** Links written in the Markdown, checked by `npm run validate` like any other href. */
export function links(section: v.InferOutput<typeof schema>): { path: string; href: string }[] {
  return [...section.markdown.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => ({ path: 'markdown', href: m[1] }))
}
