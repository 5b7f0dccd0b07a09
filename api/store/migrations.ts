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

/** Version 7's tables (the same text on both stores but for the serial key): never edited. */
const WEBHOOK_DDL = (serial: string) => `
      CREATE TABLE webhook_endpoints (
        id TEXT PRIMARY KEY,
        url TEXT NOT NULL,
        secret TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        events TEXT NOT NULL,
        enabled INTEGER NOT NULL DEFAULT 1,
        disabled_reason TEXT,
        lead_cursor BIGINT NOT NULL DEFAULT 0,
        created_at BIGINT NOT NULL
      );
      CREATE TABLE webhook_messages (
        seq ${serial},
        id TEXT NOT NULL UNIQUE,
        endpoint_id TEXT NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        event TEXT NOT NULL,
        lead_id TEXT NOT NULL,
        payload TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT,
        first_attempt_at BIGINT,
        delivered_at BIGINT,
        failed_at BIGINT,
        last_status INTEGER,
        last_response TEXT,
        created_at BIGINT NOT NULL,
        UNIQUE (endpoint_id, event, lead_id)
      );
      CREATE INDEX webhook_messages_due ON webhook_messages (next_attempt_at) WHERE next_attempt_at IS NOT NULL;
      CREATE INDEX webhook_messages_endpoint ON webhook_messages (endpoint_id, seq);
      CREATE TABLE webhook_attempts (
        seq ${serial},
        message_id TEXT NOT NULL REFERENCES webhook_messages (id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        at BIGINT NOT NULL,
        status INTEGER,
        ok INTEGER NOT NULL,
        response TEXT,
        duration_ms INTEGER NOT NULL
      );
      CREATE INDEX webhook_attempts_message ON webhook_attempts (message_id, seq);`

