import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The files that start processes of their own (a build of a project copy, the API's server, the HTML checker) take
 * the longest, so they start first. Vitest orders files by the durations of its last run, and without one — on a
 * clean clone, as in CI — by their size: those files then started last, and one worker ran on alone for 15 s after
 * the other had finished.
 */
class ProcessesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const starting = /\b(copyProject|spawn|spawnSync|execFile|execFileSync|fork|startServer)\(/
    const [first, rest]: TestSpecification[][] = [[], []]
    for (const file of await super.sort(files)) (starting.test(readFileSync(file.moduleId, 'utf8')) ? first : rest).push(file)
    return [...first, ...rest]
  }
}

export default defineConfig({
  resolve: { alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 240_000,
    pool: 'forks',
    // A worker runs its files one after another in one module cache (a tenth less time than a fresh process per
    // file): a test that changes process-wide state (process.env, a module's variables) puts it back when it ends.
    isolate: false,
    // Vitest's default is one worker less than the cores: a single one on a 2-core machine, where the files would
    // then run one after another. The long files (builds of a project copy, the HTML checker) wait on child
    // processes much of the time.
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: ProcessesFirst },
  },
})
