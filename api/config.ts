/**
 * Server configuration: read from the environment once, validated with valibot.
 * Every variable has a default that runs with no setup, except the optional ones.
 */
import net from 'node:net'
import path from 'node:path'
import proxyAddr from '@fastify/proxy-addr'
import * as v from 'valibot'

export interface Config {
  port: number
  host: string
  /** Absolute; SQLite file `${dataDir}/leads.db` when no databaseUrl. */
  dataDir: string
  databaseUrl?: string
  /** Enables GET /api/contact-requests when set. */
  adminToken?: string
  smtpUrl?: string
  notifyTo?: string
  notifyFrom?: string
  /** Quote requests per IP per minute. */
  rateLimitMax: number
  /** Event batches (POST /api/events) per client per minute, counted in each process. */
  eventsRateLimitMax: number
  /** Absolute path of the prerendered site. */
  siteDir: string
  logLevel: LogLevel
  /** Proxies in front: false (none), a hop count, or their addresses/CIDRs. Never `true` (anyone could spoof). */
  trustProxy: false | number | string[]
  /** Whole-request deadline (headers and body): a slower client gets 408 and the connection is closed. */
  requestTimeoutMs: number
  /** Deadline of one store operation: past it the request gets 503 with Retry-After. */
  storeTimeoutMs: number
  /** Open connections per process; more are refused. */
  maxConnections: number
  /** Open connections from one client (IPv4 address, IPv6 prefix); more are closed at once. Not applied to trusted proxies. */
  maxConnectionsPerClient: number
  /** IPv6 clients are told apart by this many leading bits (rate limits, bursts, connection caps, token binding). */
  ipv6Prefix: number
  /** Proof of work: counters are drawn below this (the browser's work is half of it on average). */
  powMaxNumber: number
  /** Spam older than this is deleted (real and suspect leads never are). */
  spamRetentionMs: number
  /** Spam rows may take this many bytes of text; the oldest beyond it are deleted. */
  spamMaxBytes: number
  /** How often the digest of what was held as spam is mailed (0: never). */
  spamDigestMs: number
  /** A quote request sooner than this after the page was served counts as a spam signal. */
  formMinMs: number
  /** The same lead within this window is answered as before and stored once. */
  duplicateWindowMs: number
  /** Strict-Transport-Security: on HTTPS requests only (auto), always (on) or never (off). */
  hsts: 'auto' | 'on' | 'off'
  /** Webhooks may be sent to `http:` URLs (otherwise `https:` only). */
  webhookAllowHttp?: boolean
  /** Webhooks may be sent to loopback, private and link-local addresses. */
  webhookAllowPrivate?: boolean
  /**
   * Whether this process delivers the outbox (and the spam digest): `on` (default), or `off` on web instances whose
   * mail is sent by mail workers (`npm run worker:mail`, deploy/README.md). Leads are queued either way.
   */
  outbox?: 'on' | 'off'
  /** How often an idle outbox looks for due mail, in ms (default 30 s; a mail worker's default is 1 s). */
  outboxPollMs?: number
  /** How long a claimed mail is reserved for its sender before another may take it (default 5 min). */
  outboxLeaseMs?: number
  /** On SIGTERM, /healthz answers 503 for this long before the listener closes (0: close at once). */
  drainMs?: number
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export class ConfigError extends Error {
  override name = 'ConfigError'
}

const EMAIL = v.pipe(v.string(), v.email())

const int = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.integer(), v.minValue(min), v.maxValue(max))

const url = (protocols: readonly string[]) =>
  v.pipe(
    v.string(),
    v.check((s) => {
      try {
        return protocols.includes(new URL(s).protocol)
      } catch {
        return false
      }
    }),
  )

