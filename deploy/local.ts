/**
 * `npm run deploy:local`: the production topology on this machine, as processes — Caddy on https://localhost:8443
 * (its internal CA), two web instances (3001, 3002) and one mail worker (health on 3101) on the PostgreSQL of
 * DATABASE_URL (required). SMTP_URL and NOTIFY_TO are used when set; otherwise a local SMTP server on a free port
 * receives the mail and prints each subject. Builds the site first when dist/client is missing. Ctrl-C stops it all.
 * Ports: APP_PORTS (3001,3002), WORKER_PORTS (3101), HTTPS_PORT (8443), HTTP_PORT (8080), CADDY_ADMIN_PORT (2019).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import type net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { ROOT, Topology } from './topology'

const ports = (name: string, fallback: string) =>
  (process.env[name]?.trim() || fallback)
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0)

async function localSmtp(): Promise<{ url: string; close(): void }> {
  const { SMTPServer } = await import('smtp-server')
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      let head = ''
      stream.on('data', (c: Buffer) => {
        if (head.length < 4096) head += c.toString('utf8')
      })
      stream.on('end', () => {
        console.log(`mail: ${/^Subject: (.*)$/m.exec(head)?.[1] ?? '(no subject)'}`)
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as net.AddressInfo
  return { url: `smtp://127.0.0.1:${port}`, close: () => server.close() }
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL?.trim()
  if (!databaseUrl) {
    console.error('Set DATABASE_URL to a PostgreSQL database, e.g. DATABASE_URL=postgres://site:password@127.0.0.1:5432/site')
    process.exit(2)
  }
  const siteDir = path.resolve(process.env.SITE_DIR?.trim() || path.join(ROOT, 'dist', 'client'))
  if (!fs.existsSync(path.join(siteDir, 'index.html'))) {
    console.log('No built site: running "npm run build" first.')
    if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: ROOT }).status !== 0) process.exit(1)
  }
  const sink = process.env.SMTP_URL?.trim() ? undefined : await localSmtp()
  const state = path.join(os.tmpdir(), 'site-topology')
  const topology = new Topology({
    databaseUrl,
    smtpUrl: process.env.SMTP_URL?.trim() || sink!.url,
    notifyTo: process.env.NOTIFY_TO?.trim() || 'office@example.com',
    siteDir,
    appPorts: ports('APP_PORTS', '3001,3002'),
    workerPorts: ports('WORKER_PORTS', '3101'),
    httpsPort: ports('HTTPS_PORT', '8443')[0]!,
    httpPort: ports('HTTP_PORT', '8080')[0]!,
    adminPort: ports('CADDY_ADMIN_PORT', '2019')[0]!,
    caddyData: path.join(state, 'caddy'),
    logDir: path.join(state, 'logs'),
  })
  const stop = async () => {
    await topology.stop()
    sink?.close()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  await topology.start()
  console.log(
    `Up: ${topology.base} (trust ${topology.caRoot}, e.g. curl --cacert), instances ${topology.opts.appPorts.join(', ')}, ` +
      `mail workers ${topology.opts.workerPorts.join(', ')}; logs in ${topology.opts.logDir}. Ctrl-C stops everything.`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
