import * as v from 'valibot'
import { Heading, SectionId, Text, Tone } from '../_shared/fields'

/**
 * Prose in a small, safe Markdown subset: paragraphs (blank line between), "## " / "### " headings,
 * "- " bullet lists, **bold**, *italic* and [links](/path). No HTML is ever rendered from it.
 */
export const schema = v.strictObject({
  type: v.literal('rich-text'),
  id: v.optional(SectionId),
  ...Heading,
  tone: Tone,
  markdown: Text,
})

/** Links written in the Markdown, checked by `npm run validate` like any other href. */
export function links(section: v.InferOutput<typeof schema>): { path: string; href: string }[] {
  return [...section.markdown.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => ({ path: 'markdown', href: m[1] }))
}
