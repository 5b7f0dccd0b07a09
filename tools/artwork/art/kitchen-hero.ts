/**
 * Home page hero: a calm modern kitchen with a white marble waterfall island,
 * fluted oak, charcoal lower cabinets, brass pendants and a garden window.
 * Simple one-point perspective (vanishing point centre, eye height 1.55 m).
 */
import { C, linear, r1, rng, svgDoc } from '../lib/svg'
import { marble, placeStone } from '../lib/stone'
import {
  books,
  bowl,
  camera,
  clip,
  door,
  fluting,
  gardenView,
  line,
  partDefs,
  pendant,
  poly,
  rect,
  skyDef,
  stool,
  vase,
} from '../lib/parts'

export function kitchenHero(): string {
  const W = 1600
  const H = 1067
  const P = camera(800, 520, 1.55)
  const sB = 160 // back wall
  const sF = 186 // front of back-run cabinets
  const sHd = 179 // hood front
  const sI = 288 // island front
  const sIb = 208 // island back
  const sS = 341 // stools
  const sP = 242 // pendants

  const stone = marble('m', { seed: 11 })
  const defs: string[] = [partDefs(), skyDef, stone.defs]

  defs.push(
    linear(
      'wall',
      [
        [0, '#efe9df'],
        [1, '#e4dccf'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'ceil',
      [
        [0, '#e2dacd'],
        [1, '#ede6da'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'floorFade',
      [
        [0, '#000', 0.1],
        [0.4, '#000', 0],
        [1, '#000', 0.06],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'underTop',
      [
        [0, '#1a1714', 0.55],
        [1, '#1a1714', 0],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'hood',
      [
        [0, '#f1ece3'],
        [1, '#e2dace'],
      ],
      0,
      0,
      1,
      0,
    ),
    linear(
      'sideL',
      [
        [0, '#8f6e4f'],
        [1, '#a88561'],
      ],
      0,
      0,
      1,
      0,
    ),
    linear(
      'sideR',
      [
        [0, '#a88561'],
        [1, '#8f6e4f'],
      ],
      0,
      0,
      1,
      0,
    ),
    linear(
      'vignette',
      [
        [0, '#2b2926', 0],
        [0.75, '#2b2926', 0],
        [1, '#2b2926', 0.16],
      ],
      0,
      0,
      0,
      1,
    ),
    `<radialGradient id="windowLight" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#fffaf0" stop-opacity="0.55"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></radialGradient>`,
  )

  const b: string[] = []

  // ---- ceiling, back wall, floor
  const ceilB = P(0, 2.75, sB)[1]
  const floorB = P(0, 0, sB)[1]
  b.push(rect(0, 0, W, ceilB + 1, 'url(#ceil)'))
  b.push(rect(0, ceilB, W, floorB - ceilB, 'url(#wall)'))
  defs.push(clip('wallClip', rect(0, ceilB, W, floorB - ceilB, '#000')))
  b.push(`<ellipse cx="800" cy="470" rx="640" ry="260" fill="url(#windowLight)" clip-path="url(#wallClip)"/>`)
  // recessed downlights
  for (const X of [-2.4, 2.4]) {
    for (const s of [200, 260]) {
      const [x, y] = P(X, 2.75, s)
      b.push(`<ellipse cx="${x}" cy="${y}" rx="${r1(s * 0.07)}" ry="${r1(s * 0.018)}" fill="#fbf6ec"/>`)
    }
  }
  // floor with oak planks converging to the vanishing point
  b.push(rect(0, floorB, W, H - floorB, '#d6c0a0'))
  const rand = rng(7)
  const plankCols = ['#d9c4a5', '#d1b999', '#dcc8aa', '#cfb694', '#d6c0a0']
  for (let X = -9; X < 9; X += 0.2) {
    const a = P(X, 0, sB)
    const b2 = P(X + 0.2, 0, sB)
    const c = P(X + 0.2, 0, 420)
    const d = P(X, 0, 420)
    b.push(poly([a, b2, c, d], plankCols[Math.floor(rand() * plankCols.length)]))
    // a butt joint somewhere along the plank
    const s = 170 + rand() * 200
    const j1 = P(X, 0, s)
    const j2 = P(X + 0.2, 0, s)
    b.push(line(j1[0], j1[1], j2[0], j2[1], '#b99f7e', 0.8))
    b.push(line(a[0], a[1], d[0], d[1], '#bfa483', 0.7))
  }
  b.push(rect(0, floorB, W, H - floorB, 'url(#floorFade)'))
  // sunlight falling through the window onto the floor
  b.push(`<g filter="url(#blur14)" opacity="0.35">${poly([P(-1.3, 0, sB), P(1.3, 0, sB), P(1.9, 0, 300), P(-0.7, 0, 300)], '#fff8ea')}</g>`)

  // ---- backsplash slab (marble), incl. tall panel behind the range
  const bsTop = P(0, 1.45, sB)[1]
  const ctrB = P(0, 0.93, sB)[1]
  const [bx0] = P(-3.4, 0, sB)
  const [bx1] = P(3.4, 0, sB)
  const [rx0, rTop] = P(1.62, 1.75, sB)
  const [rx1] = P(2.98, 0, sB)
  defs.push(clip('bsClip', `${rect(bx0, bsTop, bx1 - bx0, ctrB - bsTop, '#000')}${rect(rx0, rTop, rx1 - rx0, ctrB - rTop, '#000')}`))
  b.push(placeStone(stone, bx0, rTop, bx1 - bx0, ctrB - rTop, 0.42, 'bsClip', 1, 23))
  b.push(rect(bx0, bsTop - 2, rx0 - bx0, 2, '#c9c0b2'))
  b.push(rect(rx1, bsTop - 2, bx1 - rx1, 2, '#c9c0b2'))
  // ---- window with steel frame and garden
  const [wx0, wy0] = P(-1.4, 2.45, sB)
  const [wx1, wy1] = P(1.4, 1.12, sB)
  defs.push(clip('winClip', rect(wx0, wy0, wx1 - wx0, wy1 - wy0, '#000')))
  b.push(`<g clip-path="url(#winClip)">${gardenView(wx0, wy0, wx1 - wx0, wy1 - wy0, 4)}</g>`)
  const frame = C.charcoal
  b.push(`<rect x="${wx0}" y="${wy0}" width="${r1(wx1 - wx0)}" height="${r1(wy1 - wy0)}" fill="none" stroke="${frame}" stroke-width="7"/>`)
  for (const t of [1 / 3, 2 / 3]) b.push(line(wx0 + (wx1 - wx0) * t, wy0, wx0 + (wx1 - wx0) * t, wy1, frame, 4))
  const transom = wy0 + (wy1 - wy0) * 0.27
  b.push(line(wx0, transom, wx1, transom, frame, 4))
  // window reveal (depth shadow on the left/top)
  b.push(rect(wx0 - 3.5, wy0 - 3.5, wx1 - wx0 + 7, 6, '#1f1d1b', 'opacity="0.25"'))

  // window sill in stone
  b.push(rect(wx0 - 10, wy1, wx1 - wx0 + 20, 7, '#f3f0ea'))
  b.push(rect(wx0 - 10, wy1 + 7, wx1 - wx0 + 20, 3, '#b9b0a3'))

  // ---- floating oak shelves (left) with ceramics
  for (const Y of [1.55, 1.97]) {
    const [sx0, sy] = P(-3.25, Y, sB)
    const [sx1] = P(-1.7, Y, sB)
    const [fx0, fy] = P(-3.25, Y, sB * 1.1)
    const [fx1] = P(-1.7, Y, sB * 1.1)
    // underside (visible above eye height)
    if (Y > 1.55)
      b.push(
        poly(
          [
            [sx0, sy],
            [sx1, sy],
            [fx1, fy],
            [fx0, fy],
          ],
          '#9c7652',
        ),
      )
    b.push(`<g filter="url(#blur6)" opacity="0.35">${rect(sx0, sy + 4, sx1 - sx0, 12, '#3d342b')}</g>`)
    // ceramics on the shelf
    const items =
      Y > 1.6
        ? [
            [0.15, 'vase'],
            [0.55, 'plates'],
            [0.85, 'jar'],
          ]
        : [
            [0.2, 'bowls'],
            [0.5, 'vaseD'],
            [0.78, 'plates'],
          ]
    for (const [t, kind] of items as Array<[number, string]>) {
      const x = fx0 + (fx1 - fx0) * t
      const y = fy - 8
      if (kind === 'vase') b.push(vase(x, y, 44))
      if (kind === 'vaseD') b.push(vase(x, y, 38, { dark: true }))
      if (kind === 'jar') b.push(rect(x - 11, y - 30, 22, 30, 'url(#ceramic)', 'rx="4"'), rect(x - 12, y - 33, 24, 5, '#a88561', 'rx="2"'))
      if (kind === 'plates') {
        // two plates leaning against the wall
        b.push(
          `<ellipse cx="${r1(x - 6)}" cy="${r1(y - 26)}" rx="25" ry="26" fill="#e6ddd0"/><ellipse cx="${r1(x - 6)}" cy="${r1(y - 26)}" rx="17" ry="18" fill="#efe8dd"/>`,
        )
        b.push(
          `<ellipse cx="${r1(x + 10)}" cy="${r1(y - 21)}" rx="20" ry="21" fill="#d9cdbb"/><ellipse cx="${r1(x + 10)}" cy="${r1(y - 21)}" rx="13" ry="14" fill="#e4dacb"/>`,
        )
      }
      if (kind === 'bowls') {
        b.push(bowl(x, y, 48), bowl(x, y - 13, 42, 'url(#ceramic)', '#eae2d5'))
      }
    }
    b.push(
      poly(
        [
          [fx0, fy],
          [fx1, fy],
          [fx1, fy + 8],
          [fx0, fy + 8],
        ],
        'url(#sideR)',
      ),
    )
    b.push(rect(fx0, fy, fx1 - fx0, 1.5, '#d6b891'))
  }

  // ---- range hood (plaster) with bronze band, right side
  const hx0 = P(1.7, 0, sHd)[0]
  const hx1 = P(2.9, 0, sHd)[0]
  const hb = P(0, 1.75, sHd)[1]
  const ht = P(0, 2.3, sHd)[1]
  const cx0 = P(1.98, 0, sHd)[0]
  const cx1 = P(2.62, 0, sHd)[0]
  const ceilH = P(0, 2.75, sHd)[1]
  // side face toward the vanishing point
  const hbx = P(1.7, 1.75, sB)
  b.push(poly([[hx0, hb], hbx, P(1.98, 2.3, sB), [cx0, ht]], '#cfc5b7'))
  b.push(poly([P(1.98, 2.3, sB), P(1.98, 2.75, sB), [cx0, ceilH], [cx0, ht]], '#d3cabc'))
  b.push(
    poly(
      [
        [hx0, hb],
        [hx1, hb],
        [cx1, ht],
        [cx0, ht],
      ],
      'url(#hood)',
    ),
  )
  b.push(rect(cx0, ceilH, cx1 - cx0, ht - ceilH + 1, 'url(#hood)'))
  b.push(rect(hx0, hb - 12, hx1 - hx0, 12, 'url(#brass)'))
  b.push(`<g filter="url(#blur6)" opacity="0.4">${rect(hx0 - 20, hb + 2, hx1 - hx0 + 10, 16, '#6b5d4d')}</g>`)
  b.push(`<ellipse cx="${r1((hx0 + hx1) / 2)}" cy="${r1(hb + 6)}" rx="${r1((hx1 - hx0) * 0.4)}" ry="18" fill="url(#glow)" opacity="0.6"/>`)

  // ---- back counter: stone top + charcoal lower cabinets + range
  const [ax0, ay] = P(-3.4, 0.93, sB)
  const [ax1] = P(3.4, 0.93, sB)
  const [fx0, fy] = P(-3.4, 0.93, sF)
  const [fx1] = P(3.4, 0.93, sF)
  const edgeB = P(0, 0.89, sF)[1]
  const kick = P(0, 0.1, sF)[1]
  const floorF = P(0, 0, sF)[1]
  defs.push(
    clip(
      'ctrTop',
      poly(
        [
          [ax0, ay],
          [ax1, ay],
          [fx1, fy],
          [fx0, fy],
        ],
        '#000',
      ),
    ),
  )
  b.push(placeStone(stone, fx0, ay, fx1 - fx0, fy - ay, 0.5, 'ctrTop', 0.25, 31))
  defs.push(clip('ctrEdge', rect(fx0, fy, fx1 - fx0, edgeB - fy, '#000')))
  b.push(placeStone(stone, fx0, fy, fx1 - fx0, edgeB - fy, 0.5, 'ctrEdge', 1, 37))
  b.push(rect(fx0, edgeB, fx1 - fx0, kick - edgeB, C.charcoal2))
  b.push(rect(fx0, edgeB, fx1 - fx0, 12, 'url(#underTop)'))
  b.push(rect(fx0, kick, fx1 - fx0, floorF - kick, '#1f1d1b'))
  // doors
  const rangeX0 = P(1.7, 0, sF)[0]
  const rangeX1 = P(2.9, 0, sF)[0]
  const doorW = (rangeX0 - fx0) / 8
  for (let i = 0; i < 8; i++) {
    b.push(door(fx0 + i * doorW + 1.5, edgeB + 3, doorW - 3, (kick - edgeB) * 0.26, { pull: 'bar-h', fill: C.charcoal2 }))
    b.push(
      door(fx0 + i * doorW + 1.5, edgeB + 3 + (kick - edgeB) * 0.26 + 3, doorW - 3, (kick - edgeB) * 0.74 - 9, {
        pull: 'bar-v',
        pullSide: i % 2 ? 'left' : 'right',
        fill: C.charcoal2,
      }),
    )
  }
  const doorW2 = (fx1 - rangeX1) / 2
  for (let i = 0; i < 2; i++) {
    b.push(
      door(rangeX1 + i * doorW2 + 1.5, edgeB + 3, doorW2 - 3, kick - edgeB - 6, {
        pull: 'bar-v',
        pullSide: i ? 'left' : 'right',
        fill: C.charcoal2,
      }),
    )
  }
  // range
  b.push(rect(rangeX0, fy - 2, rangeX1 - rangeX0, kick - fy + 2, '#2d2b29'))
  b.push(rect(rangeX0 + 6, fy + 6, rangeX1 - rangeX0 - 12, 20, '#3c3936'))
  for (let i = 0; i < 6; i++)
    b.push(`<circle cx="${r1(rangeX0 + 20 + i * ((rangeX1 - rangeX0 - 40) / 5))}" cy="${r1(fy + 16)}" r="4.5" fill="url(#brass)"/>`)
  b.push(rect(rangeX0 + 14, fy + 38, rangeX1 - rangeX0 - 28, kick - fy - 54, '#1c1a19', 'rx="3"'))
  b.push(rect(rangeX0 + 22, fy + 48, rangeX1 - rangeX0 - 44, (kick - fy - 54) * 0.55, '#3a3633', 'rx="2"'))
  b.push(rect(rangeX0 + 18, fy + 32, rangeX1 - rangeX0 - 36, 4, 'url(#brass)', 'rx="2"'))
  b.push(rect(rangeX0 - 2, fy - 5, rangeX1 - rangeX0 + 4, 5, '#1f1d1b'))

  // ---- tall oak cabinets at both ends (with side faces toward the centre)
  const tallTop = P(0, 2.75, sF)[1]
  const tallL = P(-3.4, 0, sF)[0]
  const tallR = P(3.4, 0, sF)[0]
  b.push(poly([[tallL, tallTop], P(-3.4, 2.75, sB), P(-3.4, 0, sB), [tallL, floorF]], 'url(#sideL)'))
  b.push(poly([[tallR, tallTop], P(3.4, 2.75, sB), P(3.4, 0, sB), [tallR, floorF]], 'url(#sideR)'))
  const oakDoor = (x: number, w: number, side: 'left' | 'right') => {
    const split = P(0, 2.05, sF)[1]
    return (
      door(x, tallTop + 2, w, split - tallTop - 4, { fill: '#b89066', pull: 'none', shade: '#3b2a1a' }) +
      door(x, split + 2, w, kick - split - 4, { fill: '#b89066', pull: 'bar-v', pullSide: side, shade: '#3b2a1a' })
    )
  }
  b.push(rect(0, tallTop, tallL, floorF - tallTop, '#a88561'))
  b.push(oakDoor(tallL - 140, 138, 'right'), oakDoor(tallL - 282, 140, 'left'))
  b.push(rect(tallR, tallTop, W - tallR, floorF - tallTop, '#a88561'))
  b.push(oakDoor(tallR + 2, 138, 'left'), oakDoor(tallR + 142, 140, 'right'))
  b.push(rect(0, kick, tallL, floorF - kick, '#1f1d1b'), rect(tallR, kick, W - tallR, floorF - kick, '#1f1d1b'))

  // ---- faucet peeking above the island
  {
    const [fxp, fyp] = P(-0.1, 0.93, 178)
    b.push(
      `<path d="M${fxp} ${fyp} L${fxp} ${fyp - 58} Q${fxp} ${fyp - 82} ${fxp + 22} ${fyp - 82} Q${fxp + 44} ${fyp - 82} ${fxp + 44} ${fyp - 60} L${fxp + 44} ${fyp - 52}" stroke="url(#brassV)" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    )
    b.push(rect(fxp - 6, fyp - 12, 12, 12, 'url(#brass)', 'rx="2"'))
  }

  // ---- island: marble waterfall top, fluted oak front
  const [ix0b, iyb] = P(-1.4, 0.93, sIb)
  const [ix1b] = P(1.4, 0.93, sIb)
  const [ix0, iy] = P(-1.4, 0.93, sI)
  const [ix1] = P(1.4, 0.93, sI)
  const iEdge = P(0, 0.87, sI)[1]
  const iFloor = P(0, 0, sI)[1]
  const leg = 0.06 * sI
  b.push(
    `<g filter="url(#blur14)">${poly(
      [
        [ix0 - 10, iFloor - 6],
        [ix1 + 10, iFloor - 6],
        [ix1 + 60, iFloor + 22],
        [ix0 - 60, iFloor + 22],
      ],
      '#2e2720',
      'opacity="0.45"',
    )}</g>`,
  )
  b.push(fluting(ix0 + leg, iEdge, ix1 - ix0 - leg * 2, iFloor - iEdge, 14, '#d8bc95', '#a9845c', '#c29c73'))
  b.push(rect(ix0 + leg, iEdge, ix1 - ix0 - leg * 2, 16, 'url(#underTop)'))
  b.push(rect(ix0 + leg, iFloor - 6, ix1 - ix0 - leg * 2, 6, '#7a5c3e', 'opacity="0.6"'))
  defs.push(
    clip(
      'iTop',
      poly(
        [
          [ix0b, iyb],
          [ix1b, iyb],
          [ix1, iy],
          [ix0, iy],
        ],
        '#000',
      ),
    ),
  )
  b.push(placeStone(stone, ix0, iyb, ix1 - ix0, iy - iyb, 0.7, 'iTop', 0.2, 5))
  // soft reflection of the window on the polished top
  b.push(
    `<g clip-path="url(#iTop)" filter="url(#blur6)" opacity="0.5">${poly([P(-0.9, 0.93, 200), P(0.9, 0.93, 200), P(1.05, 0.93, 270), P(-1.05, 0.93, 270)], '#ffffff')}</g>`,
  )
  defs.push(
    clip(
      'iEdge',
      `${rect(ix0, iy, ix1 - ix0, iEdge - iy, '#000')}${rect(ix0, iy, leg, iFloor - iy, '#000')}${rect(ix1 - leg, iy, leg, iFloor - iy, '#000')}`,
    ),
  )
  b.push(placeStone(stone, ix0, iy, ix1 - ix0, iFloor - iy, 0.7, 'iEdge', 1, 9))
  b.push(rect(ix0, iy, ix1 - ix0, 1.5, '#ffffff', 'opacity="0.8"'))
  b.push(rect(ix0, iy, leg, iFloor - iy, '#000', 'opacity="0.05"'))
  b.push(rect(ix1 - leg, iy, leg, iFloor - iy, '#000', 'opacity="0.1"'))

  // ---- objects on the island
  {
    const [vx, vy] = P(-0.85, 0.93, 240)
    b.push(vase(vx, vy, 64, { branches: true, seed: 5 }))
    const [bx, by] = P(0.75, 0.93, 236)
    const fruit = (
      [
        [-18, '#c9a45c'],
        [4, '#d9b765'],
        [22, '#bf9a55'],
        [-4, '#cfa95e'],
      ] as Array<[number, string]>
    )
      .map(
        ([dx, col], i) =>
          `<circle cx="${bx + dx}" cy="${by - 36 - (i === 3 ? 12 : 0)}" r="12" fill="${col}"/><circle cx="${bx + dx - 4}" cy="${by - 40 - (i === 3 ? 12 : 0)}" r="4" fill="#fff" opacity="0.25"/>`,
      )
      .join('')
    b.push(bowl(bx, by, 96, 'url(#ceramicDark)', '#4a4540', fruit))
    const [kx, ky] = P(0.22, 0.93, 232)
    b.push(books(kx, ky, 78))
  }

  // ---- pendants
  const ceilP = P(0, 2.75, sP)[1]
  const shadeB = P(0, 1.82, sP)[1]
  for (const X of [-0.85, 0, 0.85]) b.push(pendant(P(X, 0, sP)[0], ceilP, shadeB, 0.34 * sP))

  // ---- stools
  const seatY = P(0, 0.66, sS)[1]
  const stoolFloor = P(0, 0, sS)[1]
  for (const X of [-0.85, 0, 0.85]) b.push(stool(P(X, 0, sS)[0], seatY, stoolFloor, 0.4 * sS))

  b.push(rect(0, 0, W, H, 'url(#vignette)'))

  const body = b.join('\n')
  return svgDoc(W, H, 'Calm modern kitchen with a white marble waterfall island, fluted oak and brass pendants', defs.join('\n'), body)
}
