import { writeFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { routes } from './routes'

/**
 * The first paint needs only the CSS inlined in the page: every route, at phone width and without scripts (so no
 * island changes it), looks the same, pixel for pixel (beyond antialiasing noise), with its stylesheet blocked as
 * with it. The inline CSS is
 * allowed by the page's own CSP (its hash), and the whole stylesheet still arrives, from a <noscript> link at the end of
 * the body (with JavaScript, the page's boot script adds it after the first paint: tests/e2e/content.spec.ts).
 */
const paths = [...routes.map((r) => r.route), '/no-such-page']
/** A transparent pixel stands in for every image, loaded or lazy alike: only the styles are compared. */
const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

/**
 * Pixels that differ between two screenshots by more than rendering noise (a sum of 30 over the three channels):
 * a missing rule moves, recolours or hides something; a repaint may shift a pixel's antialiasing by a few values. The
 * screenshots are JPEG at full quality: the browser encodes a page this tall in half PNG's time, the same pixels give
 * the same bytes, and the encoder's rounding (a value or two) stays far under the threshold.
 */
async function differingPixels(a: Buffer, b: Buffer): Promise<number> {
  // The same pixels encode to the same bytes: most routes need no decoding at all.
  if (a.equals(b)) return 0
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })))
  if (x.info.width !== y.info.width || x.info.height !== y.info.height) return Number.POSITIVE_INFINITY
  let count = 0
  for (let i = 0; i < x.data.length; i += 3)
    if (Math.abs(x.data[i] - y.data[i]) + Math.abs(x.data[i + 1] - y.data[i + 1]) + Math.abs(x.data[i + 2] - y.data[i + 2]) > 30) count++
  return count
}

test.describe('critical CSS', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })

  for (const path of paths) {
    test(`${path} paints the same with only its inline CSS`, async ({ page }, info) => {
      const refused: string[] = []
      page.on('console', (m) => m.text().includes('Content Security Policy') && refused.push(m.text()))
      await page.route('**/images/**', (route) => route.fulfill({ contentType: 'image/png', body: pixel }))
      const stylesheets: number[] = []
      page.on('response', (r) => r.url().endsWith('.css') && stylesheets.push(r.status()))
      await page.goto(path)
      const whole = await page.screenshot({ fullPage: true, animations: 'disabled', type: 'jpeg', quality: 100 })
      expect(stylesheets).toEqual([200])
      expect(await page.locator('body > noscript > link[rel="stylesheet"]').count()).toBe(1)
      expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(0)

      await page.route('**/*.css', (route) => route.abort())
      await page.goto(path)
      const inline = await page.screenshot({ fullPage: true, animations: 'disabled', type: 'jpeg', quality: 100 })
      const differing = await differingPixels(inline, whole)
      if (differing) {
        await writeFile(info.outputPath('with-the-stylesheet.jpg'), whole)
        await writeFile(info.outputPath('inline-css-only.jpg'), inline)
      }
      expect(differing, `${path} looks different with only its inline CSS (screenshots in ${info.outputDir})`).toBe(0)
      expect(refused).toEqual([])
    })
  }
})
