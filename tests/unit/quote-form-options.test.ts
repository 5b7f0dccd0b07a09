import { describe, expect, it } from 'vitest'
import { resolveWithInputs } from '../../app/builder/route-inputs'
import { loadProject } from '../../schemas/load'
import { localiseProject, siteLocales } from '../../schemas/locales'
import {
  QUOTE_FORM_REQUIRED,
  QUOTE_FORMS,
  QUOTE_MESSAGES,
  QUOTE_TEXT_MESSAGES,
  QUOTE_TOWN_MESSAGE,
  quoteOptions,
} from '../../schemas/quote'
import { projectRoot } from '../helpers/project-copy'

/**
 * The quote form gets its Location and Service lists when its page resolves (the section's `resolve` reads
 * data/locations.json and data/quote-form.json), so an incremental build renders every page with a form again when
 * either file changes: both are inputs of those routes, and of no route without a form.
 */
describe("the quote form's options at build time", () => {
  it('are resolved into every quote-form section, and make both data files inputs of its route', async () => {
    const project = await loadProject(projectRoot)
    const options = quoteOptions(project.collections)
    const withForm = project.pages.filter((p) => p.page.sections.some((s) => s.type === 'quote-form'))
    expect(withForm.map((p) => p.route)).toContain('/contact')
    for (const loaded of withForm) {
      const { page, inputs } = resolveWithInputs(loaded, project)
      const forms = page.sections.filter((s) => s.type === 'quote-form') as unknown as { options: unknown }[]
      for (const form of forms) expect(form.options).toEqual(options)
      expect(inputs.collections).toEqual(expect.arrayContaining(['locations', 'quote-form']))
    }
    const withoutForm = project.pages.find((p) => !p.page.sections.some((s) => s.type === 'quote-form' || s.type === 'block'))
    if (withoutForm) expect(resolveWithInputs(withoutForm, project).inputs.collections).not.toContain('quote-form')
  })
})

describe("the quote form's messages", () => {
  it('are the specification’s in English, word for word, as the API answers them', async () => {
    const { collections } = await loadProject(projectRoot)
    const { messages, notAllowed } = collections['quote-form'].text
    expect(messages).toEqual({ ...QUOTE_MESSAGES, town: QUOTE_TOWN_MESSAGE })
    expect(notAllowed).toEqual(QUOTE_TEXT_MESSAGES)
    for (const form of QUOTE_FORMS)
      expect(collections['quote-form'].text.forms[form].required ?? {}, form).toEqual(QUOTE_FORM_REQUIRED[form])
  })
})

describe('in every language of the site', () => {
  it('a field’s message never repeats its placeholder (a visitor could not tell an empty choice from its error)', async () => {
    const project = await loadProject(projectRoot)
    for (const { code } of siteLocales(project)) {
      const { text } = localiseProject(project, code).collections['quote-form']
      const placeholder = (field: string) => (text.fields as Record<string, { placeholder?: string }>)[field]?.placeholder
      for (const [field, message] of Object.entries(text.messages)) expect(message, `${code} ${field}`).not.toBe(placeholder(field))
      for (const form of QUOTE_FORMS)
        for (const [field, message] of Object.entries(text.forms[form].required ?? {}))
          expect(message, `${code} ${form} ${field}`).not.toBe(field === 'plan' ? text.forms[form].plan.placeholder : placeholder(field))
    }
  })
})
