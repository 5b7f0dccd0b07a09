import type { ComponentType } from 'react'
import { sectionLoaders } from '../sections'
import type { AnySection, SectionType } from '../sections/schemas'

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

/** Renders a page's sections in order. */
export function Sections({ sections }: { sections: readonly AnySection[] }) {
  return (
    <>
      {sections.map((section, index) => {
        const Component = loaded.get(section.type)
        if (!Component) throw new Error(`Section "${section.type}" was rendered before its component was loaded`)
        return <Component key={section.id ?? `${section.type}-${index}`} {...section} />
      })}
    </>
  )
}
