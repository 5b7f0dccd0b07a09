/**
 * Team / craftsmanship: stylised fabrication tools laid out on a thick honed
 * stone workbench, a pegboard wall behind.
 */
import { C, linear } from '../lib/svg'
import { marble } from '../lib/stone'
import { camera, rect, shadow } from '../lib/parts'
import { R, Scene } from '../lib/scene'

export function team(): string {
  const W = 1200
  const H = 800
  const sc = new Scene(W, H, 'Stone fabrication tools laid out on a honed stone workbench in the workshop')
  const P = camera(600, 210, 1.9)
  const sB = 300 // bench back edge
  const sF = 520 // bench front edge
  const stone = marble('ts', { seed: 77, base: ['#d6cfc4', '#f0ebe3'], vein: '#8f857a' })
  sc.def(
    linear(
      'wallT',
      [
        [0, '#e2dace'],
        [1, '#d8cfc1'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'levelBody',
      [
        [0, '#b8895a'],
        [0.5, '#9a6b3f'],
        [1, '#7c5431'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'handle',
      [
        [0, '#3a3632'],
        [1, '#1f1d1b'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'steelT',
      [
        [0, '#d9d6d1'],
        [0.5, '#b5b1ab'],
        [1, '#8e8a85'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'benchEdge',
      [
        [0, '#000', 0],
        [1, '#000', 0.35],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'topLight',
      [
        [0, '#fff', 0.03],
        [1, '#fff', 0.1],
      ],
      0,
      0,
      0,
      1,
    ),
    `<radialGradient id="cup" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#55504a"/><stop offset="1" stop-color="#1f1d1b"/></radialGradient>`,
  )
  // wall with pegboard panel
  const benchBackY = P(0, 0.92, sB)[1]
  sc.add(rect(0, 0, W, benchBackY, 'url(#wallT)'))
  sc.add(rect(140, 40, 920, benchBackY - 70, '#cbbfae'))
  let holes = ''
  for (let y = 62; y < benchBackY - 40; y += 28) for (let x = 162; x < 1050; x += 28) holes += `<circle cx="${x}" cy="${y}" r="2.6"/>`
  sc.add(`<g fill="#a89a88">${holes}</g>`)
  // hanging tools on the pegboard (silhouettes)
  sc.add(`<g opacity="0.9">`)
  // clamp
  sc.add(
    `<path d="M250 90 L250 250 L300 250 L300 236 L266 236 L266 104 L300 104 L300 90 Z" fill="${C.charcoal2}"/><rect x="292" y="120" width="8" height="120" fill="url(#steelT)"/><rect x="282" y="232" width="28" height="8" fill="${C.bronze}"/>`,
  )
  // square
  sc.add(`<path d="M380 80 L392 80 L392 250 L520 250 L520 262 L380 262 Z" fill="url(#steelT)"/>`)
  for (let k = 0; k < 12; k++) sc.add(rect(392, 92 + k * 13, k % 2 ? 6 : 10, 1.4, '#55504a'))
  // hanging polishing pad rings
  for (const [x, c] of [
    [640, '#5b5650'],
    [700, '#7a6a58'],
    [760, C.bronze],
    [820, '#c09266'],
    [880, '#e3d5bf'],
  ] as Array<[number, string]>) {
    sc.add(
      `<line x1="${x}" y1="76" x2="${x}" y2="102" stroke="#6d655d" stroke-width="2"/><circle cx="${x}" cy="140" r="40" fill="${c}"/><circle cx="${x}" cy="140" r="9" fill="#cbbfae"/>`,
    )
  }
  // spirit level hanging horizontally
  sc.add(
    rect(600, 220, 380, 30, 'url(#levelBody)', 'rx="4"'),
    rect(772, 226, 36, 18, '#e9e4c9', 'rx="8"'),
    rect(786, 228, 8, 14, '#b9b88a', 'rx="4"'),
    rect(620, 231, 20, 8, '#1f1d1b', 'rx="4"'),
    rect(940, 231, 20, 8, '#1f1d1b', 'rx="4"'),
  )
  sc.add(`</g>`)
  sc.add(`<g filter="url(#blur14)" opacity="0.3">${rect(140, benchBackY - 30, 920, 30, '#3b3128')}</g>`)

  // ---- stone bench: top surface + thick edge
  const [bx0, by0] = P(-3.2, 0.92, sB)
  const [bx1] = P(3.2, 0.92, sB)
  const [fx0, fy] = P(-3.2, 0.92, sF)
  const [fx1] = P(3.2, 0.92, sF)
  const edgeY = P(0, 0.82, sF)[1]
  sc.stone(
    stone,
    [
      [
        [bx0, by0],
        [bx1, by0],
        [fx1, fy],
        [fx0, fy],
      ],
    ],
    0.7,
    0.55,
    6,
  )
  sc.add(rect(0, by0, W, fy - by0, 'url(#topLight)'))
  sc.stone(stone, [R(0, fy, W, edgeY - fy)], 0.7, 1, 9)
  sc.add(rect(0, fy, W, edgeY - fy, 'url(#benchEdge)'), rect(0, fy - 1, W, 2, '#fff', 'opacity="0.6"'))
  sc.add(rect(0, edgeY, W, H - edgeY, '#3a3632'), rect(0, edgeY, W, 20, '#000', 'opacity="0.4"'))

  // ---- tools on the bench
  // suction-cup lifter
  {
    const y = 560
    sc.add(shadow(300, y + 48, 210, 22, 1))
    for (const x of [190, 410]) {
      sc.add(
        `<ellipse cx="${x}" cy="${y + 30}" rx="92" ry="34" fill="#1c1a18"/><ellipse cx="${x}" cy="${y + 24}" rx="92" ry="34" fill="url(#cup)"/><ellipse cx="${x - 20}" cy="${y + 14}" rx="40" ry="12" fill="#fff" opacity="0.08"/>`,
      )
      sc.add(rect(x - 18, y - 6, 36, 26, '#2e2b28', 'rx="6"'), rect(x + 14, y - 2, 28, 8, '#c6463a', 'rx="3" opacity="0.0"'))
      sc.add(rect(x - 6, y - 30, 12, 30, '#3a3632', 'rx="3"'))
    }
    sc.add(rect(170, y - 50, 260, 26, 'url(#handle)', 'rx="13"'), rect(190, y - 46, 220, 5, '#fff', 'opacity="0.12" rx="2"'))
    sc.add(rect(286, y - 44, 28, 14, 'url(#brass)', 'rx="4"'))
  }
  sc.add(shadow(640, 652, 150, 12, 0.8))
  sc.add(
    `<g transform="translate(0 140) rotate(-6 640 490)"><rect x="500" y="478" width="300" height="22" fill="url(#steelT)" rx="2"/>${Array.from({ length: 28 }, (_, k) => `<rect x="${510 + k * 10}" y="480" width="1.2" height="${k % 5 ? 6 : 10}" fill="#55504a"/>`).join('')}<path d="M500 478 L500 420 L520 420 L528 478 Z" fill="url(#steelT)"/><path d="M600 478 L600 430 L618 430 L622 478 Z" fill="url(#steelT)"/><rect x="590" y="496" width="52" height="20" rx="4" fill="${C.charcoal2}"/><rect x="598" y="500" width="34" height="11" rx="2" fill="#c9d0bf"/></g>`,
  )
  // tape measure
  {
    const cx = 900
    const cy = 580
    sc.add(shadow(cx + 10, cy + 60, 90, 14, 0.9))
    sc.add(
      rect(cx - 70, cy - 60, 140, 124, C.charcoal2, 'rx="30"'),
      `<circle cx="${cx}" cy="${cy}" r="42" fill="none" stroke="${C.bronze}" stroke-width="6"/><circle cx="${cx}" cy="${cy}" r="10" fill="url(#brass)"/>`,
    )
    sc.add(
      `<path d="M${cx + 70} ${cy + 40} L${cx + 210} ${cy + 50} L${cx + 210} ${cy + 64} L${cx + 70} ${cy + 58} Z" fill="#e3c07a"/>`,
      rect(cx + 206, cy + 46, 8, 22, '#8a8178'),
    )
  }
  // stack of polishing pads on the bench
  {
    const cx = 1085
    const by = 700
    const cols = ['#5b5650', '#7a6a58', '#9a6b3f', '#c09266', '#e3d5bf']
    sc.add(shadow(cx, by + 6, 100, 14, 0.9))
    cols.forEach((c, i) => {
      const y = by - i * 12
      sc.add(`<path d="M${cx - 80} ${y - 11} L${cx - 80} ${y} A80 22 0 0 0 ${cx + 80} ${y} L${cx + 80} ${y - 11} Z" fill="${c}"/>`)
    })
    sc.add(
      `<ellipse cx="${cx}" cy="${by - cols.length * 12 + 1}" rx="80" ry="22" fill="#efe5d3"/><ellipse cx="${cx}" cy="${by - cols.length * 12 + 1}" rx="14" ry="4" fill="#b8a07a"/>`,
    )
  }
  // pencil and a carpenter's square on the bench
  sc.add(
    `<g transform="translate(10 60) rotate(4 300 600)"><rect x="80" y="590" width="300" height="16" fill="url(#steelT)"/><rect x="80" y="590" width="16" height="90" fill="url(#steelT)"/>${Array.from({ length: 20 }, (_, k) => `<rect x="${100 + k * 14}" y="590" width="1.2" height="${k % 2 ? 5 : 9}" fill="#55504a"/>`).join('')}</g>`,
  )
  sc.add(
    `<g transform="translate(-20 96) rotate(-8 560 600)"><rect x="460" y="596" width="200" height="12" fill="${C.charcoal}"/><path d="M660 596 L688 602 L660 608 Z" fill="#e3cfae"/><rect x="448" y="596" width="14" height="12" fill="url(#brass)"/></g>`,
  )
  sc.def(
    `<radialGradient id="vigT" cx="0.5" cy="0.4" r="0.8"><stop offset="0.6" stop-color="#1f1d1b" stop-opacity="0"/><stop offset="1" stop-color="#1f1d1b" stop-opacity="0.28"/></radialGradient>`,
  )
  sc.add(rect(0, 0, W, H, 'url(#vigT)'))
  return sc.svg()
}
