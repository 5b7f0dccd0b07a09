import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { basename, join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Publisher } from '../../app/editor/server/publish'
import { pageFileToRoute } from '../../schemas/routing'
import { copyBuild, copyProject } from '../helpers/project-copy'
import { makeApp, type TestApp } from './api/helpers'

/**
 * The switch under load (the "atomic publishing" figure): the real public app, following `<builds>/current`,
 * is asked over HTTP for a page, its page data and the page's hashed assets at a steady 200 requests a second, in every
 * encoding (br, gzip, none), for as long as 10 publishes take. Each publish's build is quick — a copy of the live build
 * with the page's headline changed to "Publish NN" in its HTML and its page data (and their .br/.gz twins) — so what is
 * measured is the switch, not the build. Every answer must be 200, name a build that exists (`x-site-build`) and, for
 * the page and its data, show exactly that build's headline and no other's: one mixed answer fails the test.
 */
const RATE = 200
const PUBLISHES = 10
/** Connections the load keeps open (the public server closes a client's past 64). */
const SOCKETS = 32

let dir: string
let cleanup: () => Promise<void>
let builds: string
let site: TestApp
let publisher: Publisher
let base: string
const git = (...args: string[]) => spawnSync('git', args, { cwd: dir, encoding: 'utf8' })

/** The page (the home page when it opens with a hero's headline, else the first that does), its files and headline. */
let ROUTE = ''
let HTML = ''
let DATA = ''
let original = ''
async function findHeroPage() {
  const files = (await readdir(join(dir, 'pages'), { recursive: true })).filter((f) => f.endsWith('.json')).sort()
  const candidates: string[] = []
  for (const f of files) {
    const page = JSON.parse(await readFile(join(dir, 'pages', f), 'utf8'))
    const route = pageFileToRoute(`pages/${f}`)
    if (route && !page.draft && page.sections?.[0]?.type === 'hero' && typeof page.sections[0].headline === 'string') candidates.push(route)
  }
  ROUTE = candidates.includes('/') ? '/' : candidates[0]!
  if (!ROUTE) throw new Error('no page starts with a hero')
  HTML = ROUTE === '/' ? 'index.html' : `${ROUTE.slice(1)}/index.html`
  DATA = ROUTE === '/' ? '_data/index.json' : `_data${ROUTE}.json`
  original = JSON.parse(await readFile(join(dir, 'dist', 'client', DATA), 'utf8')).sections[0].headline
}

/** The quick build: the live build (copied into OUT_DIR by the publisher) with the page's headline changed. */
const BUILD_SCRIPT = `
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import zlib from 'node:zlib'
const [outDir, html, data, headline, live] = process.argv.slice(2)
if (!existsSync(join(outDir, 'client', html))) cpSync(live, outDir, { recursive: true })
const client = join(outDir, 'client')
const write = (file, text) => {
  writeFileSync(file, text)
  if (existsSync(file + '.br')) writeFileSync(file + '.br', zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }))
  if (existsSync(file + '.gz')) writeFileSync(file + '.gz', zlib.gzipSync(text))
}
const json = JSON.parse(readFileSync(join(client, data), 'utf8'))
const before = json.sections[0].headline
json.sections[0].headline = headline
write(join(client, data), JSON.stringify(json))
const escaped = (t) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
let page = readFileSync(join(client, html), 'utf8')
if (!page.includes(before) && !page.includes(escaped(before))) { console.error('the headline is not in ' + html); process.exit(1) }
write(join(client, html), page.split(before).join(headline).split(escaped(before)).join(headline))
console.log('▸ headline changed  (0.0 s)')
`

/** Which headline each build shows: the first live one the project's, each publish's its own (known before it is live). */
const headlineOf = new Map<string, string>()
let built = 0

/**
 * The load, in a thread of its own (its requests and their checks take none of the server's time): GETs at RATE a
 * second on the clock (an open loop: sent whether or not the earlier ones are answered), over at most SOCKETS kept-alive
 * connections, each in turn asking br, gzip or no encoding. Of each answer it keeps what the checks need: the status,
 * `x-site-build`, the data's headline, the headlines a page shows ("Publish NN" or the project's), an asset's hash.
 */
