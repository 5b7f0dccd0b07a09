/**
 * Granite gallery: three distinct granite installations.
 *  1. kitchen island in a warm gold granite
 *  2. home bar in black galaxy granite
 *  3. double vanity in salt-and-pepper granite
 */
import { C, linear, r1, rng } from '../lib/svg'
import { blackGalaxy, goldGranite, saltPepper } from '../lib/stone'
import { books, bowl, camera, door, line, pendant, poly, rect, shadow, vase, type Pt } from '../lib/parts'
import { R, Scene } from '../lib/scene'

/* ------------------------------------------------------------ 1: island */
export function graniteIsland(): string {
  const W = 1200
  const H = 800
  const sc = new Scene(W, H, 'Kitchen island with a warm gold granite countertop, charcoal cabinetry and globe pendants')
  const P = camera(600, 250, 1.75)
  const sB = 190
  const sF = 212
  const stone = goldGranite('gg')
  sc.def(
    linear(
      'wallG',
      [
        [0, '#efe9df'],
        [1, '#e7dfd2'],
      ],
      0,
      0,
      0,
      1,
    ),
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
    linear(
      'islandG',
      [
        [0, '#3a3632'],
        [1, '#2e2b28'],
      ],
      0,
      0,
      0,
      1,
    ),
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
    linear(
      'floorG',
      [
        [0, '#cdb89a'],
        [1, '#bca383'],
      ],
      0,
      0,
      0,
      1,
    ),
  )
  const ceil = P(0, 2.7, sB)[1]
  const floorB = P(0, 0, sB)[1]
  sc.add(rect(0, 0, W, ceil, '#e9e2d7'), rect(0, ceil, W, floorB - ceil, 'url(#wallG)'), rect(0, floorB, W, H - floorB, 'url(#floorG)'))
  for (let X = -5; X < 5; X += 0.2) {
    const a = P(X, 0, sB)
    const b = P(X, 0, 500)
    sc.add(line(a[0], a[1], b[0], b[1], '#a88d6c', 0.8, 'opacity="0.6"'))
  }
  // crown + subway tile backsplash
  const ctrB = P(0, 0.93, sB)[1]
  const upB = P(0, 1.45, sB)[1]
  const rand = rng(4)
  const tw = 0.15 * sB
  const th = 0.075 * sB
  let tiles = ''
  for (let y = upB, row = 0; y < ctrB; y += th, row++) {
    for (let x = -(row % 2) * tw * 0.5; x < W; x += tw)
      tiles += `<rect x="${r1(x + 0.8)}" y="${r1(y + 0.8)}" width="${r1(tw - 1.6)}" height="${r1(th - 1.6)}" rx="1.5" fill="${['#f6f3ee', '#f1ede6', '#f8f6f2'][Math.floor(rand() * 3)]}"/>`
  }
  sc.add(rect(0, upB, W, ctrB - upB, '#d9d2c6'), tiles)
  // upper cabinets (front plane slightly forward), range hood in the centre
  const upS = 200
  const [, uTop] = P(0, 2.45, upS)
  const [, uBot] = P(0, 1.45, upS)
  const [hx0] = P(-0.55, 0, upS)
  const [hx1] = P(0.55, 0, upS)
  const cream = '#eee8dd'
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
        door(x0 + i * dw + 1.5, uTop, dw - 3, uBot - uTop, {
          fill: cream,
          pull: 'knob',
          pullSide: i % 2 ? 'left' : 'right',
          shade: '#6b5d4d',
        }),
      )
    sc.add(rect(x0 - 4, uTop - 16, x1 - x0 + 8, 16, '#e6dfd3'))
  }
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
  // back counter in the same granite + cabinets peeking behind the island
  const [bx0, by] = P(-3.4, 0.93, sB)
  const [bx1] = P(3.4, 0.93, sB)
  const [fx0, fy] = P(-3.4, 0.93, sF)
  const [fx1] = P(3.4, 0.93, sF)
  const fEdge = P(0, 0.89, sF)[1]
  const fFloor = P(0, 0, sF)[1]
  sc.stone(
    stone,
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
  sc.stone(stone, [R(fx0, fy, fx1 - fx0, fEdge - fy)], 0.7, 1, 3)
  sc.add(rect(fx0, fEdge, fx1 - fx0, fFloor - fEdge, cream))
  const lw = (fx1 - fx0) / 11
  for (let i = 0; i < 11; i++)
    sc.add(door(fx0 + i * lw + 1.5, fEdge + 4, lw - 3, fFloor - fEdge - 24, { fill: cream, pull: 'bar-h', shade: '#6b5d4d' }))
  sc.add(rect(fx0, fEdge, fx1 - fx0, 8, 'url(#under)'))
  // cooktop under the hood
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
        '#1f1d1b',
      ),
    )
  }
  // window light wash
  sc.def(
    `<radialGradient id="washG" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff8ea" stop-opacity="0.45"/><stop offset="1" stop-color="#fff8ea" stop-opacity="0"/></radialGradient>`,
  )
  sc.add(`<ellipse cx="200" cy="300" rx="420" ry="300" fill="url(#washG)"/>`)

  // ---- island
  const sI = 330
  const sIb = 248
  const [ix0b, iyb] = P(-1.35, 0.93, sIb)
  const [ix1b] = P(1.35, 0.93, sIb)
  const [ix0, iy] = P(-1.35, 0.93, sI)
  const [ix1] = P(1.35, 0.93, sI)
  const iEdge = P(0, 0.89, sI)[1]
  // body
  sc.add(rect(ix0 + 14, iEdge, ix1 - ix0 - 28, H - iEdge, 'url(#islandG)'))
  const pw = (ix1 - ix0 - 28) / 4
  for (let i = 0; i < 4; i++)
    sc.add(door(ix0 + 14 + i * pw + 3, iEdge + 14, pw - 6, H - iEdge, { fill: '#34312d', pull: 'bar-h', rail: 26 }))
  sc.add(rect(ix0 + 14, iEdge, ix1 - ix0 - 28, 18, 'url(#under)'))
  // granite top with overhang
  sc.stone(
    stone,
    [
      [
        [ix0b, iyb],
        [ix1b, iyb],
        [ix1, iy],
        [ix0, iy],
      ] as Pt[],
    ],
    0.95,
    0.24,
    7,
  )
  sc.add(
    poly(
      [
        [ix0b, iyb],
        [ix1b, iyb],
        [ix1, iy],
        [ix0, iy],
      ],
      'url(#topFadeG)',
    ),
  )
  sc.stone(stone, [R(ix0, iy, ix1 - ix0, iEdge - iy)], 0.95, 1, 9)
  sc.add(rect(ix0, iy, ix1 - ix0, 2, '#fff', 'opacity="0.6"'), rect(ix0, iEdge - 3, ix1 - ix0, 3, '#000', 'opacity="0.18"'))
  // on the island
  {
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
  }
  // globe pendants
  const sP = 260
  for (const X of [-0.65, 0.65]) sc.add(pendant(P(X, 0, sP)[0], P(0, 2.7, sP)[1], P(0, 1.95, sP)[1], 0.3 * sP, { style: 'globe' }))
  return sc.svg()
}

