import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { freePort } from './free-port'

const root = join(import.meta.dirname, '../..')

/**
 * The real server on a free loopback port, serving the built site (dist/) with a throw-away store, for the
 * benchmark and comparison scripts. Resolves once /healthz answers; `stop()` ends it.
 */
export async function startSiteServer(
  dataDir = join(root, 'dist/bench-data'),
  /** The project folder whose built site to serve (a copy under test; default: this one). */
  cwd = root,
): Promise<{ url: string; stop: () => void }> {
  const port = await freePort()
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SKIP_BUILD: '1', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 200; i++) {
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return { url, stop: () => server.kill() }
    await new Promise((r) => setTimeout(r, 100))
  }
  server.kill()
  throw new Error('the server did not start (is the site built? npm run build)')
}
