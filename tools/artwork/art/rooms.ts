/**
 * Parameterized rooms: one builder per kind of space, each drawing the same
 * room in any countertop surface, cabinetry and era. The gallery projects,
 * the before/after pairs (same builder, same camera: only the finishes and
 * the light change) and the three granite gallery pictures are made here.
 */
import { C, linear, r1, rng } from '../lib/svg'
import { books, bowl, camera, door, gardenView, line, pendant, poly, rect, shadow, skyDef, stool, vase, type Pt } from '../lib/parts'
import { R, Scene } from '../lib/scene'
import {
  applianceFill,
  cathedralDoor,
  datedDefs,
  datedProps,
  dimDefs,
  dimLight,
  flatDoor,
  fluorescentBox,
  isStone,
  laminateEdge,
  type Surface,
  surface,
} from '../lib/room'

const W = 1200
const H = 800
const V = (c0: string, c1: string, id: string) =>
  linear(
    id,
    [
      [0, c0],
      [1, c1],
    ],
    0,
    0,
    0,
    1,
  )

/** Cabinet door in a style: painted shaker (with brass or black pulls), honey-oak cathedral, or flat slab. */
export type CabinetStyle = 'shaker' | 'cathedral' | 'flat'
export interface Cabinets {
  style: CabinetStyle
  fill: string
  /** shade colour of the shaker panel recess */
  shade?: string
  pull?: 'bar-v' | 'bar-h' | 'knob' | 'none'
}

function cabinetDoor(
  c: Cabinets,
  x: number,
  y: number,
  w: number,
  h: number,
  o: { pull?: 'bar-v' | 'bar-h' | 'knob' | 'none'; side?: 'left' | 'right' } = {},
) {
  if (c.style === 'cathedral') return cathedralDoor(x, y, w, h, { knob: o.pull === 'none' ? 'none' : (o.side ?? 'right') })
  if (c.style === 'flat') return flatDoor(x, y, w, h, c.fill, o.pull ?? c.pull ?? 'none', o.side)
  return door(x, y, w, h, { fill: c.fill, pull: o.pull ?? c.pull ?? 'bar-h', pullSide: o.side, shade: c.shade ?? '#5b5040' })
}

/* ================================================================ island */

export interface IslandKitchen {
  title: string
  /** perimeter countertop */
  top: Surface
  /** island countertop (default: the perimeter's) */
  islandTop?: Surface
  perimeter?: Cabinets
  /** island body colours (top to bottom) and door colour */
  island?: { body: [string, string]; door: string; style?: CabinetStyle; pull?: 'bar-h' | 'knob' | 'none' }
  /** half width of the island, metres (default 1.35) */
  islandHalf?: number
  /** stone runs down both ends of the island */
  waterfall?: boolean
  backsplash?: 'subway' | 'slab' | 'paint'
  hood?: 'plaster' | 'microwave'
  pendants?: 'globe' | 'dome' | 'cone' | 'none'
  wall?: [string, string]
  floor?: [string, string, string]
  dated?: boolean
  decor?: boolean
  /** texture scale of the stone on the island */
  k?: number
}

