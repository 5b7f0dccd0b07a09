/** A landing page a marketer would make in the editor (outdoor kitchens), with `sections` of one's choosing. */
export const landingPage = (sections: object[]) => ({
  $schema: '../schemas/page.schema.json',
  meta: {
    title: 'Outdoor Kitchen Countertops in Westchester County',
    description: 'Weather-proof porcelain and granite outdoor kitchen countertops, fabricated and installed across Westchester County.',
    keywords: ['outdoor kitchen countertops'],
  },
  standalone: true,
  sections,
})
