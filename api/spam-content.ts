/**
 * What a message says: is it a sales pitch (marketing, SEO, "more customers", proposals, audits, web design, loans,
 * crypto, guest posts…), what kind of links it carries, and does it name a project at all. api/spam.ts turns the
 * answers into signals (`content-solicitation`, `content-links`, `content-no-project`); none of them makes a lead spam
 * on its own (a real request is never held for what it says: at worst it is marked suspect and still mailed).
 *
 * The pitch detector is rules and a naive Bayes classifier together (`isSolicitation`), chosen over either alone by
 * precision and recall on a held-out set (api/spam-corpus/holdout.json; the figures are in api/README.md and
 * recomputed by tests/unit/api/spam-content.test.ts). The classifier is trained once, at start, on the labelled set the
 * project ships (api/spam-corpus/train.json) and never on what is posted: no visitor, and no bot, can teach it
 * anything.
 */
import fs from 'node:fs'

/** The labelled set's shape: pitches sent through quote forms, and real requests. */
export interface Corpus {
  pitches: string[]
  requests: string[]
}

export const readCorpus = (part: 'train' | 'holdout'): Corpus =>
  JSON.parse(fs.readFileSync(new URL(`./spam-corpus/${part}.json`, import.meta.url), 'utf8')) as Corpus

// ---------------------------------------------------------------------------------------------------------------
// Text as the rules and the classifier read it

/** Lower case, accents folded (Spanish `más` reads as `mas`), at most the first 5,000 characters. */
export function fold(text: string): string {
  // One message is read three or four times in a row (rules, classifier, project words): folded once.
  if (text === folded.text) return folded.result
  const result = text.slice(0, 5_000).normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
  folded = { text, result }
  return result
}
let folded = { text: '', result: '' }

