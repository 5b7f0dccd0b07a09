import { type ReactNode, useLayoutEffect } from 'react'
import { createRoot } from 'react-dom/client'
import type { ResolvedFrame } from '../../schemas/page-data'
import { RenderContext, type RenderMode } from '../render/Island'
import type { PageLanguage } from '../render/locale'
import { SiteLayout } from '../render/layout/SiteLayout'
import { releaseIslands } from './island-roots'

/**
 * The frame in another language, for a client navigation across languages (app/browser/spa.tsx): the frame around
 * <main> — skip link, header with its drawer, footer, floating links, chat, toasts — rendered in the browser from that
 * language's frame data (`_data/es/_site.json`), with the same components as the prerender and its islands live at
 * once, while the page's data loads; then put in place of the old one as the page shows. <main> itself stays (the
 * router renders the page into it). Loaded only when a visitor changes language: no page loads it first.
 */
export function renderFrame({
  frame,
  language,
  pathname,
  mode,
}: {
  frame: ResolvedFrame
  language: PageLanguage
  pathname: string
  mode: RenderMode
}): Promise<Element> {
  const container = document.createElement('div')
  return new Promise((resolve) => {
    createRoot(container).render(
      <RenderContext.Provider value={mode}>
        <Rendered onRendered={() => resolve(container.firstElementChild!)}>
          <SiteLayout frame={frame} pathname={pathname} language={language}>
            {null}
          </SiteLayout>
        </Rendered>
      </RenderContext.Provider>,
    )
  })
}

function Rendered({ onRendered, children }: { onRendered: () => void; children: ReactNode }) {
  useLayoutEffect(onRendered, [onRendered])
  return children
}

/** Puts a rendered frame (renderFrame) around `main` in place of the one there: the old frame's islands stop. */
export function placeFrame(main: HTMLElement, rendered: Element) {
  const layout = main.parentElement!
  const fresh = [...rendered.children]
  const at = fresh.findIndex((el) => el.tagName === 'MAIN')
  for (const el of [...layout.children].filter((child) => child !== main)) {
    releaseIslands(el)
    el.remove()
  }
  main.before(...fresh.slice(0, at))
  main.after(...fresh.slice(at + 1))
}
