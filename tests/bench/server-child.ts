/** The real server (api/server.ts) in a child process, for the fuzz and fault scripts. */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { freePort } from '../helpers/free-port'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const ADMIN_TOKEN = 'bench-admin-token-0123456789'

export interface ServerChild {
  child: ChildProcess
  port: number
  base: string
  output(): string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  stop(signal?: NodeJS.Signals): Promise<void>
}

/** The built site when there is one, else a minimal site in `dir`. */
export function siteDir(dir: string): string {
  const built = path.join(ROOT, 'dist', 'client')
  if (fs.existsSync(path.join(built, 'index.html'))) return built
  const site = path.join(dir, 'site')
  const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`
  for (const [file, title] of [
    ['index.html', 'Home'],
    ['contact/index.html', 'Contact'],
    ['services/granite/index.html', 'Granite'],
    ['404.html', 'Not found'],
  ]) {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
    fs.writeFileSync(path.join(site, file), page(title))
  }
  return site
}

export async function startServer(env: Record<string, string>, port?: number): Promise<ServerChild> {
  port ??= await freePort()
  const base = { ...process.env }
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'NOTIFY_TO', 'NOTIFY_FROM', 'TRUST_PROXY', 'ADMIN_TOKEN']) delete base[key]
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: ROOT,
    env: { ...base, SKIP_BUILD: '1', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ADMIN_TOKEN, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )
  const end = Date.now() + 30_000
  while (!/Listening on http:\/\//.test(output)) {
    if (Date.now() > end || child.exitCode !== null) {
      child.kill('SIGKILL')
      throw new Error(`server did not start:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  return {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
}

export interface RawResponse {
  status: number | null
  headers: Record<string, string>
  body: string
  ms: number
}

/** Sends raw bytes on a fresh connection and reads until the server closes it (or `timeoutMs`). */
/** `localAddress`: the loopback address to send from (another client to the server's per-client counters). */
export function rawRequest(port: number, bytes: Buffer | string, timeoutMs = 5_000, localAddress?: string): Promise<RawResponse> {
  return new Promise((resolve) => {
    const started = Date.now()
    const socket = net.connect({ port, host: '127.0.0.1', ...(localAddress ? { localAddress } : {}) })
    const chunks: Buffer[] = []
    const finish = () => {
      clearTimeout(timer)
      socket.destroy()
      const text = Buffer.concat(chunks).toString('latin1')
      const head = text.split('\r\n\r\n', 1)[0] ?? ''
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]
      const headers: Record<string, string> = {}
      for (const line of head.split('\r\n').slice(1)) {
        const at = line.indexOf(':')
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim()
      }
      resolve({ status: status ? Number(status) : null, headers, body: text.slice(head.length + 4), ms: Date.now() - started })
    }
    const timer = setTimeout(finish, timeoutMs)
    socket.on('data', (d: Buffer) => chunks.push(d))
    socket.on('close', finish)
    socket.on('error', () => {})
    socket.write(bytes)
  })
}

/** An HTTP/1.1 request with Connection: close; `body` gets a Content-Length unless `headers` sets framing. */
export function httpBytes(method: string, target: string, headers: Record<string, string> = {}, body: Buffer | string = ''): Buffer {
  const framing = Object.keys(headers).some((h) => /^(content-length|transfer-encoding)$/i.test(h))
  const payload = typeof body === 'string' ? Buffer.from(body, 'utf8') : body
  const lines = [
    `${method} ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ...(framing || (payload.length === 0 && ['GET', 'HEAD'].includes(method)) ? [] : [`Content-Length: ${payload.length}`]),
    'Connection: close',
  ]
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), payload])
}

/** What autocannon reports of a run (the parts the benchmarks read). */
export interface AutocannonResult {
  requests: { average: number }
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
  timeouts: number
  '2xx': number
}
export type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>
