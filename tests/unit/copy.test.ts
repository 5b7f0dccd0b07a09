import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadProject } from '../../schemas/load'
import { findCopy, formatOffence } from '../helpers/copy-check'
import { projectRoot } from '../helpers/project-copy'

/**
 * A section's visible words and its links come from its props or from a record (data/section-text.json,
 * data/quote-form.json), so the editor can change them and `npm run validate` checks the links: its component holds
 * none of its own (tests/helpers/copy-check.ts says what counts). A finding names the file, the line and the text; move
 * the text to a prop of the section (with its value in the page JSON and examples.json) or to the section's record.
 * The frame around the pages (app/render/layout/) obeys the same rule: its words are data/navigation.json's; the
 * owner's desk (app/desk/) too: its words are data/desk.json's.
 */

/** Every component of sections/ (sections/<type>/*.tsx, sections/_shared/*.tsx) and what sections/_shared holds. */
function sectionFiles(): string[] {
  const dir = join(projectRoot, 'sections')
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => file.endsWith('.tsx') || (file.startsWith('_shared/') && file.endsWith('.ts')))
    .map((file) => `sections/${file}`)
    .sort()
}

/** Every file of the frame (app/render/layout/: header, drawer, footer, chat, skip link, floating links, draft banner). */
function frameFiles(): string[] {
  return readdirSync(join(projectRoot, 'app/render/layout'))
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => `app/render/layout/${file}`)
    .sort()
}

const offencesOf = (file: string) => findCopy(file, readFileSync(join(projectRoot, file), 'utf8')).map((o) => formatOffence(file, o))

describe('section components hold no words or links of their own', () => {
  it('finds none in sections/', () => {
    const files = sectionFiles()
    expect(files.length).toBeGreaterThan(30)
    expect(files).toContain('sections/quote-form/QuoteForm.tsx')
    expect(files).toContain('sections/_shared/Buttons.tsx')
    expect(files.flatMap(offencesOf)).toEqual([])
  })

  it('finds the words and links of a section that has them, and nothing else', () => {
    const file = relative(projectRoot, join(projectRoot, 'tests/fixtures/copy-check/BadSection.tsx'))
    const found = offencesOf(file)
    const at = (line: number, rest: string) => `${file}:${line}: ${rest}`
    const expected = [
      at(10, 'English text "Send My Request"'), // a constant, shown as {SUBMIT.quote.label}
      at(11, 'JSX child "project"'), // returned into JSX by a local function
      at(11, 'JSX child "projects"'),
      at(12, 'English text "Finish"'), // a list of labels and values, shown through .map
      at(12, 'English text "Polished"'),
      at(19, 'title attribute "Our Projects"'),
      at(21, 'JSX text "Call us today"'),
      at(35, 'site path in href "/showroom-appointment"'),
      at(35, 'aria-label attribute "Book a showroom visit"'),
      at(39, 'contact typed in href "tel:+19145550142"'),
      at(40, 'placeholder attribute "Jane"'),
    ]
    for (const offence of expected) expect(found).toContain(offence)
    // Left alone: the style, the class names, ids, keys, data-*, role, rel, the comparison with "all", the link built
    // from the phone's digits, the anchor built from the id and the CSS selectors given to the DOM.
    expect(found).toEqual(expected)
  })
})

describe('the frame holds no words or links of its own', () => {
  it('finds none in app/render/layout/', () => {
    const files = frameFiles()
    expect(files).toEqual(expect.arrayContaining(['app/render/layout/SiteLayout.tsx', 'app/render/layout/ChatWidget.tsx']))
    expect(files.flatMap(offencesOf)).toEqual([])
  })

  it("keeps the specification's exact strings in data/navigation.json", async () => {
    const { navigation } = (await loadProject(projectRoot)).collections
    expect(navigation.chat.status).toBe('Typically replies instantly')
    expect(navigation.chat.callLabel).toBe('Call Now')
    expect(navigation.footer.copyright).toMatch(/^© \{year\} .*Licensed & Insured\.$/)
  })
})

describe("the desk's screens hold no words or links of their own", () => {
  it('finds none in app/desk/ (its words are data/desk.json)', () => {
    const files = (readdirSync(join(projectRoot, 'app/desk'), { recursive: true, encoding: 'utf8' }) as string[])
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => `app/desk/${file.replaceAll('\\', '/')}`)
      .sort()
    expect(files).toEqual(expect.arrayContaining(['app/desk/Desk.tsx', 'app/desk/main.tsx']))
    expect(files.flatMap(offencesOf)).toEqual([])
  })

  it('finds every word the desk uses in data/desk.json (the type check does not read it)', () => {
    const words = JSON.parse(readFileSync(join(projectRoot, 'data/desk.json'), 'utf8')) as Record<string, unknown>
    const code = (readdirSync(join(projectRoot, 'app/desk'), { recursive: true, encoding: 'utf8' }) as string[])
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => readFileSync(join(projectRoot, 'app/desk', file), 'utf8'))
      .join('\n')
    const used = [...new Set([...code.matchAll(/(?<![./\w(])text\.(?!ts\b)([A-Za-z]\w*(?:\.[A-Za-z]\w*)*)/g)].map((m) => m[1]!))]
    expect(used.length).toBeGreaterThan(50)
    const missing = used.filter((path) => {
      let at: unknown = words
      for (const key of path.split('.')) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined
      return at === undefined
    })
    expect(missing).toEqual([])
  })
})

describe("the sections' words in data", () => {
  it("keep the specification's exact strings, site facts filled in", async () => {
    const { collections } = await loadProject(projectRoot)
    const { site } = collections
    const quote = collections['quote-form'].text
    expect(quote.title).toBe('Get Your Free Quote')
    expect(quote.submitting).toBe('Submitting...')
    expect(quote.sent.toast).toEqual({
      title: 'Quote Request Submitted!',
      description: `We'll respond within ${site.replyTime} with your personalized quote.`,
    })
    expect(quote.failed).toEqual({
      title: 'Submission Failed',
      description: `Please try again or call us directly at ${site.phone.display}`,
    })
    const text = collections['section-text']
    expect(text['service-hero'].notFound.title).toBe('Service not found')
    expect(text['location-details'].notFound.title).toBe('Location not found')
    expect(text['project-gallery'].emptyMessage).toBe('No projects found for the selected filter. Please try a different category.')
    expect(text['catalog-grid'].button.materials).toBe('Explore {name} Countertops')
    expect(text['catalog-grid'].popular).toBe('Popular')
    expect(text['slab-catalogue'].status.other).toBe('Showing {count} slabs')
    expect(text['slab-catalogue'].select).toBe('Select This Slab')
    expect(text['pricing-table'].popular).toBe('Most Popular')
  })
})
