import { spawnSync } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { launchPlaceholders } from '../../schemas/launch'
import { readProject } from '../../schemas/load'
import { formatIssue } from '../../schemas/validate'
import { copyProject } from '../helpers/project-copy'

/**
 * The launch check (`npm run validate -- --launch`): every sample and placeholder the preview site was built with is
 * listed at its file and path; once each is replaced, nothing is — the check's output is the "before launch" list.
 */
let dir: string
let cleanup: () => Promise<void>
beforeEach(
  async () =>
    ({ dir, cleanup } = await copyProject(['pages', 'data', 'schemas', 'sections', 'app', 'ui', 'package.json', 'tsconfig.json'])),
)
afterEach(() => cleanup())

const read = async (file: string) => JSON.parse(await readFile(join(dir, file), 'utf8'))
const write = (file: string, json: unknown) => writeFile(join(dir, file), `${JSON.stringify(json, null, 2)}\n`)
const listed = async () => launchPlaceholders(await readProject(dir)).map(formatIssue)
const launch = () => spawnSync(process.execPath, ['--import', 'tsx', 'schemas/validate-cli.ts', dir, '--launch'], { encoding: 'utf8' })

describe('the launch check', () => {
  it('lists the placeholder phone, the example e-mail domain, every sample review and every sample project picture', async () => {
    const out = await listed()
    const site = await read('data/site.json')
    expect(out).toContain(
      `data/site.json › phone.display: the placeholder phone number ${site.phone.display}: write the business's real number`,
    )
    expect(out).toContain(
      `data/site.json › phone.digits: the placeholder phone number ${site.phone.digits}: write the business's real number`,
    )
    expect(out.filter((l) => l.startsWith('data/site.json › email: an e-mail address at ') && l.includes('.example.com'))).toHaveLength(1)
    expect(out.filter((l) => l.startsWith('data/site.json › rating.source.url: a link to search results'))).toHaveLength(1)
    // Every review marked as a sample, at its place in the file.
    const reviews: { sample?: boolean; name: string }[] = (await read('data/testimonials.json')).items
    const samples = reviews.flatMap((r, i) => (r.sample ? [i] : []))
    expect(samples.length).toBeGreaterThan(0)
    for (const i of samples)
      expect(out.some((l) => l.startsWith(`data/testimonials.json › items[${i}]: a sample record by ${reviews[i].name}`))).toBe(true)
    // Every project's picture and every transformation's pictures (sample artwork).
    const images = await read('data/images.json')
    const pictures = [
      ...(await read('data/projects.json')).items.map((p: { image: string }) => p.image),
      ...(await read('data/before-after.json')).items.flatMap((p: { beforeImage: string; afterImage: string }) => [
        p.beforeImage,
        p.afterImage,
      ]),
    ]
    for (const name of pictures)
      expect(out, name).toContain(
        `data/images.json › ${name}: sample artwork (data/images/${images[name].src}): replace the file with a photo of your own work, update "alt", remove "sample"`,
      )
    // A form field's example text is an example by design.
    expect(out.some((l) => /\.placeholder: /.test(l))).toBe(false)
    // The command says the same and fails while any remains.
    const cli = launch()
    expect(cli.status).toBe(1)
    for (const line of out) expect(cli.stderr).toContain(line)
  }, 60_000)

  it('lists nothing once each is replaced, and the command passes', async () => {
    const site = await read('data/site.json')
    site.url = 'https://www.westchesterstonecountertops.com'
    site.phone = { display: '(914) 328-7000', digits: '19143287000' }
    site.email = 'hello@westchesterstonecountertops.com'
    site.rating.source.url = 'https://g.page/r/westchester-stone-countertops/review'
    await write('data/site.json', site)
    const reviews = await read('data/testimonials.json')
    for (const review of reviews.items) delete review.sample
    await write('data/testimonials.json', reviews)
    const images = await read('data/images.json')
    for (const entry of Object.values(images) as { sample?: boolean }[]) delete entry.sample
    await write('data/images.json', images)
    expect(await listed()).toEqual([])
    const cli = launch()
    expect(cli.stdout).toContain('✔ no sample or placeholder left: ready to launch')
    expect(cli.status, cli.stderr).toBe(0)
  }, 60_000)
})
