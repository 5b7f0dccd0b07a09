import * as v from 'valibot'
import { Button, Buttons } from '../sections/_shared/fields'
import { Counted, Href, Template, Text } from './fields'

/**
 * The words sections show around their content, written once for every page (data/section-text.json), keyed by
 * section type so another language can stand beside them: labels ("Finish", "Population"), counts ("Showing {count}
 * slabs"), what a screen reader hears ("Step {number}:"), the defaults of optional props ("Get Directions") and what a
 * section says when its record is missing ("Service not found"). A section's own props say what is particular to one
 * page (its title, its calls to action); a component holds no visitor-facing words of its own (tests/unit/copy.test.ts).
 * Links here are checked like a page's: a route that does not exist fails `npm run validate`.
 */

const d = v.description
const word = (description: string) => v.pipe(Text, d(description))

/** What a record-driven section shows when its record is missing (the page still renders). */
const NotFound = (what: string) =>
  v.pipe(
    v.strictObject({
      title: word('The heading.'),
      text: word('A sentence under it.'),
      button: v.pipe(Button, d('Where it sends the visitor.')),
    }),
    d(`Shown when the ${what} record a page names is missing.`),
  )

/** The names of the kinds of place (data/locations.json `type`). */
const PlaceTypes = v.pipe(
  v.strictObject({ city: word('A city.'), town: word('A town.'), village: word('A village.'), hamlet: word('A hamlet.') }),
  d('What each kind of place is called (data/locations.json `type`).'),
)

