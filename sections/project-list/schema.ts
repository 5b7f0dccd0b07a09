import * as v from 'valibot'
import { Href, ref } from '../../schemas/fields'
import { Heading, Id, Text, Tone } from '../_shared/fields'
import { projectCardData } from '../_shared/project-card-data'
import type { ResolveContext, SectionInput, SectionRule } from '../section'
import { chooseProjects } from './choose'
import { buttonsOf, fill } from '../_shared/text'

const d = v.description

/**
 * Projects from the collection (data/projects.json), each with its own picture, town, material and description:
 * a town's recent projects and its neighbours' (town pages), or a list by id. Never a picture under another town's
 * name: a card always names the project's own town.
 */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('project-list'),
    id: Id,
    ...Heading,
    tone: Tone,
    town: v.optional(
      v.pipe(
        ref('locations'),
        d(
          'Show the projects of this place first, then those of its neighbours (data/locations.json: nearby places, its town, its villages), e.g. "pelham".',
        ),
      ),
    ),
    projects: v.optional(v.pipe(v.array(ref('projects')), v.minLength(1), d('Or these projects, by id, in order (data/projects.json).'))),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12), d('How many projects at most (default 3).'))),
    empty: v.optional(
      v.pipe(
        Text,
        d('Said when there is no project to show (default: data/section-text.json, none near this place yet, see the gallery).'),
      ),
    ),
    more: v.optional(
      v.pipe(
        v.strictObject({ label: Text, href: v.pipe(Href, v.regex(/^\//, 'expected a site path like "/gallery"')) }),
        d('The link under the projects (default: data/section-text.json, "See more of our work in the gallery" → /gallery).'),
      ),
    ),
  }),
  d('Projects from data/projects.json with their own picture, town and description: a town’s and its neighbours’, or a list by id.'),
)

type Props = v.InferOutput<typeof schema>

/** A list needs a place or its projects, not both. */
export function rules(section: Props): SectionRule[] {
  if (section.town && section.projects)
    return [{ path: 'projects', message: 'choose projects by "town" or list them in "projects", not both' }]
  if (!section.town && !section.projects)
    return [{ path: '', message: 'add "town" (a place of data/locations.json) or "projects" (ids of data/projects.json)' }]
  return []
}

export function resolve({ town, projects, limit = 3, empty, more, ...rest }: SectionInput<typeof schema>, ctx: ResolveContext) {
  const place = town ? ctx.find('locations', town) : undefined
  const text = ctx.singleton('section-text')['project-list']
  return {
    ...rest,
    label: text.label,
    empty: empty ?? (place ? fill(text.emptyNear, { place: place.name }) : text.empty),
    more: more ?? buttonsOf([text.more], ctx.site)[0]!,
    projects: chooseProjects({ projects, town, limit }, ctx.all('projects'), ctx.all('locations')).map((p) => projectCardData(p, ctx)),
  }
}