/** Each variable: its schema, its default, the fix to print, and whether its value may be echoed. */
const VARS = {
  PORT: { schema: int(0, 65535), default: '3000', fix: 'an integer from 0 to 65535, e.g. PORT=3000' },
  HOST: { schema: v.pipe(v.string(), v.regex(/^[\w.:[\]-]+$/)), default: '0.0.0.0', fix: 'a host name or IP address, e.g. HOST=0.0.0.0' },
  DATA_DIR: { schema: v.string(), default: './var', fix: 'a directory path, e.g. DATA_DIR=./var' },
  DATABASE_URL: {
    schema: url(['postgres:', 'postgresql:']),
    secret: true,
    fix: 'a PostgreSQL URL, e.g. DATABASE_URL=postgres://user:password@host:5432/db, or unset it to use SQLite',
  },
  ADMIN_TOKEN: {
    schema: v.pipe(v.string(), v.minLength(16), v.regex(/^[\x21-\x7e]+$/)),
    secret: true,
    fix: 'at least 16 printable characters without spaces, e.g. ADMIN_TOKEN=$(openssl rand -hex 32), or unset it to disable the lead list',
  },
  SMTP_URL: {
    schema: url(['smtp:', 'smtps:']),
    secret: true,
    fix: 'smtp://user:password@host:587 or smtps://user:password@host:465, or unset it to disable e-mail',
  },
  NOTIFY_TO: { schema: EMAIL, fix: 'an e-mail address, e.g. NOTIFY_TO=office@example.com' },
  NOTIFY_FROM: { schema: EMAIL, fix: 'an e-mail address, e.g. NOTIFY_FROM=website@example.com (defaults to NOTIFY_TO)' },
  RATE_LIMIT_MAX: { schema: int(1, 1_000_000), default: '10', fix: 'a positive integer, e.g. RATE_LIMIT_MAX=10' },
  EVENTS_RATE_LIMIT_MAX: {
    schema: int(1, 1_000_000),
    default: '120',
    fix: 'a positive integer, e.g. EVENTS_RATE_LIMIT_MAX=120',
  },
  SITE_DIR: { schema: v.string(), default: './dist/client', fix: 'a directory path, e.g. SITE_DIR=./dist/client' },
  LOG_LEVEL: { schema: v.picklist(LOG_LEVELS), default: 'info', fix: `one of ${LOG_LEVELS.join(', ')}` },
  TRUST_PROXY: {
    schema: v.pipe(
      v.string(),
      v.check((s) => parseTrustProxy(s) !== undefined),
    ),
    default: 'false',
    fix:
      'false (no proxy), the number of proxies in front (e.g. TRUST_PROXY=1, at most 10) or, safer, their addresses ' +
      '(e.g. TRUST_PROXY=10.0.0.1,10.0.0.0/8, or loopback); a range that covers every address (0.0.0.0/0, ::/0) is refused',
  },
  REQUEST_TIMEOUT_MS: {
    schema: int(1000, 600_000),
    default: '10000',
    fix: 'milliseconds from 1000 to 600000, e.g. REQUEST_TIMEOUT_MS=10000',
  },
  STORE_TIMEOUT_MS: { schema: int(100, 120_000), default: '5000', fix: 'milliseconds from 100 to 120000, e.g. STORE_TIMEOUT_MS=5000' },
  MAX_CONNECTIONS: { schema: int(1, 1_000_000), default: '1024', fix: 'a positive integer, e.g. MAX_CONNECTIONS=1024' },
  MAX_CONNECTIONS_PER_CLIENT: {
    schema: int(1, 1_000_000),
    default: '64',
    fix: 'a positive integer, e.g. MAX_CONNECTIONS_PER_CLIENT=64 (a browser opens 6 at most)',
  },
  RATE_LIMIT_IPV6_PREFIX: {
    schema: int(32, 128),
    default: '64',
    fix: 'a prefix length from 32 to 128, e.g. RATE_LIMIT_IPV6_PREFIX=64 (one home or server gets a /64)',
  },
  POW_DIFFICULTY: {
    schema: int(100, 10_000_000),
    default: '50000',
    fix: 'an integer from 100 to 10000000, e.g. POW_DIFFICULTY=50000 (about a second of work in a phone browser)',
  },
  SPAM_RETENTION_DAYS: { schema: int(1, 3650), default: '30', fix: 'whole days from 1 to 3650, e.g. SPAM_RETENTION_DAYS=30' },
  SPAM_MAX_MB: { schema: int(1, 1_000_000), default: '50', fix: 'megabytes, a positive integer, e.g. SPAM_MAX_MB=50' },
  SPAM_DIGEST_HOURS: { schema: int(0, 8760), default: '24', fix: 'whole hours, 0 (off) to 8760, e.g. SPAM_DIGEST_HOURS=24' },
  FORM_MIN_SECONDS: { schema: int(0, 3600), default: '3', fix: 'whole seconds from 0 to 3600, e.g. FORM_MIN_SECONDS=3' },
  DUPLICATE_WINDOW_MINUTES: {
    schema: int(0, 525_600),
    default: '1440',
    fix: 'whole minutes from 0 (off) to 525600, e.g. DUPLICATE_WINDOW_MINUTES=1440',
  },
  HSTS: { schema: v.picklist(['auto', 'on', 'off']), default: 'auto', fix: 'auto (on HTTPS requests), on (always) or off' },
  WEBHOOK_ALLOW_HTTP: { schema: v.picklist(['0', '1']), default: '0', fix: '1 (webhooks may use http:// URLs) or 0 (https:// only)' },
  WEBHOOK_ALLOW_PRIVATE: {
    schema: v.picklist(['0', '1']),
    default: '0',
    fix: '1 (webhooks may reach loopback, private and link-local addresses) or 0 (public addresses only)',
  },
  OUTBOX: {
    schema: v.picklist(['on', 'off']),
    default: 'on',
    fix: 'on (this process sends the queued mail) or off (mail workers send it)',
  },
  OUTBOX_POLL_MS: {
    schema: int(100, 3_600_000),
    fix: 'milliseconds from 100 to 3600000, e.g. OUTBOX_POLL_MS=1000 (unset: 30 s, a mail worker 1 s)',
  },
  DRAIN_SECONDS: {
    schema: int(0, 300),
    default: '0',
    fix: 'whole seconds from 0 to 300, longer than the proxy takes to see a failed health check, e.g. DRAIN_SECONDS=3',
  },
  OUTBOX_LEASE_MS: {
    schema: int(5_000, 3_600_000),
    fix: 'milliseconds from 5000 to 3600000, longer than five sends may take, e.g. OUTBOX_LEASE_MS=300000',
  },
} satisfies Record<string, { schema: v.GenericSchema<string, unknown>; default?: string; secret?: boolean; fix: string }>

