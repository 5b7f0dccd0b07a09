import * as v from 'valibot'
import { ref } from '../../schemas/fields'
import { PROJECT_CATEGORIES, PROJECT_MATERIALS } from '../../schemas/tool-records'
import { Heading, Id, Text, Tone } from '../_shared/fields'
import type { ResolveContext, SectionInput } from '../section'

const d = v.description
const FILTERS = ['All', ...PROJECT_CATEGORIES, ...PROJECT_MATERIALS] as const

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
        v.array(v.picklist(FILTERS)),
        v.minLength(1, 'expected at least one filter'),
        d('Filter buttons, in order: "All", a category (Kitchen, Bathroom, Bar, Outdoor) or a material (Granite, Quartz, Marble).'),
      ),
    ),
    emptyMessage: v.optional(v.pipe(Text, d('Shown when no project matches the filter.'))),
    cta: v.optional(
      v.pipe(
        v.strictObject({ title: Text, text: v.optional(Text) }),
        d('The call to action under the gallery (a quote button to /contact and a call link follow).'),
      ),
    ),
  }),
  d(
    'The project gallery: filter buttons (All, categories, materials; one at a time, in the URL as ?filter=) over the projects collection.',
  ),
)

export const island = { trigger: 'visible' } as const

export function resolve(
  {
    projects,
    filters = [...FILTERS],
    emptyMessage = 'No projects found for the selected filter. Please try a different category.',
    cta = { title: 'Ready to Start Your Project?', text: 'Tell us about your space: we will bring samples and a free estimate.' },
    ...rest
  }: SectionInput<typeof schema>,
  ctx: ResolveContext,
) {
  const all = ctx.all('projects')
  const shown = projects ? projects.flatMap((id) => all.filter((p) => p.id === id)) : all
  return {
    ...rest,
    filters,
    emptyMessage,
    cta,
    phone: { display: ctx.site.phone.display, tel: `tel:+${ctx.site.phone.digits}` },
    projects: shown.map((p) => ({
      id: p.id,
      title: p.title,
      location: p.location,
      material: p.material,
      category: p.category,
      description: p.description,
      image: ctx.image(p.image),
    })),
  }
}
