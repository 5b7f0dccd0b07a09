/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset: simulated 4× CPU slowdown and slow 4G) in Debian's
 * Chromium against the built site served by the real server, on the home page, a material page, /contact and the four
 * tool pages (or the paths given);
 * N runs each (default 5, `--runs 3`), printing every run and the median of performance score, Total Blocking
 * Time, Largest Contentful Paint (and its element), First Contentful Paint and Cumulative Layout Shift (of the runs that finished). Reads dist/ as it is (build
 * first). Scores vary between runs on a busy 2-core machine: compare medians, on an idle machine.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startSiteServer } from '../helpers/site-server'

const args = process.argv.slice(2)
const runs = Number(args.includes('--runs') ? args[args.indexOf('--runs') + 1] : 5)
const paths = args.filter((a, i) => a.startsWith('/') && args[i - 1] !== '--runs')
const routes = paths.length
  ? paths
  : ['/', '/services/granite', '/contact', '/slab-selection', '/material-comparison', '/gallery', '/before-after']

const server = await startSiteServer()
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--no-first-run',
  ],
})

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
type Run = { score: number; tbt: number; lcp: number; fcp: number; cls: number; element: string }

try {
  const summary: string[] = []
  for (const route of routes) {
    const results: Run[] = []
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${server.url}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      })
      const lhr = result!.lhr
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
      const run = {
        score: lhr.categories.performance.score ?? 0,
        tbt: audit('total-blocking-time'),
        lcp: audit('largest-contentful-paint'),
        fcp: audit('first-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        // The element of the largest paint (what bounds LCP: an image waits for its request, text for the page).
        element: String(
          (lhr.audits['lcp-breakdown-insight']?.details as { items?: { type?: string; selector?: string }[] } | undefined)?.items?.find(
            (item) => item.type === 'node',
          )?.selector ?? '?',
        ),
      }
      results.push(run)
      console.log(
        `${route.padEnd(20)} run ${i + 1}: score ${run.score.toFixed(2)}  TBT ${run.tbt.toFixed(0)} ms  LCP ${(run.lcp / 1000).toFixed(2)} s  FCP ${(run.fcp / 1000).toFixed(2)} s  CLS ${run.cls.toFixed(3)}  (LCP: ${run.element.split(' > ').slice(-2).join(' > ')})`,
      )
    }
    // A run Lighthouse could not finish (no paint recorded: NaN) is left out of the medians, and said so.
    const done = results.filter((r) => Number.isFinite(r.lcp))
    const m = (key: Exclude<keyof Run, 'element'>) => median(done.map((r) => r[key]))
    const failed = runs - done.length
    summary.push(
      `${route.padEnd(20)} median of ${done.length}${failed ? ` (${failed} run${failed > 1 ? 's' : ''} failed)` : ''}: score ${m('score').toFixed(2)}  TBT ${m('tbt').toFixed(0)} ms (${Math.min(...done.map((r) => r.tbt)).toFixed(0)}–${Math.max(...done.map((r) => r.tbt)).toFixed(0)})  LCP ${(m('lcp') / 1000).toFixed(2)} s  FCP ${(m('fcp') / 1000).toFixed(2)} s  CLS ${m('cls').toFixed(3)}`,
    )
  }
  console.log(`\n${summary.join('\n')}`)
} finally {
  await chrome.kill()
  server.stop()
}
