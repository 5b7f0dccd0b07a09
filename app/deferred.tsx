import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * Deferred hydration for heavy interactive parts (the quote form, menus, drawer, chat, toasts).
 *
 * The server renders the real component (everything is preloaded before rendering), so the prerendered HTML is
 * complete. In the browser, the part's code is not in the first-load bundle: while the page hydrates, React keeps
 * the server HTML of the part's Suspense boundary as it is and hydrates it once the code has loaded — when the
 * browser is idle, or when the part comes near the viewport. After hydration (client-side navigation) a part whose
 * code is already loaded renders at once.
 *
 * Triggers: "soon" loads right away, in parallel with hydration (parts a visitor may use at once: menus, chat);
 * "idle" when the browser is idle; "visible" when the part nears the viewport or the visitor touches it.
 * Once every deferred part of the page has hydrated, <html> gets `data-interactive`.
 */
export type Trigger = 'soon' | 'idle' | 'visible'

let hydrating = typeof window !== 'undefined'
let pending = 0
const markInteractive = () => document.documentElement.setAttribute('data-interactive', '')

/** Called once React has hydrated the document (deferred parts may still be loading). */
export function markHydrated() {
  hydrating = false
  if (pending === 0) markInteractive()
}

/** Rendered inside a deferred part's boundary: its effect runs when the part has hydrated. */
function Hydrated() {
  useEffect(() => {
    if (--pending === 0 && !hydrating) markInteractive()
  }, [])
  return null
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

/** Resolves when the part nears the viewport, when the visitor touches or focuses it, or soon after load. */
function visible(key: string): Promise<void> {
  const elements = [...document.querySelectorAll(`[data-island="${key}"]`)]
  if (!elements.length || !('IntersectionObserver' in window)) return idle()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: '800px 0px' })
    const events = ['pointerdown', 'focusin', 'keydown'] as const
    function done() {
      observer.disconnect()
      elements.forEach((el) => events.forEach((type) => el.removeEventListener(type, done)))
      resolve()
    }
    elements.forEach((el) => {
      observer.observe(el)
      events.forEach((type) => el.addEventListener(type, done, { once: true }))
    })
    // Whatever happens, the part is interactive shortly after the page settles.
    void idle().then(() => setTimeout(done, 1500))
  })
}

const whenReady = (trigger: Trigger, key: string) => (trigger === 'visible' ? visible(key) : trigger === 'idle' ? idle() : Promise.resolve())

/**
 * A part whose code loads after first paint. `key` names its wrapper (`data-island`) for the visibility trigger.
 * The wrapper is a plain block element (<div>), or `display: contents` when `inline` is set (idle trigger only).
 */
export function deferred<P extends object>(key: string, load: () => Promise<ComponentType<P>>, trigger: Trigger = 'soon') {
  let Loaded: ComponentType<P> | undefined
  let Lazy: LazyExoticComponent<ComponentType<P>> | undefined
  const preload = async () => (Loaded ??= await load())
  preloaders.push(preload)

  function Deferred(props: P) {
    // Counted once per instance that hydrates late (nothing is counted on the server or after hydration).
    const [counted] = useState(() => {
      if (!hydrating) return false
      pending++
      return true
    })
    // Once a lazy wrapper exists it is kept, so the part never remounts when navigation re-renders the layout.
    const Component: ComponentType<P> =
      Lazy ??
      (Loaded && !hydrating
        ? Loaded
        : (Lazy = lazy(async () => {
            if (hydrating) await whenReady(trigger, key)
            return { default: await preload() }
          })))
    return (
      <Suspense fallback={null}>
        <Component {...props} />
        {counted ? <Hydrated /> : null}
      </Suspense>
    )
  }
  Deferred.displayName = `Deferred(${key})`
  return Deferred
}
