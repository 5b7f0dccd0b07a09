import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { trackPageView } from './analytics'
import { IslandRoot, islands, type IslandName, type Trigger } from './islands'
import './styles.css'

/**
 * The browser side of the site: the page is complete prerendered HTML; this hydrates its islands (app/islands.tsx),
 * each as its own React root when its trigger fires, and sends the page view. `<html data-interactive>` is set
 * once every island of the page has hydrated (tests and tools wait for it; visitors see nothing).
 */

function idle(): Promise<void> {
  return new Promise((resolve) => {
    const run = () =>
      'requestIdleCallback' in window ? window.requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200)
    if (document.readyState === 'complete') run()
    else window.addEventListener('load', run, { once: true })
  })
}

/** Resolves when the island nears the viewport, when the visitor touches or focuses it, or soon after load. */
function visible(island: HTMLElement): Promise<void> {
  // The wrapper is `display: contents` (no box of its own): observe what it renders.
  const target = island.firstElementChild
  if (!target || !('IntersectionObserver' in window)) return idle()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: '800px 0px' })
    const events = ['pointerdown', 'focusin', 'keydown'] as const
    function done() {
      observer.disconnect()
      events.forEach((type) => island.removeEventListener(type, done))
      resolve()
    }
    observer.observe(target)
    events.forEach((type) => island.addEventListener(type, done, { once: true }))
    // Whatever happens, the part is interactive shortly after the page settles.
    void idle().then(() => setTimeout(done, 1500))
  })
}

/** Whether the island shows at this screen size (the desktop menus are hidden on phones, the drawer button on desktops). */
const displayed = (island: HTMLElement) => !island.firstElementChild || island.firstElementChild.getClientRects().length > 0

const when: Record<Trigger, (island: HTMLElement) => Promise<void>> = {
  // Right away if the part is on screen at this size; otherwise once the browser is idle (ready for a resize).
  soon: (island) => (displayed(island) ? Promise.resolve() : idle()),
  idle,
  visible,
}

function hydrateIslands() {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  let pending = elements.length
  const hydrated = () => {
    if (--pending === 0) document.documentElement.setAttribute('data-interactive', '')
  }
  if (pending === 0) document.documentElement.setAttribute('data-interactive', '')
  for (const element of elements) {
    const name = element.dataset.island as IslandName
    const island = islands[name] as { trigger: Trigger; load: () => Promise<ComponentType<object>> } | undefined
    if (!island) {
      console.error(`Unknown island "${name}": it stays static`)
      hydrated()
      continue
    }
    void when[island.trigger](element)
      .then(() => island.load())
      .then((Component) => {
        const props = JSON.parse(element.dataset.props ?? '{}') as object
        hydrateRoot(
          element,
          <IslandRoot onHydrated={hydrated}>
            <Component {...props} />
          </IslandRoot>,
          { identifierPrefix: element.dataset.prefix },
        )
      })
      .catch((error: unknown) => {
        // A chunk that fails to load (offline, a deploy in between) leaves the part as its static HTML.
        console.error(`Island "${name}" could not start:`, error)
        hydrated()
      })
  }
}

trackPageView(location.pathname + location.search)
hydrateIslands()
