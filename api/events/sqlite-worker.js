/**
 * The connection to events.db, on its own thread (started by api/events/sqlite.ts): a flush's commit or a report's
 * read never blocks the server's event loop. Plain JavaScript: it runs in a bare worker thread, without the TypeScript
 * loader. Messages are handled one at a time, in order; each is answered after its transaction.
 *
 * WAL with synchronous = NORMAL: counts are not leads; a power cut may lose the last commits, never the file.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'

const Database = createRequire(import.meta.url)(workerData.driver)
const { file } = workerData

fs.mkdirSync(path.dirname(file), { recursive: true })
const db = new Database(file)
db.pragma('journal_mode = WAL')
db.pragma('synchronous = NORMAL')
db.pragma('busy_timeout = 5000')

const statements = new Map()
const statement = (sql) => {
  let s = statements.get(sql)
  if (!s) {
    s = db.prepare(sql)
    statements.set(sql, s)
  }
  return s
}

/** [sql, params, mode]: 'run' → changed rows, 'all' → rows, 'get' → one row or null; `many`: run once per params. */
const runOps = (ops) =>
  ops.map(([sql, params, mode]) => {
    const s = statement(sql)
    if (mode === 'all') return s.all(...params)
    if (mode === 'get') return s.get(...params) ?? null
    if (mode === 'many') {
      for (const row of params) s.run(...row)
      return params.length
    }
    return s.run(...params).changes
  })
const transaction = db.transaction(runOps)

const migrate = db.transaction((migrations) => {
  db.exec('CREATE TABLE IF NOT EXISTS event_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)')
  const applied = new Set(
    db
      .prepare('SELECT version FROM event_migrations')
      .all()
      .map((r) => r.version),
  )
  for (const m of migrations) {
    if (applied.has(m.version)) continue
    for (const sql of m.sql) db.exec(sql)
    db.prepare('INSERT INTO event_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(m.version, m.name, new Date().toISOString())
  }
  return null
})

function handle(message) {
  switch (message.kind) {
    case 'migrate':
      return migrate.immediate(message.migrations)
    case 'exec':
      return message.write ? transaction.immediate(message.ops) : transaction.deferred(message.ops)
    default:
      throw new Error(`unknown message ${message.kind}`)
  }
}

parentPort.on('message', (message) => {
  if (message.kind === 'close') {
    db.close()
    parentPort.postMessage({ id: message.id, result: null })
    parentPort.close()
    return
  }
  try {
    parentPort.postMessage({ id: message.id, result: handle(message) })
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: { message: error.message, code: error.code } })
  }
})
