import type { ComponentType } from 'react'
import { isIslandSection, sectionLoaders, type IslandSectionType } from '../sections'
import type { AnySection, SectionType } from '../sections/schemas'
import { Island } from './Island'

/** Static section components already loaded in this process; a page is rendered only after its sections are loaded. */
const loaded = new Map<SectionType, ComponentType<any>>()

/** Loads the components of the given section types (each once; islands are loaded by loadIslands). */
export async function loadSections(types: Iterable<SectionType>): Promise<void> {
  await Promise.all(
    [...new Set(types)]
      .filter((t) => !isIslandSection(t) && !loaded.has(t))
      .map(async (t) => {
        const mod = await sectionLoaders[t as Exclude<SectionType, IslandSectionType>]()
        loaded.set(t, mod.default)
      }),
  )
}

export const sectionTypesOf = (sections: readonly { type: SectionType }[]) => sections.map((s) => s.type)

/** Renders a page's sections in order: static ones as plain HTML, interactive ones as islands. */
export function Sections({ sections }: { sections: readonly AnySection[] }) {
  return (
    <>
      {sections.map((section, index) => {
        const key = section.id ?? `${section.type}-${index}`
        if (isIslandSection(section.type)) return <Island key={key} name={section.type} props={section as never} />
        const Component = loaded.get(section.type)
        if (!Component) throw new Error(`Section "${section.type}" was rendered before its component was loaded`)
        return <Component key={key} {...section} />
      })}
    </>
  )
}