type VarName = keyof typeof VARS

/** Parses `env` (default: process.env). Empty strings count as unset. Throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const errors: string[] = []
  const raw = (name: VarName): string | undefined => {
    const value = env[name]?.trim()
    return value ? value : (VARS[name] as { default?: string }).default
  }
  const get = <T>(name: VarName): T | undefined => {
    const value = raw(name)
    if (value === undefined) return undefined
    const spec = VARS[name] as { schema: v.GenericSchema<string, unknown>; secret?: boolean; fix: string }
    const result = v.safeParse(spec.schema, value)
    if (result.success) return result.output as T
    const shown = spec.secret ? '' : `=${JSON.stringify(value)}`
    errors.push(`${name}${shown} is invalid: set it to ${spec.fix}.`)
    return undefined
  }

  const smtpUrl = get<string>('SMTP_URL')
  const notifyTo = get<string>('NOTIFY_TO')
  const config = {
    port: get<number>('PORT')!,
    host: get<string>('HOST')!,
    dataDir: path.resolve(cwd, get<string>('DATA_DIR') ?? '.'),
    databaseUrl: get<string>('DATABASE_URL'),
    adminToken: get<string>('ADMIN_TOKEN'),
    smtpUrl,
    notifyTo,
    notifyFrom: get<string>('NOTIFY_FROM') ?? notifyTo,
    rateLimitMax: get<number>('RATE_LIMIT_MAX')!,
    eventsRateLimitMax: get<number>('EVENTS_RATE_LIMIT_MAX')!,
    siteDir: path.resolve(cwd, get<string>('SITE_DIR') ?? '.'),
    logLevel: get<LogLevel>('LOG_LEVEL')!,
    trustProxy: parseTrustProxy(raw('TRUST_PROXY') === 'true' ? 'false' : (get<string>('TRUST_PROXY') ?? 'false')) ?? false,
    requestTimeoutMs: get<number>('REQUEST_TIMEOUT_MS')!,
    storeTimeoutMs: get<number>('STORE_TIMEOUT_MS')!,
    maxConnections: get<number>('MAX_CONNECTIONS')!,
    maxConnectionsPerClient: get<number>('MAX_CONNECTIONS_PER_CLIENT')!,
    ipv6Prefix: get<number>('RATE_LIMIT_IPV6_PREFIX')!,
    powMaxNumber: get<number>('POW_DIFFICULTY')!,
    spamRetentionMs: (get<number>('SPAM_RETENTION_DAYS') ?? 30) * 86_400_000,
    spamMaxBytes: (get<number>('SPAM_MAX_MB') ?? 50) * 1_000_000,
    spamDigestMs: (get<number>('SPAM_DIGEST_HOURS') ?? 0) * 3_600_000,
    formMinMs: (get<number>('FORM_MIN_SECONDS') ?? 0) * 1000,
    duplicateWindowMs: (get<number>('DUPLICATE_WINDOW_MINUTES') ?? 0) * 60_000,
    hsts: get<Config['hsts']>('HSTS')!,
    webhookAllowHttp: get<string>('WEBHOOK_ALLOW_HTTP') === '1',
    webhookAllowPrivate: get<string>('WEBHOOK_ALLOW_PRIVATE') === '1',
    outbox: get<'on' | 'off'>('OUTBOX') ?? 'on',
    outboxPollMs: get<number>('OUTBOX_POLL_MS'),
    outboxLeaseMs: get<number>('OUTBOX_LEASE_MS'),
    drainMs: (get<number>('DRAIN_SECONDS') ?? 0) * 1000,
  }
  if (raw('TRUST_PROXY') === 'true') {
    errors.push(
      'TRUST_PROXY=true is refused: it believes X-Forwarded-For from any client, so anyone could pick their own IP and ' +
        'escape the rate limits. Set it to the number of proxies in front of the server (e.g. TRUST_PROXY=1) or their ' +
        'addresses (e.g. TRUST_PROXY=10.0.0.1,10.0.0.0/8, or loopback), or false when clients connect directly.',
    )
  }
  if (raw('SMTP_URL') && !raw('NOTIFY_TO')) {
    errors.push(
      'NOTIFY_TO is missing: SMTP_URL is set, so set NOTIFY_TO to the address that receives quote requests, e.g. NOTIFY_TO=office@example.com.',
    )
  }
  if (errors.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  - ${errors.join('\n  - ')}`)
  }
  return config
}

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/**
 * A proxy address: an IP, an IP/prefix, or one of proxy-addr's named ranges. A prefix shorter than /8
 * is refused: it trusts X-Forwarded-For from most of the internet, as `true` would (0.0.0.0/0 also crashed
 * proxy-addr at start).
 */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true
  const [address, prefix, extra] = entry.split('/')
  if (extra !== undefined || !address) return false
  const family = net.isIP(address)
  if (family === 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128) && Number(prefix) >= 8
}

