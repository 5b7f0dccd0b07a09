import { spawnSync } from 'node:child_process'
import { copyFile, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { soapstoneCategory, soapstoneSlab } from '../helpers/new-records'
import { writeMissingTexts } from '../helpers/copies'
import { copyBuild, copyProject } from '../helpers/project-copy'
import { startSiteServer } from '../helpers/site-server'
import { consoleProblems, expectSoundPage } from './live'
import { choose, fillValid, openQuoteForm } from './quote-form'
import { quoteLabel, quoteText } from '../helpers/words'

/**
 * A marketer's change is only data. On a copy of the project, everything a marketer adds is written as data — a new
 * page (one of its lines longer than the code's line limit), a header-menu entry and a footer link to it, a new slab
 * category with a slab and the slab's own image file, a new town, a draft page, a redirect, and a shared section on
 * two pages — and no other file is touched. Then the fast half of `npm test` (formatter and linter, generated-file
 * check, validate, build; the type check reads none of those files) passes on the copy, and the built site, served by the copy's own server, shows
 * all of it. The copy has no tools/ folder: the build needs no artwork generator.
 */

const NEW_PAGE = '/outdoor-kitchen-countertops-westchester'
const DRAFT = '/spring-offer'

let copy: Awaited<ReturnType<typeof copyProject>>
let site: Awaited<ReturnType<typeof startSiteServer>>
const steps: { step: string; status: number | null; output: string }[] = []

async function editJson(file: string, change: (json: any) => void) {
  const path = join(copy.dir, file)
  const json = JSON.parse(await readFile(path, 'utf8'))
  change(json)
  await writeFile(path, `${JSON.stringify(json, null, 2)}\n`)
}

async function addData() {
  const pageText = await readFile(join(copy.dir, 'pages/about.json'), 'utf8')
  const $schema = JSON.parse(pageText).$schema
  await writeFile(
    join(copy.dir, `pages${NEW_PAGE}.json`),
    JSON.stringify(
      {
        $schema,
        meta: {
          title: 'Outdoor Kitchen Countertops in Westchester County',
          description:
            'Weather-proof porcelain, granite and quartzite outdoor kitchen countertops, fabricated and installed across Westchester County.',
          keywords: ['outdoor kitchen countertops', 'Westchester'],
        },
        sections: [
          {
            type: 'hero',
            headline: 'Outdoor Kitchens Built for Every Season',
            text: 'Porcelain and granite that shrug off sun, frost and summer storms: templated, fabricated and installed by our own crews, with a written quote before any work begins and no hidden fees.',
            buttons: [{ label: 'Get Free Quote', href: '#quote' }],
          },
          { type: 'block', block: 'outdoor-cta' },
          { type: 'quote-form' },
        ],
      },
      null,
      2,
    ),
  )
  await writeFile(
    join(copy.dir, `pages${DRAFT}.json`),
    JSON.stringify({
      $schema,
      draft: true,
      meta: {
        title: 'Spring Countertop Offer',
        description: 'A spring offer on quartz and granite countertops across Westchester County, not yet announced.',
        keywords: ['spring offer'],
      },
      sections: [{ type: 'hero', headline: 'Spring Offer' }],
    }),
  )
  await editJson('data/blocks.json', (d) =>
    d.items.push({
      id: 'outdoor-cta',
      section: {
        type: 'cta-band',
        headline: 'Cook Outside All Summer',
        text: 'Ask about weather-proof porcelain for your patio kitchen.',
        buttons: [{ label: 'Get Free Quote', href: '/contact' }],
      },
    }),
  )
  await editJson('pages/about.json', (p) => p.sections.push({ type: 'block', block: 'outdoor-cta' }))
  await editJson('data/navigation.json', (n) => {
    const services = n.header.items.find((i: { label: string }) => i.label === 'Services')
    services.groups.at(-1).items.push({ label: 'Outdoor Kitchens', href: NEW_PAGE })
    const footer = n.footer.lists.find((l: { title: string }) => l.title === 'Services')
    footer.items.find((i: { label: string }) => i.label === 'Outdoor Kitchens').href = NEW_PAGE
  })
  await editJson('data/redirects.json', (d) => d.items.push({ from: '/outdoor-countertops', to: NEW_PAGE }))
  await editJson('data/slab-categories.json', (d) => d.items.push(soapstoneCategory))
  await editJson('data/slabs.json', (d) => d.items.push({ ...soapstoneSlab, image: 'slab-soapstone-barroca' }))
  // The slab's own picture: a file in the image folder and its entry (the entry shaped like the others).
  await copyFile(join(copy.dir, 'data/images/slab-granite-absolute-black.webp'), join(copy.dir, 'data/images/slab-soapstone-barroca.webp'))
  await editJson('data/images.json', (images) => {
    images['slab-soapstone-barroca'] = {
      ...images['slab-granite-absolute-black'],
      src: 'slab-soapstone-barroca.webp',
      alt: 'Barroca soapstone from Finland: charcoal grey with soft white veins, honed',
    }
  })
  await editJson('data/locations.json', (d) =>
    d.items.push({
      name: 'Briarcliff Manor',
      slug: 'briarcliff-manor',
      type: 'village',
      description: 'A village of stone walls and old estates in the towns of Ossining and Mount Pleasant.',
      zipCodes: ['10510'],
      parentTown: 'Ossining',
      quoteOption: true,
    }),
  )
}

test.describe('a marketer adds pages, menus, records, an image, a draft, a redirect and a shared section as data only', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })

  test.beforeAll(async () => {
    test.setTimeout(600_000)
    copy = await copyProject([
      'app',
      'ui',
      'sections',
      'schemas',
      'api',
      'pages',
      'data',
      'package.json',
      'tsconfig.json',
      'biome.json',
      '.gitignore',
      'panda.config.ts',
      'postcss.config.cjs',
      'vite.config.ts',
    ])
    await addData()
    // What she added, in Spanish too: here its English words stand in for the translator's (what a copy must hold, and
    // every message when it does not, are tests/unit/validate-locales.test.ts').
    await writeMissingTexts(copy.dir)
    // From the project's own build: the copy's build renders what the data changed (a full build's bytes:
    // tests/unit/build.test.ts).
    await copyBuild(copy.dir)
    const run = (step: string, args: string[]) => {
      const result = spawnSync(args[0], args.slice(1), { cwd: copy.dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })
      steps.push({ step, status: result.status, output: `${result.stdout}\n${result.stderr}` })
    }
    // The fast half of npm test (tests/run.sh), on the copy.
    run('format and lint', ['npx', 'biome', 'check', '.'])
    run('generated files are current', [process.execPath, '--import', 'tsx', 'schemas/generate.ts', '--check'])
    run('validate', [process.execPath, '--import', 'tsx', 'schemas/validate-cli.ts'])
    // The type check: its verdict on the copy is the project's (npm test runs it) when it reads none of the copy's
    // pages and records, the only files changed here. What it reads, listed without checking (a sixth of the time):
    run('type check reads no page or record', ['sh', '-c', 'npx panda codegen --silent && npm run -s typecheck -- --listFilesOnly'])
    const listed = steps.at(-1)!
    const dataRead = listed.output
      .split('\n')
      .filter((file) => file.startsWith(join(copy.dir, 'pages/')) || file.startsWith(join(copy.dir, 'data/')))
    if (listed.status === 0 && dataRead.length) Object.assign(listed, { status: 1, output: `the type check reads ${dataRead.join(', ')}` })
    run('build', [process.execPath, '--import', 'tsx', 'app/builder/build.ts'])
    if (steps.every((s) => s.status === 0)) site = await startSiteServer(join(copy.dir, 'var'), copy.dir)
  })
  test.afterAll(async () => {
    site?.stop()
    await copy?.cleanup()
  })

  test('the fast half of npm test passes on the changed copy', () => {
    for (const { step, status, output } of steps) expect(status, `${step}:\n${output.slice(-3000)}`).toBe(0)
  })

  test('the new page is prerendered, in the header menu, the footer and the sitemap, and sound at phone width', async ({ page }) => {
    test.skip(!site, 'the copy did not build')
    await page.setViewportSize({ width: 390, height: 844 })
    const problems = consoleProblems(page)
    const response = await page.goto(site.url + NEW_PAGE)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Outdoor Kitchens Built for Every Season')
    await expect(page.locator('main')).toContainText('Cook Outside All Summer')
    await expect(page.locator(`footer a[href="${NEW_PAGE}"]`)).toHaveText('Outdoor Kitchens')
    await expectSoundPage(page, problems)

    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(site.url)
    await page.getByRole('button', { name: 'Services' }).click()
    await expect(page.getByRole('menuitem', { name: 'Outdoor Kitchens' })).toHaveAttribute('href', NEW_PAGE)

    const sitemap = await (await page.request.get(`${site.url}/sitemap.xml`)).text()
    expect(sitemap).toContain(`${NEW_PAGE}</loc>`)
    expect(sitemap).not.toContain(DRAFT)
  })

  test('the shared section shows on both pages it is placed on', async ({ page }) => {
    test.skip(!site, 'the copy did not build')
    const problems = consoleProblems(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${site.url}/about`)
    await expect(page.locator('main')).toContainText('Cook Outside All Summer')
    await expectSoundPage(page, problems)
  })

  test('the draft is not built, and the redirect answers from the server for the page and its data', async ({ request }) => {
    test.skip(!site, 'the copy did not build')
    expect((await request.get(site.url + DRAFT)).status()).toBe(404)
    const moved = await request.get(`${site.url}/outdoor-countertops`, { maxRedirects: 0 })
    expect(moved.status()).toBe(301)
    expect(moved.headers().location).toBe(NEW_PAGE)
    const data = await request.get(`${site.url}/_data/outdoor-countertops.json`, { maxRedirects: 0 })
    expect(data.headers().location).toBe(`/_data${NEW_PAGE}.json`)
  })

  test('the new slab category filters the catalogue, and its slab shows its own picture', async ({ page }) => {
    test.skip(!site, 'the copy did not build')
    await page.goto(`${site.url}/slab-selection?material=soapstone`)
    const card = page.locator('main li').filter({ hasText: 'Barroca' })
    await expect(card).toHaveCount(1)
    await expect(card.locator('img')).toHaveAttribute('src', /slab-soapstone-barroca-\d+\.webp$/)
  })

  test('the new town is an option of the quote form', async ({ page }) => {
    test.skip(!site, 'the copy did not build')
    await page.goto(`${site.url}/contact`)
    await expect(page.locator('select[name="location"] option', { hasText: 'Briarcliff Manor' })).toHaveCount(1)
    // …of the live form too, and the copy's server takes a request from it (it validates with the build's options).
    await openQuoteForm(page, `${site.url}/contact`)
    await fillValid(page, `briarcliff.${Date.now()}@example.com`)
    await choose(page, quoteLabel('location'), 'Briarcliff Manor')
    await page.getByRole('button', { name: quoteText.forms.quote.submit }).click()
    await expect(page.getByRole('heading', { name: quoteText.forms.quote.confirmation.title })).toBeVisible()
  })
})
