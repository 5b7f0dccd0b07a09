import { existsSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const projectRoot = resolve(import.meta.dirname, '../..')

/**
 * Where copies are made: in memory (/dev/shm) where the machine has it. The tests make and drop a copy dozens of times
 * a run (one per validation case); on this machine's disk a copy took 350-650 ms, in memory about 120 ms. A benchmark
 * that times what a copy does passes `onDisk`, to time it where a project lives.
 */
const inMemory = existsSync('/dev/shm') ? '/dev/shm' : tmpdir()

/**
 * A throw-away copy of the project (sources, pages, data; node_modules and the build's cache folder linked, no build
 * output) that a test may break or extend without touching the real files. The image cache (.cache/) is shared, so
 * a copy's build encodes no image the project's own build has encoded.
 */
export async function copyProject(
  parts = [
    'app',
    'ui',
    'sections',
    'schemas',
    'pages',
    'data',
    'package.json',
    'tsconfig.json',
    'panda.config.ts',
    'postcss.config.cjs',
    'vite.config.ts',
  ],
  { onDisk = false } = {},
) {
  const dir = await mkdtemp(join(onDisk ? tmpdir() : inMemory, 'site-copy-'))
  await Promise.all(parts.map((part) => cp(join(projectRoot, part), join(dir, part), { recursive: true })))
  // node_modules is the copy's own folder of links to the project's packages: Vite keeps its pre-bundled
  // dependencies in node_modules/.vite, and two dev servers (the dev and editor tests, side by side) that shared
  // one would each rewrite it under the other's open pages.
  await mkdir(join(dir, 'node_modules'))
  const entries = (await readdir(join(projectRoot, 'node_modules'))).filter((entry) => entry !== '.vite')
  await Promise.all(entries.map((entry) => symlink(join(projectRoot, 'node_modules', entry), join(dir, 'node_modules', entry), 'dir')))
  await mkdir(join(projectRoot, '.cache'), { recursive: true })
  await symlink(join(projectRoot, '.cache'), join(dir, '.cache'), 'dir')
  // Removed again a few times if a process that just stopped (a dev or editor server's last run) wrote into it meanwhile.
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }) }
}

/**
 * Gives a copy the project's own build, when there is one (`npm test` builds before its tests): the copy's next
 * build is then incremental — only what the test changed is built again, as in a marketer's loop. That an
 * incremental build gives a full build's bytes is proven once, in tests/unit/build.test.ts. Without a build of the
 * project (or with other code), the copy's build is simply full.
 */
export async function copyBuild(dir: string) {
  if (!existsSync(join(projectRoot, 'dist/build-state.json'))) return
  // What the build writes, nothing else that may lie in dist/ (a benchmark's data folder).
  for (const part of ['client', 'server', 'build-state.json', 'csp.json', 'vite-manifest.json', 'server-manifest.json'])
    await cp(join(projectRoot, 'dist', part), join(dir, 'dist', part), { recursive: true })
}
