/**
 * The generated files (schemas/generate.ts) are written in the background while the dev server and the editor run:
 * `all` after a section folder came or went (the registry, the JSON Schemas, the completions), `completions` (routes,
 * record keys, image names) after the editor saved a page or a record.
 */
export type What = 'all' | 'completions'
export type Regenerate = (what: What) => Promise<void>

/**
 * One run at a time (two would write the same files at once); the requests made while one runs are served by a single
 * run after it — `all` if any of them asked for it — which sees every change made until it starts. Each request's
 * promise settles when the run that covers it has ended.
 */
export function oneRunAtATime(run: (what: What) => Promise<void>): Regenerate {
  let last: Promise<void> = Promise.resolve()
  let waiting: { what: What; done: Promise<void> } | undefined
  return (what) => {
    if (waiting) {
      if (what === 'all') waiting.what = 'all'
      return waiting.done
    }
    const queued: { what: What; done: Promise<void> } = { what, done: last }
    queued.done = last.then(() => {
      waiting = undefined
      return run(queued.what).catch(() => undefined)
    })
    waiting = queued
    last = queued.done
    return queued.done
  }
}

/**
 * Panda's command line, relative to the project: its `codegen` writes styled-system/ (recipes, css()). The dev server
 * runs it after the registry, whose section recipes panda.config.ts reads (a full build runs PANDA_BUILD instead).
 */
export const PANDA_BIN = 'node_modules/@pandacss/dev/bin.js'

/** A full build's Panda (codegen, then the stylesheet: app/builder/styled-system.ts) and the stylesheet it writes. */
export const PANDA_BUILD = 'app/builder/styled-system.ts'
export const STYLESHEET = 'styled-system/styles.css'
