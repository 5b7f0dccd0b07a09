import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { type Config, ConfigError } from '../config'
import { PgLeadStore } from './postgres'
import { RecoveryError, type RecoveryReport, SqliteLeadStore } from './sqlite'
import type { LeadStore } from './types'

export type { Lead, LeadStatus, LeadStore, ListQuery, NewLead, OutboxItem, SubmitResult } from './types'
export { StoreBrokenError, StoreClosedError, StoreTimeoutError } from './types'

export interface StoreEvents {
  /** Errors of idle PostgreSQL connections. */
  onPoolError?: (error: Error) => void
  /** The SQLite file was deleted or replaced: the store refuses writes from now on. */
  onBroken?: (error: Error) => void
  /** Rescue copies were merged back into leads.db (at start, or running after its file went). */
  onRecovered?: (report: RecoveryReport) => void
  /** The SQLite file was made again while running: writes are taken again. */
  onReopened?: () => void
  /** Making it again failed (tried again at the next write, 5 s later). */
  onReopenFailed?: (error: Error) => void
  /** An existing SQLite file was converted to incremental vacuum at start. */
  onVacuumed?: (report: { beforeBytes: number; afterBytes: number; ms: number }) => void
}

/**
 * PostgreSQL when DATABASE_URL is set, else the SQLite file `${DATA_DIR}/leads.db`. Not migrated yet.
 * A SQLite file that can not be created or opened is a ConfigError naming DATA_DIR and the path.
 */
export function createStore(config: Config, events: StoreEvents = {}): LeadStore {
  if (config.databaseUrl) {
    return new PgLeadStore({ connectionString: config.databaseUrl }, { timeoutMs: config.storeTimeoutMs, onError: events.onPoolError })
  }
  const file = path.join(config.dataDir, 'leads.db')
  try {
    return new SqliteLeadStore(file, {
      timeoutMs: config.storeTimeoutMs,
      memoryMs: config.duplicateWindowMs,
      onBroken: events.onBroken,
      onRecovered: events.onRecovered,
      onReopened: events.onReopened,
      onReopenFailed: events.onReopenFailed,
      onVacuumed: events.onVacuumed,
    })
  } catch (error) {
    throw dataDirError(config.dataDir, file, error)
  }
}

/** The message for a DATA_DIR the server can not use: the variable, the path, the cause and the fix. */
export function dataDirError(dataDir: string, file: string, error: unknown): ConfigError {
  const { code = 'error', message = '' } = error as { code?: string; message?: string }
  const cause = message.startsWith(`${code}: `) ? message : `${code}: ${message}`
  return new ConfigError(
    `DATA_DIR=${JSON.stringify(dataDir)} can not hold the lead database: opening ${file} failed (${cause}). ` +
      'Set DATA_DIR to a directory the server can create and write (e.g. DATA_DIR=./var), or set DATABASE_URL to use PostgreSQL.',
  )
}

/** The secrets kept in the store (one per database, shared by every instance on it). */
export interface StoreSecrets {
  /** Signs form tokens and form states. */
  formToken: Buffer
  /** Signs proof-of-work challenges. */
  proofOfWork: Buffer
}

/**
 * The app's store, migrated, and its secrets: `given` (tests) or the configured one, its events logged. A failure is a
 * ConfigError naming the variable, the path (or host) and the fix; a store that opened is closed again first.
 */
export async function openStore(
  config: Config,
  log: FastifyBaseLogger,
  given?: LeadStore,
): Promise<{ store: LeadStore; secrets: StoreSecrets }> {
  let store: LeadStore
  try {
    store =
      given ??
      createStore(config, {
        onPoolError: (err) => log.error({ err: err.message }, 'database pool error'),
        onBroken: (err) => log.error({ err: err.message }, 'lead database file gone: writes refused'),
        onRecovered: (report) => log.warn(report, 'lead database: rescue copies merged back into leads.db'),
        onReopened: () => log.warn('lead database made again while running: writes taken again'),
        onReopenFailed: (err) => log.error({ err: err.message }, 'lead database could not be made again (tried again in 5 s)'),
        onVacuumed: (report) => log.warn(report, 'lead database converted to incremental vacuum (once)'),
      })
  } catch (error) {
    throw storeStartError(config, error)
  }
  try {
    await store.migrate()
    return { store, secrets: { formToken: await store.secret('form-token'), proofOfWork: await store.secret('proof-of-work') } }
  } catch (error) {
    await store.close().catch(() => {})
    throw storeStartError(config, error)
  }
}

/** A start-up failure of the store, as a message naming the variable, the path (or host) and the fix. */
function storeStartError(config: Config, error: unknown): Error {
  if (error instanceof ConfigError) return error
  if (error instanceof RecoveryError) return new ConfigError(error.message)
  if (!config.databaseUrl) return dataDirError(config.dataDir, `${config.dataDir}/leads.db`, error)
  let where = 'the configured server'
  try {
    const url = new URL(config.databaseUrl)
    where = `${url.hostname}:${url.port || 5432}${url.pathname}`
  } catch {}
  const { code, message } = error as { code?: string; message?: string }
  return new ConfigError(
    `DATABASE_URL: PostgreSQL at ${where} could not be used (${code ?? 'error'}: ${message}). ` +
      'Check that it is running and reachable and that the user may create tables, or unset DATABASE_URL to use SQLite.',
  )
}
