/**
 * Service: countertop repair. Close-up of a quartzite counter edge with a
 * hand polisher, polishing pads, a bottle of sealer and a cloth.
 */
import { C, linear, r1 } from '../lib/svg'
import { marble } from '../lib/stone'
import { rect, shadow } from '../lib/parts'
import { R, Scene } from '../lib/scene'

export function repair(): string {
  const W = 1200
  const H = 800
  const sc = new Scene(W, H, 'Close-up of a quartzite countertop edge being polished, with a hand polisher, pads and sealer')
  const stone = marble('rq', { seed: 31, vein: '#978a7b', base: ['#e3ded6', '#fbf9f5'] })
  sc.def(
    linear(
      'bg',
      [
        [0, '#d9d0c2'],
        [1, '#cbc0b0'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'edgeShade',
      [
        [0, '#ffffff', 0.55],
        [0.12, '#ffffff', 0],
        [0.75, '#000', 0.04],
        [1, '#000', 0.28],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'topFade',
      [
        [0, '#cbbfae', 0.55],
        [0.45, '#cbbfae', 0],
        [1, '#fff', 0.08],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'body',
      [
        [0, '#4a4540'],
        [0.35, '#2e2b28'],
        [1, '#1c1a18'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'bodyHi',
      [
        [0, '#ffffff', 0],
        [0.5, '#ffffff', 0.22],
        [1, '#ffffff', 0],
      ],
      0,
      0,
      1,
      0,
    ),
    linear(
      'bottle',
      [
        [0, '#8f7a62'],
        [0.35, '#c4ad8f'],
        [1, '#7d6953'],
      ],
      0,
      0,
      1,
      0,
    ),
    linear(
      'cloth',
      [
        [0, '#b9a58a'],
        [1, '#d2c1a6'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'cab',
      [
        [0, '#2e2b28'],
        [1, '#3a3632'],
      ],
      0,
      0,
      0,
      1,
    ),
  )

  const back = 250 // where the counter meets the backsplash
  const front = 575 // front edge of the top surface
  const edgeB = 640 // bottom of the edge profile

  // ---- soft, out-of-focus kitchen behind
  sc.add(rect(0, 0, W, back + 4, 'url(#bg)'))
  sc.add(
    `<g filter="url(#blur30)">${rect(-40, -40, 380, 240, '#3c3834')}${rect(420, 10, 380, 180, '#f2ede4')}${rect(860, -30, 420, 230, '#8f7a62')}<circle cx="620" cy="40" r="70" fill="#fff6e4"/>${rect(0, 190, W, 80, '#e8e1d5')}</g>`,
  )
  // backsplash line
  sc.add(rect(0, back - 6, W, 8, '#e4dccf'), rect(0, back + 1, W, 2, '#9f9384', 'opacity="0.5"'))

  // ---- counter top surface (foreshortened), edge and cabinet below
  sc.stone(stone, [R(0, back, W, front - back)], 1.4, 0.42, 7)
  sc.add(rect(0, back, W, front - back, 'url(#topFade)'))
  sc.stone(stone, [R(0, front, W, edgeB - front)], 1.4, 1, 13)
  sc.add(rect(0, front, W, edgeB - front, 'url(#edgeShade)'))
  sc.add(rect(0, front - 1, W, 2.5, '#ffffff', 'opacity="0.85"'))
  sc.add(rect(0, edgeB, W, H - edgeB, 'url(#cab)'))
  sc.add(rect(0, edgeB, W, 22, '#000', 'opacity="0.35"'))
  sc.add(rect(0, edgeB + 60, W, 2, '#000', 'opacity="0.3"'), rect(560, edgeB + 90, 140, 6, 'url(#brass)', 'rx="3"'))

  // polished area: soft circular sheen where the pad has worked
  sc.add(
    `<g filter="url(#blur6)" opacity="0.7"><ellipse cx="760" cy="520" rx="190" ry="46" fill="none" stroke="#fff" stroke-width="10" stroke-opacity="0.5"/><ellipse cx="760" cy="520" rx="120" ry="28" fill="#fff" opacity="0.35"/></g>`,
  )

  // ---- polisher lying on the counter (side view)
  {
    const y = 470 // axis of the body
    sc.add(shadow(620, 540, 320, 24, 1))
    // rear handle loop
    sc.add(
      `<path d="M300 ${y - 8} C240 ${y - 14} 228 ${y + 46} 280 ${y + 50} L330 ${y + 44}" fill="none" stroke="#2a2724" stroke-width="16" stroke-linecap="round"/>`,
    )
    // body
    sc.add(
      `<path d="M310 ${y - 40} L700 ${y - 36} Q742 ${y - 34} 742 ${y} Q742 ${y + 34} 700 ${y + 36} L310 ${y + 40} Q286 ${y} 310 ${y - 40} Z" fill="url(#body)"/>`,
    )
    sc.add(`<path d="M330 ${y - 30} L690 ${y - 27}" stroke="#fff" stroke-opacity="0.18" stroke-width="6" stroke-linecap="round"/>`)
    // vents + bronze accent band + switch
    for (let i = 0; i < 6; i++) sc.add(rect(360 + i * 16, y - 14, 6, 28, '#14120f', 'rx="3"'))
    sc.add(rect(560, y - 37, 16, 74, 'url(#brassV)'))
    sc.add(rect(470, y - 46, 60, 10, '#57514a', 'rx="5"'))
    // gear head and spindle
    sc.add(
      `<path d="M700 ${y - 38} L800 ${y - 44} Q822 ${y - 44} 822 ${y - 20} L822 ${y + 22} Q822 ${y + 40} 800 ${y + 40} L700 ${y + 36} Z" fill="#5b5650"/>`,
    )
    sc.add(rect(706, y - 38, 8, 76, '#3a3632'))
    sc.add(rect(784, y + 40, 24, 12, '#3a3632'))
    // backer pad + polishing pad (flat discs seen almost edge-on)
    sc.add(`<path d="M704 ${y + 56} L888 ${y + 56} L888 ${y + 66} A92 12 0 0 1 704 ${y + 66} Z" fill="#2b2926"/>`)
    sc.add(`<ellipse cx="796" cy="${y + 56}" rx="92" ry="12" fill="#4a4540"/>`)
    sc.add(`<path d="M700 ${y + 66} L892 ${y + 66} L892 ${y + 74} A96 12 0 0 1 700 ${y + 74} Z" fill="${C.bronze}"/>`)
    sc.add(`<path d="M700 ${y + 66} A96 12 0 0 0 892 ${y + 66}" fill="none" stroke="#c7996a" stroke-width="2"/>`)
    // side handle
    sc.add(`<path d="M760 ${y - 44} L742 ${y - 112}" stroke="#2a2724" stroke-width="20" stroke-linecap="round"/>`)
    // cord
    sc.add(
      `<path d="M240 ${y + 30} C160 ${y + 40} 150 ${y + 110} 40 ${y + 96}" fill="none" stroke="#2a2724" stroke-width="9" stroke-linecap="round"/>`,
    )
  }

  // ---- stack of diamond polishing pads (grit colours)
  {
    const cx = 1010
    const by = 440
    const cols = ['#5b5650', '#7a6a58', '#9a6b3f', '#c09266', '#e3d5bf']
    sc.add(shadow(cx + 10, by + 4, 110, 16, 0.8))
    cols.forEach((c, i) => {
      const y = by - i * 11
      sc.add(`<path d="M${cx - 88} ${y - 10} L${cx - 88} ${y} A88 17 0 0 0 ${cx + 88} ${y} L${cx + 88} ${y - 10} Z" fill="${c}"/>`)
      sc.add(`<path d="M${cx - 88} ${y} A88 17 0 0 0 ${cx + 88} ${y}" fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="1"/>`)
    })
    const ty = by - cols.length * 11
    sc.add(`<ellipse cx="${cx}" cy="${ty + 1}" rx="88" ry="17" fill="#efe5d3"/>`)
    for (let a = 0; a < 12; a++) {
      const ang = (a / 12) * Math.PI * 2
      sc.add(`<ellipse cx="${r1(cx + Math.cos(ang) * 55)}" cy="${r1(ty + 1 + Math.sin(ang) * 10.5)}" rx="9" ry="2.6" fill="#cbb895"/>`)
    }
    sc.add(`<ellipse cx="${cx}" cy="${ty + 1}" rx="14" ry="3" fill="#b8a07a"/>`)
  }

  // ---- sealer bottle at the back left
  {
    const x = 130
    const y = 395
    sc.add(shadow(x + 20, y, 70, 10, 0.8))
    sc.add(
      `<path d="M${x - 42} ${y} L${x - 42} ${y - 150} Q${x - 42} ${y - 172} ${x - 18} ${y - 178} L${x + 18} ${y - 178} Q${x + 42} ${y - 172} ${x + 42} ${y - 150} L${x + 42} ${y} Z" fill="url(#bottle)"/>`,
    )
    sc.add(rect(x - 16, y - 206, 32, 30, '#2b2926', 'rx="4"'))
    sc.add(rect(x - 38, y - 128, 76, 84, '#f3eee5'))
    sc.add(
      rect(x - 26, y - 112, 52, 5, C.bronze),
      rect(x - 26, y - 98, 40, 3, '#8a8178'),
      rect(x - 26, y - 90, 46, 3, '#8a8178'),
      rect(x - 26, y - 70, 30, 3, '#8a8178'),
    )
    sc.add(rect(x - 34, y - 160, 10, 150, '#fff', 'opacity="0.18" rx="5"'))
  }
  sc.add(shadow(400, 566, 150, 12, 0.8))
  // two folded layers with soft rounded edges
  sc.add(`<path d="M262 566 Q258 548 280 546 L512 540 Q532 540 534 556 L536 566 Q400 576 262 566 Z" fill="url(#cloth)"/>`)
  sc.add(`<path d="M272 548 Q270 532 292 531 L500 526 Q520 526 522 540 L512 541 L280 547 Z" fill="#d8c8ad"/>`)
  sc.add(`<path d="M282 546 Q400 540 514 540" stroke="#a8947a" stroke-width="1.5" fill="none" opacity="0.7"/>`)
  sc.add(`<path d="M268 560 Q400 566 532 558" stroke="#a8947a" stroke-width="1" fill="none" opacity="0.5"/>`)

  // gentle vignette
  sc.def(
    `<radialGradient id="vig" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#1f1d1b" stop-opacity="0"/><stop offset="1" stop-color="#1f1d1b" stop-opacity="0.22"/></radialGradient>`,
  )
  sc.add(rect(0, 0, W, H, 'url(#vig)'))
  return sc.svg()
}
