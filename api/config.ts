/**
 * Server configuration: read from the environment once, validated with valibot.
 * Every variable has a default that runs with no setup, except the optional ones.
 */
import path from 'node:path'
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
  /** Absolute path of the prerendered site. */
  siteDir: string
  logLevel: LogLevel
  /** Fastify's trustProxy: false, true, a hop count or a list of addresses/CIDRs. */
  trustProxy: boolean | number | string
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
  SITE_DIR: { schema: v.string(), default: './dist/client', fix: 'a directory path, e.g. SITE_DIR=./dist/client' },
  LOG_LEVEL: { schema: v.picklist(LOG_LEVELS), default: 'info', fix: `one of ${LOG_LEVELS.join(', ')}` },
  TRUST_PROXY: {
    schema: v.pipe(v.string(), v.regex(/^[\w.:/,\s-]+$/)),
    default: 'false',
    fix: 'true, false, a hop count (e.g. 1) or a comma-separated list of proxy addresses',
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
    siteDir: path.resolve(cwd, get<string>('SITE_DIR') ?? '.'),
    logLevel: get<LogLevel>('LOG_LEVEL')!,
    trustProxy: parseTrustProxy(get<string>('TRUST_PROXY') ?? 'false'),
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

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true
  if (value === 'false') return false
  if (/^\d+$/.test(value)) return Number(value)
  return value
}

/** Test helper: a full config from a few overrides, no environment involved. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.resolve('var'),
    rateLimitMax: 10,
    siteDir: path.resolve('dist/client'),
    logLevel: 'silent',
    trustProxy: false,
    ...overrides,
  }
}
