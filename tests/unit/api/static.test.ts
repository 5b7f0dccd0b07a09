import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { cacheControlFor, safeSegments } from '../../../api/plugins/static-site'
import { ADMIN_TOKEN, makeApp, page, type TestApp } from './helpers'

let t: TestApp | undefined
afterEach(async () => {
  await t?.cleanup()
  t = undefined
})

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => t!.app.inject({ method, url, headers })

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy'])
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ]) {
    expect(csp).toContain(directive)
  }
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toMatch(/camera=\(\), .*geolocation=\(\)/)
  expect(headers['x-frame-options']).toBe('DENY')
}

describe('static site', () => {
  it('sends pages from memory: a 304 for the same ETag, a page rebuilt on disk once looked at again, a Range from the file', async () => {
    t = await makeApp()
    const file = path.join(t.config.siteDir, 'services', 'granite', 'index.html')
    const first = await get('/services/granite')
    expect(first.body).toBe(page('Granite'))
    const etag = String(first.headers.etag)
    expect((await get('/services/granite', { 'if-none-match': etag })).statusCode).toBe(304)
    // A build writes the page again (its twins too): a second on, the page is looked at again behind an answer, and
    // the new page is sent from then on.
    fs.writeFileSync(file, page('Granite, rebuilt'))
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(page('Granite, rebuilt')))
    await new Promise((r) => setTimeout(r, 1_100))
    await expect.poll(async () => (await get('/services/granite')).body, { interval: 20, timeout: 2_000 }).toBe(page('Granite, rebuilt'))
    const rebuilt = await get('/services/granite', { 'if-none-match': etag })
    expect(rebuilt.statusCode).toBe(200)
    expect(rebuilt.body).toBe(page('Granite, rebuilt'))
    const br = await get('/services/granite', { 'accept-encoding': 'br' })
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(page('Granite, rebuilt'))
    const range = await get('/services/granite', { range: 'bytes=0-8' })
    expect(range.statusCode).toBe(206)
    expect(range.body).toBe(page('Granite, rebuilt').slice(0, 9))
  })

  it('serves a route as its index.html, brotli when accepted, with and without trailing slash', async () => {
    t = await makeApp()
    for (const url of ['/services/granite', '/services/granite/', '/services/granite?ref=nav']) {
      const res = await get(url, { 'accept-encoding': 'gzip, deflate, br' })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-encoding']).toBe('br')
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.headers.vary).toMatch(/accept-encoding/i)
      expect(res.headers['cache-control']).toBe('public, no-cache')
      expect(res.headers['set-cookie'], 'a page is the same bytes for everyone').toBeUndefined()
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(page('Granite'))
    }
  })

  it("answers the build's redirects for the old page and its page data, keeping the query", async () => {
    t = await makeApp()
    const table = { '/granite-countertops': { to: '/services/granite', status: 301 }, '/spring-offer': { to: '/', status: 302 } }
    fs.writeFileSync(path.join(t.config.siteDir, '..', 'redirects.json'), JSON.stringify(table))
    const moved = await get('/granite-countertops?ref=ad')
    expect(moved.statusCode).toBe(301)
    expect(moved.headers.location).toBe('/services/granite?ref=ad')
    expectSecurityHeaders(moved.headers)
    expect((await get('/granite-countertops/')).headers.location).toBe('/services/granite')
    const data = await get('/_data/granite-countertops.json')
    expect(data.statusCode).toBe(301)
    expect(data.headers.location).toBe('/_data/services/granite.json')
    const temporary = await get('/spring-offer')
    expect(temporary.statusCode).toBe(302)
    expect(temporary.headers.location).toBe('/')
    expect((await get('/_data/spring-offer.json')).headers.location).toBe('/_data/index.json')
    // A page that exists is served as ever.
    expect((await get('/services/granite')).statusCode).toBe(200)
  })

  it('negotiates gzip and identity', async () => {
    t = await makeApp()
    const gz = await get('/', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(page('Home'))
    const plain = await get('/')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
    expect(plain.body).toBe(page('Home'))
  })

  it('answers HEAD without a body', async () => {
    t = await makeApp()
    const res = await get('/services/granite', {}, 'HEAD')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toBe('')
  })

  it('caches hashed assets forever, images and sitemap for a day', async () => {
    t = await makeApp()
    const asset = await get('/assets/app-3f2a1b.js', { 'accept-encoding': 'br' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers['content-type']).toMatch(/javascript/)
    expect(asset.headers['content-encoding']).toBe('br')
    for (const url of ['/images/logo.png', '/sitemap.xml', '/robots.txt']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('public, max-age=86400')
    }
    expect(cacheControlFor('index.html')).toBe('public, no-cache')
    // A page's data changes with the page: revalidated, never served stale for a day.
    expect(cacheControlFor('_data/services/granite.json')).toBe('public, no-cache')
    // No answer sets a cookie.
    for (const url of ['/', '/services/granite', '/assets/app-3f2a1b.js', '/robots.txt', '/missing'])
      expect((await get(url)).headers['set-cookie'], url).toBeUndefined()
  })

  it('answers unknown paths with 404 and the 404.html body', async () => {
    t = await makeApp()
    for (const url of ['/x/y', '/services/nope', '/index.htm', '/assets/missing.js']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.body).toBe(page('404 Page Not Found'))
      expectSecurityHeaders(res.headers)
    }
    const br = await get('/x/y', { 'accept-encoding': 'br' })
    expect(br.statusCode).toBe(404)
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(page('404 Page Not Found'))
    const head = await get('/x/y', {}, 'HEAD')
    expect(head.statusCode).toBe(404)
    expect(head.body).toBe('')
  })

  it('answers unknown /api paths with JSON 404', async () => {
    t = await makeApp()
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['GET', '/api'],
      ['DELETE', '/api/contact/'],
    ] as const) {
      const res = await t.app.inject({ method, url })
      expect(res.statusCode, `${method} ${url}`).toBe(404)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.json()).toEqual({ error: 'Not found' })
      expectSecurityHeaders(res.headers)
    }
  })

  it('answers a method a path does not support with 405 and Allow', async () => {
    t = await makeApp()
    for (const [method, url, allow] of [
      ['GET', '/api/contact', 'POST'],
      ['DELETE', '/api/contact', 'POST'],
      ['PUT', '/api/contact', 'POST'],
      ['OPTIONS', '/api/contact', 'POST'],
      ['POST', '/api/contact-requests', 'GET, HEAD'],
      ['POST', '/', 'GET, HEAD'],
      ['DELETE', '/services/granite', 'GET, HEAD'],
      ['PATCH', '/no/such/page', 'GET, HEAD'],
      ['POST', '/healthz', 'GET, HEAD'],
    ] as const) {
      const res = await t.app.inject({ method, url })
      expect(res.statusCode, `${method} ${url}`).toBe(405)
      expect(res.headers.allow, `${method} ${url}`).toBe(allow)
      expect(res.json()).toEqual({ error: 'Method not allowed' })
      expectSecurityHeaders(res.headers)
    }
  })

  it('answers a URL with invalid percent-encoding with a 400 that has the security headers and does not echo it', async () => {
    t = await makeApp()
    for (const url of ['/%c0%ae%ff', '/api/%E0%A4%A', '/%']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(400)
      expect(res.body).not.toContain('%')
      expectSecurityHeaders(res.headers)
    }
  })

  it('sends HSTS on HTTPS requests (through a trusted proxy) or when HSTS=on, never on plain HTTP by default', async () => {
    t = await makeApp({ trustProxy: 1 })
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined()
    expect((await get('/', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe('max-age=31536000')
    await t.cleanup()
    t = await makeApp({ hsts: 'on' })
    expect((await get('/healthz')).headers['strict-transport-security']).toBe('max-age=31536000')
    expect((await get('/%c0')).headers['strict-transport-security']).toBe('max-age=31536000')
  })

  it('puts the security headers on pages, assets and API answers', async () => {
    t = await makeApp()
    for (const url of ['/', '/assets/app-3f2a1b.js', '/healthz']) expectSecurityHeaders((await get(url)).headers)
    const post = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'text/plain' }, payload: 'x' })
    expectSecurityHeaders(post.headers)
  })

  it('merges csp.json from beside the site directory', async () => {
    const site = await makeApp() // for its site layout; the app under test is built below
    await site.app.close()
    const dir = site.dir
    fs.writeFileSync(
      path.join(dir, 'csp.json'),
      JSON.stringify({
        'script-src': ["'sha256-abc123='", 'https://www.googletagmanager.com'],
        'connect-src': ['https://www.google-analytics.com'],
        'img-src': ['https://www.google-analytics.com'],
      }),
    )
    const { buildApp } = await import('../../../api/app')
    const { testConfig } = await import('../../../api/config')
    const app = await buildApp(testConfig({ dataDir: path.join(dir, 'data2'), siteDir: path.join(dir, 'client') }))
    try {
      const csp = String((await app.inject({ url: '/' })).headers['content-security-policy'])
      expect(csp).toContain("script-src 'self' 'sha256-abc123=' https://www.googletagmanager.com;")
      expect(csp).toContain("connect-src 'self' https://www.google-analytics.com;")
      expect(csp).toContain("img-src 'self' data: https://www.google-analytics.com;")
      // A malformed file stops the start instead of being ignored.
      fs.writeFileSync(path.join(dir, 'csp.json'), JSON.stringify({ 'script-src': ["'self'; evil"] }))
      await expect(buildApp(testConfig({ dataDir: path.join(dir, 'data3'), siteDir: path.join(dir, 'client') }))).rejects.toThrow(
        /csp\.json/,
      )
    } finally {
      await app.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("allows on each page only that page's own inline scripts", async () => {
    const site = await makeApp()
    await site.app.close()
    const dir = site.dir
    fs.writeFileSync(
      path.join(dir, 'csp.json'),
      JSON.stringify({ pages: { 'index.html': ["'sha256-home='"], '404.html': ["'sha256-missing='"] } }),
    )
    const { buildApp } = await import('../../../api/app')
    const { testConfig } = await import('../../../api/config')
    const app = await buildApp(testConfig({ dataDir: path.join(dir, 'data4'), siteDir: path.join(dir, 'client') }))
    try {
      const scriptSrc = async (url: string) =>
        /script-src ([^;]*);/.exec(String((await app.inject({ url })).headers['content-security-policy']))?.[1]
      expect(await scriptSrc('/')).toBe("'self' 'sha256-home='")
      expect(await scriptSrc('/no-such-page')).toBe("'self' 'sha256-missing='")
      expect(await scriptSrc('/healthz')).toBe("'self'")
    } finally {
      await app.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('never serves files outside the site root or dotfiles', async () => {
    t = await makeApp()
    fs.writeFileSync(path.join(t.config.siteDir, '.env'), 'SECRET=1')
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/images/..%2f..%2fsecret.txt',
      '/images/%2e%2e/%2e%2e/secret.txt',
      '/images/..%5c..%5csecret.txt',
      '/.env',
      '/%2eenv',
      '/images%00/logo.png',
      '//etc/passwd',
      '/%E0%A4%A',
    ]) {
      const res = await get(url)
      expect([400, 403, 404], url).toContain(res.statusCode)
      expect(res.body, url).not.toContain('outside the site root')
      expect(res.body, url).not.toContain('SECRET')
    }
    expect(safeSegments('/a/../b')).toBeNull()
    expect(safeSegments('/a/b/')).toEqual(['a', 'b'])
  })

  it('falls back to a built-in 404 page when 404.html is missing', async () => {
    t = await makeApp()
    for (const f of ['404.html', '404.html.br', '404.html.gz']) fs.rmSync(path.join(t.config.siteDir, f))
    const res = await get('/missing', { 'accept-encoding': 'br' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toContain('404 Page Not Found')
  })
})

describe('GET /healthz', () => {
  it('answers ok after a real write probe, with the outbox figures for the admin token and the status alone in public', async () => {
    t = await makeApp()
    const res = await get('/healthz', { authorization: `Bearer ${ADMIN_TOKEN}` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toEqual({
      status: 'ok',
      store: 'sqlite',
      checks: {
        write: 'ok',
        diskFreeBytes: expect.any(Number),
        outbox: { pending: 0, oldestAgeSeconds: 0 },
        // The spam budget (SPAM_MAX_MB), what spam takes, what was counted but not stored, and leads.db with its WAL.
        spam: { budgetBytes: 50_000_000, usedBytes: 0, notKept: 0, fileBytes: expect.any(Number) },
      },
    })
    for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token' }] as Record<string, string>[]) {
      const pub = await get('/healthz', headers)
      expect(pub.statusCode).toBe(200)
      expect(pub.body).toBe('{"status":"ok"}') // no path, no error text, no mail host, no backlog
    }
  })

  it('does not answer 503 for a small volume that still takes writes: disk-full is a warning then', async () => {
    t = await makeApp({}, { health: { cacheMs: 0 } })
    const fsp = await import('node:fs/promises')
    const statfs = fsp.default.statfs
    // A volume with 512 KiB free on which the write probe commits.
    fsp.default.statfs = (async () => ({ bavail: 128, bsize: 4096 })) as unknown as typeof statfs
    try {
      const res = await get('/healthz', { authorization: `Bearer ${ADMIN_TOKEN}` })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ status: 'degraded', warnings: ['disk-full'], checks: { write: 'ok' } })
    } finally {
      fsp.default.statfs = statfs
    }
  })
})
