import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { expandBlocks } from '../../schemas/blocks'
import { mimePart, subjectOf } from '../unit/api/smtp'
import { pattern, quoteText } from '../helpers/words'
import { leadServer } from './lead-server'
import { fillValid, openQuoteForm, storedLead } from './quote-form'
import { routes, site } from './routes'

/**
 * Urgent leads (issue 58, part 5), as a homeowner with a cracked slab meets them: on every page whose quote form is
 * marked urgent (found in pages/ and data/blocks.json, never a fixed path), the sent form's confirmation states the
 * urgent promise and the emergency line, the toast keeps the specification's words, the stored lead is urgent and the
 * owner's alert says URGENT — on a phone and a desktop. The words come from data/quote-form.json.
 */
test.describe.configure({ mode: 'serial' })

const blocks = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../data/blocks.json'), 'utf8')).items
const urgentPages = routes.flatMap(({ route, page }) =>
  expandBlocks(page.sections as { type: string; id?: string; urgent?: boolean }[], blocks)
    .sections.filter((s) => s.type === 'quote-form' && s.urgent === true)
    .map((s) => ({ route, anchor: s.id ?? 'quote' })),
)

const lead = leadServer('urgent', { FORM_MIN_SECONDS: '1' })
const tel = `tel:+${site.phone.digits}`

test('some page has an urgent quote form', () => {
  expect(urgentPages.length).toBeGreaterThan(0)
})

for (const { route, anchor } of urgentPages)
  for (const width of [390, 1440])
    test(`${route} at ${width} px: the sent urgent form states the promise and the emergency line; the lead is urgent and so is the owner's alert`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(60_000)
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
      const email = `urgent.${width}.${Date.now()}@example.com`
      // Before it is sent, the panel beside the form already makes the urgent promise, not the office's reply time.
      const form = await openQuoteForm(page, `${lead.base}${route}#${anchor}`)
      const section = page.locator(`section#${anchor}`)
      await expect(section.getByText(quoteText.urgent.promise, { exact: true })).toBeVisible()
      await expect(section.getByText(quoteText.forms.quote.promise, { exact: true })).toHaveCount(0)
      await fillValid(page, email)
      await form.getByRole('button', { name: quoteText.forms.quote.submit }).click()

      // The toast keeps the specification's words.
      await expect(page.getByText(quoteText.sent.toast.title, { exact: true })).toBeVisible()
      await expect(page.getByText(quoteText.sent.toast.description, { exact: true })).toBeVisible()

      // The confirmation: the urgent promise (each line), the reference, and the emergency line to call now.
      const heading = section.getByRole('heading', { name: quoteText.urgent.confirmation.title })
      await expect(heading).toBeFocused()
      const status = section.getByRole('status')
      for (const line of quoteText.urgent.confirmation.next) await expect(status.getByText(line, { exact: true })).toBeVisible()
      for (const line of quoteText.forms.quote.confirmation.next) await expect(status.getByText(line, { exact: true })).toHaveCount(0)
      await expect(status.getByText(pattern(quoteText.urgent.line, { phone: '.+' }))).toBeVisible()
      const call = status.getByRole('link', { name: site.phone.display })
      await expect(call).toBeVisible()
      await expect(call).toHaveAttribute('href', tel)
      const reference = /[0-9A-F]{8}/.exec(
        (await status.getByText(pattern(quoteText.sent.reference, { reference: '[0-9A-F]{8}' })).textContent()) ?? '',
      )![0]

      // Nothing of the panel runs off a phone's screen.
      const box = await status.boundingBox()
      expect(box!.x).toBeGreaterThanOrEqual(0)
      expect(box!.x + box!.width).toBeLessThanOrEqual(width)
      await heading.scrollIntoViewIfNeeded()
      await page.screenshot({ path: testInfo.outputPath(`urgent-${width}.png`) })

      // Stored urgent; the owner's alert says URGENT first, with the reference the visitor was shown.
      await expect.poll(async () => (await storedLead(page.request, email, lead))?.urgent).toBe(true)
      expect(await storedLead(page.request, email, lead)).toMatchObject({ status: 'ok', reference })
      const alert = () => lead.smtp.messages.find((m) => /^Reply-To: (.*)$/m.exec(m)?.[1]?.trim() === email)
      await expect.poll(() => Boolean(alert())).toBe(true)
      expect(subjectOf(alert()!)).toMatch(new RegExp(`^URGENT: .*ref\\. ${reference}$`))
      expect(mimePart(alert()!, 'text/plain').split('\n')[0]).toMatch(/^URGENT: /)
      // And the homeowner's acknowledgement repeats the promise.
      const ack = () => lead.smtp.replies.find((m) => /^To: (.*)$/m.exec(m)?.[1]?.trim() === email)
      await expect.poll(() => Boolean(ack())).toBe(true)
      for (const line of quoteText.urgent.confirmation.next) expect(mimePart(ack()!, 'text/plain')).toContain(line)
    })