export function islandKitchen(o: IslandKitchen): string {
  const sc = new Scene(W, H, o.title)
  const P = camera(600, 250, 1.75)
  const sB = 190
  const sF = 212
  const top = o.top
  const itop = o.islandTop ?? top
  const per: Cabinets = o.perimeter ?? { style: 'shaker', fill: '#eee8dd', shade: '#6b5d4d' }
  const isl = o.island ?? { body: ['#3a3632', '#2e2b28'], door: '#34312d' }
  const half = o.islandHalf ?? 1.35
  const k = o.k ?? 0.95
  const [wall0, wall1] = o.wall ?? ['#efe9df', '#e7dfd2']
  const [fl0, fl1, flLine] = o.floor ?? ['#cdb89a', '#bca383', '#a88d6c']
  sc.def(
    V(wall0, wall1, 'wallG'),
    linear(
      'hoodG',
      [
        [0, '#f3eee6'],
        [1, '#ddd5c8'],
      ],
      0,
      0,
      1,
      0,
    ),
    V(isl.body[0], isl.body[1], 'islandG'),
    linear(
      'topFadeG',
      [
        [0, '#fff', 0],
        [0.6, '#fff', 0.08],
        [1, '#fff', 0.18],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'under',
      [
        [0, '#000', 0.45],
        [1, '#000', 0],
      ],
      0,
      0,
      0,
      1,
    ),
    V(fl0, fl1, 'floorG'),
  )
  if (o.dated) sc.def(datedDefs, dimDefs)
  const ceil = P(0, 2.7, sB)[1]
  const floorB = P(0, 0, sB)[1]
  sc.add(rect(0, 0, W, ceil, '#e9e2d7'), rect(0, ceil, W, floorB - ceil, 'url(#wallG)'), rect(0, floorB, W, H - floorB, 'url(#floorG)'))
  for (let X = -5; X < 5; X += 0.2) {
    const a = P(X, 0, sB)
    const b = P(X, 0, 500)
    sc.add(line(a[0], a[1], b[0], b[1], flLine, 0.8, 'opacity="0.6"'))
  }
  // backsplash: subway tile, a full-height stone slab, or paint above a 4-inch lip
  const ctrB = P(0, 0.93, sB)[1]
  const upB = P(0, 1.45, sB)[1]
  const backsplash = o.backsplash ?? 'subway'
  if (backsplash === 'subway') {
    const rand = rng(4)
    const tw = 0.15 * sB
    const th = 0.075 * sB
    let tiles = ''
    for (let y = upB, row = 0; y < ctrB; y += th, row++) {
      for (let x = -(row % 2) * tw * 0.5; x < W; x += tw)
        tiles += `<rect x="${r1(x + 0.8)}" y="${r1(y + 0.8)}" width="${r1(tw - 1.6)}" height="${r1(th - 1.6)}" rx="1.5" fill="${['#f6f3ee', '#f1ede6', '#f8f6f2'][Math.floor(rand() * 3)]}"/>`
    }
    sc.add(rect(0, upB, W, ctrB - upB, '#d9d2c6'), tiles)
  } else if (backsplash === 'slab') {
    surface(sc, top, [R(0, upB - 40, W, ctrB - upB + 40)], 0.7, 1, 11)
  } else {
    const lip = P(0, 1.03, sB)[1]
    surface(sc, top, [R(0, lip, W, ctrB - lip)], 0.7, 1, 11)
  }
  // upper cabinets (front plane slightly forward), range hood or over-range microwave in the centre
  const upS = 200
  const [, uTop] = P(0, 2.45, upS)
  const [, uBot] = P(0, 1.45, upS)
  const [hx0] = P(-0.55, 0, upS)
  const [hx1] = P(0.55, 0, upS)
  for (const [a, b] of [
    [-3.4, -0.55],
    [0.55, 3.4],
  ] as Array<[number, number]>) {
    const [x0] = P(a, 0, upS)
    const [x1] = P(b, 0, upS)
    const n = Math.round((b - a) / 0.6)
    const dw = (x1 - x0) / n
    sc.add(`<g filter="url(#blur6)" opacity="0.3">${rect(x0, uBot, x1 - x0, 14, '#4a3f33')}</g>`)
    for (let i = 0; i < n; i++)
      sc.add(
        cabinetDoor(per, x0 + i * dw + 1.5, uTop, dw - 3, uBot - uTop, {
          pull: per.style === 'shaker' ? 'knob' : per.pull,
          side: i % 2 ? 'left' : 'right',
        }),
      )
    sc.add(rect(x0 - 4, uTop - 16, x1 - x0 + 8, 16, o.dated ? '#d9cdb8' : '#e6dfd3'))
  }
  if ((o.hood ?? 'plaster') === 'plaster') {
    const hoodB = P(0, 1.65, upS)[1]
    sc.add(
      poly(
        [
          [hx0 - 30, hoodB],
          [hx1 + 30, hoodB],
          [hx1 - 20, uTop + 40],
          [hx0 + 20, uTop + 40],
        ],
        'url(#hoodG)',
      ),
    )
    sc.add(rect(hx0 + 20, ceil - 10, hx1 - hx0 - 40, uTop + 40 - ceil + 10, 'url(#hoodG)'))
    sc.add(rect(hx0 - 30, hoodB - 10, hx1 - hx0 + 60, 10, 'url(#brass)'))
  } else {
    // a cabinet over a black-faced microwave
    sc.add(cabinetDoor(per, hx0 + 1.5, uTop, hx1 - hx0 - 3, (uBot - uTop) * 0.45, { pull: 'none' }))
    const my = uTop + (uBot - uTop) * 0.5
    sc.add(
      rect(hx0 + 2, my, hx1 - hx0 - 4, uBot - my + 10, '#1f1e1c', 'rx="3"'),
      rect(hx0 + 10, my + 8, (hx1 - hx0) * 0.62, uBot - my - 8, '#34322e', 'rx="2"'),
    )
  }
  // back counter + base cabinets peeking behind the island
  const [bx0, by] = P(-3.4, 0.93, sB)
  const [bx1] = P(3.4, 0.93, sB)
  const [fx0, fy] = P(-3.4, 0.93, sF)
  const [fx1] = P(3.4, 0.93, sF)
  const fEdge = P(0, 0.89, sF)[1]
  const fFloor = P(0, 0, sF)[1]
  surface(
    sc,
    top,
    [
      [
        [bx0, by],
        [bx1, by],
        [fx1, fy],
        [fx0, fy],
      ] as Pt[],
    ],
    0.7,
    0.3,
    2,
  )
  surface(sc, top, [R(fx0, fy, fx1 - fx0, fEdge - fy)], 0.7, 1, 3)
  sc.add(laminateEdge(top, fx0, fy + (fEdge - fy) * 0.35, fx1, fEdge))
  sc.add(rect(fx0, fEdge, fx1 - fx0, fFloor - fEdge, per.fill))
  const lw = (fx1 - fx0) / 11
  for (let i = 0; i < 11; i++) sc.add(cabinetDoor(per, fx0 + i * lw + 1.5, fEdge + 4, lw - 3, fFloor - fEdge - 24, { pull: 'bar-h' }))
  sc.add(rect(fx0, fEdge, fx1 - fx0, 8, 'url(#under)'))
  // cooktop
  {
    const [cx0, cy] = P(-0.4, 0.93, 200)
    const [cx1] = P(0.4, 0.93, 200)
    sc.add(
      poly(
        [
          [cx0, cy - 4],
          [cx1, cy - 4],
          [cx1 + 6, cy + 3],
          [cx0 - 6, cy + 3],
        ],
        o.dated ? '#3a3834' : '#1f1d1b',
      ),
    )
  }
  // window light wash
  sc.def(
    `<radialGradient id="washG" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff8ea" stop-opacity="0.45"/><stop offset="1" stop-color="#fff8ea" stop-opacity="0"/></radialGradient>`,
  )
  if (!o.dated) sc.add(`<ellipse cx="200" cy="300" rx="420" ry="300" fill="url(#washG)"/>`)

  // ---- island
  const sI = 330
  const sIb = 248
  const [ix0b, iyb] = P(-half, 0.93, sIb)
  const [ix1b] = P(half, 0.93, sIb)
  const [ix0, iy] = P(-half, 0.93, sI)
  const [ix1] = P(half, 0.93, sI)
  const iEdge = P(0, 0.89, sI)[1]
  const inset = o.waterfall ? 26 : 14
  sc.add(rect(ix0 + inset, iEdge, ix1 - ix0 - inset * 2, H - iEdge, 'url(#islandG)'))
  const nDoors = Math.max(2, Math.round(half * 3))
  const pw = (ix1 - ix0 - inset * 2) / nDoors
  const icab: Cabinets = { style: isl.style ?? 'shaker', fill: isl.door, pull: isl.pull ?? 'bar-h', shade: '#000' }
  for (let i = 0; i < nDoors; i++) {
    if (icab.style === 'shaker')
      sc.add(door(ix0 + inset + i * pw + 3, iEdge + 14, pw - 6, H - iEdge, { fill: isl.door, pull: isl.pull ?? 'bar-h', rail: 26 }))
    else sc.add(cabinetDoor(icab, ix0 + inset + i * pw + 3, iEdge + 14, pw - 6, H - iEdge, { pull: isl.pull ?? 'bar-h' }))
  }
  sc.add(rect(ix0 + inset, iEdge, ix1 - ix0 - inset * 2, 18, 'url(#under)'))
  // top with overhang
  const topShape: Pt[] = [
    [ix0b, iyb],
    [ix1b, iyb],
    [ix1, iy],
    [ix0, iy],
  ]
  surface(sc, itop, [topShape], k, 0.24, 7)
  if (isStone(itop)) sc.add(poly(topShape, 'url(#topFadeG)'))
  surface(sc, itop, [R(ix0, iy, ix1 - ix0, iEdge - iy)], k, 1, 9)
  sc.add(laminateEdge(itop, ix0, iy + (iEdge - iy) * 0.3, ix1, iEdge))
  if (o.waterfall) {
    // mitred waterfall ends: the slab turns down to the floor on both sides
    surface(sc, itop, [R(ix0, iEdge - 2, inset + 2, H - iEdge + 2), R(ix1 - inset - 2, iEdge - 2, inset + 2, H - iEdge + 2)], k, 1, 13)
    sc.add(
      rect(ix0 + inset, iEdge, 2, H - iEdge, '#000', 'opacity="0.25"'),
      rect(ix1 - inset - 2, iEdge, 2, H - iEdge, '#000', 'opacity="0.25"'),
    )
  }
  sc.add(rect(ix0, iy, ix1 - ix0, 2, '#fff', 'opacity="0.6"'), rect(ix0, iEdge - 3, ix1 - ix0, 3, '#000', 'opacity="0.18"'))
  if (o.decor ?? true) {
    const [vx, vy] = P(-0.8, 0.93, 290)
    sc.add(vase(vx, vy, 86, { branches: true, seed: 31 }))
    const [bx, bby] = P(0.6, 0.93, 286)
    const lemons = (
      [
        [-26, '#d8b95a'],
        [0, '#e3c569'],
        [26, '#cfae52'],
        [-12, '#dcbd60'],
        [14, '#d4b457'],
      ] as Array<[number, string]>
    )
      .map(
        ([dx, c], i) =>
          `<ellipse cx="${bx + dx}" cy="${bby - 50 - (i > 2 ? 15 : 0)}" rx="17" ry="14" fill="${c}"/><ellipse cx="${bx + dx - 5}" cy="${bby - 55 - (i > 2 ? 15 : 0)}" rx="6" ry="4" fill="#fff" opacity="0.3"/>`,
      )
      .join('')
    sc.add(bowl(bx, bby, 150, 'url(#ceramicDark)', '#4a4540', lemons))
    const [kx, ky] = P(0.05, 0.93, 282)
    sc.add(books(kx, ky, 110, ['#e2d6c2', '#a48462']))
  } else if (o.dated) {
    // fruit basket and a paper-towel roll
    const [bx, bby] = P(0.5, 0.93, 286)
    sc.add(bowl(bx, bby, 120, '#b08d5e', '#8c6d45'))
    const [tx, ty] = P(-0.7, 0.93, 286)
    sc.add(rect(tx - 16, ty - 70, 32, 70, '#f3f0e8', 'rx="6"'), rect(tx - 3, ty - 78, 6, 80, '#9c8f7a'))
  }
  const sP = 260
  const pend = o.pendants ?? 'globe'
  if (pend !== 'none')
    for (const X of [-0.65, 0.65]) sc.add(pendant(P(X, 0, sP)[0], P(0, 2.7, sP)[1], P(0, 1.95, sP)[1], 0.3 * sP, { style: pend }))
  if (o.dated) sc.add(fluorescentBox(600, ceil - 40, 260), dimLight(W, H))
  return sc.svg()
}

/* =================================================================== bar */

export interface BarRoom {
  title: string
  top: Surface
  /** back wall: walnut panelling, dark 1990s panelling, or paint */
  wall?: 'walnut' | 'paneling' | 'paint'
  wallPaint?: string
  stools?: number
  dated?: boolean
  k?: number
  /** pendant style over the bar */
  pendants?: 'cone' | 'dome' | 'globe' | 'none'
}

export function barRoom(o: BarRoom): string {
  const sc = new Scene(W, H, o.title)
  const P = camera(600, 300, 1.75)
  const sB = 215
  const stone = o.top
  const wallKind = o.wall ?? 'walnut'
  const k = o.k ?? 0.85
  sc.def(
    wallKind === 'paint'
      ? V(o.wallPaint ?? '#4a5a55', o.wallPaint ?? '#3f4d49', 'walnutB')
      : wallKind === 'paneling'
        ? V('#5a4431', '#4b3828', 'walnutB')
        : V('#5b3f2b', '#4a3324', 'walnutB'),
    V('#2e2b28', '#22201e', 'barFront'),
    V('#4c4741', '#3a3631', 'mirrorB'),
    linear(
      'shelfGlow',
      [
        [0, '#ffd9a0', 0.55],
        [1, '#ffd9a0', 0],
      ],
      0,
      0,
      0,
      1,
    ),
    V('#6d5845', '#584535', 'floorBar'),
    V('#8a5a36', '#6d4529', 'leather'),
    linear(
      'topSheen',
      [
        [0, '#fff', 0.02],
        [0.5, '#fff', 0.12],
        [1, '#fff', 0.03],
      ],
      0,
      0,
      1,
      0,
    ),
  )
  if (o.dated) sc.def(datedDefs, dimDefs)
  const floorB = P(0, 0, sB)[1]
  sc.add(rect(0, 0, W, floorB, 'url(#walnutB)'))
  if (wallKind === 'paneling') {
    // grooved 4x8 sheet panelling
    for (let X = -3; X < 3; X += 0.2) {
      const [x] = P(X, 0, sB)
      sc.add(line(x, 0, x, floorB, '#3a2a1e', 1.5), line(x + 1.5, 0, x + 1.5, floorB, '#6e5540', 0.8))
    }
  } else if (wallKind === 'walnut') {
    for (let X = -3; X < 3; X += 0.4) {
      const [x] = P(X, 0, sB)
      sc.add(line(x, 0, x, floorB, '#3b281c', 2), line(x + 2, 0, x + 2, floorB, '#6e4d35', 1))
    }
  }
  sc.add(rect(0, floorB, W, H - floorB, o.dated ? '#6b6257' : 'url(#floorBar)'))
  // back bar: mirror niche with shelves, bottles and glassware (a plain shelf in the dated bar)
  const [nx0, ny0] = P(-1.7, 2.45, sB)
  const [nx1, ny1] = P(1.7, 1.1, sB)
  const rand = rng(12)
  const glassCols = ['#7c5a3c', '#4f5a49', '#a8743f', '#d6c6a8', '#5b3a2a', '#8d8d7d', '#b89a66']
  const shelves = o.dated ? [P(0, 1.75, sB)[1]] : [P(0, 1.55, sB)[1], P(0, 2.0, sB)[1], ny1]
  if (!o.dated) {
    sc.add(rect(nx0 - 12, ny0 - 12, nx1 - nx0 + 24, ny1 - ny0 + 24, wallKind === 'paint' ? '#2f3a37' : '#3b281c'))
    sc.add(rect(nx0, ny0, nx1 - nx0, ny1 - ny0, 'url(#mirrorB)'))
  }
  for (const sy of shelves) {
    if (!o.dated) sc.add(rect(nx0, sy - 46, nx1 - nx0, 46, 'url(#shelfGlow)'))
    let x = nx0 + 20
    const end = o.dated ? nx0 + (nx1 - nx0) * 0.55 : nx1 - 40
    while (x < end) {
      if (rand() < 0.55) {
        const h = 70 + rand() * 40
        const w = 22 + rand() * 10
        const c = glassCols[Math.floor(rand() * glassCols.length)]
        sc.add(
          `<path d="M${r1(x)} ${r1(sy)} L${r1(x)} ${r1(sy - h * 0.62)} Q${r1(x)} ${r1(sy - h * 0.72)} ${r1(x + w * 0.35)} ${r1(sy - h * 0.76)} L${r1(x + w * 0.35)} ${r1(sy - h)} L${r1(x + w * 0.65)} ${r1(sy - h)} L${r1(x + w * 0.65)} ${r1(sy - h * 0.76)} Q${r1(x + w)} ${r1(sy - h * 0.72)} ${r1(x + w)} ${r1(sy - h * 0.62)} L${r1(x + w)} ${r1(sy)} Z" fill="${c}" opacity="0.92"/>`,
          rect(x + 3, sy - h * 0.58, 4, h * 0.5, '#fff', 'opacity="0.22"'),
          rect(x + 2, sy - h * 0.45, w - 4, h * 0.18, '#efe6d6', 'opacity="0.8"'),
        )
        x += w + 6 + rand() * 10
      } else {
        for (let g = 0; g < 2; g++) {
          sc.add(
            `<path d="M${r1(x)} ${r1(sy - 44)} L${r1(x + 20)} ${r1(sy - 44)} L${r1(x + 18)} ${r1(sy)} L${r1(x + 2)} ${r1(sy)} Z" fill="#e8e2d6" opacity="0.35"/>`,
            rect(x + 2, sy - 42, 2.5, 38, '#fff', 'opacity="0.5"'),
          )
          x += 26
        }
        x += 10
      }
    }
    sc.add(
      rect(
        o.dated ? nx0 - 20 : nx0,
        sy,
        o.dated ? (nx1 - nx0) * 0.6 : nx1 - nx0,
        5,
        o.dated ? '#8a6a48' : '#d8d2c4',
        `opacity="${o.dated ? 0.8 : 0.6}"`,
      ),
      rect(nx0, sy + 5, o.dated ? (nx1 - nx0) * 0.55 : nx1 - nx0, 3, '#1c1a18', 'opacity="0.5"'),
    )
  }
  if (o.dated) {
    // a framed beer sign and a single dome ceiling light
    sc.add(rect(nx1 - 260, ny0 + 10, 200, 120, '#2a231c'), rect(nx1 - 250, ny0 + 20, 180, 100, '#6b2a22'))
    sc.add(`<ellipse cx="${nx1 - 160}" cy="${ny0 + 70}" rx="60" ry="22" fill="#d9b26a" opacity="0.8"/>`)
    sc.add(
      `<ellipse cx="600" cy="6" rx="70" ry="22" fill="#efe6c8"/><ellipse cx="600" cy="40" rx="240" ry="120" fill="url(#glow)" opacity="0.35"/>`,
    )
  }
  const sP = 300
  const pend = o.pendants ?? 'cone'
  if (!o.dated && pend !== 'none')
    for (const X of [-1.0, 0, 1.0]) sc.add(pendant(P(X, 0, sP)[0], -10, P(0, 2.05, sP)[1], 0.26 * sP, { style: pend, glow: 0.9 }))

  // ---- bar counter (1.07 m)
  const sI = 370
  const sIb = 250
  const [ix0b, iyb] = P(-2.2, 1.07, sIb)
  const [ix1b] = P(2.2, 1.07, sIb)
  const [ix0, iy] = P(-2.2, 1.07, sI)
  const [ix1] = P(2.2, 1.07, sI)
  const edge = P(0, 1.02, sI)[1]
  sc.add(rect(0, edge, W, H - edge, o.dated ? '#5b4634' : 'url(#barFront)'))
  for (let x = 0; x < W; x += 18) sc.add(rect(x, edge + 20, 7, H - edge, o.dated ? '#4a3829' : '#36322e'))
  sc.add(rect(0, edge, W, 24, '#000', 'opacity="0.35"'))
  if (!o.dated) sc.add(rect(0, H - 40, W, 4, 'url(#brass)'))
  const topShape: Pt[] = [
    [ix0b, iyb],
    [ix1b, iyb],
    [ix1, iy],
    [ix0, iy],
  ]
  surface(sc, stone, [topShape], k, 0.3, 4)
  if (isStone(stone)) sc.add(poly(topShape, 'url(#topSheen)'))
  if (!o.dated)
    for (const X of [-1.0, 0, 1.0]) {
      const [x, y] = P(X, 1.07, 290)
      sc.add(`<ellipse cx="${x}" cy="${y}" rx="50" ry="9" fill="#ffe4b5" opacity="0.4" filter="url(#blur6)"/>`)
    }
  surface(sc, stone, [R(ix0, iy, ix1 - ix0, edge - iy)], k, 1, 6)
  sc.add(laminateEdge(stone, ix0, iy + (edge - iy) * 0.2, ix1, edge))
  sc.add(rect(ix0, iy, ix1 - ix0, 1.5, '#fff', 'opacity="0.35"'))
  if (o.dated) {
    // peeling laminate at the sink cut-out corner
    const [px, py] = P(1.3, 1.07, 300)
    sc.add(`<path d="M${px - 40} ${py} l30 -6 22 4 -8 8 z" fill="#8a6a48" opacity="0.9"/>`)
  }
  {
    const [gx, gy] = P(-0.55, 1.07, 320)
    sc.add(
      shadow(gx, gy, 30, 4, 0.8),
      `<path d="M${gx - 16} ${gy - 58} L${gx + 16} ${gy - 58} L${gx + 13} ${gy} L${gx - 13} ${gy} Z" fill="#efe9dd" opacity="0.35"/>`,
      rect(gx - 13, gy - 26, 26, 24, '#b8773a', 'opacity="0.8"'),
      rect(gx - 11, gy - 52, 3, 48, '#fff', 'opacity="0.5"'),
    )
    if (!o.dated) {
      const [tx, ty] = P(0.5, 1.07, 320)
      sc.add(shadow(tx + 10, ty, 60, 5, 0.8), rect(tx - 56, ty - 8, 112, 8, 'url(#brass)', 'rx="3"'))
      sc.add(
        `<path d="M${tx - 40} ${ty - 8} L${tx - 40} ${ty - 64} L${tx - 33} ${ty - 72} L${tx - 33} ${ty - 96} L${tx - 23} ${ty - 96} L${tx - 23} ${ty - 72} L${tx - 16} ${ty - 64} L${tx - 16} ${ty - 8} Z" fill="#d6c6a8" opacity="0.75"/>`,
      )
      sc.add(
        `<path d="M${tx + 6} ${ty - 48} Q${tx + 20} ${ty - 20} ${tx + 22} ${ty - 8} L${tx + 34} ${ty - 8} Q${tx + 36} ${ty - 20} ${tx + 50} ${ty - 48} Z" fill="#efe9dd" opacity="0.45"/>`,
      )
    }
  }
  // stools with backs
  const n = o.stools ?? 3
  const xs = n === 3 ? [-1.25, 0, 1.25] : Array.from({ length: n }, (_, i) => -1.2 + (2.4 * i) / (n - 1))
  for (const X of xs) {
    const s = 440
    const [x, seatY] = P(X, 0.72, s)
    const w = (n > 3 ? 0.38 : 0.44) * s
    sc.add(
      `<path d="M${r1(x - w * 0.45)} ${r1(seatY - 8)} L${r1(x - w * 0.42)} ${r1(seatY - w * 0.55)} Q${r1(x)} ${r1(seatY - w * 0.66)} ${r1(x + w * 0.42)} ${r1(seatY - w * 0.55)} L${r1(x + w * 0.45)} ${r1(seatY - 8)} Z" fill="${o.dated ? '#6b2a22' : 'url(#leather)'}"/>`,
    )
    sc.add(
      `<path d="M${r1(x - w * 0.4)} ${r1(seatY - w * 0.5)} Q${r1(x)} ${r1(seatY - w * 0.6)} ${r1(x + w * 0.4)} ${r1(seatY - w * 0.5)}" stroke="#a06c44" stroke-width="3" fill="none" opacity="0.7"/>`,
    )
    sc.add(rect(x - w / 2, seatY - 10, w, 30, o.dated ? '#4e1f19' : '#5e3c24', 'rx="12"'))
    const leg = o.dated ? '#3a3836' : 'url(#brassV)'
    sc.add(rect(x - w * 0.36, seatY + 20, 7, H - seatY, leg), rect(x + w * 0.36 - 7, seatY + 20, 7, H - seatY, leg))
    sc.add(rect(x - w * 0.38, seatY + 170, w * 0.76, 6, o.dated ? '#3a3836' : 'url(#brass)', 'rx="3"'))
  }
  sc.def(
    `<radialGradient id="vigB" cx="0.5" cy="0.4" r="0.8"><stop offset="0.55" stop-color="#0f0e0d" stop-opacity="0"/><stop offset="1" stop-color="#0f0e0d" stop-opacity="0.35"/></radialGradient>`,
  )
  sc.add(rect(0, 0, W, H, 'url(#vigB)'))
  if (o.dated) sc.add(dimLight(W, H, 0.8))
  return sc.svg()
}

/* ======================================================== double vanity */

export interface DoubleVanity {
  title: string
  top: Surface
  cabinet?: string
  cabinetShade?: string
  wall?: [string, string]
  /** faucet and hardware metal */
  metal?: 'brass' | 'chrome' | 'black'
  mirrors?: 'rounded' | 'arched'
  /** furniture style: the cabinet stands on legs instead of a toe kick */
  legs?: boolean
  k?: number
}

export function doubleVanity(o: DoubleVanity): string {
  const sc = new Scene(W, H, o.title)
  const P = camera(600, 250, 1.65)
  const sW = 280
  const sV = 350
  const stone = o.top
  const k = o.k ?? 0.8
  const [wall0, wall1] = o.wall ?? ['#e4ddd1', '#dad2c4']
  const cab = o.cabinet ?? '#e8e1d5'
  const shade = o.cabinetShade ?? '#5b5040'
  const metal = o.metal ?? 'brass'
  const metalV = metal === 'brass' ? 'url(#brassV)' : metal === 'chrome' ? 'url(#steel)' : '#2b2926'
  const metalH = metal === 'brass' ? 'url(#brass)' : metal === 'chrome' ? 'url(#steel)' : '#2b2926'
  sc.def(
    V(wall0, wall1, 'paint'),
    linear(
      'mirrorV',
      [
        [0, '#e3e0da'],
        [1, '#cbc6bd'],
      ],
      0,
      0,
      0.4,
      1,
    ),
    o.cabinet ? V(cab, cab, 'vanityV') : V('#ece6db', '#e1d9cc', 'vanityV'),
    V('#c5bbae', '#b1a696', 'floorV'),
    linear(
      'underV',
      [
        [0, '#000', 0.35],
        [1, '#000', 0],
      ],
      0,
      0,
      0,
      1,
    ),
  )
  const floorW = P(0, 0, sW)[1]
  sc.add(rect(0, 0, W, floorW, 'url(#paint)'))
  const wTop = P(0, 1.2, sW)[1]
  const tw = 0.075 * sW
  const rand = rng(6)
  let tiles = ''
  for (let x = 0; x < W; x += tw) {
    for (let y = wTop; y < floorW; y += tw * 3)
      tiles += `<rect x="${r1(x + 0.8)}" y="${r1(y + 0.8)}" width="${r1(tw - 1.6)}" height="${r1(tw * 3 - 1.6)}" rx="1.5" fill="${['#f1ede6', '#ece7df', '#f4f1eb'][Math.floor(rand() * 3)]}"/>`
  }
  sc.add(rect(0, wTop, W, floorW - wTop, '#d6cfc3'), tiles, rect(0, wTop - 8, W, 8, '#e9e3d9'), rect(0, wTop, W, 2, '#c4bcaf'))
  sc.add(rect(0, floorW, W, H - floorW, 'url(#floorV)'))
  for (let X = -5; X < 5; X += 0.3) {
    const a = P(X, 0, sW)
    const b = P(X, 0, 600)
    sc.add(line(a[0], a[1], b[0], b[1], '#9d9283', 1, 'opacity="0.7"'))
  }
  for (const s of [330, 400, 500]) sc.add(line(0, P(0, 0, s)[1], W, P(0, 0, s)[1], '#9d9283', 1, 'opacity="0.7"'))
  for (const X of [-0.62, 0.62]) {
    const [x0, y0] = P(X - 0.3, 2.12, sW)
    const [x1, y1] = P(X + 0.3, 1.3, sW)
    const arched = o.mirrors === 'arched'
    const rx = arched ? (x1 - x0) / 2 : 18
    sc.add(`<g filter="url(#blur6)" opacity="0.35">${rect(x0 + 8, y0 + 8, x1 - x0, y1 - y0 - 30, '#3c342b', `rx="${r1(rx)}"`)}</g>`)
    if (arched) {
      const w = x1 - x0
      const archPath = (pad: number) =>
        `M${r1(x0 - pad)} ${r1(y1 - 20 + pad)} L${r1(x0 - pad)} ${r1(y0 + w / 2)} A${r1(w / 2 + pad)} ${r1(w / 2 + pad)} 0 0 1 ${r1(x1 + pad)} ${r1(y0 + w / 2)} L${r1(x1 + pad)} ${r1(y1 - 20 + pad)} Z`
      sc.add(`<path d="${archPath(7)}" fill="${metalH}"/>`, `<path d="${archPath(0)}" fill="url(#mirrorV)"/>`)
    } else {
      sc.add(rect(x0 - 7, y0 - 7, x1 - x0 + 14, y1 - y0 - 20, metal === 'brass' ? C.charcoal : metalH, 'rx="22"'))
      sc.add(rect(x0, y0, x1 - x0, y1 - y0 - 34, 'url(#mirrorV)', 'rx="16"'))
    }
    sc.add(
      poly(
        [
          [x0 + 30, y1 - 34],
          [x0 + 110, y0 + (arched ? 60 : 0)],
          [x0 + 140, y0 + (arched ? 60 : 0)],
          [x0 + 60, y1 - 34],
        ],
        '#fff',
        'opacity="0.3"',
      ),
    )
  }
  for (const X of [-1.22, 0, 1.22]) {
    const [x, y] = P(X, 1.8, sW)
    sc.add(`<ellipse cx="${x}" cy="${y}" rx="110" ry="140" fill="url(#glow)" opacity="0.5"/>`)
    sc.add(rect(x - 6, y - 30, 12, 60, metalH, 'rx="6"'))
    sc.add(`<path d="M${x - 26} ${y - 20} L${x + 26} ${y - 20} L${x + 20} ${y - 68} L${x - 20} ${y - 68} Z" fill="#f6efe2"/>`)
  }
  const [vx0b, vyb] = P(-1.25, 0.88, sW)
  const [vx1b] = P(1.25, 0, sW)
  const [vx0, vy] = P(-1.25, 0.88, sV)
  const [vx1] = P(1.25, 0, sV)
  const edge = P(0, 0.84, sV)[1]
  const kick = P(0, o.legs ? 0.24 : 0.1, sV)[1]
  const floorV = P(0, 0, sV)[1]
  sc.add(rect(vx0 + 8, edge, vx1 - vx0 - 16, kick - edge, 'url(#vanityV)'))
  if (o.legs) {
    // tapered legs at both ends and in the middle, the floor visible between them
    sc.add(rect(vx0 + 8, kick, vx1 - vx0 - 16, 5, '#000', 'opacity="0.14"'))
    const lw = 18
    for (const lx of [vx0 + 10, (vx0 + vx1) / 2 - lw / 2, vx1 - 10 - lw])
      sc.add(
        `<path d="M${r1(lx)} ${r1(kick)} L${r1(lx + lw)} ${r1(kick)} L${r1(lx + lw - 5)} ${r1(floorV)} L${r1(lx + 5)} ${r1(floorV)} Z" fill="${cab}"/>`,
        rect(lx + lw - 6, kick, 6, floorV - kick, '#000', 'opacity="0.12"'),
      )
  } else sc.add(rect(vx0 + 8, kick, vx1 - vx0 - 16, floorV - kick, '#2b2926'))
  const cw = (vx1 - vx0 - 16) / 4
  for (let i = 0; i < 4; i++) {
    const x = vx0 + 8 + i * cw
    if (i === 1 || i === 2) {
      const hh = (kick - edge - 16) / 3
      for (let d = 0; d < 3; d++) sc.add(door(x + 3, edge + 6 + d * (hh + 2), cw - 6, hh, { fill: cab, pull: 'bar-h', shade }))
    } else {
      sc.add(door(x + 3, edge + 6, cw - 6, kick - edge - 12, { fill: cab, pull: 'bar-v', pullSide: i === 0 ? 'right' : 'left', shade }))
    }
  }
  sc.add(rect(vx0 + 8, edge, vx1 - vx0 - 16, 10, 'url(#underV)'))
  surface(
    sc,
    stone,
    [
      [
        [vx0b, vyb],
        [vx1b, vyb],
        [vx1, vy],
        [vx0, vy],
      ] as Pt[],
    ],
    k,
    0.22,
    5,
  )
  surface(sc, stone, [R(vx0, vy, vx1 - vx0, edge - vy)], k, 1, 8)
  sc.add(rect(vx0, vy, vx1 - vx0, 1.5, '#fff', 'opacity="0.7"'))
  for (const X of [-0.62, 0.62]) {
    const [x, y] = P(X, 0.88, 300)
    sc.add(`<ellipse cx="${x}" cy="${y + 1}" rx="70" ry="6" fill="#6f6a63" opacity="0.55"/>`)
    sc.add(
      rect(x - 5, y - 70, 10, 66, metalV, 'rx="4"'),
      `<path d="M${x} ${y - 66} Q${x} ${y - 84} ${x + 20} ${y - 84} L${x + 34} ${y - 84}" stroke="${metalV}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    )
    for (const dx of [-30, 30]) sc.add(rect(x + dx - 4, y - 20, 8, 18, metalH, 'rx="3"'))
  }
  {
    const [x, y] = P(0, 0.88, 300)
    sc.add(vase(x, y, 70, { branches: true, seed: 17 }))
    const [tx, ty] = P(-1.05, 0.88, 300)
    sc.add(rect(tx - 30, ty - 46, 60, 46, '#d8cdbd', 'rx="4"'), rect(tx - 24, ty - 38, 48, 6, '#bfb2a0'))
    const [sx, sy] = P(1.05, 0.88, 300)
    sc.add(rect(sx - 16, sy - 58, 32, 58, C.charcoal2, 'rx="7"'), rect(sx - 6, sy - 72, 12, 14, metalH))
  }
  sc.add(shadow(600, P(0, 0, 300)[1] + 40, 420, 20, 0.5))
  return sc.svg()
}

/* ========================================================== wall kitchen */

export interface WallKitchen {
  title: string
  /** the counter: a stone or laminate, or ceramic tile with grout */
  top: Surface | { tile: string; grout: string }
  cabinets: Cabinets
  /** upper cabinets stop under a soffit (dated) or run to the ceiling */
  soffit?: boolean
  backsplash: 'subway' | 'slab' | 'lip' | 'tile'
  appliances: 'stainless' | 'almond' | 'white'
  sink: 'undermount' | 'drop-in' | 'apron'
  faucet: 'brass' | 'steel' | 'chrome'
  wall: [string, string]
  floor: 'oak' | 'vinyl' | 'tile'
  dated?: boolean
  /** pendant lights over the sink (bright rooms) */
  pendants?: boolean
  /** an over-range microwave instead of a chimney hood (default: when dated) */
  microwave?: boolean
  k?: number
}

export function wallKitchen(o: WallKitchen): string {
  const sc = new Scene(W, H, o.title)
  const P = camera(600, 300, 1.5)
  const sW = 260
  const sF = 300
  const k = o.k ?? 0.55
  const appl = applianceFill(o.appliances)
  sc.def(skyDef, datedDefs, dimDefs, V(o.wall[0], o.wall[1], 'wkWall'), V('#000000', '#000000', 'wkNone'))
  sc.def(
    linear(
      'ctrShadeW',
      [
        [0, '#000', 0.4],
        [1, '#000', 0],
      ],
      0,
      0,
      0,
      1,
    ),
    `<radialGradient id="winW" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#fffaf0" stop-opacity="${o.dated ? 0.2 : 0.55}"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></radialGradient>`,
  )
  const floorW = P(0, 0, sW)[1]
  const ctrW = P(0, 0.94, sW)[1]
  sc.add(rect(0, 0, W, floorW, 'url(#wkWall)'))

  // ---- backsplash
  const upBot = P(0, 1.45, sW)[1]
  const tileTop = o.backsplash === 'lip' ? P(0, 1.04, sW)[1] : upBot
  if (o.backsplash === 'subway' || o.backsplash === 'tile') {
    const rand = rng(9)
    const sq = o.backsplash === 'tile'
    const tw = (sq ? 0.1 : 0.15) * sW
    const th = (sq ? 0.1 : 0.075) * sW
    const cols = sq ? ['#f4f1ea', '#efebe2', '#f1ede5'] : ['#f6f3ee', '#f1ede6', '#f8f6f2', '#eeeae3']
    const grout = 'top' in o.top ? '#cfc8bb' : 'grout' in o.top ? o.top.grout : '#d5cec2'
    let tiles = ''
    for (let y = tileTop, row = 0; y < ctrW; y += th, row++) {
      for (let x = sq ? 0 : -(row % 2) * tw * 0.5; x < W; x += tw)
        tiles += `<rect x="${r1(x + 1)}" y="${r1(y + 1)}" width="${r1(tw - 2)}" height="${r1(th - 2)}" rx="${sq ? 0.5 : 1.5}" fill="${cols[Math.floor(rand() * cols.length)]}"/>`
    }
    sc.add(rect(0, tileTop, W, ctrW - tileTop, grout), tiles)
  } else if ('tile' in o.top) {
    sc.add(rect(0, tileTop, W, ctrW - tileTop, o.top.tile))
  } else {
    surface(sc, o.top, [R(0, tileTop, W, ctrW - tileTop)], k, 1, 21)
  }
  sc.add(`<ellipse cx="600" cy="250" rx="520" ry="300" fill="url(#winW)"/>`)

  // ---- window over the sink
  const [wx0, wy0] = P(-0.75, 2.2, sW)
  const [wx1, wy1] = P(0.75, 1.15, sW)
  const [c1, c2] = sc.clipTo(rect(wx0, wy0, wx1 - wx0, wy1 - wy0, '#000'))
  sc.add(c1, gardenView(wx0, wy0, wx1 - wx0, wy1 - wy0, 7), c2)
  const trim = o.dated ? '#efe9d8' : '#f4f0e8'
  sc.add(
    rect(wx0 - 14, wy0 - 14, wx1 - wx0 + 28, 14, trim),
    rect(wx0 - 14, wy0, 14, wy1 - wy0, trim),
    rect(wx1, wy0, 14, wy1 - wy0, trim),
    `<rect x="${wx0}" y="${wy0}" width="${r1(wx1 - wx0)}" height="${r1(wy1 - wy0)}" fill="none" stroke="${trim}" stroke-width="8"/>`,
    line(600, wy0, 600, wy1, trim, 10),
  )
  if (o.dated) {
    // mini blinds half down and a country valance
    const bb = wy0 + (wy1 - wy0) * 0.45
    for (let y = wy0 + 4; y < bb; y += 7) sc.add(rect(wx0 + 2, y, wx1 - wx0 - 4, 4.5, '#e9e4d6'))
    const vy = wy0 - 14
    let scallop = `M${wx0 - 30} ${vy}`
    const n = 9
    const sw = (wx1 - wx0 + 60) / n
    for (let i = 0; i < n; i++) scallop += ` q${r1(sw / 2)} 34 ${r1(sw)} 0`
    sc.add(
      rect(wx0 - 30, vy - 26, wx1 - wx0 + 60, 28, '#b5655a'),
      `<path d="${scallop} L${wx1 + 30} ${vy - 2} L${wx0 - 30} ${vy - 2} Z" fill="#b5655a"/>`,
    )
    for (let x = wx0 - 20; x < wx1 + 25; x += 18) sc.add(`<circle cx="${r1(x)}" cy="${r1(vy - 12)}" r="3" fill="#e8d9b5" opacity="0.8"/>`)
  }
  sc.add(rect(wx0 - 20, wy1, wx1 - wx0 + 40, 8, o.dated ? '#e2dccb' : '#ece7dd'))

  // ---- upper cabinets, soffit, hood / microwave
  const upTop = o.soffit ? P(0, 2.15, sW)[1] : P(0, 2.45, sW)[1]
  const ceil = P(0, 2.6, sW)[1]
  if (o.soffit) sc.add(rect(0, ceil, W, upTop - ceil, '#e0d6c0'), rect(0, upTop - 4, W, 4, '#000', 'opacity="0.12"'))
  const upper = (a: number, b: number) => {
    const [x0] = P(a, 0, sW)
    const [x1] = P(b, 0, sW)
    const n = Math.max(1, Math.round((b - a) / 0.45))
    const dw = (x1 - x0) / n
    sc.add(`<g filter="url(#blur6)" opacity="0.3">${rect(x0, upBot, x1 - x0, 14, '#4a3f33')}</g>`)
    for (let i = 0; i < n; i++)
      sc.add(
        cabinetDoor(o.cabinets, x0 + i * dw + 1.5, upTop + 2, dw - 3, upBot - upTop - 2, {
          pull: o.cabinets.style === 'shaker' ? 'knob' : 'knob',
          side: i % 2 ? 'left' : 'right',
        }),
      )
  }
  upper(-2.3, -1.35)
  upper(-1.35, -0.95)
  upper(1.95, 2.6)
  // range hood / over-range microwave
  const [rx0] = P(1.05, 0, sW)
  const [rx1] = P(1.85, 0, sW)
  if (o.microwave ?? o.dated) {
    upper(1.05, 1.85)
    const my = upBot - 4
    sc.add(rect(rx0 + 4, my - 10, rx1 - rx0 - 8, 48, appl, 'rx="3"'), rect(rx0 + 14, my - 2, (rx1 - rx0) * 0.6, 30, '#2f2c27', 'rx="2"'))
  } else {
    const hb = P(0, 1.62, sW)[1]
    sc.add(
      poly(
        [
          [rx0 - 10, hb],
          [rx1 + 10, hb],
          [rx1 - 30, hb - 60],
          [rx0 + 30, hb - 60],
        ],
        'url(#steelAppl)',
      ),
      rect(rx0 + 40, ceil, rx1 - rx0 - 80, hb - 60 - ceil, 'url(#steelAppl)'),
    )
    upper(0.95, 1.05)
  }

  // ---- base run: fridge | drawers | dishwasher | sink | base | range | base
  const sx0 = P(-0.42, 0, sF)[0]
  const sx1 = P(0.42, 0, sF)[0]
  const [cx0, cyF] = P(-1.4, 0.94, sF)
  const [cx1] = P(2.6, 0.94, sF)
  const [bx0, cyB] = P(-1.4, 0.94, sW)
  const [bx1] = P(2.6, 0.94, sW)
  const edge = P(0, 0.9, sF)[1]
  const kick = P(0, 0.1, sF)[1]
  const floorF = P(0, 0, sF)[1]
  // floor
  if (o.floor === 'vinyl') {
    sc.add(rect(0, floorW, W, H - floorW, '#d8ccb0'))
    for (let X = -4; X < 4; X += 0.3) {
      const a = P(X, 0, sW)
      const b = P(X, 0, 700)
      sc.add(line(a[0], a[1], b[0], b[1], '#b9a77f', 1.2))
    }
    for (const s2 of [285, 330, 390, 470, 590]) sc.add(line(0, P(0, 0, s2)[1], W, P(0, 0, s2)[1], '#b9a77f', 1.2))
  } else if (o.floor === 'tile') {
    sc.add(rect(0, floorW, W, H - floorW, '#cfc6b8'))
    for (let X = -4; X < 4; X += 0.45) {
      const a = P(X, 0, sW)
      const b = P(X, 0, 700)
      sc.add(line(a[0], a[1], b[0], b[1], '#b4a996', 1.4))
    }
    for (const s2 of [300, 360, 450, 600]) sc.add(line(0, P(0, 0, s2)[1], W, P(0, 0, s2)[1], '#b4a996', 1.4))
  } else {
    sc.add(rect(0, floorW, W, H - floorW, '#b89a77'))
    for (let X = -4; X < 4; X += 0.16) {
      const a = P(X, 0, sF)
      const b = P(X, 0, 700)
      sc.add(line(a[0], a[1], b[0], b[1], '#8f7356', 0.8, 'opacity="0.5"'))
    }
  }
  // countertop
  const topPoly: Pt[] = [
    [bx0, cyB],
    [bx1, cyB],
    [cx1, cyF],
    [cx0, cyF],
  ]
  if ('tile' in o.top) {
    sc.add(poly(topPoly, o.top.grout))
    const rand = rng(3)
    const t = o.top
    const rows = 4
    for (let r = 0; r < rows; r++) {
      const s0 = sW + ((sF - sW) * r) / rows
      const s1 = sW + ((sF - sW) * (r + 1)) / rows
      for (let X = -1.4; X < 2.6; X += 0.11) {
        const a = P(X, 0.94, s0)
        const b = P(X + 0.11, 0.94, s0)
        const c = P(X + 0.11, 0.94, s1)
        const d = P(X, 0.94, s1)
        const g = 1.1
        sc.add(
          poly(
            [
              [a[0] + g, a[1] + g * 0.4],
              [b[0] - g, b[1] + g * 0.4],
              [c[0] - g, c[1] - g * 0.4],
              [d[0] + g, d[1] - g * 0.4],
            ],
            rand() < 0.12 ? '#e3dccb' : t.tile,
          ),
        )
      }
    }
    // bullnose front edge tiles
    for (let X = -1.4; X < 2.6; X += 0.11) {
      const [x0] = P(X, 0, sF)
      const [x1] = P(X + 0.11, 0, sF)
      sc.add(rect(x0 + 1, cyF + 1, x1 - x0 - 2, edge - cyF - 1, t.tile, 'rx="3"'))
    }
    sc.add(rect(cx0, cyF, cx1 - cx0, edge - cyF, 'none', `stroke="${t.grout}" stroke-width="0.8"`))
  } else {
    surface(sc, o.top, [topPoly], k, 0.22, 3)
    surface(sc, o.top, [R(cx0, cyF, cx1 - cx0, edge - cyF)], k, 1, 8)
    sc.add(laminateEdge(o.top, cx0, cyF + (edge - cyF) * 0.3, cx1, edge))
    sc.add(rect(cx0, cyF, cx1 - cx0, 1.2, '#fff', 'opacity="0.5"'))
  }
  // cabinets
  sc.add(rect(cx0, edge, cx1 - cx0, kick - edge, o.cabinets.style === 'cathedral' ? '#a8763f' : o.cabinets.fill))
  sc.add(rect(cx0, edge, cx1 - cx0, 10, 'url(#ctrShadeW)'))
  sc.add(rect(cx0, kick, cx1 - cx0, floorF - kick, o.cabinets.style === 'cathedral' ? '#6a4a2a' : '#2b2926'))
  const xAt = (x: number) => P(x, 0, sF)[0]
  const bays: Array<[number, number, 'drawers' | 'door' | 'dw' | 'sink' | 'range']> = [
    [-1.4, -1.02, 'drawers'],
    [-1.02, -0.42, 'dw'],
    [-0.42, 0.42, 'sink'],
    [0.42, 1.05, 'door'],
    [1.05, 1.85, 'range'],
    [1.85, 2.6, 'door'],
  ]
  const apronB = P(0, 0.66, sF)[1]
  for (const [a, b, kind] of bays) {
    const x0 = xAt(a) + 2
    const x1 = xAt(b) - 2
    const hh = kick - edge - 10
    if (kind === 'drawers')
      for (let i = 0; i < 3; i++)
        sc.add(cabinetDoor(o.cabinets, x0, edge + 4 + (i * hh) / 3, x1 - x0, hh / 3 - 3, { pull: 'bar-h', side: 'right' }))
    else if (kind === 'door') {
      sc.add(cabinetDoor(o.cabinets, x0, edge + 4, x1 - x0, hh * 0.22, { pull: 'bar-h' }))
      const dw = (x1 - x0) / 2
      sc.add(cabinetDoor(o.cabinets, x0, edge + 8 + hh * 0.22, dw - 2, hh * 0.78 - 4, { pull: 'knob', side: 'right' }))
      sc.add(cabinetDoor(o.cabinets, x0 + dw + 2, edge + 8 + hh * 0.22, dw - 2, hh * 0.78 - 4, { pull: 'knob', side: 'left' }))
    } else if (kind === 'dw') {
      sc.add(
        rect(x0, edge + 4, x1 - x0, hh, appl, 'rx="2"'),
        rect(x0 + 6, edge + 10, x1 - x0 - 12, 16, o.appliances === 'stainless' ? '#2b2a28' : '#cfc4a8', 'rx="2"'),
      )
      sc.add(rect(x0 + 20, edge + 34, x1 - x0 - 40, 5, o.appliances === 'stainless' ? '#6f6d69' : '#b3a88e', 'rx="2"'))
    } else if (kind === 'sink') {
      if (o.sink === 'apron') {
        sc.add(
          rect(sx0 - 4, cyF - 1, sx1 - sx0 + 8, apronB - cyF + 1, '#f3f0ea', 'rx="4"'),
          rect(sx0 - 4, apronB - 3, sx1 - sx0 + 8, 3, '#000', 'opacity="0.12"'),
        )
        sc.add(cabinetDoor(o.cabinets, sx0, apronB + 4, sx1 - sx0, kick - apronB - 8, { pull: 'none' }))
      } else {
        const dw = (x1 - x0) / 2
        sc.add(cabinetDoor(o.cabinets, x0, edge + 4, x1 - x0, hh * 0.2, { pull: 'none' }))
        sc.add(cabinetDoor(o.cabinets, x0, edge + 8 + hh * 0.2, dw - 2, hh * 0.8 - 4, { pull: 'knob', side: 'right' }))
        sc.add(cabinetDoor(o.cabinets, x0 + dw + 2, edge + 8 + hh * 0.2, dw - 2, hh * 0.8 - 4, { pull: 'knob', side: 'left' }))
      }
    } else {
      // freestanding range: cooktop edge, oven door with window, knobs
      sc.add(rect(x0 - 2, cyF - 8, x1 - x0 + 4, kick - cyF + 8, appl, 'rx="2"'))
      sc.add(rect(x0 + 4, cyF - 8, x1 - x0 - 8, 22, o.appliances === 'stainless' ? '#3a3936' : '#d8ceb4'))
      for (let i = 0; i < 5; i++)
        sc.add(
          `<circle cx="${r1(x0 + 24 + (i * (x1 - x0 - 48)) / 4)}" cy="${r1(cyF + 3)}" r="5" fill="${o.appliances === 'stainless' ? '#bdbab4' : '#8f8676'}"/>`,
        )
      sc.add(
        rect(x0 + 14, cyF + 40, x1 - x0 - 28, (kick - cyF) * 0.55, '#2a2825', 'rx="4"'),
        rect(x0 + 20, cyF + 28, x1 - x0 - 40, 6, o.appliances === 'stainless' ? '#d4d2cd' : '#b3a88e', 'rx="3"'),
      )
      // burners seen on top
      sc.add(rect(x0 + 10, cyF - 14, x1 - x0 - 20, 6, '#2b2a27'))
    }
  }
  // fridge at the left edge
  {
    const [fx0, fyTop] = P(-2.35, 1.78, 320)
    const [fx1] = P(-1.42, 0, 320)
    const fb = P(0, 0, 320)[1]
    sc.add(
      rect(fx0, fyTop, fx1 - fx0, fb - fyTop, appl, 'rx="5"'),
      line(fx0, fyTop + (fb - fyTop) * 0.36, fx1, fyTop + (fb - fyTop) * 0.36, '#000', 2, 'opacity="0.25"'),
    )
    sc.add(
      rect(fx1 - 20, fyTop + 30, 6, 90, o.appliances === 'stainless' ? '#8d8b87' : '#c8bea4', 'rx="3"'),
      rect(fx1 - 20, fyTop + (fb - fyTop) * 0.42, 6, 120, o.appliances === 'stainless' ? '#8d8b87' : '#c8bea4', 'rx="3"'),
    )
    if (o.dated)
      sc.add(rect(fx0 + 20, fyTop + 60, 40, 30, '#f2e6c4', 'transform="rotate(-4)"'), rect(fx0 + 50, fyTop + 140, 36, 44, '#d9e2ea'))
  }
  // sink + faucet
  if (o.sink === 'drop-in') {
    const [x, y] = P(0, 0.94, 278)
    sc.add(`<ellipse cx="${x}" cy="${y}" rx="118" ry="12" fill="#b9b6b0"/><ellipse cx="${x}" cy="${y}" rx="108" ry="8" fill="#6d6a64"/>`)
    if (o.dated) sc.add(`<ellipse cx="${x + 70}" cy="${y + 4}" rx="24" ry="4" fill="#8a5a32" opacity="0.6"/>`)
  } else if (o.sink === 'undermount') {
    const [x, y] = P(0, 0.94, 278)
    sc.add(`<ellipse cx="${x}" cy="${y}" rx="110" ry="8" fill="#4a4843" opacity="0.85"/>`)
  }
  {
    const [x, y] = P(0, 0.94, 266)
    const metal = o.faucet === 'brass' ? 'url(#brassV)' : 'url(#steel)'
    if (o.faucet === 'chrome') {
      sc.add(
        rect(x - 40, y - 12, 80, 12, 'url(#steel)', 'rx="5"'),
        rect(x - 4, y - 30, 8, 20, 'url(#steel)'),
        `<path d="M${x} ${y - 30} l0 -6 l40 0" stroke="url(#steel)" stroke-width="6" fill="none"/>`,
      )
      for (const dx of [-32, 32]) sc.add(`<circle cx="${x + dx}" cy="${y - 18}" r="8" fill="url(#steel)"/>`)
    } else {
      sc.add(
        rect(x - 6, y - 90, 12, 90, metal, 'rx="4"'),
        `<path d="M${x} ${y - 86} Q${x} ${y - 120} ${x + 30} ${y - 120} Q${x + 50} ${y - 120} ${x + 50} ${y - 96} L${x + 50} ${y - 80}" stroke="${metal}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
      )
    }
  }
  // counter props
  if (o.dated) {
    const [tx, ty] = P(-1.15, 0.94, 282)
    sc.add(rect(tx - 15, ty - 64, 30, 64, '#f4f1ea', 'rx="6"'), rect(tx - 2, ty - 72, 4, 74, '#9c8f7a'))
    const [cx, cy] = P(0.75, 0.94, 282)
    for (const [dx, h] of [
      [0, 62],
      [38, 50],
      [70, 40],
    ])
      sc.add(rect(cx + dx - 16, cy - h, 32, h, '#e9e0c9', 'rx="3"'), rect(cx + dx - 17, cy - h - 7, 34, 8, '#a9825a', 'rx="3"'))
    sc.add(datedProps(P(-2.45, 0, sW)[0] + 40, P(0, 1.6, sW)[1]))
  } else {
    const [bx, by] = P(-1.15, 0.94, 276)
    sc.add(
      `<path d="M${bx - 40} ${by} L${bx - 36} ${by - 110} Q${bx - 34} ${by - 118} ${bx - 22} ${by - 118} L${bx + 24} ${by - 117} Q${bx + 34} ${by - 115} ${bx + 34} ${by - 106} L${bx + 38} ${by} Z" fill="#b48a5e"/>`,
    )
    const [px, py] = P(0.78, 0.94, 285)
    const fruit = (
      [
        [-22, '#d8b95a'],
        [4, '#e3c569'],
        [24, '#cfae52'],
        [-6, '#dcbd60'],
      ] as Array<[number, string]>
    )
      .map(([dx, c], i) => `<ellipse cx="${px + dx}" cy="${py - 40 - (i === 3 ? 13 : 0)}" rx="14" ry="12" fill="${c}"/>`)
      .join('')
    sc.add(bowl(px, py, 110, 'url(#ceramic)', '#e4dbcd', fruit))
    const [vx, vy] = P(2.2, 0.94, 282)
    sc.add(vase(vx, vy, 70, { branches: true, seed: 5 }))
  }
  // lighting
  if (o.pendants)
    for (const Xp of [-0.35, 0.35])
      sc.add(pendant(P(Xp, 0, 270)[0], P(0, 2.6, 270)[1], P(0, 2.0, 270)[1], 70, { style: 'dome', glow: 0.8 }))
  if (o.dated) sc.add(fluorescentBox(600, ceil - 6, 300), dimLight(W, H))
  else sc.add(`<rect width="${W}" height="${H}" fill="url(#winW)" opacity="0.35"/>`)
  return sc.svg()
}

/* ========================================================= single vanity */

export interface SingleVanity {
  title: string
  top: Surface
  dated?: boolean
  k?: number
}

/** One bathroom in two eras: an oak vanity with a cultured-marble top, or a walnut vanity with a stone top. */
export function singleVanity(o: SingleVanity): string {
  const sc = new Scene(W, H, o.title)
  const P = camera(600, 300, 1.35)
  const sW = 300
  const sV = 345
  const k = o.k ?? 0.6
  sc.def(datedDefs, dimDefs, V('#7a5438', '#6e4a30', 'walnutV'), V('#e9e6df', '#cfc9bf', 'mirrorS'))
  const floorW = P(0, 0, sW)[1]
  const ceil = P(0, 2.6, sW)[1]
  // walls: pink-beige 4x4 tile wainscot with a border (dated) or large porcelain tile and paint
  sc.add(rect(0, 0, W, floorW, o.dated ? '#e6dccb' : '#e9e4dc'))
  const wTop = P(0, 1.2, sW)[1]
  if (o.dated) {
    const tw = 0.108 * sW
    let tiles = ''
    for (let y = wTop; y < floorW; y += tw) for (let x = 0; x < W; x += tw) tiles += rect(x + 1, y + 1, tw - 2, tw - 2, '#e3c9bd', 'rx="1"')
    sc.add(rect(0, wTop, W, floorW - wTop, '#f1e8e0'), tiles, rect(0, wTop - 14, W, 14, '#8c6a78'), rect(0, wTop - 18, W, 4, '#e3c9bd'))
  } else {
    const tw = 0.6 * sW
    let tiles = ''
    for (let y = floorW - 1.2 * sW; y < floorW; y += tw * 2)
      for (let x = 0; x < W; x += tw) tiles += rect(x + 1, y + 1, tw - 2, tw * 2 - 2, '#efebe4')
    sc.add(rect(0, wTop, W, floorW - wTop, '#d8d1c6'), tiles)
  }
  sc.add(rect(0, floorW, W, H - floorW, o.dated ? '#cbbfae' : '#bdb3a5'))
  for (let Xf = -4; Xf <= 4; Xf += o.dated ? 0.3 : 0.6) {
    const a = P(Xf, 0, sW)
    const b = P(Xf, 0, 520)
    sc.add(line(a[0], a[1], b[0], b[1], o.dated ? '#ad9f8b' : '#a99d8d', 1))
  }
  // mirror + light
  if (o.dated) {
    const [mx0, my0] = P(-1.0, 2.05, sW)
    const [mx1, my1] = P(1.0, 1.05, sW)
    sc.add(
      rect(mx0, my0, mx1 - mx0, my1 - my0, 'url(#mirrorS)'),
      rect(mx0, my0, mx1 - mx0, my1 - my0, 'none', 'stroke="#b9b2a4" stroke-width="2"'),
    )
    for (const [x, y] of [
      [mx0 + 10, my0 + 10],
      [mx1 - 10, my0 + 10],
      [mx0 + 10, my1 - 10],
      [mx1 - 10, my1 - 10],
    ])
      sc.add(`<circle cx="${x}" cy="${y}" r="5" fill="url(#steel)"/>`)
    sc.add(
      poly(
        [
          [mx0 + 80, my1],
          [mx0 + 220, my0],
          [mx0 + 260, my0],
          [mx0 + 120, my1],
        ],
        '#fff',
        'opacity="0.25"',
      ),
    )
    // Hollywood light bar
    const [lx0, ly] = P(-0.85, 2.22, sW)
    const [lx1] = P(0.85, 0, sW)
    sc.add(rect(lx0, ly - 10, lx1 - lx0, 20, 'url(#brass)', 'rx="4"'))
    for (let i = 0; i < 6; i++) {
      const x = lx0 + 30 + (i * (lx1 - lx0 - 60)) / 5
      sc.add(
        `<circle cx="${r1(x)}" cy="${r1(ly + 18)}" r="20" fill="#f6f1e2"/><circle cx="${r1(x - 5)}" cy="${r1(ly + 13)}" r="7" fill="#fff"/>`,
      )
    }
  } else {
    // arched mirror with a brass frame, two sconces
    const [mx0, my0] = P(-0.42, 2.15, sW)
    const [mx1, my1] = P(0.42, 1.15, sW)
    const w = mx1 - mx0
    const arch = (pad: number) =>
      `M${r1(mx0 - pad)} ${r1(my1 + pad)} L${r1(mx0 - pad)} ${r1(my0 + w / 2)} A${r1(w / 2 + pad)} ${r1(w / 2 + pad)} 0 0 1 ${r1(mx1 + pad)} ${r1(my0 + w / 2)} L${r1(mx1 + pad)} ${r1(my1 + pad)} Z`
    sc.add(`<g filter="url(#blur6)" opacity="0.3"><path d="${arch(6)}" fill="#3c342b" transform="translate(8 8)"/></g>`)
    sc.add(`<path d="${arch(7)}" fill="url(#brass)"/>`, `<path d="${arch(0)}" fill="url(#mirrorS)"/>`)
    sc.add(
      poly(
        [
          [mx0 + 30, my1],
          [mx0 + 110, my0 + 80],
          [mx0 + 140, my0 + 80],
          [mx0 + 60, my1],
        ],
        '#fff',
        'opacity="0.3"',
      ),
    )
    for (const Xs of [-0.72, 0.72]) {
      const [x, y] = P(Xs, 1.75, sW)
      sc.add(`<ellipse cx="${x}" cy="${y}" rx="120" ry="150" fill="url(#glow)" opacity="0.55"/>`)
      sc.add(
        rect(x - 5, y - 10, 10, 40, 'url(#brass)', 'rx="4"'),
        `<circle cx="${x}" cy="${y - 28}" r="24" fill="#fbf3e2" opacity="0.95"/>`,
      )
    }
  }
  // vanity
  const [vx0b, vyb] = P(-0.8, 0.86, sW)
  const [vx1b] = P(0.8, 0, sW)
  const [vx0, vy] = P(-0.8, 0.86, sV)
  const [vx1] = P(0.8, 0, sV)
  const edge = P(0, 0.82, sV)[1]
  const floorV = P(0, 0, sV)[1]
  const kick = P(0, 0.1, sV)[1]
  if (o.dated) {
    sc.add(rect(vx0 + 6, edge, vx1 - vx0 - 12, kick - edge, '#a8763f'), rect(vx0 + 6, kick, vx1 - vx0 - 12, floorV - kick, '#6a4a2a'))
    const cw = (vx1 - vx0 - 12) / 3
    sc.add(cathedralDoor(vx0 + 9, edge + 6, cw - 6, kick - edge - 12, { knob: 'right' }))
    for (let d = 0; d < 3; d++)
      sc.add(
        cathedralDoor(vx0 + 9 + cw, edge + 6 + (d * (kick - edge - 12)) / 3, cw - 6, (kick - edge - 12) / 3 - 4, {
          knob: 'none',
          arch: false,
        }),
      )
    sc.add(cathedralDoor(vx0 + 9 + cw * 2, edge + 6, cw - 6, kick - edge - 12, { knob: 'left' }))
  } else {
    // floating walnut vanity with slab drawers and brass pulls
    const b = P(0, 0.3, sV)[1]
    sc.add(`<g filter="url(#blur14)" opacity="0.35">${rect(vx0 + 30, b + 8, vx1 - vx0 - 60, 20, '#2b2622')}</g>`)
    sc.add(rect(vx0 + 6, edge, vx1 - vx0 - 12, b - edge, 'url(#walnutV)'))
    const mid = edge + (b - edge) / 2
    sc.add(line(vx0 + 6, mid, vx1 - 6, mid, '#4e3421', 2), line(600, edge, 600, b, '#4e3421', 2))
    for (const cx of [vx0 + (vx1 - vx0) * 0.25, vx0 + (vx1 - vx0) * 0.75])
      for (const cy of [edge + (b - edge) * 0.25, mid + (b - edge) * 0.25]) sc.add(rect(cx - 40, cy - 2, 80, 4, 'url(#brass)', 'rx="2"'))
  }
  const topShape: Pt[] = [
    [vx0b, vyb],
    [vx1b, vyb],
    [vx1, vy],
    [vx0, vy],
  ]
  surface(sc, o.top, [topShape], k, 0.24, 5)
  surface(sc, o.top, [R(vx0, vy, vx1 - vx0, edge - vy)], k, 1, 8)
  sc.add(rect(vx0, vy, vx1 - vx0, 1.5, '#fff', 'opacity="0.6"'))
  // sink + faucet
  const [sx, sy] = P(0, 0.86, 322)
  if (o.dated) {
    // integrated cultured-marble bowl with a hairline crack, two-handle chrome faucet
    sc.add(
      `<ellipse cx="${sx}" cy="${sy}" rx="120" ry="16" fill="#d9c8ab"/><ellipse cx="${sx}" cy="${sy + 2}" rx="104" ry="11" fill="#cdb998"/>`,
    )
    sc.add(`<path d="M${sx + 60} ${sy - 4} l14 8 -6 6 18 7" stroke="#8d7656" stroke-width="1.2" fill="none"/>`)
    sc.add(
      rect(sx - 46, sy - 30, 92, 12, 'url(#steel)', 'rx="5"'),
      rect(sx - 5, sy - 48, 10, 20, 'url(#steel)'),
      `<path d="M${sx} ${sy - 48} l0 -4 l26 0" stroke="url(#steel)" stroke-width="6" fill="none"/>`,
    )
    for (const dx of [-36, 36]) sc.add(`<circle cx="${sx + dx}" cy="${sy - 34}" r="9" fill="url(#steel)"/>`)
    // beige 4-inch backsplash
    sc.add(rect(vx0b, vyb - 26, vx1b - vx0b, 26, '#e0d1b6'))
  } else {
    sc.add(`<ellipse cx="${sx}" cy="${sy + 2}" rx="100" ry="8" fill="#6f6a63" opacity="0.5"/>`)
    sc.add(
      rect(sx - 6, sy - 90, 12, 88, 'url(#brassV)', 'rx="4"'),
      `<path d="M${sx} ${sy - 86} Q${sx} ${sy - 108} ${sx + 24} ${sy - 108} L${sx + 40} ${sy - 108}" stroke="url(#brassV)" stroke-width="9" fill="none" stroke-linecap="round"/>`,
    )
    for (const dx of [-40, 40]) sc.add(rect(sx + dx - 5, sy - 24, 10, 22, 'url(#brass)', 'rx="3"'))
    const [px, py] = P(-0.55, 0.86, 322)
    sc.add(vase(px, py, 70, { branches: true, seed: 23 }))
    const [qx, qy] = P(0.58, 0.86, 322)
    sc.add(rect(qx - 14, qy - 56, 28, 56, C.charcoal2, 'rx="7"'), rect(qx - 5, qy - 70, 10, 14, 'url(#brass)'))
  }
  sc.add(shadow(600, floorV + 30, 360, 18, 0.45))
  // towel ring / bar at the side
  {
    const [tx, ty] = P(1.35, 1.45, sW)
    if (o.dated)
      sc.add(
        rect(tx - 60, ty, 120, 6, 'url(#steel)', 'rx="3"'),
        rect(tx - 50, ty + 6, 100, 110, '#9fb5b0'),
        rect(tx - 50, ty + 90, 100, 8, '#c9b9a4'),
      )
    else
      sc.add(
        `<circle cx="${tx}" cy="${ty}" r="6" fill="url(#brass)"/><circle cx="${tx}" cy="${ty + 34}" r="30" fill="none" stroke="url(#brass)" stroke-width="4"/>`,
        rect(tx - 24, ty + 40, 48, 110, '#ece6dc', 'rx="8"'),
      )
  }
  if (o.dated) sc.add(dimLight(W, H, 0.8))
  else
    sc.add(
      `<radialGradient id="svGlow" cx="0.5" cy="0.3" r="0.7"><stop offset="0" stop-color="#fff6e6" stop-opacity="0.25"/><stop offset="1" stop-color="#fff6e6" stop-opacity="0"/></radialGradient><rect width="${W}" height="${H}" fill="url(#svGlow)"/>`,
    )
  void ceil
  return sc.svg()
}

/* ================================================================ wet bar */

export interface WetBar {
  title: string
  top: Surface
  cabinet: string
  wall: [string, string]
  k?: number
}

/** A dining-room wet bar: painted base cabinets, a bar sink, open shelves with glassware, a wine fridge. */
export function wetBar(o: WetBar): string {
  const sc = new Scene(W, H, o.title)
  const P = camera(600, 290, 1.5)
  const sW = 300
  const sF = 340
  const k = o.k ?? 0.5
  sc.def(V(o.wall[0], o.wall[1], 'wbWall'), V('#2a2f2d', '#1f2321', 'wbFridge'), datedDefs)
  const floorW = P(0, 0, sW)[1]
  // wainscot below a painted wall; picture rail
  const rail = P(0, 1.0, sW)[1]
  sc.add(rect(0, 0, W, floorW, 'url(#wbWall)'))
  sc.add(rect(0, P(0, 2.3, sW)[1], W, 6, '#f1ece2'))
  sc.add(rect(0, floorW, W, H - floorW, '#7a5a3e'))
  for (let Xf = -4; Xf < 4; Xf += 0.12) {
    const a = P(Xf, 0, sW)
    const b = P(Xf, 0, 700)
    sc.add(line(a[0], a[1], b[0], b[1], '#5e4430', 1, 'opacity="0.6"'))
  }
  // backsplash: the quartz runs up to the shelves
  const [bx0] = P(-1.25, 0, sW)
  const [bx1] = P(1.25, 0, sW)
  const splashTop = P(0, 1.5, sW)[1]
  const ctrW = P(0, 0.92, sW)[1]
  surface(sc, o.top, [R(bx0, splashTop, bx1 - bx0, ctrW - splashTop)], k, 1, 14)
  // open shelves with glassware
  for (const Y of [1.62, 2.0]) {
    const [, sy] = P(0, Y, sW)
    sc.add(`<g filter="url(#blur6)" opacity="0.35">${rect(bx0, sy + 6, bx1 - bx0, 10, '#1e1a16')}</g>`)
    let x = bx0 + 30
    const rand = rng(Math.round(Y * 10))
    while (x < bx1 - 40) {
      const kind = rand()
      if (kind < 0.4) {
        // wine glasses
        sc.add(
          `<path d="M${r1(x)} ${r1(sy - 60)} q12 30 24 0 z" fill="#eef0ee" opacity="0.5"/>`,
          rect(x + 11, sy - 44, 2, 40, '#e6e8e6', 'opacity="0.7"'),
          rect(x + 4, sy - 4, 16, 3, '#e6e8e6', 'opacity="0.7"'),
        )
        x += 32
      } else if (kind < 0.7) {
        const h = 60 + rand() * 30
        sc.add(
          rect(x, sy - h, 24, h, ['#5b3a2a', '#4f5a49', '#a8743f', '#2f3b46'][Math.floor(rand() * 4)], 'rx="5" opacity="0.92"'),
          rect(x + 8, sy - h - 18, 8, 20, '#2b2724'),
        )
        x += 34
      } else {
        sc.add(rect(x, sy - 34, 60, 34, '#e9e2d6', 'rx="3" opacity="0.55"'))
        x += 72
      }
    }
    sc.add(rect(bx0 - 10, sy, bx1 - bx0 + 20, 12, '#b48a5e'), rect(bx0 - 10, sy, bx1 - bx0 + 20, 2, '#d7b58a'))
    for (const bxx of [bx0 + 40, bx1 - 40]) sc.add(rect(bxx - 3, sy + 12, 6, 14, 'url(#brassV)'))
  }
  // sconces
  for (const Xs of [-1.55, 1.55]) {
    const [x, y] = P(Xs, 1.85, sW)
    sc.add(
      `<ellipse cx="${x}" cy="${y}" rx="120" ry="140" fill="url(#glow)" opacity="0.6"/>`,
      rect(x - 4, y - 6, 8, 36, 'url(#brass)', 'rx="3"'),
      `<path d="M${x - 22} ${y - 4} L${x + 22} ${y - 4} L${x + 16} ${y - 44} L${x - 16} ${y - 44} Z" fill="#f6efe2"/>`,
    )
  }
  // counter and cabinets
  const [cx0b, cyb] = P(-1.25, 0.92, sW)
  const [cx1b] = P(1.25, 0, sW)
  const [cx0, cy] = P(-1.25, 0.92, sF)
  const [cx1] = P(1.25, 0, sF)
  const edge = P(0, 0.88, sF)[1]
  const kick = P(0, 0.1, sF)[1]
  const floorF = P(0, 0, sF)[1]
  sc.add(rect(cx0 + 4, edge, cx1 - cx0 - 8, floorF - edge, o.cabinet))
  sc.add(rect(cx0 + 4, kick, cx1 - cx0 - 8, floorF - kick, '#2b2926'))
  const cw = (cx1 - cx0 - 8) / 3
  const hh = kick - edge - 10
  sc.add(door(cx0 + 6, edge + 5, cw - 4, hh * 0.22, { fill: o.cabinet, pull: 'bar-h', shade: '#1f2a24' }))
  sc.add(
    door(cx0 + 6, edge + 9 + hh * 0.22, cw - 4, hh * 0.78 - 4, { fill: o.cabinet, pull: 'bar-v', pullSide: 'right', shade: '#1f2a24' }),
  )
  sc.add(door(cx0 + 6 + cw, edge + 5, cw - 4, hh, { fill: o.cabinet, pull: 'knob', pullSide: 'center', shade: '#1f2a24' }))
  // wine fridge with a glass door
  {
    const x0 = cx0 + 6 + cw * 2
    sc.add(
      rect(x0, edge + 5, cw - 8, hh, 'url(#steelAppl)', 'rx="3"'),
      rect(x0 + 10, edge + 15, cw - 28, hh - 30, 'url(#wbFridge)', 'rx="2"'),
    )
    for (let r = 0; r < 5; r++) {
      const y = edge + 30 + (r * (hh - 50)) / 4
      sc.add(rect(x0 + 14, y + 10, cw - 36, 2, '#6e6a64'))
      for (let b = 0; b < 5; b++)
        sc.add(
          `<circle cx="${r1(x0 + 24 + b * ((cw - 48) / 4))}" cy="${r1(y + 4)}" r="6" fill="${['#5b2a2a', '#2f3b2a', '#6b3a1e'][(r + b) % 3]}"/>`,
        )
    }
  }
  surface(
    sc,
    o.top,
    [
      [
        [cx0b, cyb],
        [cx1b, cyb],
        [cx1, cy],
        [cx0, cy],
      ] as Pt[],
    ],
    k,
    0.22,
    4,
  )
  surface(sc, o.top, [R(cx0, cy, cx1 - cx0, edge - cy)], k, 1, 7)
  sc.add(rect(cx0, cy, cx1 - cx0, 1.5, '#fff', 'opacity="0.4"'))
  // bar sink and brass faucet
  {
    const [x, y] = P(-0.2, 0.92, 318)
    sc.add(`<ellipse cx="${x}" cy="${y}" rx="62" ry="7" fill="#3d3a36" opacity="0.85"/>`)
    sc.add(
      rect(x - 6, y - 100, 12, 100, 'url(#brassV)', 'rx="4"'),
      `<path d="M${x} ${y - 96} Q${x} ${y - 130} ${x + 30} ${y - 130} Q${x + 50} ${y - 130} ${x + 50} ${y - 106} L${x + 50} ${y - 90}" stroke="url(#brassV)" stroke-width="9" fill="none" stroke-linecap="round"/>`,
    )
    const [tx, ty] = P(0.6, 0.92, 320)
    sc.add(
      shadow(tx, ty, 60, 5, 0.7),
      rect(tx - 56, ty - 8, 112, 8, 'url(#brass)', 'rx="3"'),
      `<path d="M${tx - 36} ${ty - 8} L${tx - 36} ${ty - 60} L${tx - 30} ${ty - 68} L${tx - 30} ${ty - 90} L${tx - 20} ${ty - 90} L${tx - 20} ${ty - 68} L${tx - 14} ${ty - 60} L${tx - 14} ${ty - 8} Z" fill="#d6c6a8" opacity="0.8"/>`,
    )
    sc.add(
      `<path d="M${tx + 6} ${ty - 50} Q${tx + 20} ${ty - 20} ${tx + 22} ${ty - 8} L${tx + 34} ${ty - 8} Q${tx + 36} ${ty - 20} ${tx + 50} ${ty - 50} Z" fill="#efe9dd" opacity="0.5"/>`,
    )
    const [vx, vy] = P(-0.95, 0.92, 320)
    sc.add(vase(vx, vy, 64, { branches: true, seed: 9 }))
  }
  void rail
  sc.add(shadow(600, floorF + 20, 420, 16, 0.4))
  return sc.svg()
}

/* ========================================================= outdoor kitchen */

export interface OutdoorKitchen {
  title: string
  top: Surface
  /** poolside kitchen with a grill, or a covered patio bar with stools and a river view */
  setting: 'pool' | 'river'
  k?: number
}

export function outdoorKitchen(o: OutdoorKitchen): string {
  const sc = new Scene(W, H, o.title)
  const P = camera(600, 330, 1.6)
  const k = o.k ?? 0.55
  const bar = o.setting === 'river'
  const counterY = bar ? 1.07 : 0.92
  sc.def(
    V('#a9c4d8', '#e9eef0', 'skyO'),
    V('#8ea7b3', '#6f8a97', 'riverO'),
    V('#c9bfae', '#b3a794', 'paverO'),
    V('#6c5a49', '#5a4a3b', 'beamO'),
    V('#3f8fb0', '#2f7592', 'poolO'),
  )
  const horizon = P(0, 0, 60)[1]
  // sky, far trees or the river with the Palisades
  sc.add(rect(0, 0, W, horizon + 40, 'url(#skyO)'))
  const rand = rng(bar ? 8 : 4)
  if (bar) {
    sc.add(
      `<path d="M0 ${horizon - 30} Q300 ${horizon - 70} 620 ${horizon - 45} T1200 ${horizon - 50} L1200 ${horizon + 10} L0 ${horizon + 10} Z" fill="#8e9c8a"/>`,
    )
    sc.add(
      `<path d="M0 ${horizon - 10} Q400 ${horizon - 34} 800 ${horizon - 18} T1200 ${horizon - 22} L1200 ${horizon + 12} L0 ${horizon + 12} Z" fill="#7d8c78"/>`,
    )
    sc.add(rect(0, horizon + 8, W, 70, 'url(#riverO)'))
    for (let i = 0; i < 14; i++) sc.add(rect(rand() * W, horizon + 14 + rand() * 56, 40 + rand() * 80, 1.5, '#d9e4ea', 'opacity="0.6"'))
  } else {
    let trees = ''
    for (let i = 0; i < 16; i++) {
      const tx = rand() * W
      const r = 60 + rand() * 80
      trees += `<ellipse cx="${r1(tx)}" cy="${r1(horizon - r * 0.4)}" rx="${r1(r)}" ry="${r1(r * 1.1)}" fill="${['#6f8a5e', '#7d9868', '#5f7a52', '#88a273'][Math.floor(rand() * 4)]}"/>`
    }
    sc.add(`<g filter="url(#blur6)">${trees}</g>`, rect(0, horizon - 6, W, 60, '#9aa98a'))
    // privacy hedge
    sc.add(
      `<g filter="url(#blur2)">${Array.from({ length: 30 }, (_, i) => `<circle cx="${i * 42}" cy="${horizon + 20}" r="34" fill="${i % 2 ? '#4f6b45' : '#5a774d'}"/>`).join('')}</g>`,
    )
  }
  // patio pavers
  const patioY = bar ? horizon + 78 : horizon + 40
  sc.add(rect(0, patioY, W, H - patioY, 'url(#paverO)'))
  for (let X = -6; X < 6; X += 0.6) {
    const a = P(X, 0, 170)
    const b = P(X, 0, 800)
    sc.add(line(a[0], Math.max(a[1], patioY), b[0], b[1], '#a39682', 1.2))
  }
  for (const s2 of [190, 215, 250, 300, 370, 480, 650]) {
    const y = P(0, 0, s2)[1]
    if (y > patioY) sc.add(line(0, y, W, y, '#a39682', 1.2))
  }
  if (!bar) {
    // pool edge on the right, with coping
    const pool: Pt[] = [P(0.9, 0, 175), P(7, 0, 175), P(7, 0, 420), P(1.7, 0, 420)]
    sc.add(poly(pool, 'url(#poolO)'), poly(pool, 'none', 'stroke="#e8e2d6" stroke-width="10"'))
    for (let i = 0; i < 10; i++) {
      const [x, y] = P(2 + rand() * 4, 0, 190 + rand() * 120)
      sc.add(`<path d="M${r1(x)} ${r1(y)} q14 -5 28 0 t28 0" stroke="#9fd1e3" stroke-width="2" fill="none" opacity="0.7"/>`)
    }
  } else {
    // railing along the terrace edge
    const ry = patioY
    sc.add(rect(0, ry - 60, W, 6, '#3b3834'))
    for (let x = 10; x < W; x += 60) sc.add(rect(x, ry - 60, 4, 60, '#3b3834'))
  }
  // pergola / covered roof
  const beamY = 40
  if (bar) {
    sc.add(rect(0, 0, W, beamY + 20, '#5a4a3b'), rect(0, beamY + 14, W, 10, '#3f342a'))
    for (let x = 60; x < W; x += 150) sc.add(rect(x, 0, 10, beamY + 14, '#4a3d31'))
    // string lights
    for (let seg = 0; seg < 3; seg++) {
      const x0 = seg * 400
      let d = `M${x0} ${beamY + 30}`
      d += ` Q${x0 + 200} ${beamY + 110} ${x0 + 400} ${beamY + 30}`
      sc.add(`<path d="${d}" stroke="#2b2724" stroke-width="1.5" fill="none"/>`)
      for (let i = 1; i < 8; i++) {
        const t = i / 8
        const x = x0 + 400 * t
        const y = (1 - t) * (1 - t) * (beamY + 30) + 2 * (1 - t) * t * (beamY + 110) + t * t * (beamY + 30)
        sc.add(
          `<circle cx="${r1(x)}" cy="${r1(y + 6)}" r="14" fill="url(#glow)" opacity="0.8"/><circle cx="${r1(x)}" cy="${r1(y + 6)}" r="4" fill="#fff3d1"/>`,
        )
      }
    }
  } else {
    for (let x = -40; x < W + 40; x += 90) sc.add(rect(x, 0, 14, 70, 'url(#beamO)'))
    sc.add(rect(0, 60, W, 18, 'url(#beamO)'))
    const [px] = P(-2.6, 0, 300)
    sc.add(rect(px - 14, 60, 28, P(0, 0, 300)[1] - 60, 'url(#beamO)'))
  }

  // ---- the outdoor kitchen island / bar: stacked-stone base, stone top
  const sI = 330
  const sIb = 250
  const half = bar ? 1.7 : 1.6
  const [ix0b, iyb] = P(-half, counterY, sIb)
  const [ix1b] = P(half, counterY, sIb)
  const [ix0, iy] = P(-half, counterY, sI)
  const [ix1] = P(half, counterY, sI)
  const edge = P(0, counterY - 0.04, sI)[1]
  const base = P(0, 0, sI)[1]
  sc.add(rect(ix0 + 10, edge, ix1 - ix0 - 20, base - edge, '#8b8176'))
  {
    const r2 = rng(21)
    let y = edge + 4
    while (y < base) {
      const hgt = 14 + r2() * 16
      let x = ix0 + 10
      while (x < ix1 - 10) {
        const wd = Math.min(ix1 - 10 - x, 40 + r2() * 70)
        sc.add(
          rect(x + 1.5, y + 1.5, wd - 3, hgt - 3, ['#a69a8a', '#968a7b', '#b3a897', '#8c8274', '#9f9485'][Math.floor(r2() * 5)], 'rx="3"'),
        )
        x += wd
      }
      y += hgt
    }
  }
  sc.add(rect(ix0 + 10, edge, ix1 - ix0 - 20, 14, '#000', 'opacity="0.3"'))
  if (!bar) {
    // built-in stainless grill with its lid, and access doors
    const gx0 = P(-1.35, 0, sI)[0]
    const gx1 = P(-0.25, 0, sI)[0]
    sc.add(
      rect(gx0, edge + 10, gx1 - gx0, 70, 'url(#steelAppl)', 'rx="3"'),
      rect(gx0 + 20, edge + 40, gx1 - gx0 - 40, 6, '#5f5d59', 'rx="3"'),
    )
    for (let i = 0; i < 4; i++)
      sc.add(`<circle cx="${r1(gx0 + 40 + (i * (gx1 - gx0 - 80)) / 3)}" cy="${r1(edge + 64)}" r="7" fill="#3d3b38"/>`)
    sc.add(
      rect(gx0, edge + 90, gx1 - gx0, 150, 'url(#steelAppl)', 'rx="3"'),
      line((gx0 + gx1) / 2, edge + 90, (gx0 + gx1) / 2, edge + 240, '#6f6d69', 2),
    )
    const dx0 = P(0.3, 0, sI)[0]
    const dx1 = P(1.4, 0, sI)[0]
    sc.add(
      rect(dx0, edge + 40, dx1 - dx0, 180, 'url(#steelAppl)', 'rx="3"'),
      line((dx0 + dx1) / 2, edge + 40, (dx0 + dx1) / 2, edge + 220, '#6f6d69', 2),
    )
  }
  const topShape: Pt[] = [
    [ix0b, iyb],
    [ix1b, iyb],
    [ix1, iy],
    [ix0, iy],
  ]
  surface(sc, o.top, [topShape], k, 0.26, 4)
  surface(sc, o.top, [R(ix0, iy, ix1 - ix0, edge - iy)], k, 1, 6)
  sc.add(rect(ix0, iy, ix1 - ix0, 1.5, '#fff', 'opacity="0.5"'))
  if (!bar) {
    // grill lid on the counter
    const [lx0, ly] = P(-1.35, counterY, 300)
    const [lx1] = P(-0.25, counterY, 300)
    sc.add(
      `<path d="M${lx0} ${ly} L${lx0 + 10} ${ly - 60} Q${(lx0 + lx1) / 2} ${ly - 90} ${lx1 - 10} ${ly - 60} L${lx1} ${ly} Z" fill="url(#steelAppl)"/>`,
      rect(lx0 + 40, ly - 50, lx1 - lx0 - 80, 6, '#5f5d59', 'rx="3"'),
    )
  }
  // on the counter
  if (bar) {
    const [gx, gy] = P(-0.6, counterY, 310)
    sc.add(
      shadow(gx, gy, 30, 4, 0.8),
      `<path d="M${gx - 14} ${gy - 56} L${gx + 14} ${gy - 56} L${gx + 11} ${gy} L${gx - 11} ${gy} Z" fill="#efe9dd" opacity="0.45"/>`,
      rect(gx - 11, gy - 24, 22, 22, '#d98c3a', 'opacity="0.85"'),
    )
    const [bx, by] = P(0.5, counterY, 310)
    sc.add(
      bowl(
        bx,
        by,
        120,
        'url(#ceramicDark)',
        '#4a4540',
        `<ellipse cx="${bx - 20}" cy="${by - 44}" rx="16" ry="13" fill="#9bb55a"/><ellipse cx="${bx + 12}" cy="${by - 46}" rx="16" ry="13" fill="#c9d36a"/>`,
      ),
    )
    for (const X of [-1.2, 0, 1.2]) {
      const [x, ySeat] = P(X, 0.78, 420)
      sc.add(stool(x, ySeat, P(0, 0, 420)[1], 0.42 * 420, { seat: '#2f2b28', frame: '#2b2926' }))
    }
  } else {
    const [px, py] = P(0.8, counterY, 300)
    sc.add(rect(px - 70, py - 10, 140, 10, '#b48a5e', 'rx="3"'))
    sc.add(
      `<ellipse cx="${px - 30}" cy="${py - 16}" rx="18" ry="8" fill="#c9553a"/><ellipse cx="${px + 14}" cy="${py - 16}" rx="18" ry="8" fill="#d8a64a"/>`,
    )
    const [vx, vy] = P(1.35, counterY, 300)
    sc.add(vase(vx, vy, 60, { dark: true, branches: true, seed: 12 }))
    // potted plants
    const [ox, oy] = P(-2.5, 0, 300)
    sc.add(
      rect(ox - 40, oy - 80, 80, 80, '#7d6a58', 'rx="6"'),
      `<g>${Array.from({ length: 18 }, (_, i) => `<ellipse cx="${r1(ox + Math.cos(i) * 40)}" cy="${r1(oy - 120 + Math.sin(i * 1.7) * 40)}" rx="26" ry="10" transform="rotate(${i * 20} ${r1(ox + Math.cos(i) * 40)} ${r1(oy - 120 + Math.sin(i * 1.7) * 40)})" fill="${i % 2 ? '#5c7d4e' : '#6f9160'}"/>`).join('')}</g>`,
    )
  }
  sc.add(shadow(600, base + 10, 520, 18, 0.6))
  return sc.svg()
}
