import { writeFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { routes } from './routes'

/**
 * The first paint needs only the CSS inlined in the page: every route, at phone width and without scripts (so no
 * island changes it), looks the same, pixel for pixel, with its stylesheet blocked as with it. The inline CSS is
 * allowed by the page's own CSP (its hash), and the whole stylesheet still arrives, at the end of the body.
 */
const paths = [...routes.map((r) => r.route), '/no-such-page']
/** A transparent pixel stands in for every image, loaded or lazy alike: only the styles are compared. */
const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

test.describe('critical CSS', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })

  for (const path of paths) {
    test(`${path} paints the same with only its inline CSS`, async ({ page }, info) => {
      const refused: string[] = []
      page.on('console', (m) => m.text().includes('Content Security Policy') && refused.push(m.text()))
      await page.route('**/images/**', (route) => route.fulfill({ contentType: 'image/png', body: pixel }))
      const stylesheets: number[] = []
      page.on('response', (r) => r.url().endsWith('.css') && stylesheets.push(r.status()))
      await page.goto(path, { waitUntil: 'networkidle' })
      const whole = await page.screenshot({ fullPage: true, animations: 'disabled' })
      expect(stylesheets).toEqual([200])
      expect(await page.locator('body > link[rel="stylesheet"]').count()).toBe(1)
      expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(0)

      await page.route('**/*.css', (route) => route.abort())
      await page.goto(path, { waitUntil: 'networkidle' })
      const inline = await page.screenshot({ fullPage: true, animations: 'disabled' })
      if (!inline.equals(whole)) {
        await writeFile(info.outputPath('with-the-stylesheet.png'), whole)
        await writeFile(info.outputPath('inline-css-only.png'), inline)
      }
      expect(inline.equals(whole), `${path} looks different with only its inline CSS (see the attached screenshots)`).toBe(true)
      expect(refused).toEqual([])
    })
  }
})
