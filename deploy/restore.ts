/**
 * `npm run restore [-- <backup folder>] [--force]`: brings a backup of deploy/backup.ts back (default: the newest in
 * BACKUP_DIR, ./backups). Stop the site's processes first (systemctl stop app@* mailer@*), then start them again.
 * - SQLite: copies leads.db and events.db into DATA_DIR. A leads.db already there is refused unless `--force`, which
 *   moves it aside as `leads.db.before-restore-<time>` (with its WAL), never deletes it.
 * - PostgreSQL: `pg_restore --clean --if-exists --single-transaction` into DATABASE_URL (tables dropped and made again
 *   from the dump, all or nothing).
 * Prints the leads restored and the time it took.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { loadConfig } from '../api/config'
import { type BackupManifest, type BackupTarget, listBackups, pgLeadCount } from './backup'

export async function restore(target: BackupTarget, dir: string, force = false): Promise<{ leads: number; ms: number }> {
  const started = Date.now()
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest
  if (manifest.store === 'postgres') {
    if (!target.databaseUrl) throw new Error('this backup is of PostgreSQL: set DATABASE_URL to the database to restore into')
    execFileSync(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-acl',
        '--single-transaction',
        `--dbname=${target.databaseUrl}`,
        path.join(dir, 'leads.dump'),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    )
    return { leads: await pgLeadCount(target.databaseUrl), ms: Date.now() - started }
  }
  if (target.databaseUrl) throw new Error('this backup is of SQLite: unset DATABASE_URL and set DATA_DIR')
  fs.mkdirSync(target.dataDir, { recursive: true })
  const existing = path.join(target.dataDir, 'leads.db')
  if (fs.existsSync(existing)) {
    if (!force) throw new Error(`${existing} exists: stop the server, then run again with --force (it is moved aside, not deleted)`)
    const aside = `.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
    for (const name of manifest.files)
      for (const suffix of ['', '-wal', '-shm']) {
        const file = path.join(target.dataDir, name + suffix)
        if (fs.existsSync(file)) fs.renameSync(file, file + aside)
      }
  }
  for (const name of manifest.files) {
    fs.copyFileSync(path.join(dir, name), path.join(target.dataDir, `${name}.restoring`))
    fs.renameSync(path.join(target.dataDir, `${name}.restoring`), path.join(target.dataDir, name))
  }
  const db = new Database(existing, { readonly: true })
  const leads = (db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n
  db.close()
  return { leads, ms: Date.now() - started }
}

async function main(): Promise<void> {
  const config = loadConfig()
  const args = process.argv.slice(2)
  const force = args.includes('--force')
  const backupDir = path.resolve(process.env.BACKUP_DIR?.trim() || 'backups')
  const dir = args.find((a) => !a.startsWith('--')) ?? listBackups(backupDir).at(-1)
  if (!dir) throw new Error(`no backup in ${backupDir} (BACKUP_DIR): name the backup folder to restore`)
  const { leads, ms } = await restore(config, path.resolve(dir), force)
  console.log(`restore: ${leads} leads back from ${dir} in ${ms} ms`)
}

if (process.argv[1]?.endsWith('deploy/restore.ts')) {
  main().catch((error: unknown) => {
    console.error(`restore failed: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  })
}
