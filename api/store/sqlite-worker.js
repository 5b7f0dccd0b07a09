/**
 * One SQLite connection on its own thread (started by sqlite-thread.ts), so neither a commit's fsync
 * nor a read from a slow disk ever blocks the server's event loop. Plain JavaScript: it runs in a bare
 * worker thread, without the TypeScript loader. Messages are handled one at a time, in order.
 *
 * The writer checks, before every write, that the files it has open are still the ones at their path
 * (device and inode of leads.db and leads.db-wal). If one was deleted or replaced, writing on would land
 * in a file nobody will ever open again: it refuses every write from then on, and once writes a copy of
 * the database it still has open next to the file (`leads.db.recovered-<time>`), so nothing committed
 * before is lost either.
 *
 * After every write transaction it commits, the writer changes the data folder (it renames a small marker file)
 * before it answers: a lead is answered as stored only if the filesystem still accepted a change after its commit.
 * An fsync is not proof enough on its own: when ext4 turns read-only under load (errors=remount-ro), an fsync that
 * was under way can return success for a commit whose journal transaction was aborted, and after the repair the
 * lead is gone (the read-only fault drill saw it in about one run in seven before this check, in none of 80 after).
 * The abort is already recorded when that fsync returns, so the rename after it fails and the lead is answered 503
 * (the visitor's form keeps it and tries again) instead of 201.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'

const Database = createRequire(import.meta.url)(workerData.driver)
const { file, role, sql } = workerData
/** [0] !== 0: stall before the next message (fault drills and tests: a disk that stops answering). */
const control = new Int32Array(workerData.control)

const db = new Database(file, { fileMustExist: true })
db.pragma('journal_mode = WAL')
db.pragma('synchronous = FULL')
db.pragma('busy_timeout = 5000')
db.pragma('foreign_keys = ON')
// A WAL grown by a burst is cut back to this once it has been checkpointed (the file's size is the spam budget's concern).
db.pragma('journal_size_limit = 16777216')
db.prepare('SELECT count(*) FROM sqlite_master').get() // opens the WAL

const identity = (p) => {
  try {
    const s = fs.statSync(p)
    return `${s.dev}:${s.ino}`
  } catch (error) {
    if (error.code === 'ENOENT') return null
    throw error
  }
}
const watched = [
  { path: file, id: identity(file) },
  { path: `${file}-wal`, id: identity(`${file}-wal`) },
]

/** Set once a watched file was deleted or replaced: every later write fails with it. */
let broken = null
/** Set by a 'fault' message: every write fails with it (as a full or read-only disk would). */
let injected = null
/** Set by a 'fault' message with `failLeads`: lead writes fail, the small write probe passes. */
let injectedLeads = null

const failure = (code, message) => Object.assign(new Error(message), { code })

function checkFiles() {
  if (broken) throw broken
  for (const w of watched) {
    const now = identity(w.path)
    if (w.id === null) w.id = now
    if (now === w.id) continue
    const name = path.basename(w.path)
    const what = now === null ? 'was deleted' : 'was replaced by another file'
    let saved
    try {
      const copy = `${file}.recovered-${new Date().toISOString().replace(/[:.]/g, '-')}`
      // The whole data directory may be gone (rm -rf DATA_DIR): made again, so the copy has somewhere to go. Written
      // under another name and renamed once complete: the store merges only whole copies.
      fs.mkdirSync(path.dirname(file), { recursive: true })
      const partial = `${path.dirname(file)}/.${path.basename(copy)}.partial`
      db.exec(`VACUUM INTO '${partial.replaceAll("'", "''")}'`)
      fs.renameSync(partial, copy)
      saved = `a copy of the open database (every lead committed so far) was written to ${copy}`
    } catch (error) {
      saved = `writing a copy of the open database failed (${error.code ?? ''} ${error.message})`
    }
    broken = failure(
      now === null ? 'DB_FILE_MISSING' : 'DB_FILE_REPLACED',
      `${name} ${what} while the server was running: writes are refused so that no lead goes to a file that will never be read again; ${saved}. The server makes the database again and merges the copy back into it.`,
    )
    throw broken
  }
}

