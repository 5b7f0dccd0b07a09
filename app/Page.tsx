import type { ComponentType } from 'react'
import { deferredSections, sectionLoaders } from '../sections'
import type { AnySection, SectionType } from '../sections/schemas'
import { deferred } from './deferred'

/** Section components already loaded in this process; a page is rendered only after its sections are loaded. */
const loaded = new Map<SectionType, ComponentType<any>>()

/** Loads the components of the given section types (each once). Call before rendering or hydrating a page. */
export async function loadSections(types: Iterable<SectionType>): Promise<void> {
  await Promise.all(
    [...new Set(types)].filter((t) => !loaded.has(t)).map(async (t) => {
      const mod = await sectionLoaders[t]()
      loaded.set(t, mod.default)
    }),
  )
}

export const sectionTypesOf = (sections: readonly { type: SectionType }[]) => sections.map((s) => s.type)

/** Section types a page needs before it can hydrate (deferred sections load later, by themselves). */
export const eagerTypes = (types: readonly SectionType[]) => types.filter((t) => !(t in deferredSections))

const deferredViews = Object.fromEntries(
  (Object.entries(deferredSections) as [SectionType, NonNullable<(typeof deferredSections)[SectionType]>][]).map(([type, trigger]) => [
    type,
    deferred<any>(type, async () => (await sectionLoaders[type]()).default as ComponentType<any>, trigger),
  ]),
) as Partial<Record<SectionType, ComponentType<any>>>

/** Renders a page's sections in order. */
export function Sections({ sections }: { sections: readonly AnySection[] }) {
  return (
    <>
      {sections.map((section, index) => {
        const Deferred = deferredViews[section.type]
        if (Deferred)
          return (
            <div key={section.id ?? `${section.type}-${index}`} data-island={section.type}>
              <Deferred {...section} />
            </div>
          )
        const Component = loaded.get(section.type)
        if (!Component) throw new Error(`Section "${section.type}" was rendered before its component was loaded`)
        return <Component key={section.id ?? `${section.type}-${index}`} {...section} />
      })}
    </>
  )
}
