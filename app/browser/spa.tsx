import { createBrowserHistory, RouterProvider, useRouterState } from '@tanstack/react-router'
import { type ComponentType, type ReactNode, useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { pageDataFile } from '../../schemas/routing'
import { sectionLoaders } from '../../sections/loaders.gen'
import type { SectionType } from '../../sections/schemas'
import { trackPageView } from '../../sections/_services/analytics'
import { countView } from '../../sections/_services/attribution'
import { setCurrentPath } from '../../sections/_services/current-path'
import { HttpError } from '../../sections/_services/api-client'
import { IslandRoot } from '../../sections/_services/island'
import { queryClient } from '../../sections/_services/query'
import { setUrlSource } from '../../sections/_services/url-state'
import { releaseIslands } from './island-roots'
import { applyHead } from '../render/head'
import { type IslandElementProps, RenderContext, type RenderMode } from '../render/Island'
import { type IslandName, islands } from '../render/island-registry'
import { isActivePath, normalizePath } from '../render/layout/nav'
import { onScreen, stopFetchingAhead, takeAhead } from './ahead'
import { internalLink, plainClick } from './links'
import type { ResolvedPage } from '../../schemas/page-data'
import { createAppRouter } from '../render/router'
import { frameDataFile, notFoundRoute, pageLanguage } from '../render/locale'
import type { ResolvedFrame } from '../../schemas/page-data'

/**
 * The router in the browser: fetched once the first page is idle and started on the first intent to navigate, touch or
 * scroll (app/browser/entry-client.tsx), it takes over every later navigation. The page that was loaded in full stays
 * as it is — its islands, what the visitor typed — until the first client navigation; from then on the router renders
 * each page inside the prerendered <main>, from the page's resolved data (`_data/<route>.json`, through react-query:
 * fresh forever, no retries), with the same section components as the prerender. The frame around <main> — header,
 * footer, chat, toasts — stays mounted: an open chat panel and a toast survive, and the current-page marks follow the
 * route.
 *
 * When a page's data cannot be used — the network fails, the server answers an error, or the data was built for other
 * code than the page that is running (a new deploy) — the browser loads the address in full instead: never a blank,
 * stale or half-rendered page. An address that is no page renders the not-found page.
 */

const main = document.getElementById('main')!
const build = document.documentElement.dataset.build ?? ''
const initialPath = window.location.pathname
/**
 * The home of the language the frame around <main> speaks (app/render/locale.ts). A page of another language comes
 * with that language's frame — header, drawer, footer, chat, from its frame data (`_data/es/_site.json`) — which
 * app/browser/frame-swap.tsx renders in place of this one as the page is shown: a change of language is a client
 * navigation like any other.
 */
let frameHome = document.documentElement.dataset.home ?? '/'
/**
 * The frame of another language, rendered (app/browser/frame-swap.tsx) while a page of that language loads, for the
 * page's route; put in place when the page shows.
 */
let nextFrame: { home: string; route: string; rendered: Element; place: typeof import('./frame-swap').placeFrame } | undefined
const frames = new Map<string, ResolvedFrame>()

async function prepareFrame(page: ResolvedPage, route: string) {
  const language = pageLanguage(page)
  const [frame, swap] = await Promise.all([frameOf(language.home), import('./frame-swap')])
  const rendered = await swap.renderFrame({ frame, language, pathname: route, mode: renderMode })
  nextFrame = { home: language.home, route, rendered, place: swap.placeFrame }
}

async function frameOf(home: string) {
  if (!frames.has(home)) {
    const res = await fetch(`/${frameDataFile(home)}`, { credentials: 'include' })
    if (!res.ok) throw new HttpError(res.status, `${res.status}: ${res.statusText}`)
    const frame = (await res.json()) as ResolvedFrame & { build: string }
    if (frame.build !== build) throw new Error('The frame data was built for other code')
    // The frame's own islands, live at once (as a page's are here).
    await Promise.all(
      (Object.keys(islands) as IslandName[])
        .filter((name) => !(name in sectionLoaders))
        .map(async (name) => {
          if (!islandComponents.has(name)) islandComponents.set(name, await islands[name].load())
        }),
    )
    frames.set(home, frame)
  }
  return frames.get(home)!
}

/** A full page load of `href`: the answer to anything the router cannot render itself. Never resolves. */
function fullLoad(href: string): Promise<never> {
  window.location.assign(href)
  return new Promise(() => {})
}

/** The components a page's sections need, loaded before it renders (its islands are plain components here, live). */
const sectionComponents: RenderMode['sections'] = {}
const islandComponents = new Map<IslandName, ComponentType<any>>()

async function loadComponents(page: ResolvedPage) {
  await Promise.all(
    [...new Set(page.sections.map((s) => s.type as SectionType))].map(async (type) => {
      if (type in islands) {
        const name = type as IslandName
        if (!islandComponents.has(name)) islandComponents.set(name, await islands[name].load())
      } else if (!sectionComponents[type]) {
        ;(sectionComponents as Record<string, ComponentType<any>>)[type] = await sectionLoaders[type]()
      }
    }),
  )
}

/** An island of a page rendered here: the component itself, live at once, in the wrapper the prerender gives it. */
function ClientIsland({ name, props }: IslandElementProps) {
  const Component = islandComponents.get(name)!
  const Wrapper = 'inline' in islands[name] ? 'span' : 'div'
  return (
    <Wrapper data-island={name} data-live="">
      <IslandRoot live>
        <Component {...props} />
      </IslandRoot>
    </Wrapper>
  )
}

/**
 * Whether the page the router renders next was reached by a link: its hero is painted on its own first, the rest of
 * it in the next frames (app/render/Page.tsx). Not a page returned to (its position is given back) nor one opened at an
 * anchor, which render whole.
 */
let reachedByLink = false

const renderMode: RenderMode = { Island: ClientIsland, sections: sectionComponents, heroFirst: () => reachedByLink }

type PageData = ResolvedPage & { build: string }

/**
 * A page's resolved data, by its data file's address (the query key's segments joined by slashes are the URL: SPEC
 * §7). A redirect of the old page's data leads the router to the new page; undefined: no page has this address.
 */
async function pageData(route: string): Promise<PageData | { redirect: string } | undefined> {
  const url = `/${pageDataFile(route)}`
  return queryClient
    .fetchQuery({
      queryKey: [url],
      queryFn: async () => {
        // Fetched ahead (the link was on screen before the router ran), or now.
        const ahead = (await takeAhead(url)) as PageData | undefined
        if (ahead) return ahead
        const res = await fetch(url, { credentials: 'include' })
        if (res.status === 404) return null
        if (!res.ok) throw new HttpError(res.status, `${res.status}: ${res.statusText}`)
        if (res.redirected) {
          const moved = new URL(res.url).pathname.match(/^\/_data(\/.*)\.json$/)?.[1]
          return { redirect: moved === '/index' ? '/' : (moved ?? '/') }
        }
        return (await res.json()) as PageData
      },
    })
    .then((data) => data ?? undefined)
}

/** Whether the router has rendered a page into <main> yet (before, the full-loaded page stays untouched). */
let owned = false

function router() {
  const history = createBrowserHistory()
  history.subscribe(({ location, action }) => {
    reachedByLink = action.type === 'PUSH' && !location.hash
  })
  const notFound = async () => {
    const page = await pageData(notFoundRoute(frameHome)).catch(() => undefined)
    if (!page || 'redirect' in page || page.build !== build) return fullLoad(window.location.href)
    await loadComponents(page)
    return page
  }
  return createAppRouter(
    {
      // The frame is not rendered here: it stays mounted around <main>.
      frame: () => undefined as never,
      build,
      notFound,
      page: async (route, how) => {
        const href = window.location.pathname + window.location.search + window.location.hash
        // The router's first look at the page loaded in full: not rendered until the visitor comes back to it, so a
        // failure must not reload it. A preload that fails is tried again, for real, when the visitor goes there.
        const quiet = !owned && !how?.preload && route === normalizePath(initialPath)
        const fail = (to: string) => {
          if (how?.preload) throw new Error(`${route} could not be preloaded`)
          return quiet ? undefined : fullLoad(to)
        }
        try {
          const data = await pageData(route)
          if (data && 'redirect' in data) return fail(data.redirect + window.location.search + window.location.hash)
          if (data && data.build !== build) return fail(href)
          // A page of another language: its frame is made ready before the page shows (or the page loads in full).
          if (data && !how?.preload && pageLanguage(data).home !== frameHome) await prepareFrame(data, route)
          // The page loaded in full is not rendered here until the visitor comes back to it: its components wait.
          if (data && !quiet) await loadComponents(data)
          return data
        } catch (error) {
          if (how?.preload) throw error
          return fail(href)
        }
      },
      Shell: ClientShell,
    },
    history,
    {
      defaultPreload: 'intent',
      defaultPreloadStaleTime: 0,
      // A page left is forgotten by the router (react-query keeps its data): coming back renders it afresh.
      defaultGcTime: 0,
      // The window's position on back and forward is restoreScroll's (below); the router still scrolls a page
      // reached by a link to its top or to its anchor.
      scrollRestoration: false,
      // No view transition: it holds the new page's first paint until the old one's snapshot is taken and then fades
      // it in (measured on a phone at 4×: tap → new <h1> painted 0.83 s with it, 0.37 s without; npm run bench:size).
      defaultViewTransition: false,
    },
  )
}

/**
 * Renders the routed page into the prerendered <main> — from the first navigation away from the page loaded in full
 * on. At that moment the full-loaded page's islands in <main> are released and its content replaced.
 */
function ClientShell({ children }: { children: ReactNode }) {
  const [mine, setMine] = useState(owned)
  // Another page, not the same one with another query or anchor: on the page loaded in full, a choice in the address
  // (a filter, "Book This Visit" → ?plan=…#book) is followed by its live islands (sections/_services/url-state.ts), and what the
  // visitor typed or chose stays where it is.
  const moved = useRouterState({
    select: (s) => s.status === 'idle' && !!s.resolvedLocation && normalizePath(s.resolvedLocation.pathname) !== normalizePath(initialPath),
  })
  const shown = useRouterState({ select: (s) => s.matches.at(-1)?.loaderData as ResolvedPage | undefined })
  const pathname = useRouterState({ select: (s) => s.resolvedLocation?.pathname })
  const hash = useRouterState({ select: (s) => s.resolvedLocation?.hash })
  useLayoutEffect(() => {
    if (mine || !moved) return
    releaseIslands(main)
    main.replaceChildren()
    owned = true
    setMine(true)
  }, [mine, moved])
  // The page on screen gives the document its head and the frame its current-page marks; focus moves into it
  // (unless an anchor of it is the target) and its title is read out.
  useLayoutEffect(() => {
    if (!mine || !shown || !pathname) return
    const { home } = pageLanguage(shown)
    if (home !== frameHome) {
      if (nextFrame?.home !== home) return void fullLoad(window.location.href)
      nextFrame.place(main, nextFrame.rendered)
      nextFrame = undefined
      frameHome = home
      document.documentElement.dataset.home = home
    }
    applyHead(shown.head)
    showLanguage(shown)
    setCurrentPath(pathname)
    markCurrentLinks(pathname)
    if (!hash) main.focus({ preventScroll: true })
    announce(document.title)
  }, [mine, shown, pathname, hash])
  if (!mine) return null
  return createPortal(<RenderContext.Provider value={renderMode}>{children}</RenderContext.Provider>, main)
}

/** The static links of the header bar mark the current page as the prerender does (the dropdowns follow by themselves). */
function markCurrentLinks(pathname: string) {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('header nav a[href]:not([role="menuitem"])')) {
    if (link.closest('[data-island]')) continue
    if (isActivePath(pathname, link.getAttribute('href') ?? '', frameHome)) link.setAttribute('aria-current', 'page')
    else link.removeAttribute('aria-current')
  }
}