const LOAD = `
const { parentPort, workerData } = require('node:worker_threads')
const http = require('node:http')
const zlib = require('node:zlib')
const { createHash } = require('node:crypto')
const { base, urls, data, original, rate, sockets } = workerData
const agent = new http.Agent({ keepAlive: true, maxSockets: sockets })
const encodings = ['br', 'gzip', 'identity']
const answers = []
let sent = 0
let pending = 0
let stoppedAt = 0
const started = performance.now()
const finish = () => {
  if (!stoppedAt || pending) return
  agent.destroy()
  parentPort.postMessage({ answers, seconds: (stoppedAt - started) / 1000 })
}
function get(url, encoding) {
  const at = performance.now()
  const done = (answer) => {
    answers.push({ url, encoding, ms: Math.round(performance.now() - at), ...answer })
    pending--
    finish()
  }
  const req = http.get(base + url, { agent, headers: { 'accept-encoding': encoding } }, (res) => {
    const chunks = []
    res.on('data', (c) => chunks.push(c))
    res.on('error', (error) => done({ status: 0, build: null, error: error.message }))
    res.on('end', () => {
      const answer = { status: res.statusCode, build: res.headers['x-site-build'] ?? null }
      try {
        let body = Buffer.concat(chunks)
        const coding = res.headers['content-encoding']
        if (coding === 'br') body = zlib.brotliDecompressSync(body)
        else if (coding === 'gzip') body = zlib.gunzipSync(body)
        if (url === data) answer.headline = JSON.parse(body.toString('utf8')).sections[0].headline
        else if (url.startsWith('/assets/')) answer.hash = createHash('sha256').update(body).digest('hex')
        else {
          const text = body.toString('utf8')
          answer.headlines = [...new Set([...text.matchAll(/Publish \\d\\d/g)].map((m) => m[0]))]
          if (text.includes(original)) answer.headlines.push(original)
        }
      } catch (error) {
        answer.error = 'unreadable answer: ' + error.message
      }
      done(answer)
    })
  })
  req.on('error', (error) => done({ status: 0, build: null, error: error.message }))
}
const clock = setInterval(() => {
  const due = Math.floor(((performance.now() - started) / 1000) * rate)
  for (; sent < due; sent++) {
    pending++
    get(urls[sent % urls.length], encodings[Math.floor(sent / urls.length) % encodings.length])
  }
}, 5)
parentPort.on('message', () => {
  clearInterval(clock)
  stoppedAt = performance.now()
  finish()
})
`
type Answer = {
  url: string
  encoding: string
  ms: number
  status: number
  build: string | null
  error?: string
  headline?: string
  headlines?: string[]
  hash?: string
}

