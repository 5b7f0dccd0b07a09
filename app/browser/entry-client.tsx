import type { ComponentType } from 'react'
import { track, trackPageView } from '../../sections/_services/analytics'
import { onWakeRequest } from '../../sections/_services/island-wake'
import { type IslandName, islands, type Trigger } from '../render/island-registry'
import { stylesheetLoaded, takeEarlyEvents } from './early-events'
import { registerIslandRoot } from './island-roots'
import type { Held } from './islands'
import { internalLink, plainClick } from './links'
import './styles.css'

/**
 * The browser side of the site. The page is complete prerendered HTML; this small script only watches for the
 * moment each island (app/browser/islands.tsx) is needed, then loads React and the island's code and hydrates that root.
 * What the visitor did before is kept:
 *   - values: just before hydrating, every form control of the island whose value differs from the server HTML
 *     (typed, chosen, ticked, autofilled) is noted; once hydrated, each is set again through the element's native
 *     setter and an input/change event (or a click for a box), exactly as if the visitor had done it then, so the
 *     component's own handlers take it into its state (islands.tsx: noteInput, replayInput, loaded with React);
 *   - clicks: a click on a button of an island that is not live yet wakes it and is replayed once it is live;
 *   - a tap on a native <select> that the live island replaces with a styled one: the native list does not open
 *     (it would vanish when the island goes live); the styled select (`data-replaces="<select's id>"`) opens instead;
 *   - submits: a form of an island that is not live never posts natively while scripts run; the submit is held
 *     and replayed with the visitor's values once the island is live (its own validation and request then run);
 *   - focus: a control that had focus before the island went live is focused again, so its focus handlers run
 *     (a filter group reached by Tab hands focus to its items: arrow keys work).
 * A held tap or submit marks its control `data-pending` (styled as busy) until then. Then `useIslandLive()` turns
 * true. `<html data-interactive>` marks the moment every island of the page is live (tests and tools wait for it;
 * visitors see nothing).
 */

type IslandDef = { trigger: Trigger; inline?: boolean; load: () => Promise<ComponentType<object>> }
type State = {
  name: IslandName
  element: HTMLElement
  woken: boolean
  /** hydrateRoot has been called: React handles events from now on. */
  hydrating: boolean
  live: boolean
  wake: () => void
  /** What the visitor did that is answered once the island is live (the last of each kind; app/browser/islands.tsx). */
  held: Held
}

const states = new Map<HTMLElement, State>()

function afterLoad(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve()
    else window.addEventListener('load', () => resolve(), { once: true })
  })
}

/** The first idle moment `ms` after load (at the latest 4 s later). */
const idleAfterLoad = (ms: number) =>
  afterLoad()
    .then(() => new Promise((resolve) => setTimeout(resolve, ms)))
    .then(
      () =>
        new Promise<void>((resolve) =>
          'requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 4000 }) : resolve(),
        ),
    )

let settled: Promise<void> | undefined
/** Idle well after load: nothing competes with the first paint and the first interactions. One moment per page. */
function lateIdle(): Promise<void> {
  settled ??= idleAfterLoad(2500)
  return settled
}

/** Pointer over or down, touch or focus in the island or in its `data-intent` ancestor (e.g. the header bar). */
function intent(island: HTMLElement): Promise<void> {
  const scope = island.closest<HTMLElement>('[data-intent]') ?? island
  // The page's boot script notes the same intents before this script runs (app/browser/boot.ts).
  const events = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const
  return new Promise((resolve) => {
    const done = () => {
      for (const type of events) scope.removeEventListener(type, done, true)
      resolve()
    }
    for (const type of events) scope.addEventListener(type, done, { capture: true, passive: true })
  })
}

/** Wakes the islands an intent on `target` wakes (an early one, noted before the listeners above were there). */
function wakeOnIntent(target: EventTarget | null) {
  if (!(target instanceof Node)) return
  for (const state of states.values())
    if (islands[state.name].trigger !== 'idle' && (state.element.closest('[data-intent]') ?? state.element).contains(target)) state.wake()
}

/** When the island nears the viewport. The wrapper is `display: contents` (no box): observe what it renders. */
function visible(island: HTMLElement): Promise<void> {
  const target = island.firstElementChild
  if (!target || !('IntersectionObserver' in window)) return lateIdle()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect()
          resolve()
        }
      },
      { rootMargin: '400px 0px' },
    )
    observer.observe(target)
  })
}