/**
 * The document says the language of the page on screen (a page falling back to English in another language's frame
 * says it on <main>, as the prerender does), and the language switch leads to this page in the other language.
 */
function showLanguage(page: ResolvedPage) {
  const { lang, locale, languages } = pageLanguage(page)
  document.documentElement.lang = lang
  const mixed = lang !== locale
  for (const [el, value] of [
    [main, lang],
    [main.parentElement, locale],
  ] as const)
    if (mixed) el?.setAttribute('lang', value)
    else el?.removeAttribute('lang')
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language]')) {
    const to = languages.find((l) => l.code === link.dataset.language)
    if (to) link.setAttribute('href', to.href)
  }
}

/** Says the new page's title to screen readers (the page itself gets focus). */
let region: HTMLElement | undefined
function announce(text: string) {
  if (!region) {
    region = document.createElement('p')
    region.className = 'sr-only'
    region.setAttribute('aria-live', 'polite')
    region.setAttribute('aria-atomic', 'true')
    document.body.appendChild(region)
  }
  region.textContent = text
}

/**
 * Back and forward put the visitor where they were on that page. The position of each history entry is noted as the
 * visitor leaves it (a link, back, forward) and given back once the page is rendered again; a filter's replacing
 * entry is the same page, scrolled as it is. The router's own restoration notes only what it saw scroll since its
 * last render, under the last page it had finished loading: a filter chosen, the page scrolled and a link followed
 * before the router had settled lost the position (the page came back at the top).
 */
