import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, test } from './tab'
import { delayIslandCode, openLive, seriousViolations } from './live'
import { counted, fill, pageFile, pattern, quoteLabel, quoteText, sectionText } from '../helpers/words'

/**
 * The four visitor tools of the specification: slab catalogue, material comparison, project gallery, before/after —
 * every state rule, as a visitor uses them, with the counts computed from the data files.
 */
const root = join(import.meta.dirname, '../..')
const data = <T>(name: string) => (JSON.parse(readFileSync(join(root, 'data', `${name}.json`), 'utf8')) as { items: T[] }).items
const slabs = data<{ id: string; name: string; category: string; price: string; features: string[] }>('slabs')
const categories = data<{ id: string; name: string }>('slab-categories')
const projects = data<{ id: string; title: string; category: string; material: string; location: string; description: string }>('projects')
/** The projects the gallery page shows (it names them, or shows every one), in its order. */
const galleryProjects = () => {
  const page = JSON.parse(readFileSync(join(root, 'pages/gallery.json'), 'utf8')) as { sections: { type: string; projects?: string[] }[] }
  const ids = page.sections.find((s) => s.type === 'project-gallery')?.projects
  return ids ? ids.map((id) => projects.find((p) => p.id === id)!) : projects
}
const ratings = data<{
  id: string
  material: string
  durability: number
  maintenance: number
  heatResistance: number
  stainResistance: number
  cost: number
}>('material-ratings')
const transformations = data<{
  title: string
  projectDetails: { duration: string; sqft: string; investment: string; year: string }
  challenges: string[]
  solutions: string[]
}>('before-after')

const titles = (page: Page) => page.locator('#projects li h3')

/** What the tools say, from data/section-text.json: the controls are found by these labels. */
const slabWords = sectionText['slab-catalogue']
const galleryWords = sectionText['project-gallery']
const comparisonWords = sectionText['material-comparison']
const favoriteOf = (name: string) => fill(slabWords.favorite, { name })
const detailsOf = (name: string) => fill(slabWords.viewDetails.label, { name })
const anyFavorites = new RegExp(
  [slabWords.favorites.one, slabWords.favorites.other].map((t) => pattern(t, { count: '\\d+' }).source).join('|'),
)

