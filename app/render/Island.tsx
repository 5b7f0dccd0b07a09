import { type ComponentType, createContext, useContext } from 'react'
import type { SectionProps, SectionType } from '../../sections/schemas'
import type { IslandName, IslandProps } from './island-registry'

/**
 * One render path, two modes. The same components render a page in the prerender and, once the router has taken
 * over navigation, in the browser; what differs is given by this context:
 *   - the prerender (app/render/island-server.tsx): every section component at hand; an island is rendered as its own
 *     root inside a wrapper that carries its props, and hydrates in the browser when its trigger fires;
 *   - a page rendered in the browser (app/browser/spa.tsx): the components its sections need, loaded before it renders; an
 *     island is the plain component, live at once.
 */
export type IslandElementProps<N extends IslandName = IslandName> = { name: N; props: IslandProps<N> }
export type RenderMode = {
  Island: ComponentType<IslandElementProps>
  sections: Partial<{ [K in SectionType]: ComponentType<SectionProps<K>> }>
  /**
   * In the browser: whether a page about to render shows its first section (its hero, with the <h1>) on its own first,
   * the rest once that has been painted (a page reached by a link; not one returned to, nor one opened at an anchor).
   */
  heroFirst?: () => boolean
}

export const RenderContext = createContext<RenderMode | null>(null)

export function useRenderMode(): RenderMode {
  const mode = useContext(RenderContext)
  if (!mode) throw new Error('A page rendered outside a RenderContext (app/render/island-server.tsx ServerRender, or app/browser/spa.tsx)')
  return mode
}

/** An interactive part of a page (app/browser/islands.tsx), rendered as the current mode says. */
export function Island<N extends IslandName>(props: IslandElementProps<N>) {
  const { Island: Render } = useRenderMode()
  return <Render {...(props as IslandElementProps)} />
}
