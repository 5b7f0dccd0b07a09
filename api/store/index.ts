import path from 'node:path'
import type { Config } from '../config'
import { PgLeadStore } from './postgres'
import { SqliteLeadStore } from './sqlite'
import type { LeadStore } from './types'

export type { Lead, LeadStore, OutboxItem, Page } from './types'
export { StoreClosedError } from './types'

/** PostgreSQL when DATABASE_URL is set, else the SQLite file `${DATA_DIR}/leads.db`. Not migrated yet. */
export function createStore(config: Config, onError?: (error: Error) => void): LeadStore {
  return config.databaseUrl
    ? new PgLeadStore({ connectionString: config.databaseUrl }, onError)
    : new SqliteLeadStore(path.join(config.dataDir, 'leads.db'))
}
