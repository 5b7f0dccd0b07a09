import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../api/app'
import { testConfig } from '../../api/config'
import { loadAfterFirstPaint } from '../../app/browser/boot'
import { inlineScriptHashes, inlineStyleHashes } from '../../app/render/csp'
import { beastiesOptions, htmlSafeSelectors, inlineSmallImages, usedTokens } from '../../app/builder/prerender'
import { classesBeforePseudo, rulesForPage } from '../../app/builder/stylesheet-rules'
import Beasties from 'beasties'
import { makeApp } from './api/helpers'

/**
 * The critical CSS a page carries inline: only the design tokens it uses, selectors the HTML checker reads, and a
 * policy that lets each page apply its own inline stylesheet and no other.
 */
describe('critical CSS', () => {
  it('loads the island loader, its modulepreloads and the whole stylesheet after the first paint, the stylesheet without JavaScript too', () => {
    const page = (body: string) =>
      `<html><head><link rel="modulepreload" href="/assets/runtime-1.js" fetchPriority="low"/><style>a{}</style></head><body>${body}</body></html>`
    const out = loadAfterFirstPaint(
      page('<main>Hi</main><script type="module" src="/assets/entry-client-1.js"></script>'),
      '/assets/style-1.css',
    )
    expect(out).not.toMatch(/<script type="module"|<link rel="modulepreload"/)
    expect(out).toContain('<script data-js="/assets/entry-client-1.js" data-preload="/assets/runtime-1.js" data-css="/assets/style-1.css">')
    expect(out).toMatch(/<\/script><noscript><link rel="stylesheet" href="\/assets\/style-1.css"><\/noscript><\/body><\/html>$/)
    // The same script text on every page (its files are its data): one CSP hash for the whole site.
    const other = loadAfterFirstPaint(
      page('<main>Other</main><script type="module" src="/assets/entry-client-2.js"></script>'),
      '/assets/style-2.css',
    )
    expect(inlineScriptHashes(other)).toEqual(inlineScriptHashes(out))
    expect(() => loadAfterFirstPaint(page('<main>No script</main>'), '/assets/style-1.css')).toThrow(/no module script/)
  })

  it('keeps the tokens its rules, its style attributes and the kept tokens use, and drops the rest', () => {
    const css =
      '@layer tokens{:where(:root,:host){--colors-a:#111;--colors-b:var(--colors-c);--colors-c:#333;--colors-unused:#444;--spacing-0\\.5:2px;--z-top:9;--fonts:"A;B", serif}}' +
      '@layer utilities{.x{color:var(--colors-b);margin:var(--spacing-0\\.5);font-family:var(--fonts)}}'
    const out = usedTokens(css, '<div style="z-index:var(--z-top)"></div>')
    expect(out).toContain('--colors-b:var(--colors-c)')
    expect(out).toContain('--colors-c:#333')
    expect(out).toContain('--spacing-0\\.5:2px')
    expect(out).toContain('--z-top:9')
    expect(out).toContain('--fonts:"A;B", serif')
    expect(out).not.toContain('--colors-a')
    expect(out).not.toContain('--colors-unused')
    expect(out).toContain('.x{color:var(--colors-b)')
  })

  it('writes a class that starts with -- with its hyphens escaped, and leaves variables alone', () => {
    expect(htmlSafeSelectors('}.--grid-gap_\\{spacing\\.6\\}{--grid-gap:var(--spacing-6)},.--a > .b{}')).toBe(
      '}.\\-\\-grid-gap_\\{spacing\\.6\\}{--grid-gap:var(--spacing-6)},.\\-\\-a > .b{}',
    )
  })

  it('declares a small background image again inline, unlayered and in its media query, only where the page uses it', () => {
    const set = (w: number) => `image-set(url(/images/stone-${w}.avif) type("image/avif"), url(/images/stone-${w}.webp) type("image/webp"))`
    const css =
      `@layer base{:root{--stone:${set(800)}}@media (min-width:768px){:root{--stone:${set(1200)}}}}` +
      '@layer recipes{.hero__texture{background-image:var(--stone)}}'
    const small = (url: string) => (url === '/images/stone-800.avif' ? 'data:image/avif;base64,AAAA' : null)
    expect(inlineSmallImages(css, small)).toBe(
      ':root{--stone:image-set(url(data:image/avif;base64,AAAA) type("image/avif"), url(/images/stone-800.webp) type("image/webp"))}',
    )
    // In a media query, the copy keeps it; an image over the limit stays a URL (no copy).
    const wide = (url: string) => (url === '/images/stone-1200.avif' ? 'data:image/avif;base64,BBBB' : null)
    expect(inlineSmallImages(css, wide)).toBe(
      '@media (min-width:768px){:root{--stone:image-set(url(data:image/avif;base64,BBBB) type("image/avif"), url(/images/stone-1200.webp) type("image/webp"))}}',
    )
    // A page that does not use the variable carries no copy.
    expect(inlineSmallImages(css.replace('var(--stone)', 'none'), small)).toBe('')
  })

  it('gives beasties a stylesheet cut to the rules the page can use, from which it picks exactly what it picks from the whole one', async () => {
    const css =
      '@layer reset,base,tokens,recipes,utilities;' +
      '@layer tokens{:where(:root,:host){--colors-a:#111}}' +
      '@layer base{html{color:#222}*,:before{box-sizing:border-box}body{margin:0}}' +
      '@layer utilities{.d_flex{display:flex}.d_grid{display:grid}.x,.unused-y{color:red}' +
      '.hover\\:bg_red:hover{background:red}.group:hover .group-hover\\:c_red{color:red}' +
      '.a:is(.b) .absent:where(.d){color:blue}[data-x=".d_grid"] .e{color:green}.\\31 0col{width:10%}' +
      '.\\[\\&_svg\\]\\:w_6 svg{width:6px}.anim{animation:spin 1s}.still{animation:wobble 1s}' +
      '@media (min-width:40rem){.md\\:d_flex{display:flex}.md\\:d_none{display:none}}' +
      '@media (min-width:64rem){.lg\\:d_none{display:none}}}' +
      '@keyframes spin{to{rotate:1turn}}@keyframes wobble{to{rotate:10deg}}'
    const html =
      '<html><head><link rel="stylesheet" href="/s.css"></head><body>' +
      '<div class="d_flex x hover:bg_red group md:d_flex a 10col anim" data-x=".d_grid"><span class="e c"></span>' +
      "<p class='[&_svg]:w_6'><svg></svg></p></div></body></html>"
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cut-'))
    fs.writeFileSync(path.join(dir, 's.css'), css)
    // The build's own options (app/builder/prerender.ts), and what they always keep.
    const options = { ...beastiesOptions(dir), logLevel: 'silent' as const }
    const cut = rulesForPage(css, (selector) => options.allowRules.some((r) => r.test(selector)))(html)
    const pick = (sheet?: string) => {
      const beasties = new Beasties(options)
      if (sheet !== undefined) beasties.readFile = () => sheet
      return beasties.process(html)
    }
    try {
      expect(await pick(cut)).toBe(await pick())
      // It did cut: the rules whose every selector names a class no element has are gone before beasties reads the sheet
      // (a rule with one selector that may match stays whole: beasties drops the others).
      expect(cut).not.toMatch(/\.d_grid\{|\.still|md\\:d_none|lg\\:d_none/)
      expect(cut).toContain('.x,.unused-y{color:red}')
      expect(cut).toContain('.md\\:d_flex{display:flex}')
      expect(cut).toContain('@keyframes wobble')
      expect(await pick(cut)).toContain('.md\\:d_flex{display:flex}')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
    expect(classesBeforePseudo('.md\\:d_flex:hover .other')).toEqual(['md:d_flex'])
    expect(classesBeforePseudo('[data-x=".y"] .z:not(.w)')).toEqual(['z'])
    expect(classesBeforePseudo(':where(.a) .b')).toEqual([])
    expect(classesBeforePseudo('.\\31 0col')).toEqual(['10col'])
  })

  it("allows on each page its own inline stylesheet, by hash, and no other's", async () => {
    const site = await makeApp()
    await site.app.close()
    const css = 'body{color:#222}'
    const [hash] = inlineStyleHashes(`<html><head><style>${css}</style></head></html>`)
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/)
    fs.writeFileSync(path.join(site.dir, 'csp.json'), JSON.stringify({ pages: { 'index.html': [] }, styles: { 'index.html': [hash] } }))
    const app = await buildApp(testConfig({ dataDir: path.join(site.dir, 'data2'), siteDir: path.join(site.dir, 'client') }))
    try {
      const policy = async (url: string) => String((await app.inject({ url })).headers['content-security-policy'])
      expect(await policy('/')).toContain(`style-src-elem 'self' ${hash};`)
      expect(await policy('/services/granite')).toContain("style-src-elem 'self';")
      expect(await policy('/healthz')).toContain("style-src-elem 'self';")
      // Style attributes (positioned popups) stay allowed, as before.
      expect(await policy('/')).toContain("style-src-attr 'unsafe-inline'")
    } finally {
      await app.close()
      fs.rmSync(site.dir, { recursive: true, force: true })
    }
  })
})
