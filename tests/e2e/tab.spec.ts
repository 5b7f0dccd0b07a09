import { expect, test } from './tab'

/**
 * The tab the page-reading specs share (tests/e2e/tab.ts) is handed to the next test as a new visitor's: nothing a
 * test left in it reaches the next one. Two tests in order, in one worker: the first leaves what a visitor's visit
 * leaves (a cookie, stored values, a route, a listener, a narrower window); the second finds none of it.
 */
test.describe('a tab passed from test to test', () => {
  test.describe.configure({ mode: 'serial' })
  const seen: string[] = []

  test('a test leaves a cookie, storage, a route, a listener and another window size behind', async ({ page, context }) => {
    await page.goto('/')
    await context.addCookies([{ name: 'left', value: '1', url: page.url() }])
    await page.evaluate(() => {
      localStorage.setItem('left', '1')
      sessionStorage.setItem('left', '1')
    })
    await page.route('**/about', (route) => route.fulfill({ contentType: 'text/html', body: '<title>stubbed</title>' }))
    page.on('console', (msg) => seen.push(msg.text()))
    await page.setViewportSize({ width: 300, height: 500 })
    await page.goto('/about')
    await expect(page).toHaveTitle('stubbed')
  })

  test('the next test finds none of it', async ({ page, context }) => {
    expect(page.url()).toBe('about:blank')
    // The window of the project's device, as every test's tab starts.
    expect(page.viewportSize()).toEqual(test.info().project.use.viewport)
    expect(await context.cookies()).toEqual([])
    await page.goto('/about')
    await expect(page).not.toHaveTitle('stubbed')
    expect(await page.evaluate(() => [localStorage.getItem('left'), sessionStorage.getItem('left')])).toEqual([null, null])
    await page.evaluate(() => console.log('after'))
    expect(seen).toEqual([])
  })
})