function restoreScroll(appRouter: ReturnType<typeof router>) {
  const { history } = appRouter
  const keyOf = (location: typeof history.location) => location.state.__TSR_key ?? location.href
  const positions = new Map<string, { left: number; top: number }>()
  let entry = keyOf(history.location)
  let returning = false
  history.subscribe(({ location, action }) => {
    if (action.type !== 'REPLACE') {
      positions.set(entry, { left: window.scrollX, top: window.scrollY })
      returning = action.type !== 'PUSH'
    }
    entry = keyOf(location)
  })
  // The router's first render is its look at the page loaded in full, where the visitor already is (on a phone the
  // router starts with their first scroll): it must not move them, and the router scrolls every page it renders to
  // its top. Where they were is noted until then and given back in the same task, before a frame is painted.
  let before: { left: number; top: number } | undefined = { left: window.scrollX, top: window.scrollY }
  const note = () => {
    if (before) before = { left: window.scrollX, top: window.scrollY }
  }
  window.addEventListener('scroll', note, { passive: true })
  appRouter.subscribe('onRendered', ({ toLocation }) => {
    if (before) {
      const stay = normalizePath(toLocation.pathname) === normalizePath(initialPath) && !toLocation.hash
      if (stay) window.scrollTo({ ...before, behavior: 'instant' })
      before = undefined
      window.removeEventListener('scroll', note)
    }
    if (!returning) return
    returning = false
    const position = positions.get(entry)
    if (position) window.scrollTo({ ...position, behavior: 'instant' })
  })
  // The browser's own restoration would jump before the page is rendered; a document load (reload, a page
  // restored from the back-forward cache) is the browser's again.
  window.history.scrollRestoration = 'manual'
  window.addEventListener('pagehide', () => {
    window.history.scrollRestoration = 'auto'
  })
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.history.scrollRestoration = 'manual'
  })
}

