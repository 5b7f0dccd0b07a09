import { cp, mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const projectRoot = resolve(import.meta.dirname, '../..')

/**
 * A throw-away copy of the project (sources, pages, data; node_modules linked, no build output)
 * that a test may break or extend without touching the real files.
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
) {
  const dir = await mkdtemp(join(tmpdir(), 'site-copy-'))
  for (const part of parts) await cp(join(projectRoot, part), join(dir, part), { recursive: true })
  await symlink(join(projectRoot, 'node_modules'), join(dir, 'node_modules'), 'dir')
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) }
}
