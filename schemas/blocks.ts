import * as v from 'valibot'
import { SectionId } from '../sections/_shared/fields'
import type { AnySectionJson } from '../sections/schemas'
import { FactText, ref, Slug } from './fields'

/**
 * Shared sections: a section written once in data/blocks.json and placed on many pages by reference,
 *   { "type": "block", "block": "location-closing-cta" }
 * The block's section is validated once, in its collection (with the same schema as a page section); where it is
 * placed, what depends on the page (its in-page anchors, its section rules) is checked again for that page. At
 * build time the reference is replaced by the section itself (`expandBlocks`), so components never see a block.
 */

const d = v.description

/** The reference a page places. `id` gives this placement its own anchor (else the block's section keeps its own). */
export const BlockRefSchema = v.pipe(
  v.strictObject({
    type: v.literal('block'),
    block: v.pipe(ref('blocks'), d('The id of the shared section in data/blocks.json, e.g. "location-closing-cta".')),
    id: v.optional(v.pipe(SectionId, d('Anchor of this placement, unique on the page (default: the shared section’s own id).'))),
  }),
  d('A shared section from data/blocks.json, written once and placed on many pages.'),
)
export type BlockRef = v.InferOutput<typeof BlockRefSchema>

/** A record of data/blocks.json: an id and one section (any section type but a block). */
export const blockSchema = (section: v.GenericSchema) =>
  v.strictObject({
    id: v.pipe(Slug, d('The block’s name, used by pages: { "type": "block", "block": "<id>" }.')),
    description: v.optional(v.pipe(FactText, d('What the block is for and where it is placed (for editors; not shown).'))),
    section: v.pipe(section, d('The section itself, exactly as it would be written on a page.')),
  })
export type Block = { id: string; description?: string; section: AnySectionJson }

export const isBlockRef = (section: unknown): section is BlockRef => (section as { type?: unknown } | null)?.type === 'block'

/** An expanded page: its sections, the block each came from (if any), and its index in the page as written. */
export type Expanded<S> = { sections: S[]; from: (string | undefined)[]; at: number[] }

/**
 * A page's sections with every block reference replaced by its block's section (the placement's `id`, when given,
 * replaces the section's own). A reference to a missing block is left out: validation reports it.
 */
export function expandBlocks<S extends { type: string; id?: string }>(
  sections: readonly (S | BlockRef)[],
  blocks: readonly Block[],
): Expanded<S> {
  const out: Expanded<S> = { sections: [], from: [], at: [] }
  sections.forEach((section, index) => {
    if (!isBlockRef(section)) {
      out.sections.push(section)
      out.from.push(undefined)
      out.at.push(index)
      return
    }
    const block = blocks.find((b) => b.id === section.block)
    if (!block) return
    out.sections.push({ ...(block.section as unknown as S), ...(section.id ? { id: section.id } : {}) })
    out.from.push(block.id)
    out.at.push(index)
  })
  return out
}