let navigate: ((href: string) => void) | undefined

/**
 * Starts the router (once): from now on a plain click on a link of the site is a client navigation. Returns the
 * router's navigation to an address of the site, for a click held while the router was starting (entry-client.tsx).
 */
export function start(): (href: string) => void {
  if (navigate) return navigate
  const appRouter = router()
  navigate = (href) => void appRouter.navigate({ href })
  restoreScroll(appRouter)

  // The address is the router's from now on: filters and choices in the query follow its history.
  setUrlSource({
    // The address as soon as it changes (a filter shows its result at once, before the page's data has loaded).
    search: () => appRouter.latestLocation.searchStr,
    replaceSearch: (params) =>
      void appRouter.navigate({
        to: appRouter.state.location.pathname,
        search: Object.fromEntries(params),
        hash: appRouter.state.location.hash,
        replace: true,
        resetScroll: false,
      }),
    subscribe: (listener) => {
      const stops = [appRouter.subscribe('onBeforeLoad', listener), appRouter.subscribe('onResolved', listener)]
      return () => {
        for (const stop of stops) stop()
      }
    },
  })

  // A page view for each page the visitor reaches (the page loaded in full sent its own): by path, not by the
  // router's "from" location, which is missing when the visitor leaves before the router's first look at the page
  // loaded in full has ended. A change of the query alone (a tool's filters) is no new page.
  let viewed = normalizePath(initialPath)
  appRouter.subscribe('onResolved', ({ toLocation }) => {
    const path = normalizePath(toLocation.pathname)
    if (path === viewed) return
    viewed = path
    trackPageView(toLocation.pathname + toLocation.searchStr)
    countView(toLocation.pathname)
  })

  // A page the router shows never opens under a dialog left open (the drawer, chosen before the islands' code and its
  // listener had arrived: app/browser/islands.tsx).
  appRouter.subscribe('onBeforeNavigate', ({ fromLocation, toLocation }) => {
    // Not the router's own start (its first look at the page loaded in full, begun by a pointer over a drawer's link).
    if (!fromLocation || fromLocation.href === toLocation.href) return
    for (const dialog of document.querySelectorAll('dialog[open]')) (dialog as HTMLDialogElement).close()
  })

  // A click on a link to a page of the site is a navigation of the router; a hover or focus on one preloads it.
  document.addEventListener('click', (event) => {
    if (!plainClick(event)) return
    const url = internalLink(event.target)
    if (!url) return
    event.preventDefault()
    void appRouter.navigate({ href: url.pathname + url.search + url.hash })
  })
  // The page's data and components, fetched ahead into react-query's cache (a failure is not kept: the navigation
  // itself then tries again, and loads the page in full if it must).
  const preload = (target: EventTarget | null) => {
    const url = internalLink(target)
    if (!url) return
    void pageData(normalizePath(url.pathname))
      .then((data) => (data && !('redirect' in data) && data.build === build ? loadComponents(data) : undefined))
      .catch(() => undefined)
  }
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    document.addEventListener(type, (event) => preload(event.target), { passive: true })
  // A phone has no hover: the links on screen are preloaded instead, when the browser is idle (app/browser/ahead.ts,
  // which fetched them until now).
  stopFetchingAhead()
  onScreen(preload)

  const container = document.createElement('div')
  container.hidden = true
  document.body.appendChild(container)
  createRoot(container).render(<RouterProvider router={appRouter} />)
  // <html data-router>: links are the router's from now on (tests and tools wait for it; visitors see nothing).
  document.documentElement.setAttribute('data-router', '')
  return navigate
}
