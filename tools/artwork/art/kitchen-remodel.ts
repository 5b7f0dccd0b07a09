/**
 * Service: kitchen remodeling. A sink wall: putty shaker cabinets, honed
 * soapstone counter, fireclay apron sink under a garden window, handmade
 * tile, open oak shelves and brass details.
 */
import { C, linear, r1, rng } from '../lib/svg'
import { soapstone } from '../lib/stone'
import { bowl, camera, door, gardenView, line, poly, rect, shadow, skyDef, vase, type Pt } from '../lib/parts'
import { R, Scene } from '../lib/scene'

export function kitchenRemodel(): string {
  const W = 1200
  const H = 800
  const sc = new Scene(W, H, 'Kitchen sink wall with putty shaker cabinets, soapstone counters, an apron sink and open oak shelves')
  const P = camera(600, 300, 1.5)
  const sW = 260
  const sF = 300
  const stone = soapstone('ks', { seed: 61 })
  sc.def(
    skyDef,
    linear(
      'plaster',
      [
        [0, '#ebe4d8'],
        [1, '#e3dbcd'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'apron',
      [
        [0, '#f7f4ee'],
        [1, '#e4ded4'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'shelf',
      [
        [0, '#c29c73'],
        [1, '#a57f57'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'floorK',
      [
        [0, '#a98a68'],
        [1, '#b89a77'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'shadeRoman',
      [
        [0, '#e9e0d0'],
        [1, '#ddd2bf'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'ctrShade',
      [
        [0, '#000', 0.4],
        [1, '#000', 0],
      ],
      0,
      0,
      0,
      1,
    ),
    `<radialGradient id="winL" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#fffaf0" stop-opacity="0.5"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></radialGradient>`,
  )

  const floorW = P(0, 0, sW)[1]
  sc.add(rect(0, 0, W, floorW, 'url(#plaster)'))

  // ---- handmade tile: wall from counter to 2.1 m, subtle per-tile variation
  const tileTop = P(0, 2.1, sW)[1]
  const ctrW = P(0, 0.94, sW)[1]
  const rand = rng(9)
  const tw = 0.1 * sW
  const th = 0.1 * sW
  const tiles: string[] = []
  const tcols = ['#f3efe8', '#eee8df', '#f6f2ec', '#e9e2d7', '#f1ece4']
  for (let y = tileTop, row = 0; y < ctrW; y += th, row++) {
    for (let x = -(row % 2) * tw * 0.5; x < W; x += tw) {
      tiles.push(
        `<rect x="${r1(x + 1)}" y="${r1(y + 1)}" width="${r1(tw - 2)}" height="${r1(th - 2)}" rx="2" fill="${tcols[Math.floor(rand() * tcols.length)]}"/>`,
      )
    }
  }
  sc.add(rect(0, tileTop, W, ctrW - tileTop, '#d9d1c4'), tiles.join(''))
  sc.add(`<ellipse cx="600" cy="270" rx="520" ry="300" fill="url(#winL)"/>`)

  // ---- window over the sink
  const [wx0, wy0] = P(-0.8, 2.3, sW)
  const [wx1, wy1] = P(0.8, 1.12, sW)
  const [c1, c2] = sc.clipTo(rect(wx0, wy0, wx1 - wx0, wy1 - wy0, '#000'))
  sc.add(c1, gardenView(wx0, wy0, wx1 - wx0, wy1 - wy0, 7), c2)
  sc.add(
    rect(wx0 - 14, wy0 - 14, wx1 - wx0 + 28, 14, '#f4f0e8'),
    rect(wx0 - 14, wy0, 14, wy1 - wy0, '#f4f0e8'),
    rect(wx1, wy0, 14, wy1 - wy0, '#f4f0e8'),
  )
  sc.add(`<rect x="${wx0}" y="${wy0}" width="${r1(wx1 - wx0)}" height="${r1(wy1 - wy0)}" fill="none" stroke="#e9e3d8" stroke-width="8"/>`)
  sc.add(line(600, wy0, 600, wy1, '#e9e3d8', 10))
  for (const t of [0.5]) sc.add(line(wx0, wy0 + (wy1 - wy0) * t, wx1, wy0 + (wy1 - wy0) * t, '#e9e3d8', 6))
  // linen roman shade, partly lowered
  const shadeB = wy0 + (wy1 - wy0) * 0.3
  sc.add(rect(wx0 + 4, wy0 + 4, wx1 - wx0 - 8, shadeB - wy0, 'url(#shadeRoman)'))
  for (let i = 1; i <= 3; i++)
    sc.add(line(wx0 + 4, wy0 + 4 + ((shadeB - wy0) * i) / 3.2, wx1 - 4, wy0 + 4 + ((shadeB - wy0) * i) / 3.2, '#c9bca8', 1.5))
  sc.add(rect(wx0 + 4, shadeB - 5, wx1 - wx0 - 8, 5, '#cdbfaa'))
  // stone sill with herbs
  sc.add(rect(wx0 - 20, wy1, wx1 - wx0 + 40, 9, '#3a3733'), rect(wx0 - 20, wy1 + 9, wx1 - wx0 + 40, 3, '#24211e'))
  for (const [dx, sd] of [
    [-120, 1],
    [-60, 2],
    [110, 3],
  ] as Array<[number, number]>) {
    const x = 600 + dx
    const y = wy1
    const r = rng(sd)
    let leaves = ''
    for (let k = 0; k < 18; k++) {
      const a = -Math.PI / 2 + (r() - 0.5) * 2.4
      const l = 18 + r() * 22
      const ex = x + Math.cos(a) * l
      const ey = y - 30 + Math.sin(a) * l
      leaves += `<ellipse cx="${r1(ex)}" cy="${r1(ey)}" rx="7" ry="3.2" transform="rotate(${r1((a * 180) / Math.PI)} ${r1(ex)} ${r1(ey)})" fill="${['#8e9a86', '#75826d', '#a3ad98'][k % 3]}"/>`
    }
    sc.add(leaves, `<path d="M${x - 17} ${y - 32} L${x + 17} ${y - 32} L${x + 13} ${y} L${x - 13} ${y} Z" fill="url(#ceramic)"/>`)
  }

  // ---- brass picture light over the window
  {
    const y = wy0 - 40
    sc.add(rect(592, y - 12, 16, 24, 'url(#brass)', 'rx="3"'), rect(540, y + 6, 120, 12, 'url(#brass)', 'rx="6"'))
    sc.add(`<ellipse cx="600" cy="${y + 50}" rx="170" ry="60" fill="url(#glow)" opacity="0.55"/>`)
  }

  // ---- open oak shelves, left and right
  const shelfItems: Record<string, Array<[number, string]>> = {
    L1: [
      [0.2, 'jar'],
      [0.45, 'jar'],
      [0.75, 'bowls'],
    ],
    L2: [
      [0.25, 'plates'],
      [0.7, 'vase'],
    ],
    R1: [
      [0.25, 'bowls'],
      [0.6, 'jarTall'],
      [0.85, 'cup'],
    ],
    R2: [
      [0.3, 'vaseD'],
      [0.7, 'plates'],
    ],
  }
  for (const [side, X0, X1] of [
    ['L', -2.25, -1.05],
    ['R', 1.05, 2.25],
  ] as Array<[string, number, number]>) {
    ;[1.5, 1.9].forEach((Y, idx) => {
      const [sx0, sy] = P(X0, Y, sW)
      const [sx1] = P(X1, Y, sW)
      sc.add(`<g filter="url(#blur6)" opacity="0.3">${rect(sx0, sy + 6, sx1 - sx0, 12, '#3d342b')}</g>`)
      for (const [t, kind] of shelfItems[`${side}${idx + 1}`]) {
        const x = sx0 + (sx1 - sx0) * t
        const y = sy
        if (kind === 'jar')
          sc.add(
            rect(x - 16, y - 52, 32, 52, '#efe8dc', 'rx="6" opacity="0.85"'),
            rect(x - 17, y - 58, 34, 8, '#a88561', 'rx="3"'),
            rect(x - 12, y - 30, 24, 26, '#d7c3a3', 'rx="3"'),
          )
        if (kind === 'jarTall')
          sc.add(
            rect(x - 15, y - 74, 30, 74, '#efe8dc', 'rx="6" opacity="0.85"'),
            rect(x - 16, y - 80, 32, 8, '#a88561', 'rx="3"'),
            rect(x - 11, y - 50, 22, 46, '#c9b08b', 'rx="3"'),
          )
        if (kind === 'bowls') sc.add(bowl(x, y, 62), bowl(x, y - 17, 54, 'url(#ceramic)', '#eae2d5'))
        if (kind === 'plates')
          sc.add(
            `<circle cx="${x}" cy="${y - 34}" r="34" fill="#e6ddd0"/><circle cx="${x}" cy="${y - 34}" r="23" fill="#efe8dd"/><circle cx="${x + 26}" cy="${y - 28}" r="28" fill="#c9b9a3"/><circle cx="${x + 26}" cy="${y - 28}" r="18" fill="#d6c8b4"/>`,
          )
        if (kind === 'vase') sc.add(vase(x, y, 60, { branches: true, seed: 21 }))
        if (kind === 'vaseD') sc.add(vase(x, y, 52, { dark: true }))
        if (kind === 'cup')
          sc.add(
            rect(x - 12, y - 22, 24, 22, C.charcoal2, 'rx="4"'),
            `<path d="M${x + 12} ${y - 17} q10 0 10 7 q0 7 -10 7" fill="none" stroke="${C.charcoal2}" stroke-width="3"/>`,
          )
      }
      sc.add(rect(sx0, sy, sx1 - sx0, 10, 'url(#shelf)'), rect(sx0, sy, sx1 - sx0, 1.5, '#dcc09b'))
    })
  }

  // ---- counter (soapstone) + cabinets
  const [ax0, ay] = P(-3, 0.94, sW)
  const [ax1] = P(3, 0.94, sW)
  const [fx0, fy] = P(-3, 0.94, sF)
  const [fx1] = P(3, 0.94, sF)
  const edge = P(0, 0.9, sF)[1]
  const kick = P(0, 0.1, sF)[1]
  const floorF = P(0, 0, sF)[1]
  const [sx0] = P(-0.42, 0, sF)
  const [sx1] = P(0.42, 0, sF)
  const apronB = P(0, 0.66, sF)[1]
  sc.stone(
    stone,
    [
      [
        [ax0, ay],
        [ax1, ay],
        [fx1, fy],
        [fx0, fy],
      ] as Pt[],
    ],
    0.6,
    0.22,
    3,
  )
  sc.stone(stone, [R(fx0, fy, fx1 - fx0, edge - fy)], 0.6, 1, 8)
  sc.add(rect(fx0, fy, fx1 - fx0, 1.2, '#77726b'))
  // floor
  sc.add(rect(0, kick, W, H - kick, 'url(#floorK)'))
  for (let X = -4; X < 4; X += 0.16) {
    const a = P(X, 0, sF)
    const b = P(X, 0, 600)
    sc.add(line(a[0], a[1], b[0], b[1], '#8f7356', 0.8, 'opacity="0.5"'))
  }
  // runner rug
  sc.add(
    poly([P(-1.1, 0, 316), P(1.1, 0, 316), P(1.3, 0, 420), P(-1.3, 0, 420)], '#d8cdbb'),
    poly(
      [P(-1.0, 0, 320), P(1.0, 0, 320), P(1.18, 0, 420), P(-1.18, 0, 420)],
      'none',
      `stroke="${C.bronze}" stroke-width="2" stroke-opacity="0.6"`,
    ),
  )
  // cabinets (putty shaker)
  const putty = '#d9d1c2'
  sc.add(rect(fx0, edge, fx1 - fx0, kick - edge, '#cbc2b2'))
  sc.add(rect(fx0, edge, fx1 - fx0, 10, 'url(#ctrShade)'))
  sc.add(rect(fx0, kick, fx1 - fx0, floorF - kick, '#2b2926'))
  const colW = 0.6 * sF
  const xs: number[] = []
  for (let x = sx0 - colW; x > -colW; x -= colW) xs.push(x)
  for (let x = sx1; x < W; x += colW) xs.push(x)
  for (const x of xs) {
    const right = x > 600
    const drawerStack = (right && x > sx1 + colW * 1.5) || (!right && x < sx0 - colW * 2.5)
    if (drawerStack) {
      const hh = (kick - edge - 12) / 3
      for (let i = 0; i < 3; i++)
        sc.add(door(x + 2, edge + 4 + i * (hh + 2), colW - 4, hh, { fill: putty, pull: 'bar-h', shade: '#5b5040' }))
    } else {
      const dh = (kick - edge) * 0.24
      sc.add(door(x + 2, edge + 4, colW - 4, dh, { fill: putty, pull: 'bar-h', shade: '#5b5040' }))
      sc.add(
        door(x + 2, edge + 8 + dh, colW - 4, kick - edge - dh - 12, {
          fill: putty,
          pull: 'knob',
          pullSide: right ? 'left' : 'right',
          shade: '#5b5040',
        }),
      )
    }
  }
  // apron-front sink
  sc.add(rect(sx0 - 4, fy - 1, sx1 - sx0 + 8, apronB - fy + 1, 'url(#apron)', 'rx="4"'))
  sc.add(rect(sx0 - 4, fy - 1, sx1 - sx0 + 8, 3, '#fff'))
  sc.add(rect(sx0 - 4, apronB - 3, sx1 - sx0 + 8, 3, '#000', 'opacity="0.12"'))
  sc.add(door(sx0, apronB + 4, sx1 - sx0, kick - apronB - 8, { fill: putty, pull: 'none', shade: '#5b5040' }))
  // bridge faucet
  {
    const [x, y] = P(0, 0.94, 268)
    sc.add(rect(x - 60, y - 44, 120, 6, 'url(#brass)', 'rx="3"'))
    for (const dx of [-60, 60])
      sc.add(rect(x + dx - 5, y - 44, 10, 44, 'url(#brassV)', 'rx="3"'), `<circle cx="${x + dx}" cy="${y - 52}" r="9" fill="url(#brass)"/>`)
    sc.add(
      `<path d="M${x} ${y - 44} L${x} ${y - 100} Q${x} ${y - 128} ${x + 28} ${y - 128} Q${x + 56} ${y - 128} ${x + 56} ${y - 100} L${x + 56} ${y - 82}" stroke="url(#brassV)" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    )
  }
  // on the counter: cutting board, utensil crock, bowl with pears
  {
    const [bx, by] = P(-1.6, 0.94, 272)
    sc.add(
      `<path d="M${bx - 48} ${by} L${bx - 42} ${by - 128} Q${bx - 40} ${by - 138} ${bx - 26} ${by - 138} L${bx + 28} ${by - 137} Q${bx + 40} ${by - 135} ${bx + 40} ${by - 124} L${bx + 44} ${by} Z" fill="#b48a5e"/>`,
    )
    sc.add(`<circle cx="${bx}" cy="${by - 122}" r="7" fill="#8c6642"/>`)
    sc.add(rect(bx - 46, by - 5, 90, 5, '#9c7652'))
    const [ux, uy] = P(-0.95, 0.94, 285)
    sc.add(
      `<line x1="${ux - 10}" y1="${uy - 60}" x2="${ux - 30}" y2="${uy - 150}" stroke="#a57f57" stroke-width="8" stroke-linecap="round"/><line x1="${ux + 4}" y1="${uy - 60}" x2="${ux + 10}" y2="${uy - 160}" stroke="#c29c73" stroke-width="7" stroke-linecap="round"/><line x1="${ux + 14}" y1="${uy - 60}" x2="${ux + 36}" y2="${uy - 140}" stroke="#8c6642" stroke-width="7" stroke-linecap="round"/>`,
    )
    sc.add(`<ellipse cx="${ux - 30}" cy="${uy - 156}" rx="10" ry="16" fill="#a57f57"/>`)
    sc.add(shadow(ux + 6, uy, 44, 6, 0.8), rect(ux - 32, uy - 74, 64, 74, 'url(#ceramic)', 'rx="10"'))
    const [px, py] = P(1.35, 0.94, 285)
    const pears = (
      [
        [-22, '#d8b95a'],
        [4, '#e3c569'],
        [24, '#cfae52'],
        [-6, '#dcbd60'],
      ] as Array<[number, string]>
    )
      .map(
        ([dx, c], i) =>
          `<ellipse cx="${px + dx}" cy="${py - 40 - (i === 3 ? 13 : 0)}" rx="14" ry="12" fill="${c}"/><ellipse cx="${px + dx - 4}" cy="${py - 44 - (i === 3 ? 13 : 0)}" rx="5" ry="3.5" fill="#fff" opacity="0.3"/>`,
      )
      .join('')
    sc.add(bowl(px, py, 110, 'url(#ceramic)', '#e4dbcd', pears))
  }
  sc.def(
    `<radialGradient id="vigK" cx="0.5" cy="0.45" r="0.75"><stop offset="0.7" stop-color="#1f1d1b" stop-opacity="0"/><stop offset="1" stop-color="#1f1d1b" stop-opacity="0.18"/></radialGradient>`,
  )
  sc.add(rect(0, 0, W, H, 'url(#vigK)'))
  return sc.svg()
}
