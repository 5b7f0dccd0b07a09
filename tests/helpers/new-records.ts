/**
 * Records a marketer would add as data, shared by the tests that add them (validation in a copy of the project, and
 * the browser test of a marketer's change): a new slab category with its own vocabulary, and a slab of it.
 */
export const soapstoneCategory = {
  id: 'soapstone',
  name: 'Soapstone',
  description: 'Soft, dense natural stone that darkens evenly with oil and never etches.',
  source: 'origin',
  origins: ['Brazil', 'Finland'],
  thicknesses: ['3cm'],
  finishes: ['Honed'],
  image: 'granite',
}

/** A slab of the new category, without a swatch of its own (add `image` for one). */
export const soapstoneSlab = {
  id: 'soapstone-barroca',
  category: 'soapstone',
  name: 'Barroca',
  color: 'Charcoal grey with soft white veins',
  origin: 'Finland',
  finish: 'Honed',
  thickness: '3cm',
  price: '$70-95',
  features: ['Never etches', 'Darkens evenly with oil', 'Warm to the touch'],
}