const when: Record<Trigger, (island: HTMLElement) => Promise<void>> = {
  intent: (island) => Promise.race([intent(island), lateIdle()]),
  // Near the viewport once the page has settled (an island in the first screen does not compete with the load:
  // what the visitor does before is replayed), or at once on intent.
  visible: (island) => Promise.race([lateIdle().then(() => visible(island)), intent(island)]),
  idle: () => lateIdle(),
}

/** A click that should be replayed once the island is live: on a button that is not a submit button. */
function replayable(target: EventTarget | null): HTMLElement | undefined {
  if (!(target instanceof Element)) return undefined
  const el = target.closest<HTMLElement>('button, [role="button"], [data-replay]')
  if (!el || el.closest('a[href]')) return undefined
  if (el instanceof HTMLButtonElement && el.type === 'submit') return undefined
  return el
}

const stateOf = (target: EventTarget | null) => {
  const island = (target as Element | null)?.closest?.<HTMLElement>('[data-island]')
  return island ? states.get(island) : undefined
}

/**
 * What a visitor does in an island that is not live yet, held and answered once it is (the control is marked
 * `[data-pending]`, styled as busy, meanwhile; ui/theme/tokens.ts):
 *   click      on a button: replayed. Once hydration has begun React handles a click itself (it hydrates the target
 *              first): replaying it too would act twice (a favourite toggled on and off again).
 *   mousedown  on a native select the live island replaces (`data-replaced-when-live`): its list would close under
 *              the visitor's finger when the island goes live, so it does not open; the styled select
 *              (`data-replaces="<id>"`) opens once live. The keyboard changes a native select in place (replayed).
 *   submit     (Enter in a field, the submit button): never a native post while scripts run. Stopped here, before
 *              React's listeners on the island, and requested again once live.
 */
function hold(event: Event, early = false) {
  const state = stateOf(event.target)
  if (!state || state.live) return
  const target = event.target as HTMLElement
  let el: HTMLElement | null | undefined
  if (event.type === 'submit') {
    const submitter = (event as SubmitEvent).submitter
    event.stopImmediatePropagation()
    el = submitter ?? target.querySelector<HTMLElement>('[type=submit]')
    state.held.submit = [target as HTMLFormElement, submitter]
  } else if (event.type === 'mousedown') {
    if (!(target instanceof HTMLSelectElement && target.id && target.hasAttribute('data-replaced-when-live'))) return
    // One the boot script held (and focused) before this script ran: only while the visitor is still on it — focus
    // given again now would take them from the field they have moved on to.
    if (early && document.activeElement !== target) return
    el = state.held.open = target
    if (!early) target.focus({ preventScroll: true })
  } else {
    el = state.held.click = state.hydrating ? undefined : replayable(target)
    if (!el) return
  }
  event.preventDefault()
  el?.setAttribute('data-pending', '')
  state.wake()
}
// The page's boot script holds a submit and a replaced select's mousedown the same way before this script runs
// (app/browser/boot.ts): change the two together.
const HELD = ['click', 'mousedown', 'submit']
for (const type of HELD) document.addEventListener(type, hold, true)

/** Focus moved to another control while a tapped native select waits for its styled form: that list never opens. */
function movedOn(event: Event) {
  const state = stateOf(event.target)
  const open = state?.held.open
  if (!open || event.target === open || !(event.target as Element).matches?.('input, textarea, select, button')) return
  open.removeAttribute('data-pending')
  state.held.open = undefined
}
document.addEventListener('focusin', movedOn, true)

/** The whole stylesheet, added after the first paint by the page's boot script (app/browser/boot.ts). */
const stylesheet = stylesheetLoaded()

let runtime: Promise<[typeof import('react-dom/client'), typeof import('react'), typeof import('./islands')]> | undefined
const loadRuntime = () => {
  runtime ??= Promise.all([import('react-dom/client'), import('react'), import('./islands')])
  return runtime
}
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

