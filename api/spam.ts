/**
 * Spam judgement. The rule that matters: **a signal a person can trigger never makes a lead spam on its own.**
 *
 * - `bot` signals are what only a bot gives (the hidden honeypot filled, no page fetched, a forged, replayed or
 *   harvested form token, link markup, a link in a name). One is enough: `spam` (stored, listed under ?status=spam, in
 *   the daily digest, never e-mailed one by one).
 * - `person` signals are what a real visitor does now and then (links to photos, the form sent without JavaScript,
 *   autofill sent within seconds, a phone that changed network, text in another script, a phone number at the start,
 *   odd phrases, a burst from one network or e-mail domain). They add up to `suspect` at most: e-mailed, marked
 *   `[Possible spam]`, after every clean lead.
 * - What a message says (api/spam-content.ts: a sales pitch, links of a kind real requests do not send, no project
 *   named, many links, spam phrases) is a `person` signal too: **a real request is never held for what it says**. A
 *   pitch from a bot that runs the browser flow is `suspect` and mailed last; with any bot signal it is spam anyway.
 * - The proof of work (api/pow.ts) missing or failed on the JSON path is `conditional`: alone it makes a lead
 *   suspect (the JavaScript form always solves it, so its absence is odd), with any other signal it makes it spam.
 *   The no-JavaScript form never has it: those leads are held to a stricter threshold (one signal makes them suspect)
 *   but are never spam without a bot signal.
 *
 * Every spam decision is made here, from every signal, in three steps:
 * - `judgeRequest`: what the request tells (its text, honeypot, form token, proof of work); `burstKeys` then names the
 *   burst counters it may count in: none unless it passed the bot signals and does not read as a pitch, never a large
 *   free-mail domain — so junk can not turn a counter that many people share on real leads;
 * - `withBursts`: the bursts the route counted for it added (`judge` does both steps at once);
 * - `judgeStored`: what only the store can count atomically with the write (how many leads the lead's form token
 *   already backs, see `backingToken`). The store supplies the count and applies the verdict; it decides nothing.
 *
 * The table in api/README.md lists every signal; a test walks it.
 */
import type { QuoteRequest } from '../schemas/quote'
import { emailDomain } from './client-key'
import type { TokenCheck } from './form-token'
import type { PowCheck } from './pow'
import { readContent } from './spam-content'
import type { LeadStatus, StoreCounts, Verdict } from './store/types'

export type { StoreCounts, Verdict }

export const SPAM_SCORE = 5
export const SUSPECT_SCORE = 2
/**
 * A form token (or, without one, a solved challenge) may back this many stored leads; the next ones are spam (a replayed
 * cookie). One: every stored lead's answer sets a fresh token, so a browser never sends one token for two leads.
 */
export const MAX_TOKEN_USES = 1
/**
 * Beyond this many leads in BURST_WINDOW_MS from one network, or from one e-mail domain, leads are mailed last. Only
 * requests that passed the bot signals and do not read as a pitch are counted (see burstKeys).
 */
export const BURST_NETWORK_MAX = 5
export const BURST_DOMAIN_MAX = 10
export const BURST_WINDOW_MS = 10 * 60_000

type Fields = Omit<QuoteRequest, 'website'>

export type SignalKind = 'bot' | 'person' | 'conditional'

