/**
 * `npm run bench:build`: the build's three loops on this machine, each the median of 3 (`--runs N` for another
 * count), on a throw-away copy of the project with its own empty image cache:
 *   cold       no dist/, no image cache: every image encoded, everything built (a clean clone's first build);
 *   no change  the same build again: nothing to do;
 *   one page   a page's title edited, then built: that route alone is rendered again.
 * Each line gives the wall time of `node --import tsx app/builder/build.ts` (what `npm run build` runs), the CPU it used
 * (user + system, from /usr/bin/time when it is there) and, for the cold build, the images' share: the wall time of
 * the image pipeline, which runs beside Vite's builds and the prerender. The load average at the start says how busy
 * the machine was.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import { copyProject } from '../helpers/project-copy'

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3
// On disk, as a project is: the build writes some thousand files.
const copy = await copyProject(undefined, { onDisk: true })
// A cache of its own, empty: the cold build encodes every image.
await rm(join(copy.dir, '.cache'), { force: true })
await mkdir(join(copy.dir, '.cache'))

type Run = { wall: number; cpu?: number; images?: number; rendered?: string }
function build(): Run {
  const node = [process.execPath, '--import', 'tsx', 'app/builder/build.ts']
  const timed = existsSync('/usr/bin/time')
  const started = performance.now()
  const run = timed
    ? spawnSync('/usr/bin/time', ['-f', 'cpu %U %S', ...node], { cwd: copy.dir, encoding: 'utf8' })
    : spawnSync(node[0], node.slice(1), { cwd: copy.dir, encoding: 'utf8' })
  const wall = (performance.now() - started) / 1000
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr)
    throw new Error('the build failed')
  }
  const cpu = /cpu ([\d.]+) ([\d.]+)/.exec(run.stderr)
  // A full build encodes the stone texture first, then the rest: one summary line each, one after the other.
  const images = [...run.stdout.matchAll(/^images: .* ([\d.]+) s ->/gm)].map((m) => Number(m[1]))
  return {
    wall,
    cpu: cpu ? Number(cpu[1]) + Number(cpu[2]) : undefined,
    images: images.length ? images.reduce((a, b) => a + b) : undefined,
    rendered: /(\d+ of \d+ routes rendered)/.exec(run.stdout)?.[1],
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const s = (x: number | undefined) => (x === undefined ? '—' : `${x.toFixed(1)} s`)
function report(name: string, target: number, list: Run[], beside = false) {
  const wall = median(list.map((r) => r.wall))
  const cpus = list.flatMap((r) => (r.cpu === undefined ? [] : [r.cpu]))
  const images = list.flatMap((r) => (r.images === undefined ? [] : [r.images]))
  const share = images.length
    ? `, images ${s(median(images))} (${((median(images) / wall) * 100).toFixed(0)} % of it${beside ? ', beside Vite and the prerender' : ''})`
    : ''
  console.log(
    `${name.padEnd(10)} ${s(wall).padStart(8)}  (runs ${list.map((r) => s(r.wall)).join(', ')}; CPU ${s(cpus.length ? median(cpus) : undefined)}${share}) — target ≤ ${target} s${wall <= target ? '' : ', missed'}${list[0].rendered ? `; ${list[0].rendered}` : ''}`,
  )
}

try {
  console.log(`${availableParallelism()} cores, load average ${loadavg()[0].toFixed(2)} at the start; ${runs} runs each\n`)
  const cold: Run[] = []
  for (let i = 0; i < runs; i++) {
    await rm(join(copy.dir, 'dist'), { recursive: true, force: true })
    for (const f of await readdir(join(copy.dir, '.cache'))) await rm(join(copy.dir, '.cache', f), { recursive: true, force: true })
    cold.push(build())
  }
  report('cold', 30, cold, true)
  const warm: Run[] = []
  for (let i = 0; i < runs; i++) warm.push(build())
  report('no change', 5, warm)
  const page = join(copy.dir, 'pages/about.json')
  const original = await readFile(page, 'utf8')
  const edits: Run[] = []
  for (let i = 0; i < runs; i++) {
    const json = JSON.parse(original)
    json.meta.title = `${json.meta.title} (${i + 1})`
    await writeFile(page, JSON.stringify(json, null, 2))
    edits.push(build())
  }
  report('one page', 3, edits)
  console.log(`\nload average ${loadavg()[0].toFixed(2)} at the end`)
} finally {
  await copy.cleanup()
}
