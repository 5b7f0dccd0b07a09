/** Tiny document builder shared by the illustrated scenes. */
import { svgDoc } from './svg'
import { placeStone, resetIds, type Stone } from './stone'
import { partDefs, pts, type Pt } from './parts'

export class Scene {
  readonly defs: string[] = []
  readonly body: string[] = []
  private n = 0
  private stones = new Set<string>()

  constructor(
    readonly w: number,
    readonly h: number,
    readonly title: string,
  ) {
    resetIds()
    this.defs.push(partDefs())
  }

  def(...d: string[]) {
    this.defs.push(...d)
    return this
  }

  add(...b: string[]) {
    this.body.push(...b)
    return this
  }

  uid(prefix = 'c') {
    return `${prefix}${++this.n}`
  }

  /**
   * Fill one or more polygons with a stone texture. k = texture scale
   * (1 = slab scale), squash < 1 foreshortens it for surfaces seen at an angle.
   */
  stone(stone: Stone, shapes: Pt[][], k = 0.5, squash = 1, seed?: number, extra = '') {
    if (!this.stones.has(stone.id)) {
      this.stones.add(stone.id)
      this.defs.push(stone.defs)
    }
    const all = shapes.flat()
    const x0 = Math.floor(Math.min(...all.map((p) => p[0])))
    const y0 = Math.floor(Math.min(...all.map((p) => p[1])))
    const x1 = Math.ceil(Math.max(...all.map((p) => p[0])))
    const y1 = Math.ceil(Math.max(...all.map((p) => p[1])))
    const id = this.uid('s')
    this.defs.push(`<clipPath id="${id}">${shapes.map((s) => `<polygon points="${pts(s)}"/>`).join('')}</clipPath>`)
    this.body.push(
      extra
        ? `<g ${extra}>${placeStone(stone, x0, y0, x1 - x0, y1 - y0, k, id, squash, seed)}</g>`
        : placeStone(stone, x0, y0, x1 - x0, y1 - y0, k, id, squash, seed),
    )
    return this
  }

  /** Clip following content to shapes; returns [open, close] markup. */
  clipTo(shapes: string): [string, string] {
    const id = this.uid('k')
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`)
    return [`<g clip-path="url(#${id})">`, '</g>']
  }

  svg() {
    return svgDoc(this.w, this.h, this.title, this.defs.join('\n'), this.body.join('\n'))
  }
}

/** Axis-aligned rectangle as polygon points. */
export const R = (x: number, y: number, w: number, h: number): Pt[] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
]