/** WCAG contrast ratio of two computed `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

test.describe('slab catalogue', () => {
  test.use({ viewport: { width: 1440, height: 900 } })
  const filters = (page: Page) => page.getByRole('radiogroup', { name: slabWords.filterLabel })

  test('filters by category: All 46, Granite 12, Quartz 12, Quartzite 8, Marble 7, Porcelain 7, in the URL and after a reload', async ({
    page,
  }) => {
    expect(slabs).toHaveLength(46)
    await openLive(page, '/slab-selection')
    const cards = page.locator('#slabs li h3')
    await expect(page.getByText(counted(slabWords.status, 46), { exact: true })).toBeVisible()
    await expect(cards).toHaveCount(46)
    await expect(filters(page).getByRole('radio', { name: slabWords.all })).toBeChecked()
    for (const [name, count] of [
      ['Granite', 12],
      ['Quartz', 12],
      ['Quartzite', 8],
      ['Marble', 7],
      ['Porcelain', 7],
    ] as const) {
      await filters(page).getByRole('radio', { name, exact: true }).click()
      await expect(page.locator('#slabs').getByRole('status')).toHaveText(counted(slabWords.status, count))
      await expect(cards).toHaveCount(count)
      expect(slabs.filter((s) => s.category === name.toLowerCase())).toHaveLength(count)
      await expect(filters(page).getByRole('radio', { name, exact: true })).toBeChecked()
    }
    await filters(page).getByRole('radio', { name: 'Granite', exact: true }).click()
    await expect(page).toHaveURL(/\?material=granite$/)
    await page.reload()
    await openLive(page, '/slab-selection?material=granite')
    await expect(page.getByText(counted(slabWords.status, 12), { exact: true })).toBeVisible()
    await expect(filters(page).getByRole('radio', { name: 'Granite', exact: true })).toBeChecked()
    await openLive(page, '/slab-selection?material=onyx')
    await expect(page.getByText(counted(slabWords.status, 46), { exact: true })).toBeVisible()
    await expect(filters(page).getByRole('radio', { name: slabWords.all })).toBeChecked()
  })

  test('favorites: the count shows only above zero and follows each toggle', async ({ page }) => {
    await openLive(page, '/slab-selection')
    const [first, second] = slabs
    await expect(page.getByText(anyFavorites)).toHaveCount(0)
    await page.getByRole('button', { name: favoriteOf(first.name), exact: true }).click()
    await expect(page.getByRole('button', { name: favoriteOf(first.name), exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByText(counted(slabWords.favorites, 1))).toBeVisible()
    await page.getByRole('button', { name: favoriteOf(second.name), exact: true }).click()
    await expect(page.getByText(counted(slabWords.favorites, 2))).toBeVisible()
    await page.getByRole('button', { name: favoriteOf(first.name), exact: true }).click()
    await expect(page.getByText(counted(slabWords.favorites, 1))).toBeVisible()
    await page.getByRole('button', { name: favoriteOf(second.name), exact: true }).click()
    await expect(page.getByText(anyFavorites)).toHaveCount(0)
  })

  test('the details dialog shows every spec and feature, closes by Escape and by its control, and gives focus back', async ({ page }) => {
    await openLive(page, '/slab-selection')
    const slab = slabs.find((s) => s.features.length > 2)!
    const opener = page.getByRole('button', { name: detailsOf(slab.name) })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: slab.name })
    await expect(dialog).toBeVisible()
    for (const feature of slab.features) await expect(dialog.getByText(feature)).toBeVisible()
    await expect(dialog.getByText(slab.price)).toBeVisible()
    await expect(dialog.getByRole('link', { name: slabWords.select })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    // The favorite toggle inside the dialog is the card's own state.
    await dialog.getByRole('button', { name: favoriteOf(slab.name) }).click()
    await expect(page.getByText(counted(slabWords.favorites, 1))).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
    await opener.click()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('Select This Slab opens the quote form, at the form, with the slab, its category and price', async ({ page }) => {
    await openLive(page, '/slab-selection')
    const slab = slabs.find((s) => s.category === 'quartzite')!
    const category = categories.find((c) => c.id === slab.category)!.name
    await page.getByRole('button', { name: detailsOf(slab.name) }).click()
    await page.getByRole('dialog').getByRole('link', { name: slabWords.select }).click()
    await expect(page).toHaveURL(/\/contact\?.*#quote$/)
    const params = new URL(page.url()).searchParams
    expect({ slab: params.get('slab'), category: params.get('category'), price: params.get('price') }).toEqual({
      slab: slab.name,
      category,
      price: slab.price,
    })
    await openLive(page, page.url().replace(/^https?:\/\/[^/]+/, ''))
    await expect(
      page.getByText(
        fill(quoteText.slab.selected, { slab: `${slab.name} (${category}, ${fill(quoteText.slab.price, { price: slab.price })})` }),
      ),
    ).toBeVisible()
    await expect(page.getByLabel(quoteLabel('message'))).toHaveValue('') // the visitor's own words, not a sentence about the slab
  })

  test('works at 390 px: two actions on every card, reachable by touch', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    const page = await context.newPage()
    await page.goto('/slab-selection')
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    // A tap may come before the catalogue is live: it wakes it and is replayed.
    await page.getByRole('button', { name: favoriteOf(slabs[0].name) }).tap()
    await expect(page.getByText(counted(slabWords.favorites, 1))).toBeVisible()
    await page.getByRole('button', { name: detailsOf(slabs[1].name) }).tap()
    await expect(page.getByRole('dialog', { name: slabs[1].name })).toBeVisible()
    await context.close()
  })
})

test.describe('material comparison', () => {
  test.use({ viewport: { width: 1440, height: 900 } })
  const picker = (page: Page) => page.getByRole('group', { name: comparisonWords.pickerLabel })
  const cardTitles = (page: Page) => page.locator('#compare li h3')

  test('starts with Granite and Quartz; adds a third, refuses a fourth, deselects, keeps the last one — and says why', async ({ page }) => {
    await openLive(page, '/material-comparison')
    await expect(cardTitles(page)).toHaveText(['Granite', 'Quartz'])
    await expect(picker(page).getByRole('button', { name: 'Granite' })).toHaveAttribute('aria-pressed', 'true')
    await picker(page).getByRole('button', { name: 'Marble' }).click()
    await expect(cardTitles(page)).toHaveText(['Granite', 'Quartz', 'Marble'])
    const porcelain = picker(page).getByRole('button', { name: 'Porcelain' })
    await expect(porcelain).toHaveAttribute('aria-disabled', 'true')
    // aria-disabled, not disabled: a visitor can still press it and is told why nothing changes.
    await porcelain.click({ force: true })
    await expect(cardTitles(page)).toHaveText(['Granite', 'Quartz', 'Marble'])
    await expect(page.getByText(comparisonWords.full)).toBeVisible()
    await picker(page).getByRole('button', { name: 'Granite' }).click()
    await expect(cardTitles(page)).toHaveText(['Quartz', 'Marble'])
    await picker(page).getByRole('button', { name: 'Marble' }).click()
    await expect(cardTitles(page)).toHaveText(['Quartz'])
    await picker(page).getByRole('button', { name: 'Quartz', exact: true }).click({ force: true })
    await expect(cardTitles(page)).toHaveText(['Quartz'])
    await expect(page.getByText(comparisonWords.last)).toBeVisible()
  })

  test('rating bars: value = rating × 10, the number written, green from 8, yellow at 6–7, red below 6', async ({ page }) => {
    await openLive(page, '/material-comparison')
    for (const m of ratings.filter((r) => ['granite', 'quartz'].includes(r.id))) {
      const card = page.locator('#compare li').filter({ has: page.getByRole('heading', { name: m.material, exact: true }) })
      for (const key of ['durability', 'heatResistance', 'cost'] as const) {
        const label = comparisonWords.ratings[key]
        const bar = card.getByRole('progressbar', { name: label })
        await expect(bar).toHaveAttribute('aria-valuenow', String(m[key] * 10))
        await expect(card.getByText(`${m[key]}/10`).first()).toBeVisible()
        const range = bar.locator('[data-part=range]')
        const [width, track, color] = await range.evaluate((el) => [
          el.getBoundingClientRect().width,
          (el.parentElement as HTMLElement).getBoundingClientRect().width,
          getComputedStyle(el).backgroundColor,
        ])
        expect(Math.round(((width as number) / (track as number)) * 100)).toBe(m[key] * 10)
        const expected = m[key] >= 8 ? 'rgb(47, 125, 79)' : m[key] >= 6 ? 'rgb(183, 121, 31)' : 'rgb(180, 35, 24)'
        expect(color).toBe(expected)
      }
    }
  })
})

test.describe('project gallery', () => {
  test.use({ viewport: { width: 1440, height: 900 } })
  const filters = (page: Page) => page.getByRole('radiogroup', { name: galleryWords.filterLabel })

  test('one filter at a time, starting with All; a project shows when its category or material matches', async ({ page }) => {
    await openLive(page, '/gallery')
    const shown = galleryProjects()
    await expect(titles(page)).toHaveCount(shown.length)
    await expect(filters(page).getByRole('radio', { name: slabWords.all })).toBeChecked()
    for (const name of ['Kitchen', 'Bathroom', 'Bar', 'Outdoor', 'Granite', 'Quartz', 'Marble']) {
      await filters(page).getByRole('radio', { name, exact: true }).click()
      const expected = shown.filter((p) => p.category === name || p.material === name).map((p) => p.title)
      await expect(titles(page)).toHaveText(expected)
      await expect(filters(page).locator('[aria-checked=true]')).toHaveText([name])
    }
    await filters(page).getByRole('radio', { name: 'Kitchen', exact: true }).click()
    await expect(page).toHaveURL(/\?filter=kitchen$/)
    await page.reload()
    await openLive(page, '/gallery?filter=kitchen')
    await expect(titles(page)).toHaveCount(shown.filter((p) => p.category === 'Kitchen').length)
    await openLive(page, '/gallery?filter=everything')
    await expect(titles(page)).toHaveCount(shown.length)
  })

  test('a filter with no match says so (fixture: a gallery of kitchens with a Bar filter)', async ({ page }) => {
    // The fixture page is rendered by the build's own server renderer from the gallery's resolved data.
    const { render } = (await import(
      pathToFileURL(join(root, 'dist/server/entry-server.js')).href
    )) as typeof import('../../app/render/entry-server')
    const gallery = JSON.parse(readFileSync(join(root, 'dist/client/_data/gallery.json'), 'utf8'))
    const notFound = JSON.parse(readFileSync(join(root, 'dist/client/_data/404.json'), 'utf8'))
    const frame = JSON.parse(readFileSync(join(root, 'dist/client/_data/_site.json'), 'utf8'))
    const manifest = JSON.parse(readFileSync(join(root, 'dist/server-manifest.json'), 'utf8'))
    gallery.sections = gallery.sections.map((s: { type: string; projects: { category: string }[] }) =>
      s.type === 'project-gallery' ? { ...s, filters: ['All', 'Bar'], projects: s.projects.filter((p) => p.category === 'Kitchen') } : s,
    )
    const { html } = await render('/gallery', manifest, { page: () => gallery, notFound, frame, build: frame.build })
    await page.route('**/gallery', (route) => route.fulfill({ contentType: 'text/html', body: html }))
    await openLive(page, '/gallery')
    await filters(page).getByRole('radio', { name: 'Bar', exact: true }).click()
    await expect(titles(page)).toHaveCount(0)
    await expect(page.getByText(galleryWords.emptyMessage).first()).toBeVisible()
  })
})

