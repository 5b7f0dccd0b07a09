import path from 'node:path';
import type { Config } from '../config.ts';
import { PgLeadStore } from './postgres.ts';
import { SqliteLeadStore } from './sqlite.ts';
import type { LeadStore } from './types.ts';

export type { Lead, LeadStore, OutboxItem, Page } from './types.ts';
export { StoreClosedError } from './types.ts';

/** PostgreSQL when DATABASE_URL is set, else the SQLite file `${DATA_DIR}/leads.db`. Not migrated yet. */
export function createStore(config: Config, onError?: (error: Error) => void): LeadStore {
  return config.databaseUrl
    ? new PgLeadStore({ connectionString: config.databaseUrl }, onError)
    : new SqliteLeadStore(path.join(config.dataDir, 'leads.db'));
}
