import { type ComponentType, type ReactNode, useId } from 'react'
import { renderToString } from 'react-dom/server'
import { sectionComponents } from '../../sections/components.gen'
import { type IslandElementProps, RenderContext } from './Island'
import { IslandRoot } from '../../sections/_services/island'
import { type IslandName, islands } from './island-registry'

/** Island components, loaded once per process before the first render (the server renders synchronously). */
const loaded = new Map<IslandName, ComponentType<any>>()

export async function loadIslands(): Promise<void> {
  await Promise.all(
    (Object.keys(islands) as IslandName[])
      .filter((name) => !loaded.has(name))
      .map(async (name) => {
        loaded.set(name, await islands[name].load())
      }),
  )
}

/**
 * Server side of an island (see app/browser/islands.tsx): the part is rendered as its own React root — the same tree
 * the browser hydrates — inside a `display: contents` wrapper carrying its name, props and id prefix. The prefix
 * keeps useId values unique across the page's islands and equal between server and browser.
 */
function ServerIsland({ name, props }: IslandElementProps) {
  const prefix = `${name.replace(/[^a-z]/g, '')}${useId().replace(/[^A-Za-z0-9]/g, '')}-`
  const Component = loaded.get(name)
  if (!Component) throw new Error(`Island "${name}" was rendered before loadIslands() finished`)
  const html = renderToString(
    <IslandRoot>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix: prefix },
  )
  const json = JSON.stringify(props)
  const Wrapper = 'inline' in islands[name] ? 'span' : 'div'
  return (
    <Wrapper
      data-island={name}
      data-props={json === '{}' ? undefined : json}
      data-prefix={prefix}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own server render (React output, escaped)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

const serverRender = { Island: ServerIsland, sections: sectionComponents }

/** The prerender's way of rendering: every section component at hand, islands as their own server-rendered roots. */
export function ServerRender({ children }: { children: ReactNode }) {
  return <RenderContext.Provider value={serverRender}>{children}</RenderContext.Provider>
}
