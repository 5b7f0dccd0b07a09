import * as v from 'valibot'
import { Heading, Id, Text, Tone } from '../_shared/fields'
import type { ResolveContext, SectionInput } from '../section'

const d = v.description

/** Questions and answers as native disclosure widgets (<details>): they open and close without JavaScript. */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('faq'),
    id: Id,
    ...Heading,
    tone: Tone,
    items: v.pipe(
      v.array(
        v.strictObject({
          question: v.pipe(Text, d('The question, as a visitor would ask it.')),
          answer: v.pipe(Text, d('The answer: plain text; a blank line starts a new paragraph.')),
        }),
      ),
      v.minLength(1, 'expected at least one question'),
      d('The questions and answers, in order.'),
    ),
    structuredData: v.optional(
      v.pipe(v.boolean(), d('Describe the questions to search engines as an FAQPage (default true; one per page).')),
    ),
  }),
  d('Frequently asked questions that open and close without JavaScript, described to search engines as an FAQPage.'),
)

type Props = v.InferOutput<typeof schema>

/** The heading: the section's own, or the one of data/section-text.json. */
export function resolve({ title, ...rest }: SectionInput<typeof schema>, ctx: ResolveContext) {
  return { ...rest, title: title ?? ctx.singleton('section-text').faq.title }
}

/** Rules JSON Schema cannot say, checked by `npm run validate`: questions are not repeated. */
export function rules(section: Props): { path: string; message: string }[] {
  const seen = new Set<string>()
  return section.items.flatMap((item, i) => {
    const key = item.question.trim().toLowerCase()
    if (seen.has(key)) return [{ path: `items[${i}].question`, message: `repeats the question "${item.question}"` }]
    seen.add(key)
    return []
  })
}

/**
 * schema.org FAQPage of the page's FAQ sections (all of them in one, as search engines expect one per page), from
 * the same questions and answers the visitor reads. Called by app/builder/resolve.ts with every faq section of the page.
 */
export function structuredData(sections: readonly Props[], _ctx: ResolveContext): object[] {
  const items = sections.filter((s) => s.structuredData !== false).flatMap((s) => s.items)
  if (!items.length) return []
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer.replace(/\n\s*\n/g, '\n\n').trim() },
      })),
    },
  ]
}
