/**
 * `npm run build`: regenerate the section registry and JSON Schemas, load and validate every page and record
 * (stop on any problem), generate Panda's styled-system, build the client and the server renderer with Vite,
 * encode the images, resolve every page and prerender it, write sitemap/robots and compressed twins.
 * Options (env): SITE_ROOT — the project folder to build (default: this one); OUT_DIR — default <root>/dist.
 */
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build as viteBuild } from 'vite'

const started = performance.now()
const root = resolve(process.env.SITE_ROOT ?? '.')
const dist = resolve(process.env.OUT_DIR ?? join(root, 'dist'))
const step = (name: string) => console.log(`\n▸ ${name}  (${((performance.now() - started) / 1000).toFixed(1)} s)`)
// The project's own modules (a copy under test builds its own sections, pages and data).
const local = <T>(file: string) => import(pathToFileURL(join(root, file)).href) as Promise<T>

step('section registry and JSON Schemas')
const { generate } = await local<typeof import('../schemas/generate')>('schemas/generate.ts')
const generated = await generate(root)
for (const p of generated.problems) console.error(`✖ ${p.file}: ${p.message}`)
if (generated.problems.length) process.exit(1)
for (const file of generated.written) console.log(`  wrote ${file}`)

step('load and validate pages and records')
const { loadProject } = await local<typeof import('../schemas/load')>('schemas/load.ts')
const { formatIssues } = await local<typeof import('../schemas/validate')>('schemas/validate.ts')
const project = await loadProject(root)
if (project.issues.length) {
  console.error(formatIssues(project.issues))
  console.error(`\n✖ ${project.issues.length} problem(s): the build stops here.`)
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
const { buildImages } = await local<typeof import('./images/pipeline')>('app/images/pipeline.ts')
await buildImages(join(dist, 'client'))

step('resolve and prerender')
const { resolveProject } = await local<typeof import('./resolve')>('app/resolve.ts')
const { prerender } = await local<typeof import('./prerender')>('app/prerender.ts')
const { resolveFrame } = await local<typeof import('./frame')>('app/frame.ts')
const { quoteOptions } = await local<typeof import('../schemas/quote')>('schemas/quote.ts')
const { pages, notFound } = resolveProject(project)
const result = await prerender({
  root,
  outDir: join(dist, 'client'),
  serverEntry: join(dist, 'server/entry-server.js'),
  site: project.collections.site,
  pages,
  notFound,
  frame: resolveFrame(project),
  redirects: project.collections.redirects,
  quoteOptions: quoteOptions(project.collections),
})
const drafts = project.pages.length - pages.length
console.log(
  `  ${result.routes.length} routes, 404.html, sitemap.xml (${result.sitemap.length} URLs), robots.txt` +
    `${drafts ? `; ${drafts} draft${drafts === 1 ? '' : 's'} left out` : ''}`,
)

console.log(`\n✔ built in ${((performance.now() - started) / 1000).toFixed(1)} s → ${dist}`)
// @tanstack/react-form keeps a timer alive in Node; the build is done.
process.exit(0)
