import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] })
for (const route of process.argv.slice(2)) {
  const r = await lighthouse(`http://127.0.0.1:4410${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  const a = r!.lhr.audits
  const m = (a.metrics.details as any).items[0]
  const lcpNode = (a['lcp-breakdown-insight']?.details as any)?.items?.[1]?.selector
  console.log(route, 'LCP', Math.round(a['largest-contentful-paint'].numericValue!), 'FCP', Math.round(a['first-contentful-paint'].numericValue!), 'observed FCP/LCP', m.observedFirstContentfulPaint, m.observedLargestContentfulPaint, lcpNode)
  for (const q of (a['network-requests'].details as any).items) console.log('   ', Math.round(q.networkRequestTime), Math.round(q.networkEndTime), q.url.replace(/^http:\/\/127.0.0.1:\d+/, ''), q.priority)
}
await chrome.kill()
