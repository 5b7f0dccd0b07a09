import type { ComponentType } from 'react'
import { sectionComponents } from '../sections/components.gen'
import { type AnySection, isIslandSection } from '../sections/schemas'
import { Island } from './Island'

/** Renders a page's resolved sections in order: static ones as plain HTML, interactive ones as islands. */
export function Sections({ sections }: { sections: readonly AnySection[] }) {
  return (
    <>
      {sections.map((section, index) => {
        const key = section.id ?? `${section.type}-${index}`
        if (isIslandSection(section.type)) return <Island key={key} name={section.type} props={section as never} />
        const Component = sectionComponents[section.type] as ComponentType<AnySection>
        return <Component key={key} {...section} />
      })}
    </>
  )
}
