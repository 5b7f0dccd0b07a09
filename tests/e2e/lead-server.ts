import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort } from '../helpers/free-port'
import { type Sink, startSmtp } from '../unit/api/smtp'

/**
 * A real server of the built site, with its own data folder, admin token and an in-process SMTP server, for the
 * browser tests that follow a lead to the store and the owner's mailbox. Declares the spec's beforeAll and afterAll;
 * read `base`, `smtp`, `admin` and `dataDir` inside tests. `env` adds or overrides the server's settings.
 */
export function leadServer(name: string, env: Record<string, string> = {}) {
  const lead = { base: '', admin: `${name}-admin-token-0123456789`, smtp: undefined as unknown as Sink, dataDir: '' }
  let server: ChildProcess | undefined
  test.beforeAll(async () => {
    const [port, smtpPort] = [await freePort(), await freePort()]
    lead.smtp = await startSmtp(smtpPort)
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`))
    lead.dataDir = dataDir
    lead.base = `http://127.0.0.1:${port}`
    server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SKIP_BUILD: '1',
        DATA_DIR: dataDir,
        ADMIN_TOKEN: lead.admin,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        NOTIFY_TO: 'office@example.com',
        RATE_LIMIT_MAX: '1000',
        ...env,
      },
    })
    await expect(async () => expect((await fetch(`${lead.base}/healthz`)).status).toBe(200)).toPass({ timeout: 30_000 })
  })
  test.afterAll(async () => {
    server?.kill('SIGTERM')
    await lead.smtp?.close()
    if (lead.dataDir) fs.rmSync(lead.dataDir, { recursive: true, force: true })
  })
  return lead
}
