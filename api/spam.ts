/**
 * Spam judgement: signals with weights, summed into a score. Score >= SPAM_SCORE → `spam` (stored, listed under
 * ?status=spam, never e-mailed); >= SUSPECT_SCORE → `suspect` (e-mailed after every real lead, subject marked);
 * below → `ok`. Nothing is ever discarded, so a false positive costs a look at the spam list, not a customer.
 *
 * A request that did not come from one of the site's pages (no valid form token) or filled the hidden
 * honeypot is spam on that alone. Content signals (links, HTML, known spam phrases, spreadsheet formulas)
 * need to add up: one link makes a lead suspect, not spam.
 */
import type { QuoteRequest } from '../schemas/quote'
import type { TokenCheck } from './form-token'
import type { LeadStatus } from './store/types'

export const SPAM_SCORE = 5
export const SUSPECT_SCORE = 2

export interface Verdict {
  status: LeadStatus
  score: number
  reasons: string[]
}

type Fields = Omit<QuoteRequest, 'website'>

const URL_PATTERN = /\b(?:https?:\/\/|www\.)\S/gi
const HTML_PATTERN =
  /<\s*\/?\s*(?:a|script|iframe|img|div|span|p|b|i|u|strong|em|br|h[1-6]|font|style|link|meta|object|embed|form)\b[^>]*>/i
const BBCODE_PATTERN = /\[\s*\/?\s*(?:url|link|img)\b[^\]]*\]/i
const SPAM_PHRASES =
  /\b(?:seo|backlinks?|casino|viagra|cialis|crypto(?:currency)?|bitcoin|forex|payday loans?|porn|escort|guest post|increase (?:your )?traffic|rank(?:ing)? (?:your|on) (?:website|google)|web ?design services|lead generation|earn money|work from home|click here|unsubscribe)\b/gi
/** A cell that a spreadsheet would run as a formula. */
const FORMULA_PATTERN = /^[=+@]|^-\S*[(!]/
const NON_LATIN = /[\u0400-\u04ff\u0590-\u06ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/g

const statusOf = (score: number): LeadStatus => (score >= SPAM_SCORE ? 'spam' : score >= SUSPECT_SCORE ? 'suspect' : 'ok')

/** Adds one signal to a verdict (used by the stores for a replayed form token). */
export function escalate(verdict: Verdict, reason: string, weight: number): Verdict {
  const score = verdict.score + weight
  return { status: statusOf(score), score, reasons: [...verdict.reasons, reason] }
}

export const TOKEN_REUSE_WEIGHT = 6

export function judge(fields: Fields, { honeypot, token }: { honeypot: boolean; token: TokenCheck }): Verdict {
  const signals: [string, number][] = []
  if (honeypot) signals.push(['honeypot', 10])
  if (token.state === 'missing') signals.push(['no-form-token', 10])
  else if (token.state === 'invalid') signals.push(['bad-form-token', 10])
  else {
    if (token.tooFast) signals.push(['too-fast', 3])
    if (token.stale) signals.push(['stale-form-token', 2])
  }

  const links = fields.message.match(URL_PATTERN)?.length ?? 0
  if (links > 0) signals.push([links === 1 ? 'link' : 'links', Math.min(6, links * 2)])
  if (HTML_PATTERN.test(fields.message)) signals.push(['html', 4])
  if (BBCODE_PATTERN.test(fields.message)) signals.push(['bbcode', 5])
  const phrases = new Set((fields.message.match(SPAM_PHRASES) ?? []).map((p) => p.toLowerCase()))
  if (phrases.size > 0) signals.push(['spam-phrases', Math.min(6, phrases.size * 2)])

  const names = `${fields.firstName} ${fields.lastName}`
  if (/(?:https?:\/\/|www\.|<|>|\.(?:com|net|org|ru|xyz|top|info|biz)\b)/i.test(names)) signals.push(['link-in-name', 5])
  if ([fields.firstName, fields.lastName, fields.message].some((v) => FORMULA_PATTERN.test(v))) signals.push(['formula', 3])
  if (fields.firstName.toLowerCase() === fields.lastName.toLowerCase() && fields.firstName.length > 2) signals.push(['same-names', 1])

  const nonLatin = fields.message.match(NON_LATIN)?.length ?? 0
  if (nonLatin > fields.message.length / 2) signals.push(['non-latin-message', 2])

  const score = signals.reduce((sum, [, weight]) => sum + weight, 0)
  return { status: statusOf(score), score, reasons: signals.map(([reason]) => reason) }
}