/** `false`, a hop count (0 = false, at most 10), or a list of proxy addresses; undefined when invalid (and for `true`). */
export function parseTrustProxy(value: string): Config['trustProxy'] | undefined {
  if (value === 'false') return false
  if (/^\d{1,2}$/.test(value)) return Number(value) === 0 ? false : Number(value) <= 10 ? Number(value) : undefined
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (!(entries.length > 0 && entries.every(isProxyAddress))) return undefined
  try {
    proxyAddr.compile(entries) // what Fastify does with it at start: a value it refuses is refused here, with the fix
  } catch {
    return undefined
  }
  return entries
}

/** Test helper: a full config from a few overrides, no environment involved. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.resolve('var'),
    rateLimitMax: 10,
    eventsRateLimitMax: 120,
    siteDir: path.resolve('dist/client'),
    logLevel: 'silent',
    trustProxy: false,
    requestTimeoutMs: 10_000,
    storeTimeoutMs: 5_000,
    maxConnections: 1024,
    maxConnectionsPerClient: 64,
    ipv6Prefix: 64,
    powMaxNumber: 1_000,
    spamRetentionMs: 30 * 86_400_000,
    spamMaxBytes: 50_000_000,
    spamDigestMs: 24 * 3_600_000,
    formMinMs: 3_000,
    duplicateWindowMs: 24 * 3_600_000,
    hsts: 'auto',
    ...overrides,
  }
}
