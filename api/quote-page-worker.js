/**
 * Renders quote form pages on a worker thread (started by quote-page.ts on first use): server-side React takes
 * tens of milliseconds of CPU per page, which must never hold up the event loop that serves every other request.
 * Plain JavaScript: it loads the site's built server bundle, without the TypeScript loader.
 */
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'

let loading

parentPort.on('message', async ({ id, route, state, fallback }) => {
  try {
    loading ??= import(pathToFileURL(workerData.file).href)
    const { renderQuoteFormPage } = await loading
    if (typeof renderQuoteFormPage !== 'function') {
      throw Object.assign(new Error(`${workerData.file} has no renderQuoteFormPage export`), { code: 'NO_EXPORT' })
    }
    let result = await renderQuoteFormPage(route, state)
    // A native post from a page without a form (or from an unknown page) is answered with /contact's form.
    if (!result && fallback && route !== '/contact') result = await renderQuoteFormPage('/contact', state)
    parentPort.postMessage({ id, result: result ?? null })
  } catch (error) {
    parentPort.postMessage({ id, error: { message: error.message, code: error.code } })
  }
})