test.describe('before and after', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a card opens the dialog with both images, the stats, challenges and solutions; ×, Escape and a click outside close it', async ({
    page,
  }) => {
    await openLive(page, '/before-after')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const [project] = transformations
    const opener = page.getByRole('button', { name: project.title })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: project.title })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(sectionText['before-after'].before, { exact: true })).toBeVisible()
    await expect(dialog.getByText(sectionText['before-after'].after, { exact: true })).toBeVisible()
    await expect(dialog.locator('img')).toHaveCount(2)
    for (const value of Object.values(project.projectDetails)) await expect(dialog.getByText(value, { exact: true })).toBeVisible()
    for (const line of [...project.challenges, ...project.solutions]) await expect(dialog.getByText(line)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    await page.getByRole('button', { name: transformations[1].title }).click()
    await expect(page.getByRole('dialog', { name: transformations[1].title })).toBeVisible()
    // Escape once the dialog has taken focus (on the next frame), as a visitor presses it on what they see.
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await page.getByRole('button', { name: transformations[2].title }).click()
    const third = page.getByRole('dialog', { name: transformations[2].title })
    await expect(third).toBeVisible()
    // Once it has finished opening (a click during the opening animation is not yet "outside"), as a visitor's is.
    await third.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)))
    await page.mouse.click(8, 450)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('each tool shows all its content: 46 slabs with their details and Select links, every project, every transformation with its stats, every material’s ratings', async ({
    page,
  }) => {
    await page.goto('/slab-selection')
    await expect(page.locator('#slabs li h3')).toHaveCount(46)
    await expect(page.getByRole('link', { name: slabWords.select })).toHaveCount(46)
    await expect(page.getByRole('radiogroup', { name: slabWords.filterLabel })).toBeHidden()
    await page.goto('/gallery')
    for (const p of galleryProjects()) await expect(page.getByRole('heading', { name: p.title })).toBeVisible()
    await page.goto('/before-after')
    for (const t of transformations) {
      await expect(page.getByText(t.title)).toBeVisible()
      await expect(page.getByText(t.projectDetails.investment, { exact: true })).toBeVisible()
    }
    await page.goto('/material-comparison')
    const table = page.getByRole('table', { name: pattern(comparisonWords.caption, { direction: '.*' }) })
    for (const r of ratings)
      await expect(table.getByRole('row', { name: new RegExp(`^${r.material} `) })).toContainText(`${r.durability}/10`)
  })
})