const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)[^\s<>"'`)\]]+/gi

/** Link shorteners: where a link really goes is hidden (real visitors paste the photo or plan link itself). */
const SHORTENERS = new Set([
  'bit.ly',
  'bitly.com',
  'tinyurl.com',
  'cutt.ly',
  't.co',
  'goo.gl',
  'ow.ly',
  'is.gd',
  'v.gd',
  'buff.ly',
  'rebrand.ly',
  'shorturl.at',
  'tiny.cc',
  'rb.gy',
  's.id',
  't.ly',
  'bl.ink',
  'lnkd.in',
  'qrco.de',
  'shorte.st',
  'adf.ly',
  'tr.im',
  'clck.ru',
])
/** Booking pages: a seller's "pick a time for a call". */
const BOOKING = /(?:^|\.)(?:calendly\.com|cal\.com|meetings\.hubspot\.com|savvycal\.com|tidycal\.com|zcal\.co)$/
/**
 * Query parameters a sender puts on campaign and affiliate links. Not the click ids a visitor's own browser picks up
 * (`gclid`, `fbclid`), and not on the photo and social sites homeowners share from (their share links carry `utm_*`).
 */
const TRACKING = /^(?:utm_\w+|mc_cid|mc_eid|_hsenc|_hsmi|mkt_tok|ref|aff|affid|aff_id|affiliate|clickid|campaign)$/i
const SHARED_FROM =
  /(?:^|\.)(?:instagram\.com|pinterest\.[a-z.]+|pin\.it|houzz\.com|facebook\.com|fb\.com|youtube\.com|youtu\.be|tiktok\.com|imgur\.com|dropbox\.com|google\.com|goo\.gl|icloud\.com|flickr\.com)$/

export interface LinkReport {
  count: number
  /** Each kind of link real requests do not send: `shortener`, `tracking`, `booking`. */
  kinds: ('shortener' | 'tracking' | 'booking')[]
}

export function linksOf(text: string): LinkReport {
  const kinds = new Set<LinkReport['kinds'][number]>()
  const urls = text.match(URL_IN_TEXT) ?? []
  for (const raw of urls) {
    let url: URL
    try {
      url = new URL(/^https?:/i.test(raw) ? raw : `http://${raw}`)
    } catch {
      continue
    }
    const host = url.hostname.toLowerCase().replace(/^www\./, '')
    if (SHORTENERS.has(host)) kinds.add('shortener')
    if (BOOKING.test(host)) kinds.add('booking')
    if (!SHARED_FROM.test(host)) for (const key of url.searchParams.keys()) if (TRACKING.test(key)) kinds.add('tracking')
  }
  return { count: urls.length, kinds: [...kinds] }
}

/**
 * Features: words and pairs of words of the folded text, with links, e-mail addresses, measurements, amounts of money
 * and other numbers as placeholders (`40 sq ft` and `60"` read alike; `$499` and `$150` too). Each counted once.
 */
export function features(text: string): Set<string> {
  let t = fold(text)
  t = t.replace(URL_IN_TEXT, (url) => {
    const { kinds } = linksOf(url)
    return kinds.length ? ` zzlinkodd ` : ' zzlink '
  })
  t = t
    .replace(/(?<!\S)[^\s@]+@[^\s@]+\.[^\s@]+/g, ' zzemail ')
    .replace(/\$\s?\d[\d,.]*\s*[km]?\b/g, ' zzmoney ')
    .replace(/(?<![\d,.])\d[\d,.]*\s*%/g, ' zzpercent ')
    .replace(MEASURE, ' zzmeasure ')
    .replace(/\d+/g, ' zznum ')
  const words = t.match(/[a-z\u00f1]{2,}|zz[a-z]+/g) ?? []
  const out = new Set<string>(words)
  for (let i = 1; i < words.length; i++) out.add(`${words[i - 1]} ${words[i]}`)
  return out
}

/** A measurement: 40 sq ft, 60", 7x3, 3cm, 12 linear feet, 48 pulgadas, 40 pies cuadrados. */
const MEASURE =
  /(?<![\d.,/])\d+(?:[.,/]\d+)?\s*(?:x\s*\d+(?:[.,]\d+)?\s*(?:in|ft|cm|"|')?|(?:sq\.?\s*(?:ft|feet|foot)|sqft|square\s+f(?:ee|oo)t|sf\b|linear\s+f(?:ee|oo)t|lin\.?\s*ft|ft\b|feet|foot|inch(?:es)?|in\b|"|'|cm\b|mm\b|pies?\b|pulgadas?|metros?))/g

const MEASURE_ONE = new RegExp(MEASURE.source)

// ---------------------------------------------------------------------------------------------------------------
// Rules

/**
 * Families of sales-pitch wording (on folded text). A family counts once however many of its phrases a message has:
 * a pitch says two kinds of thing ("more customers" and "can I send you a proposal"), a customer rarely even one.
 */
export const SOLICITATION_FAMILIES: Record<string, RegExp> = {
  marketing:
    /\b(?:seo|search engine|(?:digital|online|internet|social media|local) marketing|marketing (?:agency|firm|company|services?|team|strateg\w+|campaigns?|plan)|ppc|pay per click|google ads|adwords|(?:facebook|instagram|yelp) ads|paid ads|social media (?:management|marketing)|online presence|visibility|rankings?|rank (?:higher|on|your)|first page (?:of|on) google|page (?:1|one) of google|top of google|map pack|(?:google )?business profile|google (?:my business|listing)|local (?:search|seo)|keywords?|backlinks?|link building|citations?|(?:website|web|site|your|more|increase|boost)\w* (?:\w+ )?traffic|conversion rate|landing pages?|reputation (?:marketing|management)|review management|marketing digital|posicionamiento|posicionamos|publicidad|redes sociales|agencia de marketing)\b/,
  customers:
    /\b(?:more (?:customers|clients|leads|calls|jobs|sales|revenue|reviews|bookings|appointments|business from)|new customers|(?:get|grow|double|triple|boost|increase|scale) (?:your )?(?:business|revenue|sales|leads|calls|inbound)|grow your|(?:exclusive|qualified|pre-?qualified|homeowner|ready-to-buy|kitchen remodeling) (?:leads|appointments)|lead generation|appointment setting|phone to ring|your competitors|competitors' online|close more|mas clientes|conseguir (?:mas )?clientes|atraer (?:muchos )?(?:mas )?clientes)\b/,
  offer:
    /\b(?:(?:can|may|could|should|shall) i (?:send|share|show|email) (?:you|it|over)|i (?:put together|prepared) (?:a|an)|send (?:you|over) (?:a |an |our |my |the )?(?:quick |short |free |custom )?(?:proposal|audit|report|plan|mockup|samples?|video|case study|comparison|rates|pricing|price list|catalog|list)|(?:quick|short|free|custom|video) (?:proposal|audit|report|demo|mockup|analysis|strategy|walkthrough|eligibility)|free (?:trial|demo|audit|analysis|report|strategy|sample|samples|mockup|week|website audit|seo|listing)|(?:would|are) you (?:be )?(?:interested|open) (?:in|to)|are you (?:interested|the owner|taking on|hiring|happy)|(?:open|time) (?:to|for) a (?:quick |short |free )?(?:call|chat)|\d+[- ]minute (?:call|chat|intro)|worth a (?:quick )?chat|quick (?:call|chat)|(?:book|schedule|set up) a (?:free |quick |short )?(?:demo|call|strategy|intro)|(?:reply|respond) (?:yes|to (?:this|learn|claim)|with|for)|let me know if (?:you(?:'re| are)? )?interested|(?:no|without) (?:obligation|long term contracts?|contracts?)|limited (?:time|spots)|special (?:offer|price|package)|case study|following up on my|just checking in|(?:le|les) (?:envio|mando|puedo mandar)|le interesa|tiene \d+ minutos|propuesta|consulta (?:gratis|gratuita)|resultados garantizados)\b/,
  web: /\b(?:web ?design\w*|web ?developers?|website (?:redesign|development|builder|maintenance|speed|audit)|(?:redesign|rebuild|build|fix) (?:your |a )?(?:website|site)|mobile[- ]friendly|wordpress|shopify|(?:mobile|custom) app|app development|chatbot|live chat|online (?:chat|booking|store)|plugins|your (?:website|site) (?:is (?:not|outdated|slow|missing)|looks|takes|could|isn't|doesn't|has (?:errors|broken|no|security))|(?:errors|issues|vulnerabilities) on your (?:website|site)|diseno (?:de paginas )?web|paginas? web|sitio web)\b/,
  finance:
    /\b(?:(?:business|sba|payday|small business|quick|instant|fast|cheap) loans?|loans? (?:for|up to)|business funding|get funded|working capital|line of credit|merchant cash|equipment financing|(?:card|credit card) processing|processing (?:fees|costs)|merchant services|no credit check|bad credit|hard credit|crypto\w*|bitcoin|forex|trading (?:bot|platform|system)|passive income|make money|earn \S+ (?:a day|weekly|per)|guaranteed returns|returns guaranteed|prestamos?|financiamiento para su|capital de trabajo|criptomonedas|ganancias|revision de credito)\b/,
  publishing:
    /\b(?:guest post\w*|sponsored (?:posts?|articles?|placement)|link insertions?|do-?follow|domain authority|\bda ?\d+|advertise on your|banner ads|(?:publish|place) (?:a |an |your )?(?:article|backlink|link)|paid collaboration|advertising packages?|(?:seo|blog) (?:articles?|posts?|content)|content writer|blog articles|featured in (?:our|a)|feature your company)\b/,
  services:
    /\b(?:virtual (?:assistants?|receptionists?)|\bvas?\b|bookkeeping|payroll|staffing|outsourc\w+|answering service|(?:ai|virtual) (?:receptionist|phone agent|chat)|email lists?|b2b|lead lists|job (?:boards|openings)|crm|software|uniforms|logos?|branding|brand identit\w+|drone|promotional videos?|direct mail|postcards|electricity rates|energy bill|(?:buy|buying|selling|acquiring) (?:your |old )?(?:business(?:es)?|domains?|websites?)|domain name|wholesale|(?:stone|quartz|our) factory|become your supplier|direct from (?:our )?factory|our (?:price list|catalog\w*|product range)|distributors|importers|contabilidad|nomina|mayoreo|listas de correos)\b/,
  target:
    /\b(?:(?:businesses|companies|contractors|remodelers) like yours|(?:dear|estimado) (?:sir|madam|business owner|owner|propietario)|business owner|are you the owner|who handles your|right contact for|your (?:business|company|negocio|empresa) (?:could|does|has|is|ready|grow)|(?:local|small) businesses|home (?:improvement|service) (?:companies|businesses)|(?:for|help) (?:countertop|stone|remodeling|home service) (?:companies|businesses|fabricators)|attention business|su (?:negocio|empresa)|para (?:su|pequenas) (?:negocio|empresas?)|negocios (?:locales|de))\b/,
  scam: /\b(?:(?:domain|listing)\b.{0,30}\b(?:expire|suspended)|verify it today|copyright|infring\w+|security vulnerabilit\w+|claim your|you have been selected|selected for a feature|unsubscribe|opt[- ]out|reply stop)\b/,
}

/** Words of a project: a room, a surface, a material, a measurement, the work. English and Spanish. */
const PROJECT =
  /\b(?:kitchen\w*|bath\w*|vanit\w+|island|peninsula|bar ?tops?|wet bar|bar|pantry|laundry|powder room|fireplace|hearth|mantel|outdoor|grill|pool|shower|tub|sill|desk|reception|counter\w*|backsplash|photos?|pictures?|pics|plans|drawings?|layout|elevations?|splash|sinks?|cooktop|range|stove|cabinets?|granite|quartz\w*|marble|porcelain|dekton|neolith|silestone|caesarstone|cambria|soapstone|laminate|corian|slabs?|remnants?|calacatta|carrara|edge|seam|cracks?|cracked|chip\w*|stain\w*|etch\w*|burn|sealing|reseal|polish\w*|hon\w+|leathered|template|measur\w+|install\w*|fabricat\w+|remodel\w*|renovat\w+|repair\w*|replac\w+|cocina|bano|banos|encimeras?|meson(?:es)?|cubiertas?|tocador|lavamanos|isla|granito|cuarzo|marmol|pies cuadrados|pulgadas|reparar\w*|instalacion|remodelacion|rajadura|grieta)\b/

/** The families of pitch wording a message has. */
export function solicitationFamilies(text: string): string[] {
  const t = fold(text)
  return Object.entries(SOLICITATION_FAMILIES)
    .filter(([, re]) => re.test(t))
    .map(([family]) => family)
}

/** Does it name a project, a surface, a room, a material, a measurement or the work? */
export function namesProject(text: string): boolean {
  const t = fold(text)
  return PROJECT.test(t) || MEASURE_ONE.test(t)
}

/** Rules alone: two families of pitch wording, or one in a message that names no project. */
export function rulesSay(text: string): boolean {
  const families = solicitationFamilies(text).length
  return families >= 2 || (families === 1 && !namesProject(text))
}

// ---------------------------------------------------------------------------------------------------------------
// Naive Bayes

/** Multinomial naive Bayes over features counted once per message (binarised), Laplace smoothing, equal priors. */
export class NaiveBayes {
  private readonly logRatio = new Map<string, number>()

  constructor(corpus: Corpus, alpha = 1) {
    const pitch = count(corpus.pitches)
    const request = count(corpus.requests)
    const vocabulary = new Set([...pitch.counts.keys(), ...request.counts.keys()])
    const denomP = pitch.total + alpha * vocabulary.size
    const denomR = request.total + alpha * vocabulary.size
    for (const f of vocabulary) {
      const p = ((pitch.counts.get(f) ?? 0) + alpha) / denomP
      const r = ((request.counts.get(f) ?? 0) + alpha) / denomR
      this.logRatio.set(f, Math.log(p / r))
    }
  }

  /** Log-odds that the text is a pitch (features never seen in training count for nothing). */
  logOdds(text: string): number {
    let sum = 0
    for (const f of features(text)) sum += this.logRatio.get(f) ?? 0
    return sum
  }
}

function count(texts: string[]) {
  const counts = new Map<string, number>()
  let total = 0
  for (const text of texts)
    for (const f of features(text)) {
      counts.set(f, (counts.get(f) ?? 0) + 1)
      total++
    }
  return { counts, total }
}

/** Log-odds above which the classifier alone calls a text a pitch (chosen by cross-validation on the training set). */
export const NB_THRESHOLD = 4

/** The classifier, trained on the shipped training set once, when the server starts (a few milliseconds). */
const model = new NaiveBayes(readCorpus('train'))
export const classifier = () => model

// ---------------------------------------------------------------------------------------------------------------
// The decision

/** What api/spam.ts reads from a message. */
export interface ContentReport {
  /** A sales pitch (rules and classifier, see isSolicitation). */
  solicitation: boolean
  /** Link shorteners, tracking parameters, booking pages. */
  oddLinks: boolean
  /** Names no project, surface, room, material, measurement or work (Latin-script text only). */
  noProject: boolean
}

/** A pitch, as chosen by measurement: see api/README.md for the figures of each method. */
export function isSolicitation(text: string, nb: NaiveBayes = classifier()): boolean {
  return rulesSay(text) || nb.logOdds(text) > NB_THRESHOLD
}

export function readContent(text: string): ContentReport {
  return {
    solicitation: isSolicitation(text),
    oddLinks: linksOf(text).kinds.length > 0,
    noProject: !namesProject(text),
  }
}
