import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'

/** End-to-end tests run against the built site served by the real server, in Debian's Chromium (never a downloaded one). */
const port = Number(process.env.E2E_PORT ?? 4173)
export const e2eAdminToken = 'e2e-admin-token-0123456789'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // A worker per core (at least two): the browser tests wait on pages more than they compute. All of them share the
  // one built site and the one server below.
  workers: Math.max(2, availableParallelism()),
  // One retry: on a busy 2-core machine a few timing-bound tests (a drawer link clicked mid-animation, a filter key
  // pressed as its island goes live) fail about one run in three, a different one each time; a test that fails twice
  // is red, and the list reporter names every test that needed its retry ("flaky") so they are seen and fixed.
  retries: 1,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      // Debian's Chromium headless shell: the same Blink and V8 as `chromium`, without the browser's windowing layers
      // (what Playwright itself runs headless tests in). A third less time for the whole suite than the full browser
      // in its headless mode, on this 2-core machine; the page benchmarks and Lighthouse keep the full browser.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
    // Reduced motion, as many visitors choose it: animations and transitions in
    // 0.01 ms. What the tests check is the same; spa.spec.ts navigates with motion as well.
    reducedMotion: 'reduce',
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx api/server.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'var/e2e',
      ADMIN_TOKEN: e2eAdminToken,
      RATE_LIMIT_MAX: '1000',
      // Every visitor of the browser tests comes from 127.0.0.1, and each worker keeps its tabs open from test to test
      // (tests/e2e/tab.ts), each with up to six connections: to the server they are one client, whose connections
      // past the cap (64 by default, held by its own drill in tests/unit/api/drills.test.ts) would be closed at once.
      MAX_CONNECTIONS_PER_CLIENT: '1000',
      // Every page whose quote form wakes solves a proof of work (about 0.4 CPU-seconds of the browser's at the real
      // difficulty, most of the site's pages): here a quick one, the same request and check. The lead specs' own
      // servers (tests/e2e/lead-server.ts) keep the real difficulty, whose timing their visitors live with.
      POW_DIFFICULTY: '1000',
    },
  },
})
