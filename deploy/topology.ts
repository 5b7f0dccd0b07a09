/**
 * The production topology on one machine, as processes (no systemd here): Caddy (deploy/Caddyfile, its internal CA)
 * in front of N web instances (api/server.ts, OUTBOX=off) and M mail workers (api/worker.ts), all on one PostgreSQL.
 * Used by `npm run deploy:local` (deploy/local.ts) and the cluster drill (tests/bench/cluster.ts).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '..')

export interface TopologyOptions {
  databaseUrl: string
  smtpUrl: string
  notifyTo: string
  /** The built site (dist/client). */
  siteDir: string
  appPorts: number[]
  /** Each worker's health port. */
  workerPorts: number[]
  httpsPort: number
  httpPort: number
  adminPort: number
  /** Where Caddy keeps its CA and certificates. */
  caddyData: string
  /** More environment for the instances and workers (POW_DIFFICULTY, ADMIN_TOKEN…). */
  env?: Record<string, string>
  /** Where each process's output goes (a directory; one file per process). */
  logDir: string
}

export interface Proc {
  name: string
  child: ChildProcess
  exited: Promise<void>
}

/** Installs Debian's caddy when it is missing (root: apt; else sudo), as tests/run.sh does for Chromium. */
export function ensureCaddy(): string {
  const found = () => {
    try {
      return execFileSync('sh', ['-c', 'command -v caddy'], { encoding: 'utf8' }).trim()
    } catch {
      return ''
    }
  }
  if (found()) return found()
  console.error('caddy is missing: installing Debian’s package')
  const root = process.getuid?.() === 0
  const run = (args: string[]) =>
    execFileSync(root ? args[0]! : 'sudo', root ? args.slice(1) : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  run(['apt-get', 'update', '-qq'])
  run(['apt-get', 'install', '-y', '-qq', 'caddy'])
  if (!found()) throw new Error('caddy could not be installed')
  return found()
}

function startProc(name: string, cmd: string, args: string[], env: Record<string, string>, logDir: string): Proc {
  const out = fs.openSync(path.join(logDir, `${name}.log`), 'a')
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', out, out] })
  fs.closeSync(out)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return { name, child, exited }
}

/** Resolves once `port` accepts connections (or throws after `ms`). */
export async function waitForPort(port: number, ms = 30_000, proc?: Proc): Promise<void> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (proc && proc.child.exitCode !== null) throw new Error(`${proc.name} exited (${proc.child.exitCode})`)
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (ok) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`nothing answered on port ${port} within ${ms} ms${proc ? ` (${proc.name})` : ''}`)
}

/** Resolves once GET http://127.0.0.1:port/healthz answers 200 (or throws after `ms`). */
export async function waitHealthy(port: number, ms = 30_000): Promise<void> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    const status = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.status,
      () => 0,
    )
    if (status === 200) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`port ${port} was not healthy within ${ms} ms`)
}

export class Topology {
  apps: Proc[] = []
  workers: Proc[] = []
  caddy?: Proc
  readonly base: string
  /** Caddy's internal root certificate: what a client trusts to reach `base` over HTTPS. */
  readonly caRoot: string

  constructor(readonly opts: TopologyOptions) {
    this.base = `https://localhost:${opts.httpsPort}`
    this.caRoot = path.join(opts.caddyData, 'pki', 'authorities', 'local', 'root.crt')
    fs.mkdirSync(opts.logDir, { recursive: true })
  }

  private common(): Record<string, string> {
    return {
      DATABASE_URL: this.opts.databaseUrl,
      SMTP_URL: this.opts.smtpUrl,
      NOTIFY_TO: this.opts.notifyTo,
      SITE_DIR: this.opts.siteDir,
      SKIP_BUILD: '1',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...this.opts.env,
    }
  }

  /** Starts web instance `i` (its port: appPorts[i]) and waits for its /healthz. */
  async startApp(i: number): Promise<void> {
    const port = this.opts.appPorts[i]!
    const env = { ...this.common(), PORT: String(port), OUTBOX: 'off', TRUST_PROXY: '127.0.0.1', DRAIN_SECONDS: '3' }
    this.apps[i] = startProc(`app-${port}`, process.execPath, ['--import', 'tsx', 'api/server.ts'], env, this.opts.logDir)
    await waitForPort(port, 60_000, this.apps[i])
    await waitHealthy(port, 30_000)
  }

  async startWorker(i: number): Promise<void> {
    const port = this.opts.workerPorts[i]!
    const env = { ...this.common(), WORKER_HEALTH_PORT: String(port) }
    this.workers[i] = startProc(`mailer-${port}`, process.execPath, ['--import', 'tsx', 'api/worker.ts'], env, this.opts.logDir)
    await waitForPort(port, 60_000, this.workers[i])
  }

  async startCaddy(): Promise<void> {
    const caddy = ensureCaddy()
    const env = {
      SITE_ADDRESS: 'localhost',
      SITE_ROOT: this.opts.siteDir,
      APP_UPSTREAMS: this.opts.appPorts.map((p) => `127.0.0.1:${p}`).join(' '),
      HTTPS_PORT: String(this.opts.httpsPort),
      HTTP_PORT: String(this.opts.httpPort),
      CADDY_ADMIN: `127.0.0.1:${this.opts.adminPort}`,
      CADDY_DATA: this.opts.caddyData,
      CADDY_TLS: 'internal',
      XDG_DATA_HOME: this.opts.caddyData,
      XDG_CONFIG_HOME: this.opts.caddyData,
    }
    this.caddy = startProc(
      'caddy',
      caddy,
      ['run', '--config', path.join(ROOT, 'deploy', 'Caddyfile'), '--adapter', 'caddyfile'],
      env,
      this.opts.logDir,
    )
    await waitForPort(this.opts.httpsPort, 30_000, this.caddy)
    const end = Date.now() + 20_000
    while (!fs.existsSync(this.caRoot) && Date.now() < end) await new Promise((r) => setTimeout(r, 100))
  }

  /** Everything: the instances and workers first, then Caddy in front. */
  async start(): Promise<void> {
    await Promise.all(this.opts.appPorts.map((_, i) => this.startApp(i)))
    await Promise.all(this.opts.workerPorts.map((_, i) => this.startWorker(i)))
    await this.startCaddy()
  }

  /** Sends `signal` to a process and waits for it to exit. */
  static async signal(proc: Proc | undefined, signal: NodeJS.Signals): Promise<void> {
    if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return
    proc.child.kill(signal)
    await proc.exited
  }

  async stop(): Promise<void> {
    await Topology.signal(this.caddy, 'SIGTERM')
    await Promise.all([...this.apps, ...this.workers].map((p) => Topology.signal(p, 'SIGTERM')))
  }
}
