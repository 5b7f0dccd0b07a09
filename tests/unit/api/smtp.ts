/** A real SMTP server in the test process (smtp-server on 127.0.0.1), recording what it accepted. */
import { SMTPServer } from 'smtp-server'

/** The owner's address every test's server sends its alerts to (NOTIFY_TO). */
export const OWNER = 'office@example.com'

/**
 * What the server accepted, split by the envelope's recipient: `messages`, the mails to the owner (`OWNER`: alerts
 * and digests); `replies`, every other mail (the homeowners' acknowledgements).
 */
export interface Sink {
  messages: string[]
  /** Arrival time (Date.now()) of each accepted message to the owner, in order. */
  times: number[]
  replies: string[]
  /** Arrival time of each reply, in order. */
  replyTimes: number[]
  close(): Promise<void>
}

export interface SinkOptions {
  /** Refuse the first n messages with a 451 (a temporary failure). */
  rejectFirst?: number
  /** Time the server takes per message (a real relay's pace). */
  delayMs?: number
}

export async function startSmtp(port: number, { rejectFirst = 0, delayMs = 0 }: SinkOptions = {}): Promise<Sink> {
  const messages: string[] = []
  const times: number[] = []
  const replies: string[] = []
  const replyTimes: number[] = []
  let rejected = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const toOwner = session.envelope.rcptTo.some((r) => r.address.toLowerCase() === OWNER)
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        if (rejected < rejectFirst) {
          rejected++
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
        }
        setTimeout(() => {
          ;(toOwner ? messages : replies).push(Buffer.concat(chunks).toString('utf8'))
          ;(toOwner ? times : replyTimes).push(Date.now())
          callback()
        }, delayMs)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    messages,
    times,
    replies,
    replyTimes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The decoded body of the MIME part with the given content type, its lines ending in LF (as the owner reads them). */
export function mimePart(raw: string, type: string): string {
  return decodedPart(raw, type).replace(/\r\n/g, '\n')
}

/** A part's content, decoded, with the line ends SMTP gave it (CRLF). */
function decodedPart(raw: string, type: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)![1]!
  const part = raw.split(`--${boundary}`).find((p) => new RegExp(`content-type: ${type}`, 'i').test(p))!
  const [head, ...body] = part.split(/\r?\n\r?\n/)
  const content = body.join('\n\n')
  if (/content-transfer-encoding: base64/i.test(head!)) return Buffer.from(content, 'base64').toString('utf8')
  if (/content-transfer-encoding: quoted-printable/i.test(head!)) {
    const bytes = content.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return content
}

/** The Subject header, decoded when it is an RFC 2047 encoded word. */
export function subjectOf(raw: string): string {
  const line = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? ''
  // Unfolding removes the line break only (RFC 5322); white space between two encoded words is dropped (RFC 2047).
  return line
    .replace(/\r?\n(?=[ \t])/g, '')
    .replace(/(\?=)[ \t]+(?==\?)/g, '$1')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    )
}
