import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { renderToString } from 'react-dom/server'
import * as v from 'valibot'
import { jsonSchemaOf } from '../../../schemas/json-schema'
import { readProject } from '../../../schemas/load'
import { type CheckedProject, checkProject } from '../../../schemas/validate'
import { isSectionType, sectionModule, sectionTypes } from '../../../sections/schemas'
import { loadIslands, ServerRender } from '../../render/island-server'
import { Sections } from '../../render/Page'
import { resolvePage } from '../../builder/resolve'

/**
 * The section catalogue (/_sections, in `npm run dev` and `npm run edit`): every section type found in sections/,
 * with its description and every example of its examples.json rendered by the real component beside its JSON.
 * Generated from the folders: a new folder appears here with nothing else to do. Each example renders in its own
 * frame (/_sections/<type>/<n>: the section alone, with the site's stylesheet and no script), which is also the
 * thumbnail the editor's section picker shows.
 */

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

async function examplesOf(root: string, type: string): Promise<unknown[]> {
  return readFile(join(root, 'sections', type, 'examples.json'), 'utf8')
    .then((t) => JSON.parse(t) as unknown[])
    .catch(() => [])
}

function renderExample(example: unknown, checked: CheckedProject): string {
  const page = { $schema: '', meta: { title: 'Section catalogue', description: '', keywords: [] }, sections: [example] }
  const resolved = resolvePage({ file: 'sections', route: '/_sections', page: page as never }, checked)
  return renderToString(
    <ServerRender>
      <Sections sections={resolved.sections} />
    </ServerRender>,
  )
}

/** One example alone: the frame of the catalogue and the picker's thumbnail. */
async function exampleFrame(root: string, stylesheet: string, type: string, index: number): Promise<{ status: number; html: string }> {
  const example = isSectionType(type) ? (await examplesOf(root, type))[index] : undefined
  if (!example) return { status: 404, html: '<!doctype html><title>No such example</title><p>No such example.</p>' }
  const checked = checkProject(await readProject(root))
  await loadIslands()
  let body: string
  try {
    body = renderExample(example, checked)
  } catch (err) {
    body = `<p style="padding:1rem;color:#b42318">This example does not render: ${escapeHtml((err as Error).message)}</p>`
  }
  return {
    status: 200,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(type)} example ${index + 1}</title><link rel="stylesheet" href="${stylesheet}"></head><body><main>${body}</main></body></html>`,
  }
}

async function index(root: string): Promise<{ status: number; html: string }> {
  const types = await Promise.all(
    sectionTypes.map(async (type) => {
      const schema = sectionModule(type).schema
      const description = (jsonSchemaOf(schema, type) as { description?: string }).description ?? ''
      const examples = await examplesOf(root, type)
      return { type, description, examples: examples.map((e) => ({ json: e, valid: v.is(schema, e) })) }
    }),
  )
  const nav = types.map((t) => `<li><a href="#${t.type}">${t.type}</a></li>`).join('')
  const blocks = types
    .map(
      (
        t,
      ) => `<section id="${t.type}" aria-labelledby="${t.type}-title"><h2 id="${t.type}-title"><code>${t.type}</code></h2><p>${escapeHtml(t.description)}</p>
${t.examples
  .map(
    (
      e,
      i,
    ) => `<div class="example"><iframe title="${escapeHtml(`${t.type}: example ${i + 1}`)}" src="/_sections/${t.type}/${i}" loading="lazy"></iframe>
<div class="json"><h3>Example ${i + 1} JSON${e.valid ? '' : ' <span class="bad">(does not validate)</span>'}</h3><pre tabindex="0"><code>${escapeHtml(JSON.stringify(e.json, null, 2))}</code></pre></div></div>`,
  )
  .join('\n')}</section>`,
    )
    .join('\n')
  return {
    status: 200,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Section catalogue · ${types.length} section types</title>
<style>
body{font:16px/1.55 system-ui,sans-serif;margin:0;background:#faf8f5;color:#221f1b}
header{padding:2rem 1.5rem 1rem;max-width:90rem;margin:0 auto}h1{font-size:1.8rem;margin:0 0 .25rem}header p{color:#57534e;margin:0}
nav ul{display:flex;flex-wrap:wrap;gap:.4rem;list-style:none;padding:0;margin:1rem 0 0}nav a{display:inline-block;padding:.2rem .6rem;border:1px solid #d6d0c6;border-radius:999px;color:#221f1b;text-decoration:none;font-size:.85rem;background:#fff}
nav a:hover,nav a:focus-visible{border-color:#8a5a2b}
main{max-width:90rem;margin:0 auto;padding:0 1.5rem 4rem}section{margin-top:3rem}h2{font-size:1.4rem;margin:0}h2+p{color:#57534e;margin:.25rem 0 1rem}
.example{display:grid;gap:1rem;margin:1rem 0;align-items:start}@media (min-width:1100px){.example{grid-template-columns:minmax(0,2fr) minmax(0,1fr)}}
iframe{width:100%;height:480px;border:1px solid #e7e2da;border-radius:10px;background:#fff}
.json h3{font-size:.85rem;margin:0 0 .4rem;color:#57534e;font-weight:600}.bad{color:#b42318}
pre{margin:0;max-height:480px;overflow:auto;background:#221f1b;color:#f3efe9;border-radius:10px;padding:1rem;font:13px/1.5 ui-monospace,Menlo,monospace}
:focus-visible{outline:3px solid #b07d4b;outline-offset:2px}
</style></head><body><header><h1>Section catalogue</h1><p>${types.length} section types, generated from the folders in <code>sections/</code>: each example of its <code>examples.json</code> rendered by the real component, beside its JSON.</p>
<nav aria-label="Section types"><ul>${nav}</ul></nav></header><main>${blocks}</main>
<script>for(const f of document.querySelectorAll('iframe')){const fit=()=>{try{const h=f.contentDocument.documentElement.scrollHeight;if(h)f.style.height=Math.min(h,1400)+'px'}catch{}};f.addEventListener('load',fit)}</script>
</body></html>`,
  }
}

/** Answers /_sections and /_sections/<type>/<n>. */
export async function catalogue(root: string, stylesheet: string, pathname: string): Promise<{ status: number; html: string }> {
  const frame = /^\/_sections\/([a-z0-9-]+)\/(\d+)\/?$/.exec(pathname)
  if (frame) return exampleFrame(root, stylesheet, frame[1], Number(frame[2]))
  if (pathname === '/_sections' || pathname === '/_sections/') return index(root)
  return {
    status: 404,
    html: '<!doctype html><title>Not found</title><p>Not found. The catalogue is at <a href="/_sections">/_sections</a>.</p>',
  }
}