async function hydrate(state: State, onLive: () => void) {
  const def = islands[state.name] as IslandDef
  // The whole stylesheet too: a live island renders states (an open menu, a dialog) the inline CSS does not cover.
  const [[{ hydrateRoot }, { createElement, startTransition }, { IslandRoot, answerHeld, noteInput, replayInput }], Component] =
    await Promise.all([loadRuntime(), def.load(), stylesheet])
  await nextTask()
  const props = JSON.parse(state.element.dataset.props ?? '{}') as object
  const noted = noteInput(state.element)
  const onHydrated = async () => {
    for (const input of noted) replayInput(input)
    // Let the replayed values render before the island turns live.
    await nextTask()
    state.live = true
  }
  // Once the live render is on screen (styled selects in place): what the visitor did is answered.
  const onLiveRender = () => {
    const { held } = state
    state.held = {}
    answerHeld(state.element, held)
    // <div data-island data-live>: live, its live render on screen, what the visitor did answered.
    state.element.setAttribute('data-live', '')
    onLive()
  }
  // A transition: hydration yields to the browser every few milliseconds instead of blocking it.
  state.hydrating = true
  startTransition(() => {
    // createElement, not JSX: the JSX runtime would be in the first-load code; React comes with the island.
    const root = hydrateRoot(
      state.element,
      createElement(IslandRoot, { onHydrated, onLive: onLiveRender, children: createElement(Component, props) }),
      { identifierPrefix: state.element.dataset.prefix },
    )
    registerIslandRoot(state.element, root)
  })
}

function start() {
  // <html data-settled>: the page has settled; from now on `visible` islands wake as they near the viewport.
  void lateIdle().then(() => document.documentElement.setAttribute('data-settled', ''))
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  let pending = elements.length
  const settled = () => {
    if (--pending <= 0) document.documentElement.setAttribute('data-interactive', '')
  }
  if (pending === 0) document.documentElement.setAttribute('data-interactive', '')
  for (const element of elements) {
    const name = element.dataset.island as IslandName
    const def = islands[name] as IslandDef | undefined
    if (!def) {
      console.error(`Unknown island "${name}": it stays static`)
      settled()
      continue
    }
    let wake = () => {}
    const woken = new Promise<void>((resolve) => {
      wake = resolve
    })
    const state: State = { name, element, woken: false, hydrating: false, live: false, wake, held: {} }
    states.set(element, state)
    void Promise.race([woken, when[def.trigger](element)])
      .then(() => {
        state.woken = true
        return hydrate(state, settled)
      })
      .catch((error: unknown) => {
        // A chunk that fails to load (offline, a deploy in between) leaves the part as its static HTML.
        console.error(`Island "${name}" could not start:`, error)
        settled()
      })
  }
  // Another island's code may need one now (the quote form wakes the toaster to show its messages).
  onWakeRequest((name) => {
    for (const state of states.values()) if (state.name === name) state.wake()
  })
}

/**
 * A single-page app after the first load: the router (app/browser/spa.tsx) takes over navigation from the moment it
 * starts; until then links are ordinary page loads. Nothing of it is in the first load, and none of it runs while the
 * page loads (run on idle, its 100 KB cost a phone long main-thread tasks: Lighthouse's Total Blocking Time on `/`, a
 * median of 54 ms without it, was 517 ms). It becomes ready in three steps:
 *   - fetched: once the page has loaded and the browser is idle, its files (the boot script's `data-router-files`) are
 *     added as low-priority modulepreloads — fetched and compiled off the main thread, not run;
 *   - started: on the first intent to navigate (a pointer over, a touch on or focus in a link to a page of the site),
 *     or, once fetched, on the first touch or scroll anywhere (a reader on a phone, about to tap);
 *   - a click that comes before it has started (a tap: the touch and its click are milliseconds apart) is held, at
 *     most HOLD_MS, and navigated by the router as soon as it has started; later, or if the router fails, the browser
 *     loads the page. A click with a modifier key or another button is the browser's, at once.
 */
/**
 * Until when a page load the browser started itself is on its way: a plain click on a link of the site before the
 * loader held clicks, or a held click given back to the browser. The router does not start under it: its first
 * history entry would cancel that load in Chrome and leave the visitor on the page they were leaving. If this page is
 * still here after that, the load did not happen (stopped, or the page came back from the back-forward cache).
 */
let leavingUntil = 0
const stayed = async () => {
  while (performance.now() < leavingUntil) await new Promise((resolve) => setTimeout(resolve, leavingUntil - performance.now()))
}
/**
 * A press under way (pointer down, not up yet). The router's start renders the page anew: a press it cut in two (down
 * on the old link, up on the new one) would be no click at all, and the visitor's tap would be lost. Released once
 * the click the press makes has been handled.
 */
let pressed: Promise<void> | undefined
let release = () => {}
document.addEventListener('pointerdown', () => (pressed ??= new Promise((resolve) => (release = resolve))), {
  capture: true,
  passive: true,
})
for (const type of ['pointerup', 'pointercancel'])
  document.addEventListener(
    type,
    () => {
      const done = release
      pressed = undefined
      setTimeout(done)
    },
    { capture: true, passive: true },
  )
