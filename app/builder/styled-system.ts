/**
 * A full build's Panda, in one process (app/builder/build.ts runs it as a child beside the loading and the images): the
 * styled-system/ the bundles import (recipes, css()), then the site's stylesheet extracted from the code into
 * styled-system/styles.css, which the build hands Vite as app/browser/styles.css in place of Panda's PostCSS plugin. Panda and
 * its TypeScript parser load once: with the plugin inside Vite they loaded a second time and the extraction held up
 * the client bundle. The dev server and the editor keep the plugin (it follows the files as they change).
 * The same stylesheet as the plugin's, byte for byte once Vite has minified it: both are Panda's `cssgen`.
 */
import { codegen, cssgen, loadConfigAndCreateContext } from '@pandacss/node'
import { DESK_STYLESHEET } from './desk'
import { STYLESHEET } from './regenerate'

const cwd = process.cwd()
// @pandacss/node catches uncaught errors process-wide and only logs them: a failure is caught here, so that the build
// stops on it (exit status 1), as it does on Panda's command line.
try {
  const ctx = await loadConfigAndCreateContext({ cwd, config: { logLevel: 'silent' } })
  await codegen(ctx)
  await cssgen(ctx, { cwd, outfile: STYLESHEET })
  // The desk's stylesheet (app/builder/desk.ts): its own extraction, with the kit and every recipe, never in the site's.
  const desk = await loadConfigAndCreateContext({
    cwd,
    config: { logLevel: 'silent', include: ['./app/desk/**/*.{ts,tsx}', './ui/**/*.{ts,tsx}'], exclude: [] },
  })
  await cssgen(desk, { cwd, outfile: DESK_STYLESHEET })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
