import { EARLY_EVENTS } from './early-events'

/**
 * What a prerendered page loads after its first paint: the island loader (app/browser/entry-client.tsx, with its static
 * imports) and the whole stylesheet. The page's own HTML and inline critical CSS are its first paint, complete
 * (tests/e2e/first-paint.spec.ts); a request started before that paint is one a phone waits for (Lighthouse's model
 * counts every one). So the page carries, at the end of its body, one small inline script — the same text on every
 * page, allowed by its CSP hash — that:
 *   - sends the page's analytics page view, and the event of a link or button with `data-track-*` clicked before the
 *     loader runs (a visitor who leaves that early is counted; the same calls as sections/_services/analytics.ts's trackPageView and
 *     track, which the loader and the router use from then on: change them together);
 *   - holds what a visitor does before the loader runs: every click, mousedown and submit, and every intent (pointer
 *     over or down, touch, focus, key) is noted for the loader (app/browser/early-events.ts), which answers them as if they
 *     came then; a submit of an island's form never posts natively meanwhile (its button is marked `data-pending`),
 *     and a native select that its island replaces does not open (as the loader itself does: entry-client's `hold`
 *     and `intent` make the same two decisions and listen to the same intents; change them together). If the loader
 *     cannot load (offline, a deploy in between), the held submits are sent again, natively: the server takes a
 *     form post as it does without JavaScript;
 *   - once the first contentful paint is reported, adds the stylesheet, the loader's modulepreloads and the loader
 *     (on load, two seconds later, at the latest: a browser that reports no paint).
 * The files are the script's data attributes (`data-js`, `data-preload`, `data-css`), not its text. Without
 * JavaScript the stylesheet comes from a <noscript> link. `data-router-files` names the router's files beyond the loader's
 * (app/browser/spa.tsx and its imports), which the loader fetches once the page is idle (app/browser/entry-client.tsx).
 */
const BOOT_SCRIPT = `(function(d,w){var s=d.currentScript,q=[],held=[],H=['click','mousedown','submit'],I=['pointerover','pointerdown','touchstart','focusin','keydown'],g=function(){if(typeof w.gtag=='function')w.gtag.apply(w,arguments)},p=location.pathname+location.search;g('event','page_view',{page_path:p,page_location:location.origin+p});var h=function(e){var t=e.target;q.push(e);var k=e.type=='click'&&t&&t.closest&&t.closest('[data-track-event]');if(k){var v=k.dataset;g('event',v.trackEvent,{event_category:v.trackCategory,event_label:v.trackLabel,value:v.trackValue===undefined?undefined:Number(v.trackValue)})}if(!t||!t.closest||!t.closest('[data-island]'))return;if(e.type=='submit'){e.preventDefault();e.stopImmediatePropagation();var b=e.submitter||t.querySelector('[type=submit]');if(b)b.setAttribute('data-pending','');held.push([t,e.submitter])}else if(e.type=='mousedown'&&t.matches('select[id][data-replaced-when-live]')){e.preventDefault();t.focus({preventScroll:true})}},on=function(f){H.forEach(function(t){f(t,h,true)});I.forEach(function(t){f(t,h,{capture:true,passive:true})})},stop=function(){on(d.removeEventListener.bind(d));return q};on(d.addEventListener.bind(d));w.${EARLY_EVENTS}=stop;var done=0,add=function(n,p){var e=d.createElement(n);for(var k in p)e[k]=p[k];d.head.appendChild(e)},go=function(){if(done)return;done=1;add('link',{rel:'stylesheet',href:s.dataset.css,id:'site-css'});s.dataset.preload.split(' ').forEach(function(u){if(u)add('link',{rel:'modulepreload',href:u})});add('script',{type:'module',src:s.dataset.js,onerror:function(){stop();w.${EARLY_EVENTS}=undefined;held.forEach(function(f){var p=f[0].querySelector('[data-pending]');if(p)p.removeAttribute('data-pending');f[1]?f[0].requestSubmit(f[1]):f[0].requestSubmit()})}})},O=w.PerformanceObserver;if(O&&(O.supportedEntryTypes||[]).indexOf('paint')>=0)new O(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(go)}).observe({type:'paint',buffered:true});w.addEventListener('load',function(){setTimeout(go,2000)})})(document,window)`

/** The site's browser entry, the island loader (the build's input, the dev server's script). */
export const CLIENT_ENTRY = 'app/browser/entry-client.tsx'
/** The router, which the loader imports (a chunk of its own with its imports, in Vite's manifest under this name). */
export const ROUTER_ENTRY = 'app/browser/spa.tsx'
/**
 * The stylesheet it imports: Panda's layers, filled by Panda's PostCSS plugin in the dev server, and replaced by the
 * stylesheet Panda's child extracted in a build (app/builder/build.ts).
 */
export const STYLES_ENTRY = 'app/browser/styles.css'

export type BootFiles = { js: string; preloads: string[]; css: string; router?: string[] }

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** The tags that load `files` after the first paint (with JavaScript) or at once (the stylesheet, without). */
export function bootTags({ js, preloads, css, router = [] }: BootFiles): string {
  const routerFiles = router.length ? ` data-router-files="${attr(router.join(' '))}"` : ''
  return (
    `<script data-js="${attr(js)}" data-preload="${attr(preloads.join(' '))}" data-css="${attr(css)}"${routerFiles}>${BOOT_SCRIPT}</script>` +
    `<noscript><link rel="stylesheet" href="${attr(css)}"></noscript>`
  )
}

/**
 * A rendered page with its loader and modulepreloads (as the router manifest writes them: pages the server renders on
 * request keep them) and the stylesheet `css` (its link already taken out) loaded after its first paint; `router`: the
 * router's files beyond the loader's, fetched once the page is idle.
 */
export function loadAfterFirstPaint(html: string, css: string, router: string[] = []): string {
  const entry = /<script type="module" src="([^"]+)"><\/script>/.exec(html)
  if (!entry) throw new Error('The page has no module script to load after its first paint')
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g)]
  let out = html.replace(entry[0], '')
  for (const p of preloads) out = out.replace(p[0], '')
  return out.replace('</body>', `${bootTags({ js: entry[1], preloads: preloads.map((p) => p[1]), css, router })}</body>`)
}
