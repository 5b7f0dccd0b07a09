/**
 * `npm run edit`: the dev server (app/editor/dev.ts) with the editor on, at http://127.0.0.1:5174/_editor — loopback only.
 * EDIT_PORT chooses another port. The editor's own styles join the stylesheet only here (panda.config.ts reads
 * SITE_EDITOR), never in the production build.
 */
process.env.SITE_EDITOR = '1'
process.env.DEV_PORT = process.env.EDIT_PORT ?? process.env.DEV_PORT ?? '5174'
await import('./dev')

export {}
