import type { Issue, Json } from './checks/issues'
import { pathOf } from './checks/issues'
import { parseJson } from './checks/parse'
import { IMAGES_FILE } from './load'
import type { ProjectSources } from './sources'

/**
 * The launch check (`npm run validate -- --launch`): every sample and placeholder the site was built with that is still
 * there, each at its file and JSON path, with what to do. Found by what they are, not by a list of values kept here:
 *   - a telephone number of the range set aside for fiction (555-0100 to 555-0199, in any area code), as written
 *     or as digits;
 *   - an e-mail address or a link at a domain reserved for examples (example.com, .net, .org, or a name under
 *     .example);
 *   - a record or an image marked `"sample": true` (a review written for the preview, sample project artwork);
 *   - a link that is a search (a rating's source pointing at search results, not at the business's review profile).
 * A form field's `placeholder` (the grey example text of an empty field) is meant to be an example and is left alone.
 * What nothing in the files can tell (a lender's terms, a town's price range) stays for a person to confirm.
 */

const FICTIONAL_PHONE = /(?:\+?1[\s.-]*)?\(?\b\d{3}\)?[\s.-]*555[\s.-]*01\d{2}(?!\d)|(?<!\d)1?\d{3}55501\d{2}(?!\d)/
const EXAMPLE_DOMAIN = /\b(?:[a-z0-9-]+\.)*(?:example\.(?:com|net|org)|[a-z0-9-]+\.example)\b/i
const SEARCH_LINK = /^https:\/\/[^/]+\/(?:[^?#]*\/)?search\b|^https:\/\/[^?#]*[?&](?:q|query)=/i

/** Every placeholder still present in the project's pages and data files, in file order. */
export function launchPlaceholders(sources: ProjectSources): Issue[] {
  const found: Issue[] = []
  const files: { file: string; text: string | undefined }[] = [
    ...sources.pages,
    ...Object.entries(sources.data).map(([file, text]) => ({ file, text })),
    { file: IMAGES_FILE, text: sources.images },
  ]
  for (const { file, text } of files) {
    if (text === undefined) continue
    const data = parseJson(file, text).data
    if (data === undefined) continue
    visit(data, [], (value, path) => {
      const at = pathOf(path, data)
      const key = path[path.length - 1]
      if (value && typeof value === 'object' && !Array.isArray(value) && (value as Json).sample === true)
        found.push({ file, path: at, message: sampleMessage(file, value as Json) })
      if (typeof value !== 'string' || key === 'placeholder' || key === '$schema') return
      const phone = FICTIONAL_PHONE.exec(value)
      if (phone)
        found.push({ file, path: at, message: `the placeholder phone number ${phone[0].trim()}: write the business's real number` })
      const domain = EXAMPLE_DOMAIN.exec(value)
      if (domain)
        found.push({
          file,
          path: at,
          message: `${value.includes('@') ? 'an e-mail address' : 'a link'} at ${domain[0]}, a domain for examples: write the real one`,
        })
      if (SEARCH_LINK.test(value))
        found.push({ file, path: at, message: `a link to search results (${value}): link the page itself (the business's review profile)` })
    })
  }
  return found
}

function sampleMessage(file: string, value: Json): string {
  if (file === IMAGES_FILE)
    return `sample artwork (data/images/${value.src}): replace the file with a photo of your own work, update "alt", remove "sample"`
  const what = typeof value.name === 'string' ? ` by ${value.name}` : ''
  return `a sample record${what}, written for the preview: replace it with a real one (with consent to the name shown), remove "sample"`
}

function visit(value: unknown, path: (string | number)[], each: (value: unknown, path: (string | number)[]) => void) {
  each(value, path)
  if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...path, i], each))
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, [...path, k], each)
}
