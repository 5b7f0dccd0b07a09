import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../../helpers/free-port'
import { escapeHtml, leadEmail } from '../../../api/notify/email'
import { SqliteLeadStore } from '../../../api/store/sqlite'
import { ADMIN_TOKEN, json, makeApp, removeDir, tempDir, validLead, type TestApp } from './helpers'

const FAST_OUTBOX = { intervalMs: 50, backoffBaseMs: 100, backoffMaxMs: 200 }

let t: TestApp | undefined
let smtp: SMTPServer | undefined
const dirs: string[] = []
afterEach(async () => {
  await t?.cleanup()
  t = undefined
  dirs.splice(0).forEach(removeDir)
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
  smtp = undefined
})

/** An SMTP sink on 127.0.0.1:port; `rejectFirst` makes it refuse the first n messages with a 451. */
async function startSmtp(port: number, rejectFirst = 0): Promise<string[]> {
  const messages: string[] = []
  let rejected = 0
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        if (rejected < rejectFirst) {
          rejected++
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
        }
        messages.push(Buffer.concat(chunks).toString('utf8'))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve))
  return messages
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 25))
  }
}

/** The decoded body of the MIME part with the given content type. */
function mimePart(raw: string, type: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)![1]!
  const part = raw.split(`--${boundary}`).find((p) => new RegExp(`content-type: ${type}`, 'i').test(p))!
  const [head, ...body] = part.split(/\r?\n\r?\n/)
  const content = body.join('\n\n')
  if (/content-transfer-encoding: base64/i.test(head!)) return Buffer.from(content, 'base64').toString('utf8')
  if (/content-transfer-encoding: quoted-printable/i.test(head!)) {
    const bytes = content.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return content
}

const hostile = {
  ...validLead(),
  firstName: '<b>Bob</b>',
  lastName: 'O\'Brien & "Sons"',
  message: 'Please quote <script>alert(1)</script> island ✓',
}

describe('lead notification e-mail', () => {
  it('escapes every field in the HTML and keeps the text readable', () => {
    const mail = leadEmail({ id: 'id-1', ...hostile, receivedAt: '2026-01-01T00:00:00.000Z', userAgent: null })
    expect(mail.html).toContain('&lt;b&gt;Bob&lt;/b&gt; O&#39;Brien &amp; &quot;Sons&quot;')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).not.toMatch(/<b>|<script>/)
    expect(mail.html).toContain('White Plains')
    expect(mail.html).toContain('Kitchen Countertops')
    expect(mail.text).toContain('Name: <b>Bob</b> O\'Brien & "Sons"')
    expect(mail.subject).toBe('New quote request: <b>Bob</b> O\'Brien & "Sons" (Kitchen Countertops)')
    expect(
      leadEmail({ id: 'x', ...validLead(), firstName: 'A\r\nBcc: evil@example.com', receivedAt: '', userAgent: null }).subject,
    ).not.toMatch(/[\r\n]/)
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;')
  })
})

describe('notification outbox over SMTP', () => {
  it('keeps the lead while SMTP is down and sends exactly one mail once it is back', async () => {
    const port = await freePort()
    const dir = tempDir()
    dirs.push(dir)
    const store = new SqliteLeadStore(path.join(dir, 'leads.db'))
    t = await makeApp(
      { smtpUrl: `smtp://127.0.0.1:${port}`, notifyTo: 'office@example.com', notifyFrom: 'site@example.com' },
      { store, outbox: FAST_OUTBOX },
    )
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', ...json(hostile) })
    expect(res.statusCode).toBe(201)
    const { id } = res.json()

    // SMTP is down: the lead is stored, the message waits in the outbox after failed attempts.
    const list = await t.app.inject({ url: '/api/contact-requests', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
    expect(list.json().items[0].id).toBe(id)
    await new Promise((r) => setTimeout(r, 400))
    expect(await store.pendingOutbox()).toBe(1)

    const messages = await startSmtp(port)
    await until(() => messages.length > 0)
    await until(async () => (await store.pendingOutbox()) === 0)
    await new Promise((r) => setTimeout(r, 500)) // any duplicate would arrive by now
    expect(messages).toHaveLength(1)

    const raw = messages[0]!
    expect(raw).toMatch(/^To: office@example\.com/m)
    expect(raw).toMatch(/^From: site@example\.com/m)
    expect(raw).toMatch(/^Reply-To: ann@example\.com/m)
    const html = mimePart(raw, 'text/html')
    expect(html).toContain('&lt;b&gt;Bob&lt;/b&gt;')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<b>Bob</b>')
    expect(html).toContain(id)
    expect(mimePart(raw, 'text/plain')).toContain('Please quote <script>alert(1)</script> island ✓')
  })

  it('retries a temporary SMTP refusal and still delivers once', async () => {
    const port = await freePort()
    const messages = await startSmtp(port, 2)
    const dir = tempDir()
    dirs.push(dir)
    const store = new SqliteLeadStore(path.join(dir, 'leads.db'))
    t = await makeApp({ smtpUrl: `smtp://127.0.0.1:${port}`, notifyTo: 'office@example.com' }, { store, outbox: FAST_OUTBOX })
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', ...json(validLead()) })).statusCode).toBe(201)
    await until(() => messages.length > 0)
    await until(async () => (await store.pendingOutbox()) === 0)
    await new Promise((r) => setTimeout(r, 300))
    expect(messages).toHaveLength(1)
  })

  it('sends a mail right after the insert, not only on the timer', async () => {
    const port = await freePort()
    const messages = await startSmtp(port)
    t = await makeApp({ smtpUrl: `smtp://127.0.0.1:${port}`, notifyTo: 'office@example.com' }, { outbox: { intervalMs: 60_000 } })
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', ...json(validLead()) })).statusCode).toBe(201)
    await until(() => messages.length === 1, 5_000)
  })

  it('queues nothing when SMTP is not configured', async () => {
    const dir = tempDir()
    dirs.push(dir)
    const store = new SqliteLeadStore(path.join(dir, 'leads.db'))
    t = await makeApp({}, { store })
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', ...json(validLead()) })).statusCode).toBe(201)
    expect(await store.count()).toBe(1)
    expect(await store.pendingOutbox()).toBe(0)
  })
})
