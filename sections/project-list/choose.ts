import type { Location } from '../../schemas/records'
import type { Project } from '../../schemas/tool-records'

type Place = Pick<Location, 'name' | 'slug' | 'parentTown' | 'nearby'>

/**
 * The places next to `place`, by name, from data/locations.json: those it lists as nearby or that list it, the town
 * it belongs to, the villages and hamlets of that town (or of itself, for a town), both ways.
 */
export function neighbours(place: Place, places: readonly Place[]): Set<string> {
  const out = new Set<string>(place.nearby ?? [])
  for (const other of places) {
    if (other.name === place.name) continue
    if (other.nearby?.includes(place.name)) out.add(other.name)
    if (place.parentTown && (other.name === place.parentTown || other.parentTown === place.parentTown)) out.add(other.name)
    if (other.parentTown === place.name) out.add(other.name)
  }
  out.delete(place.name)
  return out
}

/**
 * The projects a list shows: the named ones in order, or a town's own projects and then its neighbours' (each keeps
 * its own town on its card), in the collection's order, up to `limit`.
 */
export function chooseProjects(
  choice: { projects?: readonly string[]; town?: string; limit: number },
  projects: readonly Project[],
  places: readonly Place[],
): Project[] {
  if (choice.projects) return choice.projects.flatMap((id) => projects.filter((p) => p.id === id)).slice(0, choice.limit)
  const place = places.find((p) => p.slug === choice.town)
  if (!place) return []
  const near = neighbours(place, places)
  return [...projects.filter((p) => p.location === place.name), ...projects.filter((p) => near.has(p.location))].slice(0, choice.limit)
}
