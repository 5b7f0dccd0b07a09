/**
 * The counts from another process (the editor's page list): the store the server's configuration names, opened,
 * read and closed. What a running server holds in memory (its last few seconds) is not in it yet; in the server
 * itself use `app.events.pageTotals()`.
 */
import path from 'node:path'
import type { Config } from '../config'
import { type PageTotals, pageTotals } from './counter'
import { PgEventStore } from './postgres'
import { SqliteEventStore } from './sqlite'
import type { EventStore } from './store'

export type { PageTotals } from './counter'
export { EventCounter, pageTotals, reportRows } from './counter'

/** The configured event store (not migrated yet): PostgreSQL's tables with DATABASE_URL, else `DATA_DIR/events.db`. */
export function openEventStore(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'storeTimeoutMs'>,
  onPoolError?: (error: Error) => void,
): EventStore {
  return config.databaseUrl
    ? new PgEventStore({ connectionString: config.databaseUrl }, config.storeTimeoutMs, onPoolError)
    : new SqliteEventStore(path.join(config.dataDir, 'events.db'), config.storeTimeoutMs)
}

/** Views and leads per page over the last `days` days, read from the configured store (e.g. `loadConfig()`). */
export async function readPageTotals(config: Pick<Config, 'dataDir' | 'databaseUrl' | 'storeTimeoutMs'>, days = 30): Promise<PageTotals[]> {
  const store = openEventStore(config)
  try {
    await store.migrate()
    return await pageTotals(store, days)
  } finally {
    await store.close()
  }
}
