/**
 * Entry point: `node --import tsx api/server.ts`.
 * Loads the config, builds the site first if it is missing (unless SKIP_BUILD=1),
 * listens, and shuts down gracefully on SIGTERM/SIGINT: the listener closes, requests in
 * flight finish (and requests still arriving on open connections are served with
 * `Connection: close`), queued commits land, then the store closes. A shutdown that takes
 * longer than the request and store deadlines allow exits 1. With DRAIN_SECONDS, /healthz answers 503 that long first.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { buildApp } from './app'
import { ConfigError, loadConfig, type Config } from './config'
import { drain } from './drain'

function ensureSite(config: Config): void {
  if (fs.existsSync(path.join(config.siteDir, 'index.html')) || process.env.SKIP_BUILD === '1') return
  console.log(`No site in ${config.siteDir}: running "npm run build" first (set SKIP_BUILD=1 to skip).`)
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`The site build failed (exit ${result.status ?? result.signal}).`)
    process.exit(1)
  }
}

async function main(): Promise<void> {
  let config: Config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  ensureSite(config)
  let app: Awaited<ReturnType<typeof buildApp>>
  try {
    app = await buildApp(config)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(
      () => {
        app.log.error('shutdown timed out, exiting')
        process.exit(1)
      },
      (config.drainMs ?? 0) + config.requestTimeoutMs + config.storeTimeoutMs + 5_000,
    )
    force.unref()
    // DRAIN_SECONDS: /healthz says 503 first, so the proxy stops sending here before the listener closes.
    drain.on = (config.drainMs ?? 0) > 0
    const drained = new Promise((resolve) => setTimeout(resolve, config.drainMs ?? 0))
    drained
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error) => {
          app.log.error({ err: (error as Error).message }, 'shutdown failed')
          process.exit(1)
        },
      )
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))

  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException
    console.error(
      `Could not listen on ${config.host}:${config.port} (${code ?? 'error'}: ${message}). ` +
        'Set PORT to a free port (e.g. PORT=3000) or HOST to an address of this machine (e.g. HOST=0.0.0.0).',
    )
    await app.close().catch(() => {})
    process.exit(1)
  }
  const { port } = app.server.address() as AddressInfo
  const host = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host
  console.log(`Listening on http://${host}:${port}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
