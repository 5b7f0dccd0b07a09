import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { getLanguageService, TextDocument } from 'vscode-json-languageservice'
import { sectionTypes } from '../../sections/schemas'
import { projectRoot } from '../helpers/project-copy'

/**
 * What a marketer's code editor offers while writing a page: the JSON language service of VS Code, given the
 * committed page schema and the generated completions file it refers to, exactly as the editor reads them.
 */
const service = getLanguageService({
  schemaRequestService: async (uri) => readFile(new URL(uri), 'utf8'),
  workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
})
service.configure({ validate: true, allowComments: false })

const pageUri = pathToFileURL(join(projectRoot, 'pages/new-page.json')).href

/** The completion labels at the `|` of a page text. */
async function completionsAt(textWithCursor: string): Promise<string[]> {
  const offset = textWithCursor.indexOf('|')
  const text = textWithCursor.replace('|', '')
  const document = TextDocument.create(pageUri, 'json', 1, text)
  const json = service.parseJSONDocument(document)
  const list = await service.doComplete(document, document.positionAt(offset), json)
  return (list?.items ?? []).map((item) => item.label.replace(/^"|"$/g, ''))
}

const page = (section: string) =>
  `{ "$schema": "../schemas/page.schema.json", "meta": { "title": "T", "description": "D", "keywords": [] }, "sections": [ ${section} ] }`

describe('completions in the code editor', () => {
  it('offer every section type for a new section', async () => {
    const offered = await completionsAt(page('{ "type": "|" }'))
    expect(offered.filter((label) => sectionTypes.includes(label as never)).sort()).toEqual([...sectionTypes].sort())
  })

  it("offer the project's routes for a link, its image names for an image and its records for a reference", async () => {
    const routes = await completionsAt(page('{ "type": "hero", "headline": "H", "buttons": [{ "label": "L", "href": "|" }] }'))
    expect(routes).toContain('/services/granite')
    expect(routes).toContain('/contact')
    const images = await completionsAt(page('{ "type": "hero", "headline": "H", "image": "|" }'))
    expect(images).toContain('kitchen-hero')
    const records = await completionsAt(page('{ "type": "service-hero", "service": "|" }'))
    expect(records).toEqual(expect.arrayContaining(['granite', 'quartz', 'marble']))
  })

  it('measure a title as written only when it names no site fact (validate measures it filled, as visitors read it)', async () => {
    const problems = async (title: string) => {
      const document = TextDocument.create(pageUri, 'json', 1, page('').replace('"title": "T"', `"title": ${JSON.stringify(title)}`))
      const diagnostics = await service.doValidation(document, service.parseJSONDocument(document))
      // Those on the title (the bare page has its own: no sections, a short description).
      const at = document.getText().indexOf(JSON.stringify(title))
      return diagnostics.filter((d) => document.offsetAt(d.range.start) === at).map((d) => d.message)
    }
    const long = 'Emergency Countertop Repair in Westchester County, New York'
    expect(await problems(`${long} – Fast`)).toEqual([])
    expect(await problems(`${long} — Open 24/7, Fast Help`)).toEqual([expect.stringMatching(/longer than the maximum length of 70/)])
    // 86 characters as written, 68 as shown: the code editor leaves it to validate.
    expect(await problems(`${long} — {site.emergencyHours}-Hour Response`)).toEqual([])
  })
})
