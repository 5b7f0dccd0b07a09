import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import budgets from '../budgets.json'
import { builtRoutes, clientDir, type PageWeight, pageWeight } from '../helpers/page-weight'

/**
 * What every built route sends, held to the byte budgets of tests/budgets.json (brotli bytes, read from dist/client:
 * the same files the server sends, so the figures never depend on the machine or its load). `npm test` builds before
 * vitest; without a build there is nothing to weigh, and the tests say so.
 */
const built = existsSync(join(clientDir, 'index.html'))

type Figure = Exclude<keyof typeof budgets, '//'>
const measures: Record<Figure, [string, (w: PageWeight) => number]> = {
  firstLoadJs: ['first-load JavaScript (the loader and its modulepreloads)', (w) => w.jsBytes],
  criticalCss: ['CSS the first paint waits for (inline critical CSS, stylesheets in <head>)', (w) => w.cssBytes],
  html: ['HTML', (w) => w.htmlBytes],
  routerAtIdle: ["the router's files, fetched once the page is idle", (w) => w.routerBytes],
}

describe('byte budgets of the built site (tests/budgets.json)', () => {
  if (!built) {
    it.skip('need the built site in dist/client: run `npm run build` first (`npm test` builds before vitest)', () => {})
    return
  }
  const weights = builtRoutes().map((route) => pageWeight(route))
  for (const [figure, [what, measure]] of Object.entries(measures) as [Figure, (typeof measures)[Figure]][])
    it(`${what}: at most ${budgets[figure]} bytes on every route`, () => {
      const over = weights
        .filter((w) => measure(w) > budgets[figure])
        .map((w) => `${w.route}: ${what} ${measure(w)} bytes, over the budget "${figure}" of ${budgets[figure]} bytes`)
      expect(over).toEqual([])
    })

  it("every page names the router's files for its loader to fetch when idle", () => {
    expect(weights.filter((w) => w.router.length === 0).map((w) => w.route)).toEqual([])
  })
})
