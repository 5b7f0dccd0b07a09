import * as v from 'valibot'
import { ref } from '../../schemas/fields'
import type { GalleryVocabulary } from '../../schemas/tool-records'
import { Buttons, Heading, Id, Text, Tone } from '../_shared/fields'
import { projectCardData } from '../_shared/project-card-data'
import { buttonsOf } from '../_shared/text'
import type { ResolveContext, RuleContext, SectionInput } from '../section'

const d = v.description

/** The project gallery: filter buttons (one at a time) over the projects collection, and a call to action. */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('project-gallery'),
    id: Id,
    ...Heading,
    tone: Tone,
    projects: v.optional(v.pipe(v.array(ref('projects')), d('Projects to show, in order (default: every project in data/projects.json).'))),
    filters: v.optional(
      v.pipe(
        v.array(Text),
        v.minLength(1, 'expected at least one filter'),
        d(
          'Filter buttons, in order: "All", a category or a material of the gallery (data/gallery.json), e.g. ["All", "Kitchen", "Quartz"] (default: All, every category, every material).',
        ),
      ),
    ),
    emptyMessage: v.optional(v.pipe(Text, d('Shown when no project matches the filter (default: data/section-text.json).'))),
    cta: v.optional(
      v.pipe(
        v.strictObject({
          title: v.pipe(Text, d('Its heading.')),
          text: v.optional(v.pipe(Text, d('A sentence under it.'))),
          buttons: v.optional(
            v.pipe(
              Buttons,
              d('Its buttons, e.g. a quote button to "/contact" and "Call {site.phone}" to "tel" (default: data/section-text.json).'),
            ),
          ),
        }),
        d('The call to action under the gallery (default: data/section-text.json).'),
      ),
    ),
    projectButtons: v.optional(
      v.pipe(
        Buttons,
        d(
          'The buttons under an opened project, e.g. a quote button to "/contact#quote" and a call button (default: data/section-text.json).',
        ),
      ),
    ),
  }),
  d(
    'The project gallery: filter buttons (All, categories, materials; one at a time, in the URL as ?filter=) over the projects collection.',
  ),
)

export const island = { trigger: 'visible' } as const

type Props = SectionInput<typeof schema>

/** "All", then the gallery's categories and materials (data/gallery.json), in its order. */
const allFilters = (gallery: GalleryVocabulary) => ['All', ...gallery.categories, ...gallery.materials]

/** Each filter button is "All" or a category or material of the gallery's vocabulary. */
export function rules(props: Props, ctx: RuleContext) {
  const gallery = ctx.collections.gallery as GalleryVocabulary | undefined
  if (!gallery || !props.filters) return []
  const known = allFilters(gallery)
  return props.filters.flatMap((filter, i) =>
    known.includes(filter)
      ? []
      : [
          {
            path: `filters[${i}]`,
            message: `"${filter}" is neither "All" nor a category or material of the gallery (data/gallery.json) — expected one of ${known.map((k) => `"${k}"`).join(', ')}`,
          },
        ],
  )
}

export function resolve(
  { projects, filters, emptyMessage, cta, projectButtons, ...rest }: SectionInput<typeof schema>,
  ctx: ResolveContext,
) {
  const all = ctx.all('projects')
  const shown = projects ? projects.flatMap((id) => all.filter((p) => p.id === id)) : all
  const {
    cta: defaultCta,
    projectButtons: defaultButtons,
    emptyMessage: defaultEmpty,
    ...text
  } = ctx.singleton('section-text')['project-gallery']
  return {
    ...rest,
    text,
    filters: filters ?? allFilters(ctx.singleton('gallery')),
    emptyMessage: emptyMessage ?? defaultEmpty,
    cta: { ...(cta ?? defaultCta), buttons: cta?.buttons ?? buttonsOf(defaultCta.buttons, ctx.site) },
    projectButtons: projectButtons ?? buttonsOf(defaultButtons, ctx.site),
    projects: shown.map((p) => projectCardData(p, ctx)),
  }
}