/* --------------------------------------------------------------- 2: bar */
export function graniteBar(): string {
  const W = 1200
  const H = 800
  const sc = new Scene(W, H, 'Home bar with a black galaxy granite counter, walnut shelving and leather stools')
  const P = camera(600, 300, 1.75)
  const sB = 215
  const stone = blackGalaxy('gb')
  sc.def(
    linear(
      'walnutB',
      [
        [0, '#5b3f2b'],
        [1, '#4a3324'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'barFront',
      [
        [0, '#2e2b28'],
        [1, '#22201e'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'mirrorB',
      [
        [0, '#4c4741'],
        [1, '#3a3631'],
      ],
      0,
      0,
      0,
      1,
    ),
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
    linear(
      'floorBar',
      [
        [0, '#6d5845'],
        [1, '#584535'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'leather',
      [
        [0, '#8a5a36'],
        [1, '#6d4529'],
      ],
      0,
      0,
      0,
      1,
    ),
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
  const floorB = P(0, 0, sB)[1]
  // walnut-paneled back wall
  sc.add(rect(0, 0, W, floorB, 'url(#walnutB)'))
  for (let X = -3; X < 3; X += 0.4) {
    const [x] = P(X, 0, sB)
    sc.add(line(x, 0, x, floorB, '#3b281c', 2), line(x + 2, 0, x + 2, floorB, '#6e4d35', 1))
  }
  sc.add(rect(0, floorB, W, H - floorB, 'url(#floorBar)'))
  // back bar: smoked mirror niche with glass shelves, bottles and glassware
  const [nx0, ny0] = P(-1.7, 2.45, sB)
  const [nx1, ny1] = P(1.7, 1.1, sB)
  sc.add(rect(nx0 - 12, ny0 - 12, nx1 - nx0 + 24, ny1 - ny0 + 24, '#3b281c'))
  sc.add(rect(nx0, ny0, nx1 - nx0, ny1 - ny0, 'url(#mirrorB)'))
  const rand = rng(12)
  const shelves = [P(0, 1.55, sB)[1], P(0, 2.0, sB)[1]]
  const glassCols = ['#7c5a3c', '#4f5a49', '#a8743f', '#d6c6a8', '#5b3a2a', '#8d8d7d', '#b89a66']
  for (const sy of [...shelves, ny1]) {
    sc.add(rect(nx0, sy - 46, nx1 - nx0, 46, 'url(#shelfGlow)'))
    let x = nx0 + 20
    while (x < nx1 - 40) {
      const kind = rand()
      if (kind < 0.55) {
        const h = 70 + rand() * 40
        const w = 22 + rand() * 10
        const c = glassCols[Math.floor(rand() * glassCols.length)]
        sc.add(
          `<path d="M${r1(x)} ${r1(sy)} L${r1(x)} ${r1(sy - h * 0.62)} Q${r1(x)} ${r1(sy - h * 0.72)} ${r1(x + w * 0.35)} ${r1(sy - h * 0.76)} L${r1(x + w * 0.35)} ${r1(sy - h)} L${r1(x + w * 0.65)} ${r1(sy - h)} L${r1(x + w * 0.65)} ${r1(sy - h * 0.76)} Q${r1(x + w)} ${r1(sy - h * 0.72)} ${r1(x + w)} ${r1(sy - h * 0.62)} L${r1(x + w)} ${r1(sy)} Z" fill="${c}" opacity="0.92"/>`,
        )
        sc.add(
          rect(x + 3, sy - h * 0.58, 4, h * 0.5, '#fff', 'opacity="0.22"'),
          rect(x + 2, sy - h * 0.45, w - 4, h * 0.18, '#efe6d6', 'opacity="0.8"'),
        )
        x += w + 6 + rand() * 10
      } else {
        // a pair of glasses
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
    sc.add(rect(nx0, sy, nx1 - nx0, 5, '#d8d2c4', 'opacity="0.6"'), rect(nx0, sy + 5, nx1 - nx0, 3, '#1c1a18', 'opacity="0.5"'))
  }
  // cone pendants
  const sP = 300
  for (const X of [-1.0, 0, 1.0]) sc.add(pendant(P(X, 0, sP)[0], -10, P(0, 2.05, sP)[1], 0.26 * sP, { style: 'cone', glow: 0.9 }))

  // ---- bar counter (1.07 m) with granite top
  const sI = 370
  const sIb = 250
  const [ix0b, iyb] = P(-2.2, 1.07, sIb)
  const [ix1b] = P(2.2, 1.07, sIb)
  const [ix0, iy] = P(-2.2, 1.07, sI)
  const [ix1] = P(2.2, 1.07, sI)
  const edge = P(0, 1.02, sI)[1]
  sc.add(rect(0, edge, W, H - edge, 'url(#barFront)'))
  for (let x = 0; x < W; x += 18) sc.add(rect(x, edge + 20, 7, H - edge, '#36322e'))
  sc.add(rect(0, edge, W, 24, '#000', 'opacity="0.35"'))
  sc.add(rect(0, H - 40, W, 4, 'url(#brass)'))
  sc.stone(
    stone,
    [
      [
        [ix0b, iyb],
        [ix1b, iyb],
        [ix1, iy],
        [ix0, iy],
      ] as Pt[],
    ],
    0.85,
    0.3,
    4,
  )
  sc.add(
    poly(
      [
        [ix0b, iyb],
        [ix1b, iyb],
        [ix1, iy],
        [ix0, iy],
      ],
      'url(#topSheen)',
    ),
  )
  // reflections of the pendants in the polished top
  for (const X of [-1.0, 0, 1.0]) {
    const [x, y] = P(X, 1.07, 290)
    sc.add(`<ellipse cx="${x}" cy="${y}" rx="50" ry="9" fill="#ffe4b5" opacity="0.4" filter="url(#blur6)"/>`)
  }
  sc.stone(stone, [R(ix0, iy, ix1 - ix0, edge - iy)], 0.85, 1, 6)
  sc.add(rect(ix0, iy, ix1 - ix0, 1.5, '#fff', 'opacity="0.35"'))
  // glasses on the counter
  {
    const [gx, gy] = P(-0.55, 1.07, 320)
    sc.add(
      shadow(gx, gy, 30, 4, 0.8),
      `<path d="M${gx - 16} ${gy - 58} L${gx + 16} ${gy - 58} L${gx + 13} ${gy} L${gx - 13} ${gy} Z" fill="#efe9dd" opacity="0.35"/>`,
      rect(gx - 13, gy - 26, 26, 24, '#b8773a', 'opacity="0.8"'),
      rect(gx - 11, gy - 52, 3, 48, '#fff', 'opacity="0.5"'),
    )
    const [tx, ty] = P(0.5, 1.07, 320)
    sc.add(shadow(tx + 10, ty, 60, 5, 0.8), rect(tx - 56, ty - 8, 112, 8, 'url(#brass)', 'rx="3"'))
    sc.add(
      `<path d="M${tx - 40} ${ty - 8} L${tx - 40} ${ty - 64} L${tx - 33} ${ty - 72} L${tx - 33} ${ty - 96} L${tx - 23} ${ty - 96} L${tx - 23} ${ty - 72} L${tx - 16} ${ty - 64} L${tx - 16} ${ty - 8} Z" fill="#d6c6a8" opacity="0.75"/>`,
    )
    sc.add(
      `<path d="M${tx + 6} ${ty - 48} Q${tx + 20} ${ty - 20} ${tx + 22} ${ty - 8} L${tx + 34} ${ty - 8} Q${tx + 36} ${ty - 20} ${tx + 50} ${ty - 48} Z" fill="#efe9dd" opacity="0.45"/>`,
    )
  }
  // stools with backs
  for (const X of [-1.25, 0, 1.25]) {
    const s = 440
    const [x, seatY] = P(X, 0.72, s)
    const w = 0.44 * s
    sc.add(
      `<path d="M${x - w * 0.45} ${seatY - 8} L${x - w * 0.42} ${seatY - w * 0.55} Q${x} ${seatY - w * 0.66} ${x + w * 0.42} ${seatY - w * 0.55} L${x + w * 0.45} ${seatY - 8} Z" fill="url(#leather)"/>`,
    )
    sc.add(
      `<path d="M${x - w * 0.4} ${seatY - w * 0.5} Q${x} ${seatY - w * 0.6} ${x + w * 0.4} ${seatY - w * 0.5}" stroke="#a06c44" stroke-width="3" fill="none" opacity="0.7"/>`,
    )
    sc.add(rect(x - w / 2, seatY - 10, w, 30, '#5e3c24', 'rx="12"'))
    sc.add(rect(x - w * 0.36, seatY + 20, 7, H - seatY, 'url(#brassV)'), rect(x + w * 0.36 - 7, seatY + 20, 7, H - seatY, 'url(#brassV)'))
    sc.add(rect(x - w * 0.38, seatY + 170, w * 0.76, 6, 'url(#brass)', 'rx="3"'))
  }
  sc.def(
    `<radialGradient id="vigB" cx="0.5" cy="0.4" r="0.8"><stop offset="0.55" stop-color="#0f0e0d" stop-opacity="0"/><stop offset="1" stop-color="#0f0e0d" stop-opacity="0.35"/></radialGradient>`,
  )
  sc.add(rect(0, 0, W, H, 'url(#vigB)'))
  return sc.svg()
}

/* ------------------------------------------------------------ 3: vanity */
export function graniteVanity(): string {
  const W = 1200
  const H = 800
  const sc = new Scene(W, H, 'Double bathroom vanity with a salt-and-pepper granite top, framed mirrors and sconces')
  const P = camera(600, 250, 1.65)
  const sW = 280
  const sV = 350
  const stone = saltPepper('gs')
  sc.def(
    linear(
      'paint',
      [
        [0, '#e4ddd1'],
        [1, '#dad2c4'],
      ],
      0,
      0,
      0,
      1,
    ),
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
    linear(
      'vanityV',
      [
        [0, '#ece6db'],
        [1, '#e1d9cc'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'floorV',
      [
        [0, '#c5bbae'],
        [1, '#b1a696'],
      ],
      0,
      0,
      0,
      1,
    ),
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
  // vertical-stack tile wainscot up to 1.2 m
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

  // mirrors + sconces
  for (const X of [-0.62, 0.62]) {
    const [x0, y0] = P(X - 0.3, 2.12, sW)
    const [x1, y1] = P(X + 0.3, 1.3, sW)
    sc.add(`<g filter="url(#blur6)" opacity="0.35">${rect(x0 + 8, y0 + 8, x1 - x0, y1 - y0 - 30, '#3c342b', 'rx="18"')}</g>`)
    sc.add(rect(x0 - 7, y0 - 7, x1 - x0 + 14, y1 - y0 - 20, C.charcoal, 'rx="22"'))
    sc.add(rect(x0, y0, x1 - x0, y1 - y0 - 34, 'url(#mirrorV)', 'rx="16"'))
    sc.add(
      poly(
        [
          [x0 + 30, y1 - 34],
          [x0 + 110, y0],
          [x0 + 140, y0],
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
    sc.add(rect(x - 6, y - 30, 12, 60, 'url(#brass)', 'rx="6"'))
    sc.add(`<path d="M${x - 26} ${y - 20} L${x + 26} ${y - 20} L${x + 20} ${y - 68} L${x - 20} ${y - 68} Z" fill="#f6efe2"/>`)
  }

  // vanity: top + cabinet
  const [vx0b, vyb] = P(-1.25, 0.88, sW)
  const [vx1b] = P(1.25, 0, sW)
  const [vx0, vy] = P(-1.25, 0.88, sV)
  const [vx1] = P(1.25, 0, sV)
  const edge = P(0, 0.84, sV)[1]
  const kick = P(0, 0.1, sV)[1]
  const floorV = P(0, 0, sV)[1]
  sc.add(rect(vx0 + 8, edge, vx1 - vx0 - 16, kick - edge, 'url(#vanityV)'))
  sc.add(rect(vx0 + 8, kick, vx1 - vx0 - 16, floorV - kick, '#2b2926'))
  const cw = (vx1 - vx0 - 16) / 4
  for (let i = 0; i < 4; i++) {
    const x = vx0 + 8 + i * cw
    const mid = i === 1 || i === 2
    if (mid) {
      const hh = (kick - edge - 16) / 3
      for (let d = 0; d < 3; d++)
        sc.add(door(x + 3, edge + 6 + d * (hh + 2), cw - 6, hh, { fill: '#e8e1d5', pull: 'bar-h', shade: '#5b5040' }))
    } else {
      sc.add(
        door(x + 3, edge + 6, cw - 6, kick - edge - 12, {
          fill: '#e8e1d5',
          pull: 'bar-v',
          pullSide: i === 0 ? 'right' : 'left',
          shade: '#5b5040',
        }),
      )
    }
  }
  sc.add(rect(vx0 + 8, edge, vx1 - vx0 - 16, 10, 'url(#underV)'))
  sc.stone(
    stone,
    [
      [
        [vx0b, vyb],
        [vx1b, vyb],
        [vx1, vy],
        [vx0, vy],
      ] as Pt[],
    ],
    0.8,
    0.22,
    5,
  )
  sc.stone(stone, [R(vx0, vy, vx1 - vx0, edge - vy)], 0.8, 1, 8)
  sc.add(rect(vx0, vy, vx1 - vx0, 1.5, '#fff', 'opacity="0.7"'))
  // sinks (undermount: soft ovals) + faucets
  for (const X of [-0.62, 0.62]) {
    const [x, y] = P(X, 0.88, 300)
    sc.add(`<ellipse cx="${x}" cy="${y + 1}" rx="70" ry="6" fill="#6f6a63" opacity="0.55"/>`)
    sc.add(
      rect(x - 5, y - 70, 10, 66, 'url(#brassV)', 'rx="4"'),
      `<path d="M${x} ${y - 66} Q${x} ${y - 84} ${x + 20} ${y - 84} L${x + 34} ${y - 84}" stroke="url(#brassV)" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    )
    for (const dx of [-30, 30]) sc.add(rect(x + dx - 4, y - 20, 8, 18, 'url(#brass)', 'rx="3"'))
  }
  // accessories
  {
    const [x, y] = P(0, 0.88, 300)
    sc.add(vase(x, y, 70, { branches: true, seed: 17 }))
    const [tx, ty] = P(-1.05, 0.88, 300)
    sc.add(rect(tx - 30, ty - 46, 60, 46, '#d8cdbd', 'rx="4"'), rect(tx - 24, ty - 38, 48, 6, '#bfb2a0'))
    const [sx, sy] = P(1.05, 0.88, 300)
    sc.add(rect(sx - 16, sy - 58, 32, 58, C.charcoal2, 'rx="7"'), rect(sx - 6, sy - 72, 12, 14, 'url(#brass)'))
  }
  sc.add(shadow(600, P(0, 0, 300)[1] + 40, 420, 20, 0.5))
  return sc.svg()
}
