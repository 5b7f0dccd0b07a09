import { type ComponentType, startTransition, useEffect, useState } from 'react'
import type { AnySection } from '../../sections/schemas'
import { Island, useRenderMode } from './Island'
import { type IslandName, islands } from './island-registry'

/**
 * Renders a page's resolved sections in order: static ones as plain HTML, interactive ones as islands. In the browser a
 * page reached by a link may show its first section alone in its first frame (RenderMode.heroFirst): rendering a whole
 * page with React takes a phone several frames, and the visitor's eye goes to the new heading first.
 */
export function Sections({ sections }: { sections: readonly AnySection[] }) {
  const { sections: components, heroFirst } = useRenderMode()
  // Whether the page's first render holds only its first section, decided once for each page (its sections).
  const decide = () => ({ sections, first: sections.length > 1 && !!heroFirst?.() })
  let [shown, setShown] = useState(decide)
  if (shown.sections !== sections) {
    shown = decide()
    setShown(shown)
  }
  const { first } = shown
  useEffect(() => {
    if (!first) return
    // After the frame that paints the first section, in a transition (a tap meanwhile is answered first).
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown({ sections, first: false })))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [first, sections])
  return (
    <>
      {(first ? sections.slice(0, 1) : sections).map((section, index) => {
        const key = section.id ?? `${section.type}-${index}`
        if (section.type in islands) return <Island key={key} name={section.type as IslandName} props={section as never} />
        const Component = components[section.type] as ComponentType<AnySection> | undefined
        if (!Component) throw new Error(`The component of the "${section.type}" section was not loaded before its page rendered`)
        return <Component key={key} {...section} />
      })}
    </>
  )
}
