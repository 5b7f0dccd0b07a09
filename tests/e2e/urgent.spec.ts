import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import type { Words } from '../../app/desk/text'
import { expandBlocks } from '../../schemas/blocks'
import { DESK_APP } from '../../schemas/desk'
import { mimePart, subjectOf } from '../unit/api/smtp'
import { anyOf, pattern, quoteText, submitLabels } from '../helpers/words'
import { leadServer } from './lead-server'
import { fillValid, openQuoteForm, storedLead } from './quote-form'
import { routes, site } from './routes'

/**
 * Urgent leads (issue 58, part 5), as a homeowner with a cracked slab meets them: on every page whose quote form is
 * marked urgent (found in pages/ and data/blocks.json, never a fixed path), the sent form's confirmation states the
 * urgent promise and the emergency line, the toast keeps the specification's words, the stored lead is urgent and the
 * owner's alert says URGENT — on a phone and a desktop; then the owner, signed in to the desk, finds the last of them
 * first, every urgent lead above an ordinary one sent after them. The words come from data/quote-form.json and
 * data/desk.json.
 */
test.describe.configure({ mode: 'serial' })

const blocks = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../data/blocks.json'), 'utf8')).items
const urgentPages = routes.flatMap(({ route, page }) =>
  expandBlocks(page.sections as { type: string; id?: string; urgent?: boolean }[], blocks)
    .sections.filter((s) => s.type === 'quote-form' && s.urgent === true)
    .map((s) => ({ route, anchor: s.id ?? 'quote' })),
)

/** A page whose quote form is not urgent (an ordinary lead, sent after the urgent ones). */
const ordinary = routes.find(
  ({ route, page }) =>
    !urgentPages.some((u) => u.route === route) &&
    expandBlocks(page.sections as { type: string; urgent?: boolean }[], blocks).sections.some((s) => s.type === 'quote-form'),
)

const lead = leadServer('urgent', { FORM_MIN_SECONDS: '1' })
const tel = `tel:+${site.phone.digits}`
const deskWords: Words = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../data/desk.json'), 'utf8'))
const OWNER = { email: 'owner@example.com', password: 'owner-password-for-tests' }
/** The urgent leads the tests sent, in order (their ids). */
const sent: string[] = []

test.beforeAll(() => {
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'api/accounts/cli.ts', '--email', OWNER.email, '--role', 'owner'], {
    env: { ...process.env, DATA_DIR: lead.dataDir, DATABASE_URL: '', DESK_PASSWORD: OWNER.password },
    encoding: 'utf8',
  })
  expect(made.status, made.stdout + made.stderr).toBe(0)
})

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
      const stored = await storedLead(page.request, email, lead)
      expect(stored).toMatchObject({ status: 'ok', reference })
      sent.push(String(stored!.id))
      const alert = () => lead.smtp.messages.find((m) => /^Reply-To: (.*)$/m.exec(m)?.[1]?.trim() === email)
      await expect.poll(() => Boolean(alert())).toBe(true)
      expect(subjectOf(alert()!)).toMatch(new RegExp(`^URGENT: .*ref\\. ${reference}$`))
      expect(mimePart(alert()!, 'text/plain').split('\n')[0]).toMatch(/^URGENT: /)
      // And the homeowner's acknowledgement repeats the promise.
      const ack = () => lead.smtp.replies.find((m) => /^To: (.*)$/m.exec(m)?.[1]?.trim() === email)
      await expect.poll(() => Boolean(ack())).toBe(true)
      for (const line of quoteText.urgent.confirmation.next) expect(mimePart(ack()!, 'text/plain')).toContain(line)
    })

test('the desk lists the urgent leads first, the last one on top, above an ordinary lead sent after them', async ({ page }) => {
  test.setTimeout(60_000)
  expect(sent.length).toBeGreaterThan(0)
  expect(ordinary).toBeDefined()
  const email = `ordinary.${Date.now()}@example.com`
  const form = await openQuoteForm(page, `${lead.base}${ordinary!.route}`)
  await fillValid(page, email)
  await form.getByRole('button', { name: anyOf(submitLabels) }).click()
  await expect.poll(async () => (await storedLead(page.request, email, lead))?.urgent).toBe(false)
  const later = String((await storedLead(page.request, email, lead))!.id)

  await page.goto(`${lead.base}${DESK_APP}`)
  await page.getByLabel(deskWords.signIn.email).fill(OWNER.email)
  await page.getByLabel(deskWords.signIn.password).fill(OWNER.password)
  await page.getByRole('button', { name: deskWords.signIn.submit }).click()
  const rows = page.getByRole('list', { name: deskWords.inbox.list }).getByRole('listitem')
  await expect(rows).toHaveCount(sent.length + 1)
  const order = await rows.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('data-lead')))
  expect(order).toEqual([...[...sent].reverse(), later])
  await expect(rows.first()).toContainText(deskWords.inbox.urgent)
  await expect(rows.last()).not.toContainText(deskWords.inbox.urgent)
})
