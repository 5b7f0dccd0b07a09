/**
 * `npm run backup [-- --every <minutes>]`: a backup of the lead store while the site runs, into
 * `BACKUP_DIR/<time>/` (default ./backups), keeping the last `BACKUP_KEEP` (default 96: a day at every 15 minutes).
 * - SQLite (no DATABASE_URL): leads.db and events.db of DATA_DIR, each copied by `VACUUM INTO` on a read-only
 *   connection: one read transaction, a consistent copy that never blocks the server's writes (WAL). SQLite's online
 *   backup API (better-sqlite3 `db.backup()`) starts over whenever another process writes, which under steady leads
 *   may never end; `VACUUM INTO` does not.
 * - PostgreSQL: `pg_dump --format=custom` of DATABASE_URL (Debian's postgresql-client; a consistent snapshot).
 * Each backup has a `manifest.json` (store, time, lead count, duration). `--every` repeats it (or use
 * deploy/systemd/backup.timer). Restore: deploy/restore.ts.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { loadConfig } from '../api/config'

export interface BackupManifest {
  store: 'sqlite' | 'postgres'
  createdAt: string
  /** Leads in the backup (every status). */
  leads: number
  files: string[]
  ms: number
}

export interface BackupTarget {
  dataDir: string
  databaseUrl?: string
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-')

/** Makes one backup of `target` in a new folder of `backupDir`; returns its folder and manifest. */
export async function backup(target: BackupTarget, backupDir: string): Promise<{ dir: string; manifest: BackupManifest }> {
  const started = Date.now()
  const dir = path.join(backupDir, stamp())
  const partial = `${dir}.partial`
  fs.mkdirSync(partial, { recursive: true })
  let manifest: BackupManifest
  if (target.databaseUrl) {
    execFileSync(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-acl', `--file=${path.join(partial, 'leads.dump')}`, target.databaseUrl],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    )
    const leads = await pgLeadCount(target.databaseUrl)
    manifest = { store: 'postgres', createdAt: new Date(started).toISOString(), leads, files: ['leads.dump'], ms: 0 }
  } else {
    const files: string[] = []
    let leads = 0
    for (const name of ['leads.db', 'events.db']) {
      const source = path.join(target.dataDir, name)
      if (!fs.existsSync(source)) continue
      const db = new Database(source, { readonly: true, fileMustExist: true, timeout: 10_000 })
      try {
        db.prepare('VACUUM INTO ?').run(path.join(partial, name))
      } finally {
        db.close()
      }
      if (name === 'leads.db') {
        const copy = new Database(path.join(partial, name), { readonly: true })
        leads = (copy.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n
        copy.close()
      }
      files.push(name)
    }
    if (!files.includes('leads.db')) throw new Error(`no leads.db in ${target.dataDir}: nothing to back up (DATA_DIR)`)
    manifest = { store: 'sqlite', createdAt: new Date(started).toISOString(), leads, files, ms: 0 }
  }
  manifest.ms = Date.now() - started
  fs.writeFileSync(path.join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  fs.renameSync(partial, dir) // a folder without ".partial" is complete
  return { dir, manifest }
}

export async function pgLeadCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM leads')).rows[0]!.n)
  } finally {
    await client.end()
  }
}

/** The complete backups of `backupDir`, oldest first. */
export function listBackups(backupDir: string): string[] {
  if (!fs.existsSync(backupDir)) return []
  return fs
    .readdirSync(backupDir)
    .filter((name) => !name.endsWith('.partial') && fs.existsSync(path.join(backupDir, name, 'manifest.json')))
    .sort()
    .map((name) => path.join(backupDir, name))
}

/** Deletes the oldest complete backups beyond `keep`. */
export function prune(backupDir: string, keep: number): void {
  const all = listBackups(backupDir)
  for (const dir of all.slice(0, Math.max(0, all.length - keep))) fs.rmSync(dir, { recursive: true, force: true })
}

async function main(): Promise<void> {
  const config = loadConfig()
  const backupDir = path.resolve(process.env.BACKUP_DIR?.trim() || 'backups')
  const keep = Number(process.env.BACKUP_KEEP?.trim() || 96)
  if (!Number.isInteger(keep) || keep < 1) throw new Error('BACKUP_KEEP must be a positive integer, e.g. BACKUP_KEEP=96')
  const everyAt = process.argv.indexOf('--every')
  const everyMinutes = everyAt > 0 ? Number(process.argv[everyAt + 1]) : 0
  const once = async () => {
    const { dir, manifest } = await backup(config, backupDir)
    prune(backupDir, keep)
    console.log(`backup: ${manifest.leads} leads (${manifest.store}) in ${dir}, ${manifest.ms} ms`)
  }
  await once()
  if (everyMinutes > 0) {
    setInterval(() => once().catch((e: Error) => console.error(`backup failed: ${e.message}`)), everyMinutes * 60_000)
  }
}

if (process.argv[1]?.endsWith('deploy/backup.ts')) {
  main().catch((error: unknown) => {
    console.error(`backup failed: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  })
}
