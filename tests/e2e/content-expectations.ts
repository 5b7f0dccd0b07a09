import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * What each route must show, written from shared/SPEC.md §2 (screens) and §9 (constants), not from the pages: the
 * exact strings, prices, durations, percentages, populations and ZIP codes, and the counts ("three packages", "six
 * repair cards", "eight signs each"). tests/e2e/content.spec.ts loads every route once, at phone width, and checks
 * its row against the visible text of the page's <main>. Text comparisons ignore case (CSS may set a label in
 * capitals) and runs of white space.
 *
 * The business facts the spec names by placeholder ({phone}, {email}, {address}) come from data/site.json. The
 * interactive tools (slab catalogue, material comparison, project gallery, before/after) are checked by their own
 * tests; their pages list only the static content around them here.
 */

const site = JSON.parse(readFileSync(join(import.meta.dirname, '../../data/site.json'), 'utf8')) as {
  phone: { display: string; digits: string }
  email: string
  address: { street: string; city: string; region: string }
}

export type Expectation = {
  route: string
  /** Text that must be visible in <main>: a string (contained, case-insensitive) or a pattern. */
  text?: (string | RegExp)[]
  /** Text that must be visible exactly this many times, e.g. three "Select Package" buttons. */
  times?: { text: string; count: number }[]
  /**
   * Sizes of the top-level lists (ul/ol not inside another list item) in a section, in order: the number of
   * cards, plans, steps, reviews or lines, e.g. { section: '#repair-or-replace', sizes: [8, 8] }.
   */
  lists?: { section: string; sizes: number[]; what: string }[]
  /** Cards (top-level list items of a section) that each show all the strings of one group. */
  cards?: { section: string; each: string[][] }
  /** Links in <main> (or a section): href pattern, how many, and whether they open a new tab. */
  links?: { section?: string; href: RegExp; count?: number; newTab?: boolean }[]
  /** At least this many named reviews with a star rating (the names behind the specification's "4.9/5" rating). */
  namedReviews?: number
}

const phone = site.phone.display
const telLink = new RegExp(`^tel:\\+?${site.phone.digits}$`)
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i))