test.describe('by keyboard alone, with the tools’ code held back 3 s (a slow phone)', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('slab catalogue: the filter group reached before it is live hands focus to its buttons; arrows, Space and Enter work; a favourite and the details dialog too', async ({
    page,
  }) => {
    await delayIslandCode(page, 3000)
    await page.goto('/slab-selection')
    const group = page.getByRole('radiogroup', { name: slabWords.filterLabel })
    await group.focus() // where Tab lands before the group is live
    await expect(group.getByRole('radio', { name: 'All' })).toBeFocused({ timeout: 15_000 })
    await page.keyboard.press('ArrowRight')
    await expect(group.getByRole('radio', { name: 'Granite', exact: true })).toBeFocused()
    await page.keyboard.press('Space')
    await expect(page.locator('#slabs').getByRole('status')).toHaveText(
      counted(slabWords.status, slabs.filter((s) => s.category === 'granite').length),
    )
    // Enter right after the arrow, as a quick keyboard user goes: the arrow has moved the focus at once.
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect(group.getByRole('radio', { name: 'Quartz', exact: true })).toBeChecked()
    const first = slabs.find((s) => s.category === 'quartz')!
    const favorite = page.getByRole('button', { name: favoriteOf(first.name), exact: true })
    await favorite.focus()
    await page.keyboard.press('Enter')
    await expect(favorite).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: detailsOf(first.name) })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: first.name })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: detailsOf(first.name) })).toBeFocused()
  })

  test('project gallery: filters by arrows and Enter; a card opens its project, Escape gives focus back', async ({ page }) => {
    await delayIslandCode(page, 3000)
    await page.goto('/gallery')
    const group = page.getByRole('radiogroup', { name: galleryWords.filterLabel })
    await group.focus()
    await expect(group.getByRole('radio', { name: 'All' })).toBeFocused({ timeout: 15_000 })
    await page.keyboard.press('ArrowRight')
    await expect(group.getByRole('radio', { name: 'Kitchen', exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(group.getByRole('radio', { name: 'Kitchen', exact: true })).toBeChecked()
    const shown = galleryProjects().filter((p) => p.category === 'Kitchen')
    await expect(titles(page)).toHaveText(shown.map((p) => p.title))
    const opener = page.getByRole('button', { name: shown[0]!.title })
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: shown[0]!.title })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(shown[0]!.description)
    await expect(dialog).toContainText(shown[0]!.location)
    await page.keyboard.press('Escape')
    await expect(opener).toBeFocused()
  })

  test('material comparison: the picker works by arrows and Space', async ({ page }) => {
    await delayIslandCode(page, 3000)
    await page.goto('/material-comparison')
    const group = page.getByRole('group', { name: comparisonWords.pickerLabel })
    await group.focus()
    await expect(group.getByRole('button', { name: 'Granite' })).toBeFocused({ timeout: 15_000 })
    // Keys pressed one right after the other, as a quick keyboard user goes: each moves the focus on at once.
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Space')
    await expect(page.locator('#compare li h3')).toHaveText(['Granite', 'Quartz', 'Marble'])
    await expect(group.getByRole('button', { name: 'Marble' })).toBeFocused()
    await page.keyboard.press('End')
    await page.keyboard.press('ArrowRight') // past the last, round to the first
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    const names = await group.getByRole('button').allTextContents()
    await expect(group.getByRole('button', { name: names.at(-2), exact: true })).toBeFocused()
    await page.keyboard.press('Home')
    await expect(group.getByRole('button', { name: 'Granite' })).toBeFocused()
  })

  test('before and after: a card opens by Enter and Escape closes it', async ({ page }) => {
    await delayIslandCode(page, 3000)
    await page.goto('/before-after')
    const [project] = transformations
    const opener = page.getByRole('button', { name: project!.title })
    await opener.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: project!.title })).toBeVisible({ timeout: 15_000 })
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(opener).toBeFocused()
  })
})

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('a tapped filter chip and a favourited slab keep their look: axe finds nothing serious, the pressed heart is white on red', async ({
    page,
  }) => {
    await openLive(page, '/slab-selection')
    const chip = page.getByRole('radiogroup', { name: slabWords.filterLabel }).getByRole('radio', { name: 'Granite', exact: true })
    await chip.tap()
    await expect(chip).toBeChecked()
    const granite = slabs.find((s) => s.category === 'granite')!
    const heart = page.getByRole('button', { name: favoriteOf(granite.name), exact: true })
    await heart.tap()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect
      .poll(() => heart.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]))
      .toEqual(['rgb(255, 255, 255)', 'rgb(180, 35, 24)'])
    // Pressed chip: light text on the dark chip (at least 4.5:1), whatever a sticky :hover says.
    await expect
      .poll(() =>
        chip.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]).then(([fg, bg]) => contrast(fg!, bg!)),
      )
      .toBeGreaterThan(4.5)
    expect(await seriousViolations(page)).toEqual([])
  })

  test('the filters stay at hand while scrolling the slabs, and a link leads back to them', async ({ page }) => {
    await openLive(page, '/slab-selection')
    const group = page.getByRole('radiogroup', { name: slabWords.filterLabel })
    await page.locator('#slabs li').nth(30).scrollIntoViewIfNeeded()
    await expect(group).toBeInViewport()
    await page.getByRole('link', { name: slabWords.backToFilters }).tap()
    const catalogue = pageFile('pages/slab-selection.json').sections.find((s) => s.type === 'slab-catalogue') as unknown as {
      title: string
    }
    await expect(page.getByRole('heading', { name: catalogue.title })).toBeInViewport()
  })

  test('the material table says it scrolls sideways, and what a high rating means', async ({ page }) => {
    await openLive(page, '/material-comparison')
    await expect(page.getByText(comparisonWords.scrollHint)).toBeVisible()
    await expect(page.getByText(comparisonWords.direction).first()).toBeVisible()
    const frame = page.getByRole('region', { name: comparisonWords.tableLabel })
    expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  })
})
