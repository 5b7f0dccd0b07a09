/**
 * The first owner (or any desk user) from the command line, on the store the server uses (DATA_DIR or DATABASE_URL):
 *   npm run desk:user -- --email owner@example.com --role owner [--name "Pat Owner"]
 * The password is asked twice on the terminal without echo, or read from DESK_PASSWORD (automation). An e-mail that
 * exists already gets the new password (its role unchanged, its sessions ended).
 * Exit codes: 0 done, 1 the store could not be used, 2 wrong arguments or password, 130 interrupted.
 */
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { loadConfig } from '../config'
import { stderrLogger } from '../stderr-logger'
import { openStore } from '../store/index'
import { uuidv7 } from '../uuid'
import { hashPassword, passwordProblem } from './password'
import { AccountStore, ROLES, type Role } from './store'

const USAGE = `Usage: npm run desk:user -- --email <address> --role owner|marketer [--name "<name>"]
The password is asked on the terminal (twice, not shown), or read from the DESK_PASSWORD environment variable.
With an e-mail address that exists already, the password is reset and the user's sessions end.
The store is the server's: DATABASE_URL (PostgreSQL) when set, else DATA_DIR/leads.db (SQLite).`

class Exit extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}

const EMAIL = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email(), v.toLowerCase())

function readArgs(argv: string[]) {
  let values: { email?: string; role?: string; name?: string; help?: boolean }
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }))
  } catch (error) {
    throw new Exit(`${(error as Error).message}\n${USAGE}`, 2)
  }
  if (values.help) throw new Exit(USAGE, 0)
  const email = v.safeParse(EMAIL, values.email ?? '')
  if (!email.success) throw new Exit(`--email: ${values.email ? `"${values.email}" is not an e-mail address` : 'missing'}\n${USAGE}`, 2)
  if (!ROLES.includes(values.role as Role)) throw new Exit(`--role: must be owner or marketer\n${USAGE}`, 2)
  const name = values.name?.trim()
  if (name !== undefined && (name.length > 100 || /\p{Cc}/u.test(name))) {
    throw new Exit('--name: at most 100 characters, no control characters', 2)
  }
  return { email: email.output, role: values.role as Role, name }
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const input = process.stdin
  process.stderr.write(question)
  input.setRawMode(true)
  input.setEncoding('utf8')
  input.resume()
  return new Promise((resolve, reject) => {
    let value = ''
    const finish = () => {
      input.setRawMode(false)
      input.pause()
      input.off('data', onData)
      process.stderr.write('\n')
    }
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          finish()
          return resolve(value)
        }
        if (ch === '\u0003') {
          finish()
          return reject(new Exit('Interrupted: nothing changed.', 130))
        }
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('')
        else value += ch
      }
    }
    input.on('data', onData)
  })
}

async function readPassword(): Promise<string> {
  const given = process.env.DESK_PASSWORD
  const password =
    given !== undefined && given !== ''
      ? given
      : await (async () => {
          if (!process.stdin.isTTY) throw new Exit('No terminal to ask the password on: set DESK_PASSWORD.', 2)
          const first = await askHidden('Password (at least 12 characters): ')
          const problem = passwordProblem(first)
          if (problem) throw new Exit(`${problem}. Nothing changed.`, 2)
          if ((await askHidden('The same password again: ')) !== first) throw new Exit('The two passwords differ. Nothing changed.', 2)
          return first
        })()
  const problem = passwordProblem(password)
  if (problem) throw new Exit(`${problem}${given ? ' (DESK_PASSWORD)' : ''}. Nothing changed.`, 2)
  return password
}

export async function main(argv: string[]): Promise<number> {
  try {
    const args = readArgs(argv)
    let config: ReturnType<typeof loadConfig>
    try {
      config = loadConfig()
    } catch (error) {
      throw new Exit((error as Error).message, 1)
    }
    const password = await readPassword()
    const passwordHash = await hashPassword(password)
    const { store } = await openStore(config, stderrLogger()).catch((error: Error) => {
      throw new Exit(error.message, 1)
    })
    try {
      const { created, user } = await new AccountStore(store).upsertFromCli({ id: uuidv7(), ...args, passwordHash }, Date.now())
      const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `${config.dataDir}/leads.db`
      if (created) console.log(`Created ${user.role} ${user.email} (id ${user.id}) in ${where}. Sign in to the desk with it.`)
      else {
        const role = user.role === args.role ? '' : ` Its role stays ${user.role}: change roles in the desk.`
        console.log(`Password reset for ${user.email} in ${where}; its sessions ended.${role}`)
      }
      return 0
    } catch (error) {
      throw new Exit(`The user could not be saved: ${(error as Error).message}`, 1)
    } finally {
      await store.close().catch(() => {})
    }
  } catch (error) {
    if (!(error instanceof Exit)) throw error
    ;(error.code === 0 ? console.log : console.error)(error.message)
    return error.code
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (error: Error) => {
    console.error(error.stack ?? error.message)
    process.exitCode = 1
  },
)
