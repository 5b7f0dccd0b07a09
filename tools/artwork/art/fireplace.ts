/**
 * Service: fireplace surrounds. Book-matched marble surround and hearth,
 * oak mantel, limewashed wall, abstract artwork, fire glow.
 */
import { C, linear, r1, rng } from '../lib/svg'
import { marble } from '../lib/stone'
import { books, camera, line, olive, poly, rect, shadow, vase, type Pt } from '../lib/parts'
import { R, Scene } from '../lib/scene'

export function fireplace(): string {
  const W = 1200
  const H = 800
  const sc = new Scene(W, H, 'Living room fireplace with a book-matched marble surround and hearth and an oak mantel')
  const P = camera(600, 300, 1.3)
  const sW = 300
  const stone = marble('fm', { seed: 41, vein: '#8c8178', base: ['#dcd7cf', '#faf8f4'], veins: 5 })

  sc.def(
    `<filter id="lime" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.004 0.008" numOctaves="3" seed="4"/><feColorMatrix type="matrix" values="0 0 0 0 0.93  0 0 0 0 0.9  0 0 0 0 0.85  1.6 0 0 0 -0.55"/></filter>`,
    linear(
      'wallF',
      [
        [0, '#e6dfd3'],
        [1, '#ddd4c6'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'floorF',
      [
        [0, '#b59a7a'],
        [1, '#a08363'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'rug',
      [
        [0, '#e9e2d6'],
        [1, '#f1ebe1'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'oakF',
      [
        [0, '#c9a57c'],
        [1, '#a98259'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'firebox',
      [
        [0, '#141210'],
        [0.7, '#2a2017'],
        [1, '#3a2a1c'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'art',
      [
        [0, '#efe8dc'],
        [1, '#e4dbcc'],
      ],
      0,
      0,
      0,
      1,
    ),
    `<radialGradient id="fireGlow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffc77a" stop-opacity="0.55"/><stop offset="0.5" stop-color="#f0a050" stop-opacity="0.18"/><stop offset="1" stop-color="#f0a050" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="flame" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#f3a44a"/><stop offset="0.5" stop-color="#f7c66f"/><stop offset="1" stop-color="#fff0c8" stop-opacity="0.2"/></linearGradient>`,
  )

  const floorW = P(0, 0, sW)[1]
  // limewashed plaster wall + floor
  sc.add(rect(0, 0, W, floorW, 'url(#wallF)'))
  sc.add(rect(0, 0, W, floorW, '#fff', 'filter="url(#lime)" opacity="0.55"'))
  sc.add(rect(0, floorW, W, H - floorW, 'url(#floorF)'))
  const rand = rng(3)
  for (let X = -5; X < 5; X += 0.18) {
    const a = P(X, 0, sW)
    const b = P(X, 0, 560)
    sc.add(line(a[0], a[1], b[0], b[1], '#8f7356', 0.8, `opacity="${r1(0.4 + rand() * 0.4)}"`))
  }
  sc.add(rect(0, floorW, W, 4, '#e9e2d6'))
  // rug
  sc.add(poly([P(-1.9, 0, 318), P(1.9, 0, 318), P(2.6, 0, 560), P(-2.6, 0, 560)], 'url(#rug)'))
  sc.add(poly([P(-1.8, 0, 322), P(1.8, 0, 322), P(2.45, 0, 560), P(-2.45, 0, 560)], 'none', `stroke="#cbbfae" stroke-width="2"`))

  // ---- surround geometry
  const [ox0, oy0] = P(-0.88, 1.26, sW)
  const [ox1, oy1] = P(0.88, 0, sW)
  const [fx0, fy0] = P(-0.46, 0.84, sW)
  const [fx1, fy1] = P(0.46, 0.1, sW)
  // soft shadow of the proud slab
  sc.add(`<g filter="url(#blur6)" opacity="0.35">${rect(ox0 + 6, oy0 + 6, ox1 - ox0, oy1 - oy0, '#4a3f33')}</g>`)
  // firebox
  sc.add(rect(fx0, fy0, fx1 - fx0, fy1 - fy0, 'url(#firebox)'))
  // fire: logs + layered flames
  {
    const cx = (fx0 + fx1) / 2
    const by = fy1 - 10
    sc.add(`<ellipse cx="${cx}" cy="${by - 40}" rx="180" ry="120" fill="url(#fireGlow)"/>`)
    const flames: string[] = []
    const flame = (x: number, h: number, w: number, fill: string, op: number) =>
      `<path d="M${r1(x - w)} ${by} C${r1(x - w * 1.1)} ${r1(by - h * 0.35)} ${r1(x - w * 0.1)} ${r1(by - h * 0.55)} ${r1(x + (rand() - 0.5) * w)} ${r1(by - h)} C${r1(x + w * 0.5)} ${r1(by - h * 0.62)} ${r1(x + w * 1.15)} ${r1(by - h * 0.4)} ${r1(x + w)} ${by} Z" fill="${fill}" opacity="${op}"/>`
    for (let i = 0; i < 7; i++) {
      const x = cx - 95 + i * 32 + (rand() - 0.5) * 10
      const h = 80 + rand() * 90 - Math.abs(i - 3) * 14
      const w = 24 + rand() * 12
      flames.push(flame(x, h, w, 'url(#flame)', 0.85))
    }
    for (let i = 0; i < 5; i++) {
      const x = cx - 64 + i * 32 + (rand() - 0.5) * 10
      flames.push(flame(x, 45 + rand() * 40, 14 + rand() * 6, '#fff3d2', 0.75))
    }
    sc.add(`<g filter="url(#blur2)">${flames.join('')}</g>`)
    sc.add(`<ellipse cx="${cx}" cy="${by - 14}" rx="90" ry="18" fill="#ffe2a6" opacity="0.6" filter="url(#blur6)"/>`)
    sc.add(
      `<rect x="${cx - 120}" y="${by - 8}" width="240" height="22" rx="11" fill="#3b2c21"/><rect x="${cx - 100}" y="${by - 22}" width="200" height="20" rx="10" fill="#4a3728" transform="rotate(-4 ${cx} ${by - 12})"/>`,
    )
    sc.add(rect(cx - 120, by + 8, 240, 6, '#e98f3f', 'opacity="0.5"'))
  }
  // book-matched marble slabs (left half mirrored to the right)
  const half: Pt[] = [
    [ox0, oy0],
    [600, oy0],
    [600, fy0],
    [fx0, fy0],
    [fx0, oy1],
    [ox0, oy1],
  ]
  sc.stone(stone, [half], 0.62, 1, 5)
  sc.stone(stone, [half], 0.62, 1, 5, `transform="matrix(-1 0 0 1 ${W} 0)"`)
  sc.add(line(600, oy0, 600, fy0, '#cfc8bd', 0.8))
  // inner reveal of the opening
  sc.add(
    rect(fx0, fy0, fx1 - fx0, 10, '#000', 'opacity="0.35"'),
    rect(fx0, fy0, 8, fy1 - fy0, '#000', 'opacity="0.25"'),
    rect(fx1 - 8, fy0, 8, fy1 - fy0, '#000', 'opacity="0.25"'),
  )
  sc.add(rect(ox0, oy0, ox1 - ox0, 2, '#fff', 'opacity="0.7"'))

  // hearth: top surface + front edge
  const [hx0b, hyb] = P(-1.02, 0.12, sW)
  const [hx1b] = P(1.02, 0, sW)
  const [hx0, hy] = P(-1.02, 0.12, 350)
  const [hx1] = P(1.02, 0, 350)
  const hyF = P(0, 0, 350)[1]
  sc.add(shadow(600, hyF + 4, (hx1 - hx0) * 0.6, 14, 0.8))
  sc.stone(
    stone,
    [
      [
        [hx0b, hyb],
        [hx1b, hyb],
        [hx1, hy],
        [hx0, hy],
      ],
    ],
    0.62,
    0.2,
    17,
  )
  sc.stone(stone, [R(hx0, hy, hx1 - hx0, hyF - hy)], 0.62, 1, 23)
  sc.add(rect(hx0, hy, hx1 - hx0, 1.5, '#fff', 'opacity="0.9"'))
  sc.add(
    poly(
      [
        [hx0b, hyb],
        [hx1b, hyb],
        [hx1, hy],
        [hx0, hy],
      ],
      'url(#fireGlow)',
      'opacity="0.6"',
    ),
  )

  // ---- oak mantel shelf
  const [mx0, my0] = P(-1.12, 1.38, 318)
  const [mx1, my1] = P(1.12, 1.3, 318)
  sc.add(`<g filter="url(#blur6)" opacity="0.4">${rect(mx0 + 4, my1, mx1 - mx0, 14, '#4a3f33')}</g>`)
  sc.add(rect(mx0, my0, mx1 - mx0, my1 - my0, 'url(#oakF)'))
  sc.add(rect(mx0, my0, mx1 - mx0, 2, '#e2c7a2'))
  for (let i = 0; i < 4; i++) sc.add(line(mx0 + 10, my0 + 6 + i * 5, mx1 - 10, my0 + 5 + i * 5 + (i % 2), '#9c7652', 0.6, 'opacity="0.5"'))

  // ---- artwork leaning on the mantel, candlesticks, vase
  {
    const ax0 = mx0 + 150
    const ax1 = ax0 + 330
    const ay1 = my0 - 2
    const ay0 = ay1 - 250
    sc.add(`<g filter="url(#blur6)" opacity="0.3">${rect(ax0 + 8, ay0 + 6, ax1 - ax0, ay1 - ay0, '#3b3128')}</g>`)
    sc.add(rect(ax0 - 10, ay0 - 10, ax1 - ax0 + 20, ay1 - ay0 + 20, '#b08b62'))
    sc.add(rect(ax0, ay0, ax1 - ax0, ay1 - ay0, 'url(#art)'))
    const [a1, a2] = sc.clipTo(rect(ax0, ay0, ax1 - ax0, ay1 - ay0, '#000'))
    sc.add(
      a1,
      `<circle cx="${ax0 + 120}" cy="${ay0 + 110}" r="70" fill="#d8c7ad"/>`,
      `<path d="M${ax0 + 40} ${ay1} A150 150 0 0 1 ${ax0 + 340} ${ay1} Z" fill="${C.charcoal2}"/>`,
      `<path d="M${ax0 + 160} ${ay1} A95 95 0 0 1 ${ax0 + 350} ${ay1} Z" fill="${C.bronze}" opacity="0.9"/>`,
      `<path d="M${ax0 + 200} ${ay0 + 40} C${ax0 + 260} ${ay0 + 60} ${ax0 + 250} ${ay0 + 120} ${ax0 + 300} ${ay0 + 150}" stroke="#8f8276" stroke-width="3" fill="none"/>`,
      a2,
    )
    // candlesticks
    for (const [x, h] of [
      [mx1 - 230, 120],
      [mx1 - 200, 90],
    ]) {
      sc.add(
        rect(x - 10, my0 - 6, 20, 6, 'url(#brass)', 'rx="2"'),
        rect(x - 3, my0 - h, 6, h - 6, 'url(#brass)'),
        rect(x - 8, my0 - h - 4, 16, 5, 'url(#brass)', 'rx="2"'),
      )
      sc.add(rect(x - 5, my0 - h - 60, 10, 56, '#f4eee3', 'rx="2"'))
      sc.add(
        `<ellipse cx="${x}" cy="${my0 - h - 70}" rx="4" ry="9" fill="#ffd98f"/><ellipse cx="${x}" cy="${my0 - h - 70}" rx="30" ry="34" fill="url(#glow)" opacity="0.7"/>`,
      )
    }
    sc.add(vase(mx1 - 110, my0, 70, { branches: true, seed: 12 }))
    sc.add(books(mx0 + 70, my0, 90, ['#3a3632', '#d8cbb6']))
  }

  // ---- lounge chair (left) and floor lamp + side table (right)
  sc.add(olive(120, 770, 520, 6))
  {
    const [lx, ly] = P(1.3, 0, 380)
    sc.add(shadow(lx, ly, 90, 12, 0.8))
    sc.add(rect(lx - 3, ly - 520, 6, 520, 'url(#brassV)'))
    sc.add(`<ellipse cx="${lx}" cy="${ly - 2}" rx="46" ry="8" fill="url(#brass)"/>`)
    sc.add(`<path d="M${lx - 70} ${ly - 520} L${lx + 70} ${ly - 520} L${lx + 52} ${ly - 610} L${lx - 52} ${ly - 610} Z" fill="#f1e8d8"/>`)
    sc.add(`<ellipse cx="${lx}" cy="${ly - 500}" rx="150" ry="110" fill="url(#glow)" opacity="0.6"/>`)
    const [tx, ty] = P(1.12, 0, 400)
    sc.add(shadow(tx, ty, 70, 10, 0.8))
    sc.add(
      rect(tx - 60, ty - 170, 120, 12, '#6d4a2b', 'rx="3"'),
      rect(tx - 6, ty - 160, 12, 156, '#6d4a2b'),
      `<ellipse cx="${tx}" cy="${ty - 3}" rx="40" ry="6" fill="#6d4a2b"/>`,
    )
    sc.add(books(tx, ty - 170, 80, ['#a48462', '#e2d6c2']))
  }
  sc.def(
    `<radialGradient id="vigF" cx="0.5" cy="0.5" r="0.75"><stop offset="0.65" stop-color="#1f1d1b" stop-opacity="0"/><stop offset="1" stop-color="#1f1d1b" stop-opacity="0.2"/></radialGradient>`,
  )
  sc.add(rect(0, 0, W, H, 'url(#vigF)'))
  return sc.svg()
}
