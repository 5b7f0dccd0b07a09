import path from 'node:path'
import { type Config, ConfigError } from '../config'
import { PgLeadStore } from './postgres'
import { type RecoveryReport, SqliteLeadStore } from './sqlite'
import type { LeadStore } from './types'

export type { Lead, LeadStatus, LeadStore, ListQuery, NewLead, OutboxItem, SubmitResult } from './types'
export { StoreBrokenError, StoreClosedError, StoreTimeoutError } from './types'

export interface StoreEvents {
  /** Errors of idle PostgreSQL connections. */
  onPoolError?: (error: Error) => void
  /** The SQLite file was deleted or replaced: the store refuses writes from now on. */
  onBroken?: (error: Error) => void
  /** Rescue copies were merged back into leads.db at start. */
  onRecovered?: (report: RecoveryReport) => void
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