/** Every signal: its kind and weight (a bot signal's weight alone reaches SPAM_SCORE). */
export const SIGNALS = {
  honeypot: { kind: 'bot', weight: 10, means: 'the hidden field a person never sees was filled' },
  'no-page': { kind: 'bot', weight: 10, means: "a JSON request with no form token and no proof of work: not from the site's form" },
  'bad-form-token': { kind: 'bot', weight: 10, means: 'a forged or altered form token' },
  'token-reused': {
    kind: 'bot',
    weight: 10,
    means: 'one form token (or one solved challenge) behind a second lead: a browser gets a fresh one with every answer',
  },
  'token-other-browser': { kind: 'bot', weight: 10, means: 'the form token was issued to another User-Agent (harvested)' },
  'link-markup': { kind: 'bot', weight: 10, means: 'an HTML link or BBCode link/image' },
  'link-in-name': { kind: 'bot', weight: 10, means: 'a link or a web domain in a name' },
  'no-proof-of-work': { kind: 'conditional', weight: 2, means: 'a JSON request without the proof of work' },
  'bad-proof-of-work': {
    kind: 'conditional',
    weight: 2,
    means: 'a proof of work that failed (expired, wrong, another client, made for another token)',
  },
  links: { kind: 'person', weight: 2, means: '1 to 4 links (photos, plans, a signature)' },
  'link-farm': { kind: 'person', weight: 2, means: '5 or more links (a link farm, or a homeowner with many photos)' },
  'spam-phrases': { kind: 'person', weight: 2, means: 'two or more known spam phrases (SEO, backlinks, casino, …)' },
  'content-solicitation': {
    kind: 'person',
    weight: 2,
    means:
      'a sales pitch (marketing, SEO, more customers, proposals, audits, web design, loans, crypto, guest posts…): rules and a classifier',
  },
  'content-links': { kind: 'person', weight: 2, means: 'a link shortener, a tracking or affiliate link, or a booking page' },
  'no-cookie': { kind: 'person', weight: 2, means: 'a valid proof of work without its form token (the header dropped on the way)' },
  'no-script': {
    kind: 'person',
    weight: 2,
    means: 'the form posted without JavaScript, not as a browser sends a form a person submitted on this site',
  },
  'too-fast': { kind: 'person', weight: 2, means: 'sent sooner than FORM_MIN_SECONDS after the page (autofill)' },
  'token-moved': { kind: 'person', weight: 2, means: 'the form token was issued to another network (Wi-Fi to mobile data)' },
  html: { kind: 'person', weight: 2, means: 'HTML tags without links' },
  'spam-phrase': { kind: 'person', weight: 2, means: 'one known spam phrase' },
  formula: { kind: 'person', weight: 2, means: 'a value a spreadsheet would run as a formula' },
  'burst-network': { kind: 'person', weight: 2, means: 'more than 5 leads from one network (IPv4 address, IPv6 /64) in 10 minutes' },
  'burst-domain': { kind: 'person', weight: 2, means: 'more than 10 leads from one e-mail domain in 10 minutes' },
  'non-latin-message': { kind: 'person', weight: 1, means: 'the details mostly in a non-Latin script' },
  'stale-form-token': { kind: 'person', weight: 1, means: 'the page was fetched more than a day before' },
  'same-names': { kind: 'person', weight: 1, means: 'first and last name the same' },
  'content-no-project': {
    kind: 'person',
    weight: 1,
    means: 'names no project, surface, room, material, measurement or work (text in Latin script)',
  },
} as const satisfies Record<string, { kind: SignalKind; weight: number; means: string }>
export type Signal = keyof typeof SIGNALS

const URL_PATTERN = /\b(?:https?:\/\/|www\.)\S/gi
const LINK_MARKUP = /<\s*a\b[^>]*\bhref|\[\s*\/?\s*(?:url|link|img)\b[^\]]*\]/i
const HTML_PATTERN =
  /<\s*\/?\s*(?:a|script|iframe|img|div|span|p|b|i|u|strong|em|br|h[1-6]|font|style|link|meta|object|embed|form)\b[^>]*>/i
const SPAM_PHRASES =
  /\b(?:seo|backlinks?|casino|viagra|cialis|crypto(?:currency)?|bitcoin|forex|payday loans?|porn|escort|guest post|increase (?:your )?traffic|rank(?:ing)? (?:your|on) (?:website|google)|web ?design services|lead generation|earn money|work from home|click here|unsubscribe)\b/gi