/** Version 9: webhook_messages' columns as version 7 made them, and `change_id` (0 for a lead's creation). */
const WEBHOOK_MESSAGE_COLUMNS =
  'seq, id, endpoint_id, event, lead_id, payload, attempts, next_attempt_at, first_attempt_at, delivered_at, failed_at, last_status, last_response, created_at'

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
    version: 5,
    name: "the owner's desk: users, server-side sessions, audit log",
    // api/accounts/: e-mails stored normalised (trimmed, lower case); a session is kept by a hash of its id, never the
    // id; times are epoch milliseconds. Audit rows name their actor by id and e-mail as they were (no foreign key: a
    // deleted user's actions stay), the client by a keyed pseudonym, never its address.
    sqlite: `
      CREATE TABLE desk_users (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL DEFAULT '',
        role TEXT NOT NULL CHECK (role IN ('owner', 'marketer')),
        password_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE desk_sessions (
        id_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES desk_users (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        user_agent TEXT
      );
      CREATE INDEX desk_sessions_user ON desk_sessions (user_id);
      CREATE TABLE desk_audit (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        at INTEGER NOT NULL,
        action TEXT NOT NULL,
        actor_id TEXT,
        actor_email TEXT,
        target TEXT,
        client TEXT,
        detail TEXT
      );
    `,
    postgres: `
      CREATE TABLE desk_users (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL DEFAULT '',
        role TEXT NOT NULL CHECK (role IN ('owner', 'marketer')),
        password_hash TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      );
      CREATE TABLE desk_sessions (
        id_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES desk_users (id) ON DELETE CASCADE,
        created_at BIGINT NOT NULL,
        last_seen_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        user_agent TEXT
      );
      CREATE INDEX desk_sessions_user ON desk_sessions (user_id);
      CREATE TABLE desk_audit (
        seq BIGSERIAL PRIMARY KEY,
        at BIGINT NOT NULL,
        action TEXT NOT NULL,
        actor_id TEXT,
        actor_email TEXT,
        target TEXT,
        client TEXT,
        detail TEXT
      );
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
  {
    version: 7,
    name: 'signed webhooks: endpoints, their messages (one per lead and event) and every delivery attempt',
    // api/webhooks/: times are epoch ms; `events` is a comma-separated list; `lead_cursor` is the leads' seq up to
    // which every lead was considered. A message is unique per (endpoint, event, lead), so two workers never make it
    // twice; its payload is the exact text signed (TEXT on both stores: JSONB would reorder the keys).
    sqlite: `
      ${WEBHOOK_DDL('INTEGER PRIMARY KEY AUTOINCREMENT')}
    `,
    postgres: `
      ${WEBHOOK_DDL('BIGSERIAL PRIMARY KEY')}
    `,
  },
  {
    version: 8,
    name: "the desk: a stage per lead, its notes, its history, and the owner's spam marks as examples",
    // api/desk/store.ts reads and writes these through store.batch. A lead without a desk_leads row is at stage `new`
    // (the row is made at its first change; `filter_status` keeps the spam filter's verdict from before any mark).
    // desk_events has no foreign key: a deletion's record outlives its lead. The others go with their lead (the spam
    // sweep deletes spam with them).
    sqlite: `
      CREATE TABLE desk_leads (
        lead_id TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
        stage TEXT NOT NULL DEFAULT 'new',
        stage_at INTEGER,
        first_contact_at INTEGER,
        won_cents INTEGER,
        lost_reason TEXT,
        filter_status TEXT NOT NULL,
        released_at INTEGER
      );
      CREATE INDEX desk_leads_won ON desk_leads (stage_at) WHERE stage = 'won';
      CREATE TABLE desk_notes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        user_id TEXT NOT NULL,
        user_email TEXT NOT NULL,
        body TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX desk_notes_lead ON desk_notes (lead_id, id);
      CREATE TABLE desk_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        lead_id TEXT NOT NULL,
        user_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        from_value TEXT,
        to_value TEXT,
        amount_cents INTEGER,
        reason TEXT,
        at INTEGER NOT NULL
      );
      CREATE INDEX desk_events_lead ON desk_events (lead_id, id);
      CREATE TABLE spam_examples (
        lead_id TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
        label TEXT NOT NULL,
        at INTEGER NOT NULL,
        user_id TEXT NOT NULL
      );
    `,
    postgres: `
      CREATE TABLE desk_leads (
        lead_id UUID PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
        stage TEXT NOT NULL DEFAULT 'new',
        stage_at BIGINT,
        first_contact_at BIGINT,
        won_cents BIGINT,
        lost_reason TEXT,
        filter_status TEXT NOT NULL,
        released_at BIGINT
      );
      CREATE INDEX desk_leads_won ON desk_leads (stage_at) WHERE stage = 'won';
      CREATE TABLE desk_notes (
        id BIGSERIAL PRIMARY KEY,
        lead_id UUID NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        user_id TEXT NOT NULL,
        user_email TEXT NOT NULL,
        body TEXT NOT NULL,
        at BIGINT NOT NULL
      );
      CREATE INDEX desk_notes_lead ON desk_notes (lead_id, id);
      CREATE TABLE desk_events (
        id BIGSERIAL PRIMARY KEY,
        lead_id UUID NOT NULL,
        user_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        from_value TEXT,
        to_value TEXT,
        amount_cents BIGINT,
        reason TEXT,
        at BIGINT NOT NULL
      );
      CREATE INDEX desk_events_lead ON desk_events (lead_id, id);
      CREATE TABLE spam_examples (
        lead_id UUID PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
        label TEXT NOT NULL,
        at BIGINT NOT NULL,
        user_id TEXT NOT NULL
      );
    `,
  },
  {
    version: 9,
    name: "webhooks: a message per endpoint, event, lead and change (a lead's stage changes each get one)",
    // `change_id`: the desk_events row a `lead.status_changed` message tells of (api/webhooks/store.ts,
    // statusChangedStatements); 0 for `lead.created`. SQLite can not drop a table's UNIQUE constraint: the messages
    // and their attempts are copied into tables made anew (the attempts first set aside, so that dropping the old
    // messages deletes none of them), in the migration's transaction.
    sqlite: `
      CREATE TABLE webhook_messages_v9 (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        endpoint_id TEXT NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        event TEXT NOT NULL,
        lead_id TEXT NOT NULL,
        change_id INTEGER NOT NULL DEFAULT 0,
        payload TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT,
        first_attempt_at BIGINT,
        delivered_at BIGINT,
        failed_at BIGINT,
        last_status INTEGER,
        last_response TEXT,
        created_at BIGINT NOT NULL,
        UNIQUE (endpoint_id, event, lead_id, change_id)
      );
      INSERT INTO webhook_messages_v9 (${WEBHOOK_MESSAGE_COLUMNS}) SELECT ${WEBHOOK_MESSAGE_COLUMNS} FROM webhook_messages;
      CREATE TABLE webhook_attempts_v9 AS SELECT seq, message_id, kind, at, status, ok, response, duration_ms FROM webhook_attempts;
      DROP TABLE webhook_attempts;
      DROP TABLE webhook_messages;
      ALTER TABLE webhook_messages_v9 RENAME TO webhook_messages;
      CREATE TABLE webhook_attempts (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        message_id TEXT NOT NULL REFERENCES webhook_messages (id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        at BIGINT NOT NULL,
        status INTEGER,
        ok INTEGER NOT NULL,
        response TEXT,
        duration_ms INTEGER NOT NULL
      );
      INSERT INTO webhook_attempts (seq, message_id, kind, at, status, ok, response, duration_ms)
        SELECT seq, message_id, kind, at, status, ok, response, duration_ms FROM webhook_attempts_v9;
      DROP TABLE webhook_attempts_v9;
      CREATE INDEX webhook_messages_due ON webhook_messages (next_attempt_at) WHERE next_attempt_at IS NOT NULL;
      CREATE INDEX webhook_messages_endpoint ON webhook_messages (endpoint_id, seq);
      CREATE INDEX webhook_attempts_message ON webhook_attempts (message_id, seq);
    `,
    postgres: `
      ALTER TABLE webhook_messages ADD COLUMN change_id BIGINT NOT NULL DEFAULT 0;
      ALTER TABLE webhook_messages DROP CONSTRAINT webhook_messages_endpoint_id_event_lead_id_key;
      ALTER TABLE webhook_messages ADD CONSTRAINT webhook_messages_once UNIQUE (endpoint_id, event, lead_id, change_id);
    `,
  },
  {
    version: 10,
    name: 'the language of the page a lead was sent from',
    // `language`: a site language's code (schemas/locales.ts), from the route of the page the lead was sent from
    // (`/es/…` is Spanish) or the page's own `lang` (api/routes/contact.ts leadLanguage). A constant default: adding
    // it rewrites no row on either store, and every lead from before is English (no Spanish page existed).
    sqlite: `
      ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
    `,
    postgres: `
      ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
    `,
  },
]
