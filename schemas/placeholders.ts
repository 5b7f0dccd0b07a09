/**
 * A "{name}" placeholder of a section's words (schemas/fields.ts Template): filled by the section as it renders
 * (sections/_shared/text.ts), after the site's facts (schemas/facts.ts). Its own module, importing nothing, so
 * components fill their words without loading valibot or the records' schemas.
 */
export const PLACEHOLDER = /\{([A-Za-z]+)\}/g