/** A cell that a spreadsheet would run as a formula; a phone number written first (`+1 914 …`) is not one. */
const FORMULA_PATTERN = /^(?:[=@]|[+-]\s*[A-Za-z(]|-\S*[(!])/
const NON_LATIN = /[\u0400-\u04ff\u0590-\u06ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/g

export interface JudgeContext {
  honeypot: boolean
  token: TokenCheck
  /** The proof of work; `undefined` on the no-JavaScript path (a native form post never carries it). */
  pow?: PowCheck
  /**
   * The no-JavaScript path: the post came as a browser sends a form a person submitted on this site (`navigatedPost` in
   * api/routes/contact-form.ts). Without it, such a post is `no-script`.
   */
  navigated?: boolean
  /** Leads counted in BURST_WINDOW_MS, this one included, from the request's network and from its e-mail domain. */
  bursts?: Bursts
}

export interface Bursts {
  network: number
  domain: number
}

/** The request's verdict: every signal of its circumstances, its text and the bursts it belongs to. */
export function judge(fields: Fields, context: JudgeContext): Verdict {
  return withBursts(judgeRequest(fields, context), context.bursts)
}

/** The verdict on what the request itself tells, before any burst counter. */
export interface RequestJudgement {
  verdict: Verdict
  signals: Signal[]
  native: boolean
}

/** Step one: the request's own signals (page, proof of work, text). */
export function judgeRequest(fields: Fields, { honeypot, token, pow, navigated }: Omit<JudgeContext, 'bursts'>): RequestJudgement {
  const signals = [...pageSignals(honeypot, token, pow, navigated === true), ...textSignals(fields)]
  const native = pow === undefined
  return { verdict: verdictOf(signals, native), signals, native }
}

/** Step two: the bursts the route counted (with the keys of burstKeys) added to the request's own verdict. */
export function withBursts({ verdict, signals, native }: RequestJudgement, bursts: Bursts | undefined): Verdict {
  const burst = burstSignals(bursts)
  return burst.length ? verdictOf([...signals, ...burst], native) : verdict
}

/** What a pitch or a page-less script says: such a request never counts in a counter shared by many people. */
const NOT_COUNTED: ReadonlySet<Signal> = new Set([
  'no-proof-of-work',
  'bad-proof-of-work',
  'link-farm',
  'spam-phrases',
  'content-solicitation',
  'content-links',
])

/**
 * The burst counters a request counts in. Counters keyed on what many people share (a network, an e-mail domain)
 * count only requests that passed the bot signals and do not read as a pitch, so junk — tokenless posts, pitches from a
 * browser-like bot — can not make the next real lead from that network or domain a burst. The large free-mail domains
 * are never counted: thousands of unrelated people share gmail.com.
 */
export function burstKeys({ signals }: RequestJudgement, network: string, email: string): { network?: string; domain?: string } {
  if (signals.some((s) => SIGNALS[s].kind === 'bot' || NOT_COUNTED.has(s))) return {}
  const domain = emailDomain(email)
  return { network: `burst-net:${network}`, ...(isFreeMail(domain) ? {} : { domain: `burst-domain:${domain}` }) }
}

/** Mail providers shared by many unrelated people (and the region's Internet providers' mail): no domain burst. */
const FREE_MAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'rocketmail.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'msn.com',
  'protonmail.com',
  'proton.me',
  'pm.me',
  'mail.com',
  'zoho.com',
  'fastmail.com',
  'hey.com',
  'tutanota.com',
  'qq.com',
  '163.com',
  '126.com',
  'mail.ru',
  'comcast.net',
  'verizon.net',
  'optonline.net',
  'optimum.net',
  'att.net',
  'sbcglobal.net',
  'bellsouth.net',
  'charter.net',
  'twc.com',
  'rr.com',
  'frontier.com',
  'frontiernet.net',
  'cox.net',
  'earthlink.net',
  'juno.com',
  'netzero.net',
])
/** Country variants of the largest ones (yahoo.co.uk, hotmail.es, live.com.mx, outlook.fr…). */
const FREE_MAIL_FAMILY = /^(?:yahoo|hotmail|outlook|live|gmx|yandex|web|orange|libero|wanadoo)\.[a-z]{2,3}(?:\.[a-z]{2})?$/

export function isFreeMail(domain: string): boolean {
  const d = domain.toLowerCase()
  // Subdomains too: nyc.rr.com, hvc.rr.com.
  const parent = d.slice(d.indexOf('.') + 1)
  return FREE_MAIL.has(d) || FREE_MAIL_FAMILY.test(d) || (parent.includes('.') && FREE_MAIL.has(parent))
}

/** What the request says about the page behind it: the honeypot, the form token, the proof of work. */
function pageSignals(honeypot: boolean, token: TokenCheck, pow: PowCheck | undefined, navigated: boolean): Signal[] {
  const signals: Signal[] = []
  if (honeypot) signals.push('honeypot')
  const powValid = pow?.state === 'valid'
  // A token and a solution come as a pair from one challenge: a solution made for another token was not the form's own.
  const powPaired = powValid && (token.state !== 'valid' || pow.token === token.id)
  // The form without JavaScript carries no token (pages are the same bytes for everyone): what shows a person sent it
  // from a page of the site is how the browser sent it (a navigation by a person's click, from this site).
  if (token.state === 'missing' && pow === undefined) {
    if (!navigated) signals.push('no-script')
  } else if (token.state === 'missing') signals.push(powValid ? 'no-cookie' : 'no-page')
  else if (token.state === 'invalid') signals.push('bad-form-token')
  else {
    if (token.otherBrowser) signals.push('token-other-browser')
    else if (token.moved) signals.push('token-moved')
    if (token.tooFast) signals.push('too-fast')
    if (token.stale) signals.push('stale-form-token')
  }
  // Without a page, the proof of work adds nothing the `no-page` signal does not say already.
  if (pow && !powPaired && token.state !== 'missing') signals.push(pow.state === 'missing' ? 'no-proof-of-work' : 'bad-proof-of-work')
  return signals
}

/**
 * What the visitor wrote: links, markup, spam phrases, a link in a name, formulas, the same names, the script, and what
 * the message says (api/spam-content.ts: a pitch, odd links, no project named).
 */
function textSignals(fields: Fields): Signal[] {
  const signals: Signal[] = []
  const links = fields.message.match(URL_PATTERN)?.length ?? 0
  if (links >= 5) signals.push('link-farm')
  else if (links > 0) signals.push('links')
  if (LINK_MARKUP.test(fields.message)) signals.push('link-markup')
  else if (HTML_PATTERN.test(fields.message)) signals.push('html')
  const phrases = new Set((fields.message.match(SPAM_PHRASES) ?? []).map((p) => p.toLowerCase()))
  if (phrases.size >= 2) signals.push('spam-phrases')
  else if (phrases.size === 1) signals.push('spam-phrase')

  const names = `${fields.firstName} ${fields.lastName}`
  if (/(?:https?:\/\/|www\.|<|>|\.(?:com|net|org|ru|xyz|top|info|biz)\b)/i.test(names)) signals.push('link-in-name')
  if ([fields.firstName, fields.lastName, fields.message].some((v) => FORMULA_PATTERN.test(v))) signals.push('formula')
  if (fields.firstName.toLowerCase() === fields.lastName.toLowerCase() && fields.firstName.length > 2) signals.push('same-names')

  const nonLatin = fields.message.match(NON_LATIN)?.length ?? 0
  const latin = nonLatin <= fields.message.length / 2
  if (!latin) signals.push('non-latin-message')

  const content = readContent(fields.message)
  if (content.solicitation) signals.push('content-solicitation')
  if (content.oddLinks) signals.push('content-links')
  // The project words are English and Spanish: text in another script says nothing either way.
  if (content.noProject && latin) signals.push('content-no-project')
  return signals
}

/** More than BURST_NETWORK_MAX leads from one network, or BURST_DOMAIN_MAX from one e-mail domain, in BURST_WINDOW_MS. */
function burstSignals(bursts: Bursts | undefined): Signal[] {
  const signals: Signal[] = []
  if (bursts && bursts.network > BURST_NETWORK_MAX) signals.push('burst-network')
  if (bursts && bursts.domain > BURST_DOMAIN_MAX) signals.push('burst-domain')
  return signals
}

/** Mailed after every other lead, suspect ones included: one of a burst, or a sales pitch (a flood of either waits). */
const MAILED_LAST: ReadonlySet<string> = new Set(['burst-network', 'burst-domain', 'content-solicitation', 'link-farm', 'spam-phrases'])
export const mailedLast = (verdict: Verdict) => verdict.reasons.some((r) => MAILED_LAST.has(r))

/**
 * What backs a lead, counted so that it backs one (MAX_TOKEN_USES): the form token when the proof of work (if any) was
 * made for it, else the solved challenge (no token, or a solution made for another token); null: nothing.
 */
export function backingToken(token: TokenCheck, pow: PowCheck | undefined): string | null {
  if (pow?.state === 'valid' && !(token.state === 'valid' && pow.token === token.id)) return `pow:${pow.id}`
  return token.state === 'valid' ? token.id : null
}

/**
 * The final verdict, once the store has counted: a token that already backs `maxTokenUses` leads was replayed
 * (`token-reused`, a bot signal, added to the request's verdict).
 */
export function judgeStored(verdict: Verdict, { tokenUses }: StoreCounts, maxTokenUses = MAX_TOKEN_USES): Verdict {
  if (tokenUses < maxTokenUses || verdict.reasons.includes('token-reused')) return verdict
  return escalate(verdict, 'token-reused')
}

/** Adds one signal to a verdict already made: its weight on top of the verdict's score; a bot signal makes it spam. */
function escalate(verdict: Verdict, reason: Signal): Verdict {
  return {
    status: SIGNALS[reason].kind === 'bot' ? 'spam' : verdict.status,
    score: verdict.score + SIGNALS[reason].weight,
    reasons: [...verdict.reasons, reason],
  }
}

/** The status of a set of signals (see the file comment); `native`: the no-JavaScript path's stricter threshold. */
export function verdictOf(signals: readonly Signal[], native = false): Verdict {
  const score = signals.reduce((sum, s) => sum + SIGNALS[s].weight, 0)
  const bot = signals.some((s) => SIGNALS[s].kind === 'bot')
  const conditional = signals.some((s) => SIGNALS[s].kind === 'conditional')
  const status: LeadStatus = bot || (conditional && signals.length > 1) ? 'spam' : score >= (native ? 1 : SUSPECT_SCORE) ? 'suspect' : 'ok'
  return { status, score: status === 'spam' ? Math.max(score, SPAM_SCORE) : Math.min(score, SPAM_SCORE - 1), reasons: [...signals] }
}
