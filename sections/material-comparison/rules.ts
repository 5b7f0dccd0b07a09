/** The specification's selection rules of the material guide: at least one and at most three materials. */
export const MIN_SELECTED = 1
export const MAX_SELECTED = 3

/** The selection after a click on `id`: deselected unless it is the only one, added only while fewer than three. */
export function toggle(selected: readonly string[], id: string): string[] {
  if (selected.includes(id)) return selected.length > MIN_SELECTED ? selected.filter((s) => s !== id) : [...selected]
  return selected.length < MAX_SELECTED ? [...selected, id] : [...selected]
}

/**
 * Why a material's button cannot change the selection now ("last": it is the only one selected; "full": three are),
 * or undefined when it can. The section says why in words of data/section-text.json.
 */
export function blockedReason(selected: readonly string[], id: string): 'last' | 'full' | undefined {
  if (selected.includes(id)) return selected.length <= MIN_SELECTED ? 'last' : undefined
  return selected.length >= MAX_SELECTED ? 'full' : undefined
}

/** Colour band of a 1-10 rating: 8 or more good, 6 to 7 fair, below 6 poor. */
export const ratingTone = (rating: number) => (rating >= 8 ? 'good' : rating >= 6 ? 'fair' : 'poor')
