/**
 * `npm run build`: validate every page and record, generate Panda's styled-system, build the client and the
 * server renderer with Vite, encode the images, prerender every route, write sitemap/robots and compressed twins.
 * Options (env): SITE_ROOT — the project folder to build (default: this one); OUT_DIR — default <root>/dist.
 */
import { spawnSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { build as viteBuild } from 'vite'
import { validateProject, formatIssues } from '../schemas/validate'
import { prerender } from './prerender'

const started = performance.now()
const root = resolve(process.env.SITE_ROOT ?? '.')
const dist = resolve(process.env.OUT_DIR ?? join(root, 'dist'))
const step = (name: string) => console.log(`\n▸ ${name}  (${((performance.now() - started) / 1000).toFixed(1)} s)`)

step('validate pages and records')
const issues = await validateProject(root)
if (issues.length) {
  console.error(formatIssues(issues))
  console.error(`\n✖ ${issues.length} problem(s): the build stops here.`)
  process.exit(1)
}

step('panda codegen')
const panda = spawnSync('npx', ['panda', 'codegen', '--silent'], { cwd: root, stdio: 'inherit' })
if (panda.status !== 0) process.exit(panda.status ?? 1)

step('vite build (client)')
await viteBuild({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: join(dist, 'client') } })

step('vite build (server renderer)')
await viteBuild({
  root,
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: 'app/entry-server.tsx',
    outDir: join(dist, 'server'),
    emptyOutDir: true,
    manifest: false,
    rolldownOptions: { input: 'app/entry-server.tsx' },
  },
})

step('images')
const { buildImages } = await import('./images/pipeline')
await buildImages(join(dist, 'client'))

step('prerender')
const site = JSON.parse(await readFile(join(root, 'data/site.json'), 'utf8'))
const result = await prerender({ root, outDir: join(dist, 'client'), serverEntry: join(dist, 'server/entry-server.js'), site })
console.log(`  ${result.routes.length} routes, 404.html, sitemap.xml (${result.sitemap.length} URLs), robots.txt`)

console.log(`\n✔ built in ${((performance.now() - started) / 1000).toFixed(1)} s → ${dist}`)
// @tanstack/react-form keeps a timer alive in Node; the build is done.
process.exit(0)
