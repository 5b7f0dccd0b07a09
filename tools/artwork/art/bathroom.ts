/**
 * Service: bathroom remodeling. Floating walnut vanity with a mitred marble
 * top and vessel sink, arched brass mirror, globe sconces, porcelain wall tile.
 */
import { C, linear, r1 } from '../lib/svg'
import { marble, porcelain } from '../lib/stone'
import { camera, line, poly, rect, shadow, vase, type Pt } from '../lib/parts'
import { R, Scene } from '../lib/scene'

export function bathroom(): string {
  const sc = new Scene(1200, 800, 'Bathroom with a floating walnut vanity, marble top, vessel sink and arched brass mirror')
  const P = camera(600, 300, 1.3)
  const sW = 300 // wall
  const sV = 345 // vanity front
  const top = marble('bm', { seed: 19 })
  const tile = porcelain('bp', { base: ['#ddd7cd', '#eeeae3'], seed: 4 })

  sc.def(
    linear(
      'mirror',
      [
        [0, '#e9e6df'],
        [0.55, '#d9d5cc'],
        [1, '#cfc9bf'],
      ],
      0,
      0,
      0.3,
      1,
    ),
    linear(
      'walnut',
      [
        [0, '#7a5438'],
        [0.5, '#8d6344'],
        [1, '#6e4a30'],
      ],
      0,
      0,
      1,
      0,
    ),
    linear(
      'vShadow',
      [
        [0, '#2b2926', 0.35],
        [1, '#2b2926', 0],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'floorB',
      [
        [0, '#b9ae9f'],
        [1, '#cfc5b6'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'lightBeam',
      [
        [0, '#fffaf0', 0.5],
        [1, '#fffaf0', 0],
      ],
      0,
      0,
      1,
      0.4,
    ),
    linear(
      'towel',
      [
        [0, '#e8e0d2'],
        [0.5, '#f4efe6'],
        [1, '#dcd2c2'],
      ],
      0,
      0,
      1,
      0,
    ),
  )

  const floorW = P(0, 0, sW)[1]
  // wall in large-format porcelain tiles (0.6 x 1.2 m), floor below
  sc.stone(tile, [R(0, 0, 1200, floorW)], 0.6, 1, 4)
  for (let X = -3; X <= 3; X += 0.6) {
    const [x] = P(X, 0, sW)
    sc.add(line(x, 0, x, floorW, '#bdb4a7', 1.4), line(x + 1.4, 0, x + 1.4, floorW, '#f6f2ea', 0.8))
  }
  for (const Y of [0, 1.2, 2.4]) {
    const [, y] = P(0, Y, sW)
    sc.add(line(0, y, 1200, y, '#bdb4a7', 1.4), line(0, y + 1.4, 1200, y + 1.4, '#f6f2ea', 0.8))
  }
  sc.add(rect(0, floorW, 1200, 800 - floorW, 'url(#floorB)'))
  for (let X = -4; X <= 4; X += 0.6) {
    const a = P(X, 0, sW)
    const b = P(X, 0, 520)
    sc.add(line(a[0], a[1], b[0], b[1], '#a99d8d', 1))
  }
  for (const s of [360, 450]) {
    const [, y] = P(0, 0, s)
    sc.add(line(0, y, 1200, y, '#a99d8d', 1))
  }
  // daylight from the left
  sc.add(
    `<g filter="url(#blur30)">${poly(
      [
        [0, 0],
        [420, 0],
        [180, 800],
        [0, 800],
      ],
      'url(#lightBeam)',
    )}</g>`,
  )

  // ---- arched mirror with brass frame
  const [mx0, my1] = P(-0.36, 1.18, sW)
  const [mx1, my0] = P(0.36, 2.18, sW)
  const mr = (mx1 - mx0) / 2
  const arch = (x0: number, x1: number, y0: number, y1: number) => {
    const r = (x1 - x0) / 2
    return `M${r1(x0)} ${r1(y1)} L${r1(x0)} ${r1(y0 + r)} A${r1(r)} ${r1(r)} 0 0 1 ${r1(x1)} ${r1(y0 + r)} L${r1(x1)} ${r1(y1)} Z`
  }
  sc.add(`<g filter="url(#blur14)" opacity="0.35"><path d="${arch(mx0 + 10, mx1 + 22, my0 + 14, my1 + 16)}" fill="#3c342b"/></g>`)
  sc.add(`<path d="${arch(mx0 - 7, mx1 + 7, my0 - 7, my1 + 7)}" fill="url(#brass)"/>`)
  sc.add(`<path d="${arch(mx0, mx1, my0, my1)}" fill="url(#mirror)"/>`)
  // reflection: the opposite wall + a soft diagonal sheen
  const [o1, o2] = sc.clipTo(`<path d="${arch(mx0, mx1, my0, my1)}"/>`)
  sc.add(
    o1,
    rect(mx0, my0 + mr * 1.6, mx1 - mx0, 3, '#c3bbae'),
    `<rect x="${r1(mx0 + mr * 0.35)}" y="${r1(my0 + mr * 1.9)}" width="${r1(mr * 0.5)}" height="${r1(my1 - my0)}" fill="#f3efe7" opacity="0.9"/>`,
    poly(
      [
        [mx0 + mr * 0.2, my1],
        [mx0 + mr * 1.0, my0],
        [mx0 + mr * 1.35, my0],
        [mx0 + mr * 0.55, my1],
      ],
      '#ffffff',
      'opacity="0.35"',
    ),
    poly(
      [
        [mx0 + mr * 0.7, my1],
        [mx0 + mr * 1.5, my0],
        [mx0 + mr * 1.6, my0],
        [mx0 + mr * 0.8, my1],
      ],
      '#ffffff',
      'opacity="0.25"',
    ),
    o2,
  )

  // ---- globe sconces
  for (const X of [-0.62, 0.62]) {
    const [x, y] = P(X, 1.66, sW)
    sc.add(`<ellipse cx="${x}" cy="${y + 20}" rx="120" ry="150" fill="url(#glow)" opacity="0.55"/>`)
    sc.add(rect(x - 7, y - 4, 14, 64, 'url(#brass)', 'rx="7"'))
    sc.add(rect(x - 2, y - 26, 4, 30, 'url(#brassV)'))
    sc.add(`<circle cx="${x}" cy="${y - 44}" r="27" fill="#fdf4e2"/><circle cx="${x - 7}" cy="${y - 51}" r="12" fill="#fffbf2"/>`)
    sc.add(rect(x - 8, y - 20, 16, 6, 'url(#brass)', 'rx="2"'))
  }

  // ---- wall-mounted brass faucet
  {
    const [fx, fy] = P(0, 1.1, sW)
    sc.add(`<circle cx="${fx}" cy="${fy}" r="16" fill="url(#brass)"/><circle cx="${fx}" cy="${fy}" r="9" fill="#b98c5b"/>`)
    sc.add(rect(fx - 5, fy, 10, 30, 'url(#brass)', 'rx="4"'))
    for (const dx of [-58, 58])
      sc.add(`<circle cx="${fx + dx}" cy="${fy}" r="11" fill="url(#brass)"/>`, rect(fx + dx - 3, fy - 20, 6, 20, 'url(#brassV)', 'rx="3"'))
  }

  // ---- floating vanity
  const [vx0, vTop] = P(-0.95, 0.88, sV)
  const [vx1] = P(0.95, 0, sV)
  const vEdge = P(0, 0.82, sV)[1]
  const vBot = P(0, 0.42, sV)[1]
  const [bx0, bTop] = P(-0.95, 0.88, sW)
  const [bx1] = P(0.95, 0, sW)
  // shadow on wall + floor
  sc.add(`<g filter="url(#blur14)">${rect(vx0 + 10, vBot - 10, vx1 - vx0 - 20, 30, '#2b2926', 'opacity="0.35"')}</g>`)
  sc.add(shadow(600, P(0, 0, 306)[1] + 6, (vx1 - vx0) * 0.6, 22, 0.75))
  // walnut body with two drawers
  sc.add(rect(vx0 + 6, vEdge, vx1 - vx0 - 12, vBot - vEdge, 'url(#walnut)'))
  const dw = (vx1 - vx0 - 12) / 2
  for (let i = 0; i < 2; i++) {
    const x = vx0 + 6 + i * dw
    sc.add(rect(x + 3, vEdge + 8, dw - 6, vBot - vEdge - 14, '#845b3e'))
    for (let g = 0; g < 9; g++)
      sc.add(line(x + 10, vEdge + 20 + g * 13 + (g % 3) * 2, x + dw - 10, vEdge + 18 + g * 13, '#6f4b32', 0.8, 'opacity="0.6"'))
    sc.add(rect(x + dw / 2 - 45, vEdge + 8, 90, 5, 'url(#brass)', 'rx="2"'))
  }
  sc.add(rect(vx0 + 6, vEdge, vx1 - vx0 - 12, 10, 'url(#vShadow)'))
  // marble top: surface + mitred front edge
  sc.stone(
    top,
    [
      [
        [bx0, bTop],
        [bx1, bTop],
        [vx1, vTop],
        [vx0, vTop],
      ] as Pt[],
    ],
    0.55,
    0.18,
    8,
  )
  sc.stone(top, [R(vx0, vTop, vx1 - vx0, vEdge - vTop)], 0.55, 1, 12)
  sc.add(rect(vx0, vTop, vx1 - vx0, 1.5, '#ffffff', 'opacity="0.9"'))
  sc.add(rect(vx0, vEdge - 2, vx1 - vx0, 2, '#000', 'opacity="0.12"'))

  // ---- vessel sink
  {
    const [sx, sy] = P(0, 0.88, 322)
    const w = 0.44 * 322
    const h = 0.15 * 322
    sc.add(shadow(sx + 10, sy, w * 0.55, 6, 0.8))
    sc.add(
      `<path d="M${r1(sx - w / 2)} ${r1(sy - h)} C${r1(sx - w / 2)} ${r1(sy - h * 0.2)} ${r1(sx - w * 0.3)} ${r1(sy)} ${r1(sx)} ${r1(sy)} C${r1(sx + w * 0.3)} ${r1(sy)} ${r1(sx + w / 2)} ${r1(sy - h * 0.2)} ${r1(sx + w / 2)} ${r1(sy - h)} Z" fill="url(#ceramic)"/>`,
    )
    sc.add(
      `<ellipse cx="${sx}" cy="${sy - h}" rx="${r1(w / 2)}" ry="9" fill="#ece6dc"/><ellipse cx="${sx}" cy="${sy - h + 1.5}" rx="${r1(w / 2 - 5)}" ry="6.5" fill="#d9d1c4"/>`,
    )
  }
  // ---- accessories
  {
    const [tx, ty] = P(0.62, 0.88, 330)
    // tray with soap bottle and a small vase
    sc.add(shadow(tx + 8, ty, 70, 6, 0.7), rect(tx - 62, ty - 9, 124, 9, 'url(#brass)', 'rx="3"'))
    sc.add(
      rect(tx - 48, ty - 62, 32, 53, '#b9a48a', 'rx="6"'),
      rect(tx - 38, ty - 74, 12, 12, '#2b2926', 'rx="2"'),
      rect(tx - 34, ty - 80, 22, 5, '#2b2926', 'rx="2"'),
    )
    sc.add(rect(tx - 44, ty - 56, 6, 38, '#fff', 'opacity="0.25" rx="3"'))
    sc.add(vase(tx + 22, ty - 9, 46, { branches: true, seed: 9 }))
    const [lx, ly] = P(-0.66, 0.88, 330)
    // rolled towels
    for (const [dx, dy] of [
      [-34, 0],
      [0, 0],
      [34, 0],
      [-17, -28],
      [17, -28],
    ]) {
      sc.add(
        `<circle cx="${lx + dx}" cy="${ly - 16 + dy}" r="16" fill="#f1ebe1"/><circle cx="${lx + dx}" cy="${ly - 16 + dy}" r="9" fill="#ddd3c4"/><circle cx="${lx + dx}" cy="${ly - 16 + dy}" r="3" fill="#c9bdab"/>`,
      )
    }
  }
  // ---- towel ring on the right wall
  {
    const [x, y] = P(1.45, 1.2, sW)
    sc.add(
      `<circle cx="${x}" cy="${y}" r="9" fill="url(#brass)"/><circle cx="${x}" cy="${y + 50}" r="42" fill="none" stroke="url(#brass)" stroke-width="5"/>`,
    )
    sc.add(
      `<path d="M${x - 40} ${y + 58} Q${x} ${y + 40} ${x + 40} ${y + 58} L${x + 44} ${y + 215} Q${x} ${y + 205} ${x - 44} ${y + 215} Z" fill="url(#towel)"/>`,
    )
    sc.add(rect(x - 42, y + 185, 86, 6, '#cfc3b1', 'opacity="0.8"'))
  }
  sc.add(`<rect width="1200" height="800" fill="${C.charcoal}" opacity="0.03"/>`)
  return sc.svg()
}
