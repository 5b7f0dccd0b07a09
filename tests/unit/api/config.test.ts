import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../../api/config'

const load = (env: Record<string, string>) => loadConfig(env, '/srv/app')

function errorOf(env: Record<string, string>): ConfigError {
  try {
    load(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return error as ConfigError
  }
  throw new Error('expected a ConfigError')
}

describe('loadConfig', () => {
  it('has defaults that run with no setup', () => {
    expect(load({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/app', 'var'),
      databaseUrl: undefined,
      adminToken: undefined,
      smtpUrl: undefined,
      notifyTo: undefined,
      notifyFrom: undefined,
      rateLimitMax: 10,
      eventsRateLimitMax: 120,
      siteDir: path.resolve('/srv/app', 'dist/client'),
      logLevel: 'info',
      trustProxy: false,
      requestTimeoutMs: 10_000,
      storeTimeoutMs: 5_000,
      maxConnections: 1024,
      maxConnectionsPerClient: 64,
      ipv6Prefix: 64,
      powMaxNumber: 50_000,
      spamRetentionMs: 30 * 86_400_000,
      spamMaxBytes: 50_000_000,
      spamDigestMs: 24 * 3_600_000,
      formMinMs: 3_000,
      duplicateWindowMs: 24 * 3_600_000,
      hsts: 'auto',
      webhookAllowHttp: false,
      webhookAllowPrivate: false,
      outbox: 'on',
      drainMs: 0,
    })
  })

  it('reads every variable', () => {
    const config = load({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/data',
      DATABASE_URL: 'postgres://u:p@db:5432/leads',
      ADMIN_TOKEN: 'a'.repeat(32),
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      NOTIFY_TO: 'office@example.com',
      RATE_LIMIT_MAX: '25',
      EVENTS_RATE_LIMIT_MAX: '300',
      SITE_DIR: 'build/site',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      REQUEST_TIMEOUT_MS: '5000',
      STORE_TIMEOUT_MS: '2000',
      MAX_CONNECTIONS: '200',
      FORM_MIN_SECONDS: '5',
      DUPLICATE_WINDOW_MINUTES: '60',
      HSTS: 'on',
      WEBHOOK_ALLOW_HTTP: '1',
      WEBHOOK_ALLOW_PRIVATE: '1',
    })
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/data',
      databaseUrl: 'postgres://u:p@db:5432/leads',
      adminToken: 'a'.repeat(32),
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      notifyTo: 'office@example.com',
      notifyFrom: 'office@example.com',
      rateLimitMax: 25,
      eventsRateLimitMax: 300,
      siteDir: '/srv/app/build/site',
      logLevel: 'warn',
      trustProxy: 1,
      requestTimeoutMs: 5_000,
      storeTimeoutMs: 2_000,
      maxConnections: 200,
      formMinMs: 5_000,
      duplicateWindowMs: 3_600_000,
      hsts: 'on',
      webhookAllowHttp: true,
      webhookAllowPrivate: true,
    })
    expect(errorOf({ WEBHOOK_ALLOW_PRIVATE: 'yes' }).message).toMatch(/WEBHOOK_ALLOW_PRIVATE="yes" is invalid: set it to 1 .* or 0/)
  })

  it.each([
    ['false', false],
    ['0', false],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.1, 10.0.0.0/8,loopback', ['10.0.0.1', '10.0.0.0/8', 'loopback']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('reads TRUST_PROXY=%s as a hop count or proxy addresses', (value, expected) => {
    expect(load({ TRUST_PROXY: value }).trustProxy).toEqual(expected)
  })

  it('refuses TRUST_PROXY=true with the reason and the fix', () => {
    expect(errorOf({ TRUST_PROXY: 'true' }).message).toMatch(
      /TRUST_PROXY=true is refused: it believes X-Forwarded-For from any client.*e\.g\. TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.1/s,
    )
  })

  it('treats empty values as unset', () => {
    expect(load({ PORT: '', ADMIN_TOKEN: '  ' })).toMatchObject({ port: 3000, adminToken: undefined })
  })

  it.each([
    [{ PORT: 'abc' }, /PORT="abc" is invalid: set it to an integer from 0 to 65535, e.g. PORT=3000/],
    [{ PORT: '70000' }, /PORT="70000" is invalid/],
    [{ PORT: '-1' }, /PORT="-1" is invalid/],
    [{ RATE_LIMIT_MAX: '0' }, /RATE_LIMIT_MAX="0" is invalid: set it to a positive integer, e.g. RATE_LIMIT_MAX=10/],
    [{ RATE_LIMIT_MAX: 'lots' }, /RATE_LIMIT_MAX="lots" is invalid/],
    [{ RATE_LIMIT_MAX: '2.5' }, /RATE_LIMIT_MAX="2.5" is invalid/],
    [{ ADMIN_TOKEN: 'short' }, /ADMIN_TOKEN is invalid: set it to at least 16 printable characters/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL is invalid: set it to a PostgreSQL URL/],
    [{ SMTP_URL: 'http://mail', NOTIFY_TO: 'a@b.co' }, /SMTP_URL is invalid: set it to smtp:\/\//],
    [{ SMTP_URL: 'smtp://mail:25' }, /NOTIFY_TO is missing: SMTP_URL is set/],
    [{ NOTIFY_TO: 'not-an-address' }, /NOTIFY_TO="not-an-address" is invalid: set it to an e-mail address/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL="loud" is invalid: set it to one of fatal, error/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY="yes" is invalid: set it to false \(no proxy\), the number of proxies/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY="10.0.0.0\/33" is invalid/],
    [{ REQUEST_TIMEOUT_MS: '5' }, /REQUEST_TIMEOUT_MS="5" is invalid: set it to milliseconds from 1000/],
    [{ HSTS: 'maybe' }, /HSTS="maybe" is invalid: set it to auto/],
  ])('rejects %o with a message naming the variable and the fix', (env, message) => {
    expect(errorOf(env).message).toMatch(message)
  })

  it('lists every bad variable at once and never prints secrets', () => {
    const { message } = errorOf({ PORT: 'x', RATE_LIMIT_MAX: 'y', ADMIN_TOKEN: 'tooShortSecret', DATABASE_URL: 'mysql://user:hunter2@db' })
    expect(message).toMatch(/PORT=/)
    expect(message).toMatch(/RATE_LIMIT_MAX=/)
    expect(message).toMatch(/ADMIN_TOKEN is invalid/)
    expect(message).not.toContain('tooShortSecret')
    expect(message).not.toContain('hunter2')
  })
})
