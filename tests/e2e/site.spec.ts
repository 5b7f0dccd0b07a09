import { expect, test } from './tab'
import { expectations } from './content-expectations'
import { openLive, seriousViolations } from './live'
import { headlineOf, routes, site } from './routes'
import { copyrightLine, fill, quoteText, sectionText } from '../helpers/words'

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

test('the site has every route of the specification, and the thank-you page of a native quote post', () => {
  // The specification's routes are the rows of the expectations table; a page a marketer adds is one more route.
  const built = routes.map((r) => r.route)
  expect(expectations).toHaveLength(43)
  for (const { route } of expectations) expect(built).toContain(route)
  expect(routes.find((r) => r.route === '/thank-you')?.page.meta.noindex).toBe(true)
})

test.describe('prerendered HTML (before any JavaScript)', () => {
  for (const { route, page } of routes) {
    test(`${route} answers 200 with its title, description and content`, async ({ request }) => {
      const res = await request.get(route, { headers: { 'accept-encoding': 'br' } })
      expect(res.status()).toBe(200)
      expect(res.headers()['content-type']).toContain('text/html')
      const html = decode(await res.text())
      expect(html).toContain(`<title>${page.meta.title}</title>`)
      expect(html).toContain(`<meta name="description" content="${page.meta.description}"/>`)
      const headline = headlineOf(page)
      if (headline) expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${headline.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
      expect(html.replace(/<[^>]*>/g, '')).toMatch(copyrightLine) // the shared footer is in the prerendered HTML
      expect(html).not.toContain('{site.') // every site fact named in the page's text was filled in
    })
  }

  test('an unknown path answers 404 with the not-found page', async ({ request }) => {
    const res = await request.get('/no-such-page/anywhere')
    expect(res.status()).toBe(404)
    const html = decode(await res.text())
    expect(html).toContain('404 Page Not Found')
    expect(html).toContain('Did you forget to add the page to the router?')
    const api = await request.get('/api/no-such-endpoint')
    expect(api.status()).toBe(404)
    expect(await api.json()).toEqual({ error: 'Not found' })
  })

  test('sitemap.xml lists every indexable route as an absolute URL, robots.txt points at it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const { route, page } of routes) {
      const loc = `<loc>${site.url}${route === '/' ? '/' : route}</loc>`
      if (page.meta.noindex) expect(sitemap).not.toContain(loc)
      else expect(sitemap).toContain(loc)
    }
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`)
  })
})

test.describe('in the browser', () => {
  test('on a large screen the home page, its header menus included, has no serious accessibility violations', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await openLive(page, '/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click()
    await expect(page.getByRole('menu', { name: 'Services' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('the accessibility check every route goes through reports what it exists to find', async ({ page }) => {
    // The same check as every route's content test, on a real page given two faults a careless edit could make.
    await openLive(page, '/contact')
    await page.evaluate(() => {
      const main = document.querySelector('main')!
      const img = document.createElement('img')
      img.src = '/favicon.svg'
      const faint = document.createElement('p')
      faint.textContent = 'Faint words on a grey ground'
      Object.assign(faint.style, { color: '#777', background: '#888' })
      main.prepend(img, faint)
    })
    const found = await seriousViolations(page)
    expect(found.find((v) => v.startsWith('image-alt:'))).toContain('img')
    expect(found.find((v) => v.startsWith('color-contrast:'))).toContain('p')
  })

  test('the 404 page shows its message in the browser', async ({ page }) => {
    await page.goto('/definitely/not/here')
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
  })

  test('a link opens the next page, prerendered, with its own title', async ({ page }) => {
    await openLive(page, '/')
    await page.getByRole('link', { name: fill(sectionText['catalog-grid'].button.materials, { name: 'Granite' }) }).click()
    await expect(page).toHaveURL(/\/services\/granite$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Granite')
    await expect(page).toHaveTitle(routes.find((r) => r.route === '/services/granite')!.page.meta.title)
  })
})

test('the home page trust badges show the rating and experience of data/site.json', async ({ page }) => {
  await page.goto('/')
  const hero = page.locator('section').first()
  await expect(hero).toContainText(`${site.rating.value}/${site.rating.best} Rating`)
  await expect(hero).toContainText(`${site.yearsExperience} Years Experience`)
  await expect(hero).toContainText('Licensed & Insured')
})

test('repair cards name the materials and the urgency of each repair', async ({ page }) => {
  await page.goto('/services/countertop-repair')
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Chips & Cracks' }) })
  await expect(card.getByRole('term')).toHaveText(['Materials', 'Urgency'])
  await expect(card.getByRole('definition')).toHaveText(['Granite, Quartz, Marble', 'Same-day available'])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a page shows all its content and its links work; the quote form can be sent natively', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Premium Countertop Materials' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText(copyrightLine)
    await page.getByRole('link', { name: fill(sectionText['catalog-grid'].button.materials, { name: 'Quartz' }) }).click()
    await expect(page).toHaveURL(/\/services\/quartz$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Quartz')
    // The quote form is a real form: it posts natively to the API without scripts.
    const form = page.locator('form', { has: page.getByRole('button', { name: quoteText.forms.quote.submit }) })
    await expect(form).toHaveAttribute('action', /^\/api\/contact(#[a-z][a-z0-9-]*)?$/)
    await expect(form).toHaveAttribute('method', 'post')
    await expect(page.getByRole('button', { name: quoteText.forms.quote.submit })).toBeEnabled()
  })
})
