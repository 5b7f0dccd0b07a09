/**
 * Schema migrations, applied in order on start; the `migrations` table records the applied versions.
 * Append new versions; never edit an applied one. Times in the outbox are epoch milliseconds.
 */
/** The attribution columns (api/store/rows.ts ATTRIBUTION_COLUMNS), as written when version 4 was made: never edited. */
const ATTRIBUTION_DDL = [
  'page',
  'section',
  'device',
  'lang',
  ...['first', 'last'].flatMap((touch) =>
    ['source', 'medium', 'campaign', 'term', 'content', 'click', 'landing', 'referrer', 'at'].map((key) => `${touch}_${key}`),
  ),
]
  .map((column) => `ALTER TABLE leads ADD COLUMN ${column} TEXT;`)
  .join('\n      ')

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
  {
    version: 2,
    name: 'spam status, duplicate and token keys, outbox priority, settings, health probe, rate limits',
    sqlite: `
      ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'ok';
      ALTER TABLE leads ADD COLUMN spam_score INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE leads ADD COLUMN spam_reasons TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN fingerprint TEXT;
      ALTER TABLE leads ADD COLUMN token_id TEXT;
      ALTER TABLE leads ADD COLUMN idempotency_key TEXT;
      CREATE UNIQUE INDEX leads_idempotency_key ON leads (idempotency_key) WHERE idempotency_key IS NOT NULL;
      ALTER TABLE outbox ADD COLUMN priority INTEGER NOT NULL DEFAULT 0;
      DROP INDEX outbox_due;
      CREATE INDEX outbox_due ON outbox (priority, id) WHERE sent_at IS NULL;
      CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE health_probe (instance TEXT PRIMARY KEY, at INTEGER NOT NULL);
    `,
    // SQLite: no index on status (every insert would pay for it; the spam list scans backwards by seq) and none
    // on fingerprint or token (one process: those are looked up in memory).
    // PostgreSQL is shared by several instances: duplicates and token uses are looked up in the
    // database (indexed), and the rate-limit counters live there too.
    postgres: `
      ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'ok';
      ALTER TABLE leads ADD COLUMN spam_score INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE leads ADD COLUMN spam_reasons TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN fingerprint TEXT;
      ALTER TABLE leads ADD COLUMN token_id TEXT;
      ALTER TABLE leads ADD COLUMN idempotency_key TEXT;
      CREATE UNIQUE INDEX leads_idempotency_key ON leads (idempotency_key) WHERE idempotency_key IS NOT NULL;
      CREATE INDEX leads_fingerprint ON leads (fingerprint, received_at);
      CREATE INDEX leads_token ON leads (token_id) WHERE token_id IS NOT NULL;
      CREATE INDEX leads_spam ON leads (seq) WHERE status = 'spam';
      ALTER TABLE outbox ADD COLUMN priority INTEGER NOT NULL DEFAULT 0;
      DROP INDEX outbox_due;
      CREATE INDEX outbox_due ON outbox (priority, id) WHERE sent_at IS NULL;
      CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE health_probe (instance TEXT PRIMARY KEY, at BIGINT NOT NULL);
      CREATE TABLE rate_limits (key TEXT PRIMARY KEY, window_start BIGINT NOT NULL, window_ms BIGINT NOT NULL, hits INTEGER NOT NULL);
    `,
  },
  {
    version: 3,
    name: 'form variant and optional details; spam kept within a budget',
    // `details` holds the optional fields of schemas/quote.ts (QUOTE_DETAIL_FIELDS) as one JSON object, so a detail
    // added to the contract needs no store change. SQLite gets an index on spam rows only (the spam budget deletes
    // them oldest first; an index on every status would cost every insert).
    sqlite: `
      ALTER TABLE leads ADD COLUMN form TEXT NOT NULL DEFAULT 'quote';
      ALTER TABLE leads ADD COLUMN details TEXT NOT NULL DEFAULT '{}';
      CREATE INDEX leads_spam ON leads (seq) WHERE status = 'spam';
    `,
    postgres: `
      ALTER TABLE leads ADD COLUMN form TEXT NOT NULL DEFAULT 'quote';
      ALTER TABLE leads ADD COLUMN details JSONB NOT NULL DEFAULT '{}';
    `,
  },
  {
    version: 4,
    name: 'attribution: the page and section a lead was sent from, its first and last touch, device and language',
    // Nullable TEXT columns (schemas/attribution.ts): adding them rewrites no row, every existing lead is kept with
    // none. `*_at` stays the contract's `YYYY-MM-DD` text on both stores (it sorts and compares as a date; a DATE
    // would come back from the driver as a local-midnight Date). SQLite: one partial index for the reports' date
    // range, on real leads only — a spam flood pays nothing for it, and a real lead one small entry (reports group a
    // range of real leads by page, section or campaign; an index per grouping would cost every insert).
    sqlite: `
      ${ATTRIBUTION_DDL}
      CREATE INDEX leads_report ON leads (received_at, page) WHERE status <> 'spam';
    `,
    postgres: `
      ${ATTRIBUTION_DDL}
      CREATE INDEX leads_page ON leads (page, received_at);
      CREATE INDEX leads_last_campaign ON leads (last_source, last_medium, last_campaign, received_at);
      CREATE INDEX leads_received ON leads (received_at) WHERE status <> 'spam';
    `,
  },
  {
    version: 6,
    name: 'urgent leads; the outbox per lead and kind (owner alert, acknowledgement)',
    // `urgent`: the lead came through a quote form marked urgent (schemas/lead-mail.ts). `kind`: what a row sends —
    // `owner` (the owner's alert, every row before this version) or `ack` (the homeowner's acknowledgement); one row
    // per lead and kind, so neither is ever queued twice (a release, a rescue copy merged back).
    sqlite: `
      ALTER TABLE leads ADD COLUMN urgent INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'owner';
      CREATE UNIQUE INDEX outbox_lead_kind ON outbox (lead_id, kind);
    `,
    postgres: `
      ALTER TABLE leads ADD COLUMN urgent BOOLEAN NOT NULL DEFAULT false;
      ALTER TABLE outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'owner';
      CREATE UNIQUE INDEX outbox_lead_kind ON outbox (lead_id, kind);
    `,
  },
]