beforeAll(async () => {
  ;({ dir, cleanup } = await copyProject())
  await copyBuild(dir)
  if (!existsSync(join(dir, 'dist', 'client', 'index.html'))) throw new Error('the project is not built: npm run build first')
  // Its own repository: each publish is made from a commit of its own (a build's name is its time and its commit).
  git('init', '-q')
  git('add', '-A', 'pages', 'data')
  git('-c', 'user.name=developer', '-c', 'user.email=dev@example.com', 'commit', '-qm', 'the site')
  await findHeroPage()
  builds = join(dir, 'var', 'builds')
  const script = join(dir, 'quick-build.mjs')
  await writeFile(script, BUILD_SCRIPT)
  publisher = new Publisher(dir, builds, (outDir) => {
    const headline = `Publish ${String(++built).padStart(2, '0')}`
    headlineOf.set(basename(outDir).replace(/\.partial$/, ''), headline)
    return { command: process.execPath, args: [script, outDir, HTML, DATA, headline, join(builds, 'current')], env: process.env }
  })
  const first = await publisher.adopt()
  expect(first).toBeTruthy()
  headlineOf.set(first!, original)
  site = await makeApp({ siteDir: join(builds, 'current', 'client') })
  await site.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(site.app.server.address() as AddressInfo).port}`
}, 120_000)
afterAll(async () => {
  await site?.cleanup()
  await cleanup?.()
})

const sha256 = (body: ArrayBuffer) => createHash('sha256').update(Buffer.from(body)).digest('hex')

describe('atomic publishing under load', () => {
  it(`${RATE} requests a second to a page, its data and its hashed assets during ${PUBLISHES} publishes: no error, no answer mixing two builds`, async () => {
    const html = await (await fetch(`${base}${ROUTE}`)).text()
    // Its stylesheet and its first script (hashed names): the same bytes in every build (only the headline changes).
    const assets = ['css', 'js'].map((ext) => new RegExp(`"(/assets/[\\w.-]+\\.${ext})"`).exec(html)?.[1] ?? '')
    expect(assets.every(Boolean), assets.join()).toBe(true)
    const assetHash = new Map<string, string>()
    for (const asset of assets) assetHash.set(asset, sha256(await (await fetch(`${base}${asset}`)).arrayBuffer()))
    const urls = [ROUTE, `/${DATA}`, ...assets]

    const load = new Worker(LOAD, { eval: true, workerData: { base, urls, data: `/${DATA}`, original, rate: RATE, sockets: SOCKETS } })
    const result = new Promise<{ answers: Answer[]; seconds: number }>((resolve, reject) => {
      load.once('message', resolve)
      load.once('error', reject)
    })
    const live: string[] = []
    try {
      await new Promise((r) => setTimeout(r, 300))
      for (let n = 1; n <= PUBLISHES; n++) {
        // A commit of its own: the build's name differs from the last even within one second.
        git('-c', 'user.name=developer', '-c', 'user.email=dev@example.com', 'commit', '-q', '--allow-empty', '-m', `publish ${n}`)
        const run = publisher.start({ name: 'Maria Marketer', email: 'maria@westchesterstone.com' })
        expect(run).toBeTruthy()
        await publisher.settled()
        expect((run as Exclude<typeof run, false>).done, JSON.stringify(run)).toMatchObject({ ok: true })
        live.push(String(await publisher.linked()))
        // Until the public server answers from it (it looks at the link every 250 ms; asked without HTTP, so the
        // question waits behind no request of the load).
        const deadline = Date.now() + 5_000
        const answering = async () => (await site.app.inject({ url: `/${DATA}` })).headers['x-site-build']
        while ((await answering()) !== live.at(-1) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
      }
      await new Promise((r) => setTimeout(r, 300))
    } finally {
      load.postMessage('stop')
    }
    const { answers, seconds } = await result
    await load.terminate()

    const failed = answers.filter((a) => a.status !== 200 || a.error)
    const unknown = answers.filter((a) => !a.build || !headlineOf.has(a.build))
    const mixed = answers.filter((a) => {
      const headline = a.build ? headlineOf.get(a.build) : undefined
      if (headline === undefined || a.error) return false
      if (a.hash !== undefined) return a.hash !== assetHash.get(a.url)
      if (a.headline !== undefined) return a.headline !== headline
      return a.headlines?.length !== 1 || a.headlines[0] !== headline
    })
    const distinct = new Set(answers.map((a) => a.build))
    const slowest = Math.max(...answers.map((a) => a.ms))
    console.log(
      `${answers.length} requests in ${seconds.toFixed(1)} s (${Math.round(answers.length / seconds)}/s) during ${PUBLISHES} publishes: ` +
        `${failed.length} errors, ${mixed.length} mixed, ${distinct.size} builds seen, slowest answer ${slowest} ms`,
    )
    expect(new Set(live).size).toBe(PUBLISHES)
    expect(failed.map((a) => `${a.url} ${a.status} ${a.error ?? ''}`)).toEqual([])
    expect(unknown.map((a) => `${a.url} from ${a.build}`)).toEqual([])
    expect(mixed.map((a) => `${a.url} (${a.encoding}) from ${a.build}: ${a.headline ?? a.headlines ?? a.hash}`)).toEqual([])
    expect(distinct.size).toBeGreaterThanOrEqual(PUBLISHES)
    expect(answers.length).toBeGreaterThanOrEqual(Math.floor(RATE * seconds * 0.95))
    for (const url of urls) expect(answers.filter((a) => a.url === url).length, url).toBeGreaterThan(RATE / urls.length)
  }, 120_000)
})
