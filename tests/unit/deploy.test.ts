/**
 * The production recipe (deploy/) holds together, cheaply (the whole topology under faults is `npm run drill:cluster`,
 * not part of npm test): Caddy's caching rules are the app's, the Caddyfile is valid with two instances behind it and
 * health checks on /healthz, and sends the site's /_editor paths to the studio only when it runs (when caddy is
 * installed), the systemd units and npm scripts name files that exist, the mail worker refuses SQLite and, on PostgreSQL (TEST_DATABASE_URL), delivers a queued lead's alert with its Message-ID,
 * a SQLite backup comes back after its data directory is removed, and mail given up on is listed as a dead letter.
 */
import { execFileSync, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { testConfig } from '../../api/config'
import { cacheControlFor } from '../../api/plugins/static-site'
import { deadLetters } from '../../api/routes/dead-letters'
import { createStore } from '../../api/store/index'
import { backup, listBackups } from '../../deploy/backup'
import { restore } from '../../deploy/restore'
import { freePort } from '../helpers/free-port'
import { ADMIN_HEADERS, makeApp, makeSite, newLead, removeDir, SUBMIT, tempDir, until } from './api/helpers'
import { startSmtp } from './api/smtp'

const ROOT = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8')
const PG_URL = process.env.TEST_DATABASE_URL
const dir = tempDir('deploy-')
afterAll(() => removeDir(dir))

const caddyPath = (() => {
  try {
    return execFileSync('sh', ['-c', 'command -v caddy'], { encoding: 'utf8' }).trim()
  } catch {
    return ''
  }
})()

describe('the recipe', () => {
  const caddyfile = read('deploy/Caddyfile')

  it('gives the files Caddy serves the Cache-Control the app gives them', () => {
    const rule = (name: string) => new RegExp(`header @${name} Cache-Control "([^"]+)"`).exec(caddyfile)?.[1]
    expect(rule('immutable')).toBe(cacheControlFor('assets/index-abc123.js'))
    expect(rule('revalidate')).toBe(cacheControlFor('_data/index.json'))
    expect(rule('day')).toBe(cacheControlFor('images/granite-480.avif'))
    expect(caddyfile).toMatch(/file_server \{\s*precompressed br gzip/)
    expect(caddyfile).toMatch(/health_uri \/healthz/)
  })

  it('names files that exist in its units and scripts', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts
    for (const name of ['worker:mail', 'deploy:local', 'backup', 'restore', 'drill:cluster']) {
      const file = /tsx (\S+\.ts)/.exec(scripts[name] ?? '')?.[1]
      expect(file && fs.existsSync(path.join(ROOT, file)), name).toBe(true)
    }
    const units = fs.readdirSync(path.join(ROOT, 'deploy/systemd')).filter((f) => f.endsWith('.service'))
    expect(units).toEqual(expect.arrayContaining(['app@.service', 'mailer@.service', 'backup.service']))
    for (const unit of units) {
      const exec = /^ExecStart=\/usr\/bin\/node --import tsx (\S+)$/m.exec(read(`deploy/systemd/${unit}`))?.[1]
      expect(exec && fs.existsSync(path.join(ROOT, exec)), unit).toBe(true)
    }
    expect(read('deploy/systemd/app@.service')).toMatch(/^Environment=.*\bOUTBOX=off\b/m)
    expect(read('deploy/systemd/app@.service')).toMatch(/^KillSignal=SIGTERM$/m)
  })

  it.skipIf(!caddyPath)('is a valid Caddyfile with two instances behind health checks', () => {
    const env = { ...process.env, SITE_ROOT: dir, APP_UPSTREAMS: '127.0.0.1:3001 127.0.0.1:3002', CADDY_DATA: path.join(dir, 'caddy') }
    const adapted = JSON.parse(
      execFileSync(caddyPath, ['adapt', '--config', path.join(ROOT, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], {
        env,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    )
    const text = JSON.stringify(adapted)
    expect(JSON.parse(/"upstreams":(\[[^\]]*\])/.exec(text)![1]!)).toEqual([{ dial: '127.0.0.1:3001' }, { dial: '127.0.0.1:3002' }])
    expect(text).toContain('"uri":"/healthz"')
    execFileSync(caddyPath, ['validate', '--config', path.join(ROOT, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], {
      env,
      stdio: 'ignore',
    })
  })

  it.skipIf(!caddyPath)(
    'sends the site’s /_editor paths to the studio when it runs, and nothing else; with the studio off, none',
    async () => {
      // Two stand-ins that answer with their name: the app instance and the studio.
      const [appPort, studioPort, httpPort, httpsPort, adminPort] = await Promise.all([1, 2, 3, 4, 5].map(() => freePort()))
      const servers = [
        [appPort, 'app'],
        [studioPort, 'studio'],
      ].map(([port, name]) =>
        http
          .createServer((req, res) => {
            let bytes = 0
            req.on('data', (chunk: Buffer) => (bytes += chunk.length))
            req.on('end', () => res.end(`${name} ${req.url} ${req.headers.host} ${bytes}`))
          })
          .listen(Number(port), '127.0.0.1'),
      )
      const site = `127.0.0.1:${httpPort}`
      const caddy = (studio?: string) =>
        spawn(caddyPath, ['run', '--config', path.join(ROOT, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], {
          env: {
            ...process.env,
            ...(studio ? { STUDIO: studio } : {}),
            STUDIO_UPSTREAM: `127.0.0.1:${studioPort}`,
            APP_UPSTREAMS: `127.0.0.1:${appPort}`,
            SITE_ADDRESS: `http://${site}`,
            HTTP_PORT: String(httpPort),
            HTTPS_PORT: String(httpsPort),
            CADDY_ADMIN: `127.0.0.1:${adminPort}`,
            SITE_ROOT: dir,
            CADDY_DATA: path.join(dir, 'caddy'),
            XDG_CONFIG_HOME: path.join(dir, 'caddy-config'),
          },
          stdio: 'ignore',
        })
      const answer = async (url: string, body?: Buffer) => {
        const res = await fetch(`http://${site}${url}`, body ? { method: 'POST', body: new Uint8Array(body) } : {})
        return `${res.status} ${await res.text()}`
      }
      const stopped = (child: ReturnType<typeof spawn>) =>
        new Promise((resolve) => {
          child.on('exit', resolve)
          child.kill('SIGTERM')
        })
      const photo = Buffer.alloc(200_000)
      let running = caddy('on')
      try {
        await until(
          () =>
            answer('/about').then(
              (a) => a.startsWith('200'),
              () => false,
            ),
          15_000,
          'Caddy',
        )
        for (const url of ['/_editor', '/_editor/', '/_editor/page?file=pages%2Findex.json', '/_editor/api/session'])
          expect(await answer(url)).toBe(`200 studio ${url} ${site} 0`)
        // A photo's upload goes through to the studio; the site's own posts keep their 64 KB limit.
        expect(await answer('/_editor/api/images', photo)).toBe(`200 studio /_editor/api/images ${site} ${photo.length}`)
        expect(await answer('/api/leads', photo)).not.toMatch(/^200/)
        for (const url of ['/about', '/_editorial', '/api/accounts/session', '/desk', '/'])
          expect(await answer(url)).toBe(`200 app ${url} ${site} 0`)
        await stopped(running)
        running = caddy()
        await until(
          () =>
            answer('/about').then(
              (a) => a.startsWith('200'),
              () => false,
            ),
          15_000,
          'Caddy without the studio',
        )
        for (const url of ['/_editor', '/_editor/api/session']) expect(await answer(url)).toBe(`200 app ${url} ${site} 0`)
      } finally {
        await stopped(running)
        for (const server of servers) server.close()
      }
    },
    40_000,
  )
})

function runWorker(env: Record<string, string>) {
  const base = { ...process.env }
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'NOTIFY_TO', 'NOTIFY_FROM']) delete base[key]
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/worker.ts'], { cwd: ROOT, env: { ...base, LOG_LEVEL: 'warn', ...env } })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

describe('the mail worker (npm run worker:mail)', () => {
  it('refuses SQLite: the server sends its own mail there', async () => {
    const worker = runWorker({
      DATA_DIR: path.join(dir, 'sqlite-worker'),
      SMTP_URL: 'smtp://127.0.0.1:2525',
      NOTIFY_TO: 'office@example.com',
    })
    expect(await worker.exited).toBe(1)
    expect(worker.output()).toMatch(/DATABASE_URL is not set/)
  })

  it.skipIf(!PG_URL)(
    'sends a queued lead’s alert once, with its Message-ID, and stops cleanly',
    async () => {
      const schema = `deploy_${randomUUID().replaceAll('-', '')}`
      const admin = new pg.Pool({ connectionString: PG_URL, max: 1 })
      await admin.query(`CREATE SCHEMA ${schema}`)
      const url = new URL(PG_URL!)
      url.searchParams.set('options', `-c search_path=${schema}`)
      const smtpPort = await freePort()
      const sink = await startSmtp(smtpPort)
      const store = createStore(testConfig({ databaseUrl: url.toString() }))
      try {
        await store.migrate()
        const lead = newLead(1)
        await store.submit(lead, SUBMIT)
        const healthPort = await freePort()
        const worker = runWorker({
          DATABASE_URL: url.toString(),
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          NOTIFY_TO: 'office@example.com',
          SITE_DIR: makeSite(dir),
          WORKER_HEALTH_PORT: String(healthPort),
          HOST: '127.0.0.1',
        })
        await until(() => sink.messages.length > 0, 20_000, `the alert (worker output: ${worker.output()})`)
        expect(sink.messages[0]).toContain(`Message-ID: <lead-${lead.id}.owner@example.com>`)
        expect((await fetch(`http://127.0.0.1:${healthPort}/healthz`)).status).toBe(200)
        await new Promise((r) => setTimeout(r, 1_500)) // a second poll finds nothing more to send
        expect(sink.messages).toHaveLength(1)
        worker.child.kill('SIGTERM')
        expect(await worker.exited).toBe(0)
      } finally {
        await store.close()
        await sink.close()
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
        await admin.end()
      }
    },
    40_000,
  )
})

describe('backups and dead letters', () => {
  it('brings every lead of a SQLite store back after its data directory is removed', async () => {
    const dataDir = path.join(dir, 'data')
    const store = createStore(testConfig({ dataDir }))
    await store.migrate()
    const ids: string[] = []
    for (let n = 0; n < 3; n++) {
      const lead = newLead(n)
      await store.submit(lead, SUBMIT)
      ids.push(lead.id)
    }
    const made = await backup({ dataDir }, path.join(dir, 'backups'))
    await store.close()
    expect(made.manifest).toMatchObject({ store: 'sqlite', leads: 3 })
    expect(listBackups(path.join(dir, 'backups'))).toEqual([made.dir])
    fs.rmSync(dataDir, { recursive: true })
    expect((await restore({ dataDir }, made.dir)).leads).toBe(3)
    await expect(restore({ dataDir }, made.dir)).rejects.toThrow(/--force/)
    const back = createStore(testConfig({ dataDir }))
    await back.migrate()
    expect((await back.list({ page: 1, pageSize: 10, status: 'all' })).items.map((l) => l.id).sort()).toEqual(ids.sort())
    await back.close()
  })

  it('lists the mail the outbox gave up on, for the owner only', async () => {
    const dataDir = path.join(dir, 'dead')
    const store = createStore(testConfig({ dataDir }))
    await store.migrate()
    const lead = newLead(1)
    await store.submit(lead, SUBMIT)
    const [item] = await store.claimOutbox(Date.now(), 5, 60_000)
    await store.markOutboxFailed(item!.id, '550 mailbox unavailable', null)
    expect(await deadLetters(store)).toEqual([
      expect.objectContaining({ leadId: lead.id, kind: 'owner', lastError: '550 mailbox unavailable' }),
    ])
    await store.close()
    const { app, cleanup } = await makeApp()
    try {
      expect((await app.inject({ url: '/api/desk/dead-letters' })).statusCode).toBe(401)
      const listed = await app.inject({ url: '/api/desk/dead-letters', headers: ADMIN_HEADERS })
      expect(listed.json()).toEqual({ items: [] })
    } finally {
      await cleanup()
    }
  })
})