/** The router, once asked for: its navigation, once it has started. */
let router: Promise<(href: string) => void> | undefined
let navigate: ((href: string) => void) | undefined
const takeOver = () => {
  if (router) return router
  router = import('./spa').then(async (spa) => {
    await stylesheet
    while (pressed || performance.now() < leavingUntil) {
      await pressed
      await stayed()
    }
    navigate = spa.start()
    return navigate
  })
  router.catch((error: unknown) => console.error('The router could not start; links load pages as before:', error))
  return router
}
const onIntent = (event: Event) => internalLink(event.target) && takeOver()
for (const type of ['pointerover', 'touchstart', 'focusin']) document.addEventListener(type, onIntent, { capture: true, passive: true })

/** The held click (a later click replaces it). */
let held: URL | undefined
// A plain click on a link of the site before the router has started is held, HOLD_MS at most (on a phone, 390 px, CPU
// slowed 4×, the router's files fetched at idle, the touch starts the router in 0.35–0.5 s on a busy 2-core host and
// up to a second on a loaded one; a full load of the page on such a phone takes longer), then navigated by the router,
// or loaded by the browser (later, or when the router fails). The link looks busy meanwhile (`data-pending`, in the
// page's inline CSS). After the islands' own click handlers (in their roots, below the document): a click one of them
// took is not held.
const HOLD_MS = 1200
document.addEventListener('click', (event) => {
  const url = !navigate && plainClick(event) && internalLink(event.target)
  if (!url) return
  event.preventDefault()
  held = url
  const link = (event.target as Element).closest('a, area')
  link?.setAttribute('data-pending', '')
  const go = (navigate?: (href: string) => void) => {
    if (held !== url) return
    held = undefined
    link?.removeAttribute('data-pending')
    if (navigate) return navigate(url.pathname + url.search + url.hash)
    leavingUntil = performance.now() + 3000
    location.assign(url.href)
  }
  setTimeout(go, HOLD_MS)
  takeOver().then(go, () => go())
})

// A second after load, once the browser is idle: the router's files (the boot script's `data-router-files`; none on a
// page rendered on request) are fetched, not run, and from then on the first touch or scroll starts it; the pages of
// the links on screen are fetched ahead (app/browser/ahead.ts).
void idleAfterLoad(1000).then(() => {
  const files = document.querySelector<HTMLElement>('[data-router-files]')?.dataset.routerFiles
  if (router || !files) return
  for (const href of files.split(' '))
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, fetchPriority: 'low' }))
  for (const type of ['touchstart', 'scroll']) addEventListener(type, takeOver, { capture: true, passive: true, once: true })
  // The pages of the links on screen, fetched ahead for the first tap (their data and their sections' code).
  import('./ahead').then(
    (ahead) => void (router || ahead.fetchLinksAhead()),
    () => undefined,
  )
})

// Once the browser is idle after load: where this visit came from is noted, and the page counts its view, form starts,
// calls and calls to action from then on (first-party, no cookie: sections/_services/attribution.ts).
// Counting is never worth an error a visitor could meet: a module that cannot load (a deploy in between) counts nothing.
void idleAfterLoad(0).then(() =>
  import('../../sections/_services/attribution').then(
    ({ noteVisit, startCounting }) => {
      noteVisit()
      startCounting()
    },
    () => undefined,
  ),
)

// Analytics events declared on links and buttons of static sections (data-track-*: sections/_shared/Buttons.tsx).
// The page view of this page, and such events before this script ran, were sent by the page's boot script (app/browser/boot.ts).
document.addEventListener('click', (event) => {
  const el = (event.target as Element | null)?.closest?.<HTMLElement>('[data-track-event]')
  if (!el) return
  const { trackEvent, trackCategory, trackLabel, trackValue } = el.dataset
  track(trackEvent!, { category: trackCategory, label: trackLabel, value: trackValue === undefined ? undefined : Number(trackValue) })
})

start()
// What the visitor did before this script ran (the page's boot script noted it: app/browser/boot.ts), answered as if now.
const early = takeEarlyEvents()
// A page the server rendered on request has no boot script: its page view is sent here.
if (!early) trackPageView(location.pathname + location.search)
for (const event of early ?? []) {
  // A plain click on a link of the site before this script held clicks: the browser is loading that page.
  if (event.type === 'click' && plainClick(event as MouseEvent) && internalLink(event.target)) leavingUntil = event.timeStamp + 3000
  if (HELD.includes(event.type)) hold(event, true)
  else {
    if (event.type === 'focusin') movedOn(event)
    onIntent(event)
    wakeOnIntent(event.target)
  }
}
