import type { RecordItem } from '../../schemas/record-collections'
import type { ResolveContext } from '../section'
import type { ProjectCardData } from './ProjectCard'

/** A project record (data/projects.json) as its card shows it: its own picture resolved. */
export function projectCardData(project: RecordItem<'projects'>, ctx: ResolveContext): ProjectCardData {
  const { id, title, location, material, category, description, image } = project
  return { id, title, location, material, category, description, image: ctx.image(image) }
}
