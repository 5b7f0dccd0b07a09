/**
 * Showroom: full slabs displayed on a gallery wall under track lights,
 * polished concrete floor with soft reflections, a sample plinth and an olive tree.
 */
import { linear, r1 } from '../lib/svg'
import { blackGalaxy, marble, porcelain, quartzite, type Stone } from '../lib/stone'
import { camera, line, olive, poly, rect, shadow } from '../lib/parts'
import { R, Scene } from '../lib/scene'

export function showroom(): string {
  const W = 1200
  const H = 800
  const sc = new Scene(W, H, 'Stone showroom with full marble, quartzite and granite slabs on display under track lights')
  const P = camera(600, 380, 1.6)
  const sB = 150
  sc.def(
    linear(
      'wallS',
      [
        [0, '#e6dfd4'],
        [1, '#efe9e0'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'ceilS',
      [
        [0, '#d6cec2'],
        [1, '#e2dbd0'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'reflFade',
      [
        [0, '#d8d1c6', 0.55],
        [1, '#d8d1c6', 1],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'beam',
      [
        [0, '#fff6e2', 0.5],
        [1, '#fff6e2', 0],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'plinth',
      [
        [0, '#ece6dc'],
        [1, '#ddd5c9'],
      ],
      0,
      0,
      1,
      0,
    ),
  )
  const ceil = P(0, 3.2, sB)[1]
  const floorB = P(0, 0, sB)[1]
  sc.add(rect(0, 0, W, ceil, 'url(#ceilS)'), rect(0, ceil, W, floorB - ceil, 'url(#wallS)'))
  // polished concrete floor
  const floorStone = porcelain('sf', { base: ['#c9c2b7', '#dcd6cd'], seed: 12 })
  sc.stone(floorStone, [R(0, floorB, W, H - floorB)], 0.8, 0.35, 3)
  for (const s of [190, 260, 400]) sc.add(line(0, P(0, 0, s)[1], W, P(0, 0, s)[1], '#b3ab9f', 1, 'opacity="0.6"'))
  for (let X = -6; X <= 6; X += 1.5) {
    const a = P(X, 0, sB)
    const b = P(X, 0, 700)
    sc.add(line(a[0], a[1], b[0], b[1], '#b3ab9f', 1, 'opacity="0.6"'))
  }

  // track with spot heads
  const trackY = P(0, 3.05, 170)[1]
  sc.add(rect(0, trackY - 3, W, 6, '#2b2926'))
  const slabs: Array<{ X0: number; stone: Stone; seed: number; label: string }> = [
    { X0: -3.65, stone: marble('sm', { seed: 71, veins: 5 }), seed: 3, label: 'Marble' },
    { X0: -1.1, stone: quartzite('sq', { seed: 18 }), seed: 5, label: 'Quartzite' },
    { X0: 1.45, stone: blackGalaxy('sg'), seed: 7, label: 'Granite' },
  ]
  const SW = 2.2
  for (const s of slabs) {
    const cx = P(s.X0 + SW / 2, 0, sB)[0]
    sc.add(
      `<g filter="url(#blur14)">${poly(
        [
          [cx - 16, trackY + 20],
          [cx + 16, trackY + 20],
          [cx + 200, floorB - 30],
          [cx - 200, floorB - 30],
        ],
        'url(#beam)',
      )}</g>`,
    )
  }
  for (const s of slabs) {
    const [x0, y0] = P(s.X0, 2.15, sB)
    const [x1, y1] = P(s.X0 + SW, 0.35, sB)
    // wall shadow, slab, bronze rail, label plaque
    sc.add(`<g filter="url(#blur6)" opacity="0.4">${rect(x0 + 6, y0 + 8, x1 - x0, y1 - y0, '#4a3f33')}</g>`)
    sc.stone(s.stone, [R(x0, y0, x1 - x0, y1 - y0)], 0.38, 1, s.seed)
    sc.add(rect(x0, y0, x1 - x0, 1.5, '#fff', 'opacity="0.5"'), rect(x0, y1 - 2, x1 - x0, 2, '#000', 'opacity="0.25"'))
    sc.add(rect(x0 - 6, y1, x1 - x0 + 12, 7, 'url(#brass)', 'rx="2"'))
    const cx = (x0 + x1) / 2
    sc.add(rect(cx - 34, y1 + 18, 68, 16, '#f7f3ec'), rect(cx - 24, y1 + 23, 48, 2.5, '#6d4a2b'), rect(cx - 18, y1 + 28, 36, 2, '#a89a88'))
    // reflection in the polished floor
    const ry0 = floorB + (floorB - y1) * 0.35
    const [r1o, r2o] = sc.clipTo(rect(x0, ry0, x1 - x0, (y1 - y0) * 0.55, '#000'))
    sc.add(
      r1o,
      `<g opacity="0.18" transform="translate(0 ${r1(ry0 * 2)}) scale(1 -1)">${rect(x0, ry0, x1 - x0, (y1 - y0) * 0.55, s.label === 'Granite' ? '#1c1a18' : '#f4f1ec')}</g>`,
      r2o,
    )
    // spot head
    sc.add(
      `<g transform="rotate(18 ${cx} ${trackY})"><rect x="${cx - 9}" y="${trackY}" width="18" height="34" rx="4" fill="#2b2926"/><ellipse cx="${cx}" cy="${trackY + 34}" rx="9" ry="3" fill="#fff3d6"/></g>`,
    )
  }
  // baseboard shadow line
  sc.add(rect(0, floorB - 6, W, 6, '#d9d1c4'), rect(0, floorB, W, 2, '#a89d8e', 'opacity="0.6"'))

  // plinth with stacked sample tiles (front right)
  {
    const s = 300
    const [px0, pyT] = P(1.0, 0.9, s)
    const [px1, pyB] = P(1.9, 0, s)
    const [bx0, byT] = P(1.0, 0.9, s * 0.82)
    const [bx1] = P(1.9, 0, s * 0.82)
    sc.add(shadow((px0 + px1) / 2, pyB, (px1 - px0) * 0.7, 18, 0.9))
    sc.add(
      poly(
        [
          [bx0, byT],
          [px0, pyT],
          [px0, pyB],
          [bx0, P(0, 0, s * 0.82)[1]],
        ],
        '#cfc6b9',
      ),
    )
    sc.add(rect(px0, pyT, px1 - px0, pyB - pyT, 'url(#plinth)'))
    sc.add(
      poly(
        [
          [bx0, byT],
          [bx1, byT],
          [px1, pyT],
          [px0, pyT],
        ],
        '#f3eee6',
      ),
    )
    const cols = ['#2e2b28', '#e9e4dc', '#b9a78f', '#f4f1ec', '#6d655d']
    cols.forEach((c, i) => {
      const x = px0 + 30 + i * 46
      const y = pyT + (byT - pyT) * 0.45
      sc.add(
        `<path d="M${r1(x)} ${r1(y)} L${r1(x + 10)} ${r1(y - 120)} L${r1(x + 44)} ${r1(y - 116)} L${r1(x + 36)} ${r1(y + 2)} Z" fill="${c}"/>`,
        `<path d="M${r1(x + 36)} ${r1(y + 2)} L${r1(x + 44)} ${r1(y - 116)} L${r1(x + 48)} ${r1(y - 114)} L${r1(x + 40)} ${r1(y + 3)} Z" fill="#000" opacity="0.2"/>`,
      )
    })
  }
  // olive tree (front left)
  sc.add(olive(150, 780, 560, 8))
  sc.def(
    `<radialGradient id="vigS" cx="0.5" cy="0.45" r="0.75"><stop offset="0.65" stop-color="#1f1d1b" stop-opacity="0"/><stop offset="1" stop-color="#1f1d1b" stop-opacity="0.2"/></radialGradient>`,
  )
  sc.add(rect(0, 0, W, H, 'url(#vigS)'))
  return sc.svg()
}
