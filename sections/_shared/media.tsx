/** `sizes` for an image filling one cell of a 1/2/3/4-column grid inside the content width (75rem). */
export function gridImageSizes(columns: 2 | 3 | 4): string {
  switch (columns) {
    case 2:
      return '(min-width: 1280px) 568px, (min-width: 768px) 46vw, calc(100vw - 40px)'
    case 3:
      return '(min-width: 1280px) 370px, (min-width: 1024px) 30vw, (min-width: 768px) 46vw, calc(100vw - 40px)'
    case 4:
      return '(min-width: 1280px) 272px, (min-width: 1024px) 22vw, (min-width: 640px) 46vw, calc(100vw - 40px)'
  }
}

/** A sensible column count when page JSON does not choose one. */
export function defaultColumns(count: number): 2 | 3 | 4 {
  if (count <= 2) return 2
  if (count === 4 || count === 8) return 4
  return 3
}