export const SectionTextSchema = v.strictObject({
  placeTypes: PlaceTypes,
  'before-after': v.pipe(
    v.strictObject({
      before: word('The label on the picture before.'),
      after: word('The label on the picture after.'),
      duration: word('The label of how long the project took.'),
      area: word('The label of its area.'),
      investment: word('The label of its cost.'),
      completed: word('The label of the year it was finished.'),
      challenges: word('The heading of the challenges.'),
      solutions: word('The heading of the solutions.'),
    }),
    d('Before and after: the labels of each transformation.'),
  ),
  'catalog-grid': v.pipe(
    v.strictObject({
      popular: word('The badge of a popular record.'),
      startingAt: word('The label above each price.'),
      button: v.pipe(
        v.strictObject({
          materials: Template(['name'], 'A material’s button (SPEC: "Explore {name} Countertops").'),
          services: Template(['name'], 'A service’s button.'),
        }),
        d('Each card’s button when the section gives no `buttonLabel`.'),
      ),
    }),
    d('Catalogue cards.'),
  ),
  'comparison-table': v.pipe(v.strictObject({ category: word('The heading of the first column.') }), d('The comparison table.')),
  'contact-methods': v.pipe(
    v.strictObject({
      call: word('The call card’s button when it gives no `actionLabel`.'),
      email: word('The e-mail card’s button when it gives no `actionLabel`.'),
      text: word('The text card’s button when it gives no `actionLabel`.'),
    }),
    d('Contact cards: the default buttons of call, e-mail and text.'),
  ),
  faq: v.pipe(v.strictObject({ title: word('The heading when the section gives none.') }), d('Frequently asked questions.')),
  'location-details': v.pipe(
    v.strictObject({
      title: Template(['name'], 'The heading when the section gives none.'),
      population: word('The label of the population.'),
      density: word('The label of the density.'),
      type: word('The label of the kind of place.'),
      partOf: word('The label of the town a village or hamlet belongs to.'),
      parentTown: Template(['name'], 'That town.'),
      zipCodes: Counted([], 'The label of the ZIP codes, by their number.'),
      neighborhoods: word('The label of the number of neighborhoods.'),
      neighborhoodsTitle: Template(['name'], 'The heading of the neighborhoods served.'),
      zipCodesTitle: Template(['zipCodes'], 'The heading of the ZIP codes ({zipCodes} is the label above).'),
      nearby: word('The heading of the nearby areas.'),
      notFound: NotFound('place'),
    }),
    d('The facts of a place.'),
  ),
  'material-comparison': v.pipe(
    v.strictObject({
      pickerLabel: word('What the material buttons are, for a screen reader.'),
      comparing: Template(['materials', 'count', 'max'], 'The line under the buttons.'),
      last: word('Why the only selected material cannot be deselected.'),
      full: word('Why no fourth material can be added.'),
      direction: word('What the ratings mean (higher is better for the owner).'),
      ratings: v.pipe(
        v.strictObject({
          durability: word('Durability.'),
          maintenance: word('Maintenance.'),
          heatResistance: word('Heat resistance.'),
          stainResistance: word('Stain resistance.'),
          cost: word('Cost.'),
        }),
        d('The name of each rating (data/material-ratings.json).'),
      ),
      pros: word('The heading of the pros.'),
      cons: word('The heading of the cons.'),
      overview: word('The heading of the table of every material.'),
      scrollHint: word('Said on a phone above the table: it scrolls sideways.'),
      tableLabel: word('What the table is, for a screen reader.'),
      caption: Template(['direction'], 'The table’s caption ({direction} is the sentence above).'),
      material: word('The heading of the first column.'),
    }),
    d('The material guide.'),
  ),
  'place-card': v.pipe(
    v.strictObject({
      directions: word('The directions link when the section gives no `directionsLabel`.'),
      hoursTitle: word('The heading over the hours when the section gives none.'),
      notesTitle: word('The heading over the notes when the section gives none.'),
    }),
    d('The place card.'),
  ),
  'price-cards': v.pipe(
    v.strictObject({
      unit: word('The unit under every price when the section gives none.'),
      priceLabel: word('The label above each price when the section gives none.'),
      badge: word('The badge of a popular card when it gives none.'),
    }),
    d('Material price cards.'),
  ),
  'pricing-table': v.pipe(
    v.strictObject({
      popular: word('The ribbon of a popular plan when it gives no `popularLabel`.'),
      duration: word('Said to a screen reader before a duration.'),
    }),
    d('Plans side by side.'),
  ),
  'project-gallery': v.pipe(
    v.strictObject({
      filterLabel: word('What the filter buttons are, for a screen reader.'),
      status: Counted(['count'], 'The count line with every project shown.'),
      statusFiltered: Counted(['count', 'filter'], 'The count line under a filter.'),
      emptyMessage: word('Shown when no project matches, when the section gives no `emptyMessage`.'),
      cta: v.pipe(
        v.strictObject({ title: word('Its heading.'), text: word('A sentence under it.'), buttons: Buttons }),
        d('The call to action under the gallery when the section gives none.'),
      ),
      projectButtons: v.pipe(Buttons, d('The buttons under an opened project when the section gives none.')),
    }),
    d('The project gallery.'),
  ),
  'project-list': v.pipe(
    v.strictObject({
      label: word('What the list is, for a screen reader, when the section has no title.'),
      empty: word('Said when there is no project to show, when the section gives no `empty`.'),
      emptyNear: Template(['place'], 'The same, for a list of the projects near a place.'),
      more: v.pipe(Button, d('The link under the projects when the section gives none.')),
    }),
    d('Project lists.'),
  ),
  'service-areas': v.pipe(
    v.strictObject({
      citiesTitle: word('The heading of the cities when the section gives none.'),
      townsTitle: word('The heading of the towns when the section gives none.'),
      villagesTitle: word('The heading of the villages and hamlets when the section gives none.'),
      population: Template(['population'], 'A city card’s line.'),
      map: v.pipe(
        v.strictObject({
          label: word('What the map is, for a screen reader (its towns with a page are links, named by the town).'),
          title: Template(['name'], 'The heading over the map on a place’s page (location-details).'),
        }),
        d('The service-area map (on the home page’s service areas and each place’s page).'),
      ),
    }),
    d('Places served.'),
  ),
  'service-hero': v.pipe(
    v.strictObject({
      startingAt: word('The label above the price.'),
      materialTitle: Template(['name'], 'The heading of a material’s page, e.g. "{name} Countertops" (a service’s page shows its name).'),
      benefitsTitle: Template(['title'], 'The heading of the benefits ({title} is the hero’s heading).'),
      buttons: v.pipe(Buttons, d('The buttons when the section gives none.')),
      notFound: NotFound('catalogue'),
    }),
    d('The hero of a material or service page.'),
  ),
  'slab-catalogue': v.pipe(
    v.strictObject({
      filterLabel: word('What the filter buttons are, for a screen reader.'),
      all: word('The filter that shows every slab.'),
      status: Counted(['count'], 'The count line.'),
      favorites: Counted(['count'], 'The count of favorites (shown when above zero).'),
      popular: word('The badge of a popular slab.'),
      perSqFt: word('The unit after a price.'),
      viewDetails: v.pipe(
        v.strictObject({
          view: word('The first word of the details button, left out on narrow cards.'),
          details: word('The rest of it.'),
          label: Template(['name'], 'What it says to a screen reader.'),
        }),
        d('The button that opens a slab’s details.'),
      ),
      favorite: Template(['name'], 'What the favorite toggle says to a screen reader.'),
      select: word('The link that chooses a slab for a quote.'),
      selectTo: v.pipe(
        Href,
        v.regex(/^\//, 'expected a page and the anchor of its quote form, like "/contact#quote"'),
        d(
          'Where that link leads when the section says nowhere: a page’s quote form, e.g. "/contact#quote" (the slab, its category and price are added to the address).',
        ),
      ),
      backToFilters: word('The link back up to the filters.'),
      features: word('The heading of the features.'),
      origin: word('The label of a stone’s origin.'),
      brand: word('The label of a made material’s brand.'),
      finish: word('The label of the finish.'),
      thickness: word('The label of the thickness.'),
      help: v.pipe(
        v.strictObject({ title: word('Its heading.'), text: word('A sentence under it.'), buttons: Buttons }),
        d('The help block under the slabs when the section gives none.'),
      ),
    }),
    d('The slab catalogue.'),
  ),
  steps: v.pipe(
    v.strictObject({
      step: Template(['number'], 'Said to a screen reader before each step.'),
      duration: word('Said to a screen reader before a duration.'),
    }),
    d('Numbered steps.'),
  ),
  testimonials: v.pipe(
    v.strictObject({
      stars: Template(['rating', 'best'], 'What the stars say to a screen reader.'),
      summary: Template(['count', 'source', 'date'], 'The line beside the overall rating ({source} is the link to the reviews).'),
    }),
    d('Reviews.'),
  ),
})

export type SectionText = v.InferOutput<typeof SectionTextSchema>
