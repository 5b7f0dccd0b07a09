/**
 * Schema migrations, applied in order on start; the `migrations` table records the applied versions.
 * Append new versions; never edit an applied one. Times in the outbox are epoch milliseconds.
 */
export interface Migration {
  version: number
  name: string
  sqlite: string
  postgres: string
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'leads and notification outbox',
    sqlite: `
      CREATE TABLE leads (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        location TEXT NOT NULL,
        service TEXT NOT NULL,
        message TEXT NOT NULL,
        received_at TEXT NOT NULL,
        user_agent TEXT
      );
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        lead_id TEXT NOT NULL REFERENCES leads (id),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER,
        sent_at INTEGER,
        last_error TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
    `,
    postgres: `
      CREATE TABLE leads (
        seq BIGSERIAL PRIMARY KEY,
        id UUID NOT NULL UNIQUE,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        location TEXT NOT NULL,
        service TEXT NOT NULL,
        message TEXT NOT NULL,
        received_at TIMESTAMPTZ NOT NULL,
        user_agent TEXT
      );
      CREATE TABLE outbox (
        id BIGSERIAL PRIMARY KEY,
        lead_id UUID NOT NULL REFERENCES leads (id),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT,
        sent_at BIGINT,
        last_error TEXT,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
    `,
  },
]
