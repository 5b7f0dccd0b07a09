/**
 * PostgreSQL for a test file: the test database tests/pg.sh names (TEST_DATABASE_URL; without it the PostgreSQL
 * suites skip, unless REQUIRE_POSTGRES=1 says they must run), a schema of its own per test, dropped after the file.
 */
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import pg from 'pg'
import { afterAll } from 'vitest'
import { PgLeadStore } from '../../../api/store/postgres'
import { SqliteLeadStore } from '../../../api/store/sqlite'
import type { LeadStore } from '../../../api/store/types'
import { removeDir, tempDir } from './helpers'

export const PG_URL = process.env.TEST_DATABASE_URL
if (!PG_URL && process.env.REQUIRE_POSTGRES === '1')
  throw new Error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: run through tests/pg.sh')

/** Call once at the top of a test file: `admin` reads the database directly; `create()` makes a fresh schema. */
export function pgSchemas() {
  const admin = PG_URL ? new pg.Pool({ connectionString: PG_URL, max: 2 }) : undefined
  const schemas: string[] = []
  afterAll(async () => {
    for (const schema of schemas) await admin!.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await admin?.end()
  })
  return {
    admin,
    async create(): Promise<string> {
      const schema = `test_${randomUUID().replaceAll('-', '')}`
      await admin!.query(`CREATE SCHEMA ${schema}`)
      schemas.push(schema)
      return schema
    },
    /** Pool options whose queries run in `schema`. */
    options: (schema: string) => ({ connectionString: PG_URL, options: `-c search_path=${schema}` }),
  }
}

/** A lead store to run a suite on: SQLite in a temp folder always, PostgreSQL in a fresh schema under tests/pg.sh. */
export interface StoreBackend {
  name: 'sqlite' | 'postgres'
  skip: boolean
  open: () => Promise<LeadStore>
}

/**
 * The two stores for a test file (call once at its top, with `pgSchemas()`'s result): the temp folders are removed and
 * the schemas dropped after the file.
 */
export function storeBackends(pgTest: ReturnType<typeof pgSchemas>, prefix: string): StoreBackend[] {
  const dirs: string[] = []
  afterAll(() => dirs.forEach(removeDir))
  return [
    {
      name: 'sqlite',
      skip: false,
      async open() {
        const dir = tempDir(`${prefix}-`)
        dirs.push(dir)
        return new SqliteLeadStore(path.join(dir, 'leads.db'))
      },
    },
    { name: 'postgres', skip: !PG_URL, open: async () => new PgLeadStore(pgTest.options(await pgTest.create())) },
  ]
}