/** Two names of one empty file next to the database: each check renames it to the other one. */
const marks = [`${file}-commit-mark-a`, `${file}-commit-mark-b`]
let mark = 0

/** Throws if the filesystem no longer accepts a change (see the note at the top of this file). */
function confirmCommit() {
  try {
    try {
      fs.renameSync(marks[mark], marks[1 - mark])
      mark = 1 - mark
    } catch (error) {
      if (error.code !== 'ENOENT') throw error
      // Not there (the first commit, or someone removed it): making it is a change too.
      fs.closeSync(fs.openSync(marks[mark], 'w'))
    }
  } catch (error) {
    throw failure(
      error.code ?? 'COMMIT_UNCONFIRMED',
      `the filesystem refused a change right after a commit (${error.code ?? ''} ${error.message}): the commit may not be on disk, so it is answered as failed`,
    )
  }
}

/** A committed write transaction, answered only once confirmCommit passed. */
const confirmed = (result) => {
  confirmCommit()
  return result
}

function beforeWrite() {
  if (injected) throw injected
  checkFiles()
}

const statements = []
const prepare = (defs) => {
  for (const [n, text] of defs) statements[n] = db.prepare(text)
}
const runOps = (ops) =>
  ops.map(([n, params, mode]) => {
    const s = statements[n]
    if (mode === 'all') return s.all(...params)
    if (mode === 'get') return s.get(...params) ?? null
    return s.run(...params).changes
  })
const writeTx = db.transaction(runOps)
const readTx = db.transaction(runOps)

let insertLead
let insertOutbox
let upsertProbe
let countNotKept
const prepareWrites = () => {
  insertLead ??= db.prepare(sql.insertLead)
  insertOutbox ??= db.prepare(sql.insertOutbox)
  upsertProbe ??= db.prepare(sql.upsertProbe)
  countNotKept ??= db.prepare(sql.countNotKept)
}
/**
 * Group commit: every item in one transaction. No savepoint per item (each would copy the pages it touches to a
 * statement journal): if one item fails, the whole batch fails and the store retries its items one by one.
 */
const submitBatch = db.transaction((items) => {
  let stubs = 0
  for (const item of items) {
    // Spam beyond the budget: counted, its text never written.
    if (item.stub) {
      stubs++
      continue
    }
    insertLead.run(...item.values)
    if (item.outbox) for (const row of item.outbox) insertOutbox.run(...row)
  }
  if (stubs > 0) countNotKept.run(String(stubs))
  return null
})

function handle(message) {
  switch (message.kind) {
    case 'exec':
      prepare(message.defs)
      if (message.write) {
        beforeWrite()
        return confirmed(writeTx.immediate(message.ops))
      }
      return readTx.deferred(message.ops)
    case 'submit':
      prepareWrites()
      beforeWrite()
      if (injectedLeads) throw injectedLeads
      return confirmed(submitBatch.immediate(JSON.parse(message.items)))
    case 'compact':
      // The pages spam deleted go back to the disk (auto_vacuum = INCREMENTAL), then the WAL is emptied.
      beforeWrite()
      db.pragma('incremental_vacuum')
      db.pragma('wal_checkpoint(TRUNCATE)')
      return confirmed(null)
    case 'probe':
      prepareWrites()
      beforeWrite()
      upsertProbe.run(message.instance, message.now)
      return confirmed(null)
    case 'fault':
      if ('failLeads' in message) injectedLeads = message.failLeads ? failure(message.failLeads.code, message.failLeads.message) : null
      else injected = message.fail ? failure(message.fail.code, message.fail.message) : null
      return null
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
  while (Atomics.load(control, 0) !== 0) Atomics.wait(control, 0, Atomics.load(control, 0), 1000)
  try {
    parentPort.postMessage({ id: message.id, result: handle(message) })
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: { message: error.message, code: error.code } })
  }
})

parentPort.postMessage({ ready: true, role })
