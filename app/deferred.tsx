import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * Deferred hydration for heavy interactive parts (the quote form, menus, drawer, chat, toasts).
 *
 * The server renders the real component (everything is preloaded before rendering), so the prerendered HTML is
 * complete. In the browser, the part's code is not in the first-load bundle: while the page hydrates, React keeps
 * the server HTML of the part's Suspense boundary as it is and hydrates it once the code has loaded — when the
 * browser is idle, or when the part comes near the viewport. After hydration (client-side navigation) a part whose
 * code is already loaded renders at once.
 */
export type Trigger = 'idle' | 'visible'

let hydrating = typeof window !== 'undefined'
/** Called once React has hydrated the document. */
export function markHydrated() {
  hydrating = false
}

const preloaders: (() => Promise<unknown>)[] = []
/** Loads every deferred part; the server calls it before rendering so the HTML is complete. */
export const preloadDeferred = () => Promise.all(preloaders.map((p) => p()))

function idle(): Promise<void> {
  return new Promise((resolve) => {
    const run = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200))
    if (document.readyState === 'complete') run()
    else window.addEventListener('load', run, { once: true })
  })
}

function visible(key: string): Promise<void> {
  const elements = document.querySelectorAll(`[data-island="${key}"]`)
  if (!elements.length || !('IntersectionObserver' in window)) return idle()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect()
          resolve()
        }
      },
      { rootMargin: '800px 0px' },
    )
    elements.forEach((el) => observer.observe(el))
    // Whatever happens, the part is interactive shortly after the page settles.
    void idle().then(() => setTimeout(() => (observer.disconnect(), resolve()), 1500))
  })
}

const whenReady = (trigger: Trigger, key: string) => (trigger === 'visible' ? visible(key) : idle())

/**
 * A part whose code loads after first paint. `key` names its wrapper (`data-island`) for the visibility trigger.
 * The wrapper is a plain block element (<div>), or `display: contents` when `inline` is set (idle trigger only).
 */
export function deferred<P extends object>(key: string, load: () => Promise<ComponentType<P>>, trigger: Trigger = 'idle') {
  let Loaded: ComponentType<P> | undefined
  let Lazy: LazyExoticComponent<ComponentType<P>> | undefined
  const preload = async () => (Loaded ??= await load())
  preloaders.push(preload)

  function Deferred(props: P) {
    let Component: ComponentType<P>
    if (Loaded && !hydrating) Component = Loaded
    else Component = Lazy ??= lazy(async () => {
      if (hydrating) await whenReady(trigger, key)
      return { default: await preload() }
    })
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    )
  }
  Deferred.displayName = `Deferred(${key})`
  return Deferred
}
