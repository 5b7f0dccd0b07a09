import type { ComponentType } from 'react'
import type { AnySection } from '../../sections/schemas'
import { Island, useRenderMode } from './Island'
import { type IslandName, islands } from './island-registry'

/** Renders a page's resolved sections in order: static ones as plain HTML, interactive ones as islands. */
export function Sections({ sections }: { sections: readonly AnySection[] }) {
  const { sections: components } = useRenderMode()
  return (
    <>
      {sections.map((section, index) => {
        const key = section.id ?? `${section.type}-${index}`
        if (section.type in islands) return <Island key={key} name={section.type as IslandName} props={section as never} />
        const Component = components[section.type] as ComponentType<AnySection> | undefined
        if (!Component) throw new Error(`The component of the "${section.type}" section was not loaded before its page rendered`)
        return <Component key={key} {...section} />
      })}
    </>
  )
}