/** A city page: the specification's population and every ZIP code of the city, with the neighborhoods served. */
const city = (route: string, name: string, population: string, zips: string[], extra: (string | RegExp)[] = []): Expectation => ({
  route,
  text: [name, 'Population', population, ...zips, 'Neighborhoods', ...extra],
  links: [{ href: /^#quote$|^\/contact/ }, { href: telLink }],
})

/** A static town page of the first layout: stats, material price cards, recent projects, neighborhoods, service hours. */
const townA = (route: string, name: string, priceRange: string, extra: (string | RegExp)[] = []): Expectation => ({
  route,
  text: [name, priceRange, 'per sq ft', 'Recent Projects', 'Neighborhoods', 'Service Hours', ...extra],
  lists: [{ section: '#materials', sizes: [3], what: 'material price cards' }],
  times: [{ text: 'Most Popular', count: 1 }],
})

/**
 * A static town page of the second layout: back link, hero with badge, headline, intro and two buttons, stats box,
 * three material cards with a price per sq ft (one popular), five recent projects, eight neighborhood cards.
 */
const townB = (route: string, name: string, serviceHours: boolean): Expectation => ({
  route,
  text: ['Back to Home', name, 'per sq ft', 'Recent Projects', 'Neighborhoods', ...(serviceHours ? ['Service Hours', 'Call Now'] : [])],
  lists: [
    { section: '#materials', sizes: [3], what: 'material cards' },
    { section: '#recent-projects', sizes: [5], what: 'recent projects' },
    { section: '#neighborhoods', sizes: [8], what: 'neighborhood cards' },
  ],
  times: [{ text: 'Most Popular', count: 1 }],
})

export const expectations: Expectation[] = [
  {
    route: '/',
    text: [
      'Premium Countertops for Westchester County',
      'Get Free Quote',
      '4.9/5 Rating',
      'Licensed & Insured',
      '15+ Years Experience',
      'Premium Countertop Materials',
      'Starting at',
      'Popular',
      'Explore Granite Countertops',
      'Explore Quartz Countertops',
      'Why Westchester County Trusts Us',
      'Expert Installation',
      'Fast Turnaround',
      'Competitive Pricing',
      'Warranty Protection',
      'Serving All of Westchester County',
      'Major Cities',
      'Towns We Serve',
      'Villages & Hamlets',
      'Population 59,559',
      'Population 211,569',
    ],
    lists: [
      { section: '#top', sizes: [3], what: 'trust badges' },
      { section: '#why-us', sizes: [4], what: 'reasons' },
    ],
    links: [{ href: /^\/locations\/white-plains$/ }, { href: /^\/services\/granite$/ }, { href: telLink }],
    namedReviews: 3,
  },

  // Material pages: the record's name, starting price and unit; 8 benefits; the specification's specifics (thickness, heat).
  {
    route: '/services/granite',
    text: ['Granite Countertops', 'Starting at', '$45', 'per sq ft', '2cm or 3cm', '1200°F', /seal/i, /15-year/i],
    lists: [
      { section: '#top', sizes: [8], what: 'benefits' },
      { section: '#gallery', sizes: [3], what: 'gallery images' },
    ],
  },
  {
    route: '/services/quartz',
    text: ['Quartz Countertops', 'Starting at', '$55', 'Caesarstone', 'Silestone', 'MSI Quartz', 'Cambria'],
    lists: [{ section: '#top', sizes: [8], what: 'benefits' }],
  },
  {
    route: '/services/marble',
    text: ['Marble Countertops', 'Starting at', '$65', 'Carrara', 'Calacatta', 'Statuario', 'Emperador', 'Italy', 'Spain'],
    lists: [
      { section: '#top', sizes: [8], what: 'benefits' },
      { section: '#marble-types', sizes: [4], what: 'marble types' },
    ],
  },
  {
    route: '/services/porcelain',
    text: ['Porcelain Countertops', 'Starting at', '$75', '6mm', '20mm', '10 ft', '5 ft', '2000°F'],
    lists: [
      { section: '#top', sizes: [8], what: 'benefits' },
      { section: '#highlights', sizes: [4], what: 'highlight cards' },
      { section: '#applications', sizes: [6], what: 'applications' },
    ],
  },
  {
    route: '/services/quartzite',
    text: ['Quartzite Countertops', 'Starting at', '$70', 'Granite', 'Marble', 'Quartz'],
    lists: [
      { section: '#top', sizes: [8], what: 'benefits' },
      { section: '#highlights', sizes: [4], what: 'highlight cards' },
      { section: '#colors', sizes: [6], what: 'popular colors' },
    ],
  },

  {
    route: '/services/kitchen-remodeling',
    text: [
      'Kitchen Remodeling',
      'Essential Remodel',
      '$15,000',
      'Complete Transformation',
      '$35,000',
      'Luxury Kitchen',
      '$65,000',
      'Most Popular',
      /weeks? 1\b/i,
      /week 7\b/i,
    ],
    times: [
      { text: 'Select Package', count: 3 },
      { text: 'Most Popular', count: 1 },
    ],
    cards: {
      section: '#packages',
      each: [
        ['Essential Remodel', '$15,000'],
        ['Complete Transformation', '$35,000', 'Most Popular'],
        ['Luxury Kitchen', '$65,000'],
      ],
    },
    lists: [
      { section: '#services', sizes: [4], what: 'services' },
      { section: '#packages', sizes: [3], what: 'packages' },
      { section: '#timeline', sizes: [4], what: 'timeline steps' },
    ],
  },
  {
    route: '/services/bathroom-remodeling',
    text: ['Bathroom Remodeling', 'per sq ft'],
    cards: {
      section: '#materials',
      each: [
        ['Marble', '$65'],
        ['Quartz', '$55'],
        ['Granite', '$45'],
        ['Porcelain', '$75'],
      ],
    },
    lists: [
      { section: '#services', sizes: [4], what: 'services' },
      { section: '#vanity-styles', sizes: [3], what: 'vanity styles' },
      { section: '#materials', sizes: [4], what: 'material price cards' },
      { section: '#process', sizes: [4], what: 'process steps' },
    ],
  },
  {
    route: '/services/countertop-repair',
    text: [
      'Countertop Repair',
      '24/7 Emergency Service',
      'Emergency Repair',
      'Schedule Repair',
      'Starting at',
      '$200',
      'Materials',
      'Urgency',
      'Same-day available',
      '24-48 hours',
      'Scheduled',
      '2-3 days',
      '1-2 days',
      '10-30%',
      '50%',
      /2 hours|2-hour/i,
      'Assessment',
      'Preparation',
      'Repair',
      'Finishing',
    ],
    lists: [
      { section: '#repairs', sizes: [6], what: 'repair cards' },
      { section: '#repair-or-replace', sizes: [8, 8], what: 'signs to repair and to replace' },
      { section: '#repair-process', sizes: [4], what: 'repair steps' },
    ],
    links: [{ section: '#emergency', href: telLink }],
  },

  city('/locations/white-plains', 'White Plains', '59,559', [...range(10601, 10607), '10610']),
  city('/locations/yonkers', 'Yonkers', '211,569', [...range(10701, 10705), '10710']),
  city('/locations/new-rochelle', 'New Rochelle', '79,000', ['10801', '10802', '10804', '10805']),
  city('/locations/mount-vernon', 'Mount Vernon', '68,000', range(10550, 10553), ['16,824/sq mi']),
  city('/locations/peekskill', 'Peekskill', '24,000', ['10566']),
  city('/locations/rye', 'Rye', '16,000', ['10580']),

  townA('/locations/mamaroneck', 'Mamaroneck', '$55-120'),
  townA('/locations/harrison', 'Harrison', '$85-180'),
  townA('/locations/bronxville', 'Bronxville', '$45-130', ['10708', 'Eastchester']),
  townA('/locations/tarrytown', 'Tarrytown', '$65-140'),
  townB('/locations/eastchester', 'Eastchester', false),
  townB('/locations/sleepy-hollow', 'Sleepy Hollow', true),
  townB('/locations/pelham', 'Pelham', true),
  townB('/locations/irvington', 'Irvington', false),
  townB('/locations/dobbs-ferry', 'Dobbs Ferry', false),
  {
    route: '/locations/scarsdale-countertops',
    text: ['Scarsdale', '10583', 'Luxury', 'Neighborhoods', 'Lifetime'],
    namedReviews: 1,
  },

  {
    route: '/financing',
    text: [
      '$500',
      '$5,000',
      '$3,000',
      '$3,500',
      '0%-29.99%',
      '7.49%-25.49%',
      '5.74%-20.99%',
      '8.99%-23.43%',
      '6.99%-19.99%',
      /estimates?/i,
      /subject to credit approval/i,
      '$1,800',
      '12 months',
      '$150/month',
      '$4,200',
      '36 months',
      '9.99%',
      '$136/month',
      '$8,500',
      '60 months',
      '7.99%',
      '$172/month',
    ],
    lists: [
      { section: '#lenders', sizes: [5], what: 'lender cards' },
      { section: '#benefits', sizes: [4], what: 'benefits' },
      { section: '#how-to-apply', sizes: [4], what: 'application steps' },
    ],
    links: [{ section: '#lenders', href: /^https:\/\//, count: 5, newTab: true }, { href: /^\/contact/ }],
  },
  {
    route: '/process',
    text: [
      'Consultation',
      '45-90 min',
      'Design',
      '1-2 weeks',
      'Templating',
      '2-3 hours',
      'Fabrication',
      '5-7 days',
      'Installation',
      '4-8 hours',
      'Final Inspection',
      '30 min',
      '2-3 weeks',
      'Quality Guarantee',
    ],
    lists: [{ section: '#steps', sizes: [6], what: 'steps' }],
  },
  {
    route: '/material-comparison',
    text: ['Granite', 'Quartz', 'Marble'],
    links: [{ href: /^\/services\/quartz$/ }],
  },
  {
    route: '/virtual-consultation',
    text: ['45 min', '30 min', '20 min', 'Free', 'Mon-Fri', '8AM-7PM', 'Sat', '9AM-5PM', 'Sun', '12PM-4PM', /requirements/i, /platforms/i],
    times: [{ text: 'Most Popular', count: 1 }],
    lists: [
      { section: '#sessions', sizes: [3], what: 'session options' },
      { section: '#prepare', sizes: [4], what: 'preparation steps' },
      { section: '#requirements', sizes: [4, 5], what: 'technical requirements and platforms' },
    ],
  },
  {
    route: '/dealer-program',
    text: [
      '20+',
      'installations/month',
      '50+',
      '100+',
      'sq ft/month',
      "New York State contractor's license",
      '2 years',
      '$1M minimum liability insurance',
      'commercial location',
      'minimum annual volume',
    ],
    lists: [
      { section: '#levels', sizes: [3], what: 'partnership levels' },
      { section: '#how-to-apply', sizes: [4], what: 'application steps' },
      { section: '#success-stories', sizes: [2], what: 'success stories' },
    ],
    namedReviews: 2,
  },
  {
    route: '/before-after',
    text: ['Before', 'After'],
    links: [{ href: /^\/contact|^#/ }],
  },
  {
    route: '/showroom-appointment',
    text: [
      'Material Selection Visit',
      '60-90 min',
      'Design Consultation',
      '45-60 min',
      'Quick Material Check',
      '15-30 min',
      'Most Popular',
      'Get Directions',
      'Monday - Friday',
      '8:00 AM - 6:00 PM',
      'Saturday',
      '9:00 AM - 4:00 PM',
      /appointment required/i,
      '24-48 hours',
      '200+',
      'Book Showroom Visit',
      'Virtual Showroom Tour',
      site.address.street,
    ],
    times: [
      { text: 'Book This Visit', count: 3 },
      { text: 'Most Popular', count: 1 },
    ],
    cards: {
      section: '#visit-types',
      each: [
        ['Material Selection Visit', '60-90 min', 'Most Popular'],
        ['Design Consultation', '45-60 min'],
        ['Quick Material Check', '15-30 min'],
      ],
    },
    lists: [
      { section: '#benefits', sizes: [4], what: 'benefits' },
      { section: '#prepare', sizes: [5, 5], what: 'prepare and expect lists' },
    ],
    links: [{ href: /^https:\/\/www\.google\.com\/maps\//, newTab: true }],
  },
  {
    route: '/slab-selection',
    text: [/\$40\s*(-|to)\s*\$?120/, '2cm', '3cm'],
    links: [{ href: /^\/contact/ }, { href: /^\/showroom-appointment$/ }, { href: telLink }],
  },
  {
    route: '/best-granite-countertops-westchester-county',
    text: ['Granite', '1200°F', 'Lifetime', 'FAQ'],
    lists: [{ section: '#granite-colors', sizes: [6], what: 'popular colors' }],
    namedReviews: 3,
  },
  {
    route: '/granite-vs-quartz-countertops-comparison',
    text: ['Granite', 'Quartz', '1200°F', '300°F', '$45', '$55'],
    namedReviews: 1,
  },
  {
    route: '/affordable-countertops-westchester-county',
    text: ['Price Matching', 'No Hidden Fees', /subject to credit approval/i],
    cards: {
      section: '#budget-options',
      each: [
        ['Laminate', '$15'],
        ['Tile', '$20'],
        ['Butcher Block', '$25'],
        ['Concrete', '$30'],
        ['Granite', '$35'],
        ['Budget Quartz', '$45'],
      ],
    },
    lists: [
      { section: '#budget-options', sizes: [6], what: 'budget options' },
      { section: '#financing-tiers', sizes: [3], what: 'financing tiers' },
    ],
    namedReviews: 1,
  },
  {
    route: '/countertop-installation-contractors-westchester',
    text: ['Licensed & Insured', '2000+', '5-7'],
    namedReviews: 1,
  },
  {
    route: '/commercial-countertops-westchester-county',
    text: ['Restaurants', 'Offices', 'Materials'],
    lists: [{ section: '#sectors', sizes: [6], what: 'sector cards' }],
    namedReviews: 1,
  },
  {
    route: '/emergency-countertop-repair-westchester',
    text: ['24/7', /2 hours|2-hour/i, '10-30%'],
    links: [{ href: telLink }],
    namedReviews: 1,
  },
  {
    route: '/kitchen-countertop-ideas-westchester',
    text: ['/sq ft', 'Most Popular', 'Trending'],
    namedReviews: 1,
  },
  {
    route: '/gallery',
    text: ['Gallery'],
    links: [{ href: /^\/contact/ }, { href: telLink }],
  },
  {
    route: '/about',
    text: ['2000+', '15+', '4.9'],
    lists: [
      { section: '#values', sizes: [4], what: 'values' },
      { section: '#team', sizes: [3], what: 'team members' },
      { section: '#certifications', sizes: [5], what: 'certifications' },
      { section: '#awards', sizes: [3], what: 'awards' },
    ],
  },
  {
    route: '/contact',
    text: [phone, site.email, 'Mon-Sat 8AM-8PM', /2 hours/i, 'Schedule Consultation', site.address.street, 'Get Directions', /emergency/i],
    lists: [{ section: '#service-areas', sizes: [14], what: 'service-area towns' }],
    links: [
      { section: '#contact-methods', href: telLink },
      { section: '#contact-methods', href: /^mailto:/ },
      { section: '#contact-methods', href: /^sms:/ },
      { href: /^#quote$/ },
      { section: '#emergency', href: telLink },
    ],
  },
]
