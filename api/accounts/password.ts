/**
 * Passwords: argon2id through @node-rs/argon2 (prebuilt binaries, no compiler; hashing and verifying run on libuv's
 * thread pool, never on the event loop). Parameters: 64 MiB, 3 passes, 1 lane (RFC 9106's second recommended option
 * with one lane; above OWASP's minimum of 19 MiB and 2 passes), about 55 ms a hash on the 2-core development machine.
 * A hash keeps its parameters, so raising them later still verifies older hashes.
 */
import { hash, verify } from '@node-rs/argon2'
import { DESK_PASSWORD_MIN } from '../../schemas/desk'

/** `algorithm: 2` is the library's `Algorithm.Argon2id` (a const enum, which isolated modules can not read). */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 65_536, timeCost: 3, parallelism: 1 } as const

/** The shortest password (schemas/desk.ts: the desk's users screen says it too). */
export const PASSWORD_MIN = DESK_PASSWORD_MIN
/** Longer passwords are refused before hashing: a megabyte password must not cost the server anything. */
export const PASSWORD_MAX = 1024

/** Why a password can not be used, or null. Length in characters (code points); nothing is trimmed. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length
  if (length < PASSWORD_MIN) return `The password must have at least ${PASSWORD_MIN} characters`
  if (length > PASSWORD_MAX) return `The password must have at most ${PASSWORD_MAX} characters`
  return null
}

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS)

/** A hash no password matches, made once: an unknown e-mail costs what a wrong password does. */
let dummy: Promise<string> | undefined

/** Makes the dummy hash now (at start), so that the first unknown e-mail does not cost two hashes. */
export function prepareDummyHash(): Promise<string> {
  dummy ??= hash(`no user ${Math.random()}`, ARGON2_OPTIONS)
  return dummy
}

/** Verifies `password` against `stored`, or against a dummy hash when there is no user (same work, same answer). */
export async function checkPassword(stored: string | null, password: string): Promise<boolean> {
  const target = stored ?? (await prepareDummyHash())
  const ok = await verify(target, password).catch(() => false)
  return ok && stored !== null
}
