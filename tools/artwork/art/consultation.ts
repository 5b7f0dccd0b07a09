/**
 * Consultation: top-down flat lay on an oak table: a kitchen floor plan,
 * fanned stone samples, tape measure, pencil and a cup of coffee.
 */
import { C, linear, r1, rng } from '../lib/svg'
import { blackGalaxy, marble, quartzite, soapstone } from '../lib/stone'
import { rect } from '../lib/parts'
import { R, Scene } from '../lib/scene'

export function consultation(): string {
  const W = 1200
  const H = 800
  const sc = new Scene(W, H, 'Design consultation flat lay: kitchen floor plan, stone samples, tape measure and coffee on an oak table')
  sc.def(
    linear(
      'oakT',
      [
        [0, '#c7a47c'],
        [1, '#b89268'],
      ],
      0,
      0,
      1,
      1,
    ),
    `<filter id="drop" x="-0.2" y="-0.2" width="1.4" height="1.4"><feGaussianBlur in="SourceAlpha" stdDeviation="7"/><feOffset dx="6" dy="9"/><feComponentTransfer><feFuncA type="linear" slope="0.28"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    `<filter id="dropS" x="-0.2" y="-0.2" width="1.4" height="1.4"><feGaussianBlur in="SourceAlpha" stdDeviation="3"/><feOffset dx="3" dy="4"/><feComponentTransfer><feFuncA type="linear" slope="0.3"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    `<radialGradient id="coffee" cx="0.45" cy="0.45" r="0.55"><stop offset="0" stop-color="#6b4427"/><stop offset="0.75" stop-color="#4a2d19"/><stop offset="0.9" stop-color="#a4764d"/><stop offset="1" stop-color="#c99f73"/></radialGradient>`,
    `<radialGradient id="tapeCase" cx="0.4" cy="0.4" r="0.6"><stop offset="0" stop-color="#4a4540"/><stop offset="1" stop-color="#24221f"/></radialGradient>`,
  )
  // oak table: wide planks with soft grain
  sc.add(rect(0, 0, W, H, 'url(#oakT)'))
  const rand = rng(5)
  const ph = 200
  for (let y = 0; y < H; y += ph) {
    sc.add(rect(0, y, W, ph, ['#c29e75', '#caa77f', '#bf9a70', '#c6a279'][Math.floor(rand() * 4)], 'opacity="0.7"'))
    for (let g = 0; g < 9; g++) {
      const gy = y + 12 + rand() * (ph - 24)
      const amp = 3 + rand() * 8
      sc.add(
        `<path d="M0 ${r1(gy)} C300 ${r1(gy - amp)} 600 ${r1(gy + amp)} 900 ${r1(gy - amp * 0.5)} S1150 ${r1(gy + amp)} 1200 ${r1(gy)}" stroke="#9c7652" stroke-width="${r1(0.6 + rand() * 1.2)}" fill="none" opacity="${r1(0.2 + rand() * 0.3)}"/>`,
      )
    }
    sc.add(rect(0, y - 1, W, 2, '#8c6642', 'opacity="0.5"'))
  }
  // soft daylight from the top left
  sc.def(
    `<radialGradient id="dayL" cx="0.2" cy="0.1" r="0.9"><stop offset="0" stop-color="#fff8ea" stop-opacity="0.35"/><stop offset="1" stop-color="#fff8ea" stop-opacity="0"/></radialGradient>`,
  )
  sc.add(rect(0, 0, W, H, 'url(#dayL)'))

  // ---- floor plan sheet
  {
    const x = 110
    const y = 90
    const w = 560
    const h = 620
    const ink = '#3a3632'
    const plan: string[] = []
    plan.push(rect(x, y, w, h, '#faf7f1'))
    // title block
    plan.push(rect(x + 30, y + h - 70, w - 60, 40, 'none', `stroke="${ink}" stroke-width="1" opacity="0.6"`))
    plan.push(
      rect(x + 42, y + h - 58, 150, 5, ink, 'opacity="0.7"'),
      rect(x + 42, y + h - 46, 100, 3, '#8a8178'),
      rect(x + w - 150, y + h - 58, 100, 3, '#8a8178'),
      rect(x + w - 150, y + h - 48, 80, 3, '#8a8178'),
    )
    // walls
    const ox = x + 60
    const oy = y + 60
    const rw = w - 120
    const rh = h - 170
    plan.push(
      `<path d="M${ox} ${oy} L${ox + rw} ${oy} L${ox + rw} ${oy + rh} L${ox + rw * 0.62} ${oy + rh} M${ox + rw * 0.38} ${oy + rh} L${ox} ${oy + rh} Z" fill="none" stroke="${ink}" stroke-width="8" stroke-linejoin="miter"/>`,
    )
    plan.push(`<path d="M${ox} ${oy} L${ox} ${oy + rh}" stroke="${ink}" stroke-width="8"/>`)
    // window on the top wall
    plan.push(rect(ox + rw * 0.35, oy - 4, rw * 0.3, 8, '#faf7f1'), rect(ox + rw * 0.35, oy - 1, rw * 0.3, 2, ink))
    // door swing
    plan.push(
      `<path d="M${ox + rw * 0.38} ${oy + rh} A${rw * 0.24} ${rw * 0.24} 0 0 1 ${ox + rw * 0.62} ${oy + rh - rw * 0.24}" fill="none" stroke="${ink}" stroke-width="1" stroke-dasharray="4 4"/>`,
    )
    // L-shaped counter run along top and left walls
    const d = 44
    plan.push(
      `<path d="M${ox + 4} ${oy + 4} L${ox + rw - 4} ${oy + 4} L${ox + rw - 4} ${oy + 4 + d} L${ox + 4 + d} ${oy + 4 + d} L${ox + 4 + d} ${oy + rh * 0.7} L${ox + 4} ${oy + rh * 0.7} Z" fill="#efe9df" stroke="${ink}" stroke-width="1.5"/>`,
    )
    // sink + cooktop symbols
    plan.push(rect(ox + rw * 0.42, oy + 12, 60, 28, 'none', `stroke="${ink}" stroke-width="1.2" rx="5"`))
    for (const [cx, cy] of [
      [ox + 26, oy + rh * 0.35],
      [ox + 26, oy + rh * 0.5],
    ])
      plan.push(`<circle cx="${cx}" cy="${cy}" r="10" fill="none" stroke="${ink}" stroke-width="1.2"/>`)
    // island (hatched: stone)
    const ix = ox + rw * 0.36
    const iy = oy + rh * 0.4
    const iw = rw * 0.44
    const ihh = 80
    plan.push(rect(ix, iy, iw, ihh, '#e9e1d3', `stroke="${ink}" stroke-width="1.5"`))
    for (let k = 0; k < 16; k++)
      plan.push(
        `<line x1="${r1(ix + k * (iw / 16))}" y1="${r1(iy + ihh)}" x2="${r1(ix + k * (iw / 16) + 40)}" y2="${r1(iy)}" stroke="${C.bronze}" stroke-width="0.8" opacity="0.5" clip-path="url(#islandClip)"/>`,
      )
    sc.def(`<clipPath id="islandClip">${rect(ix, iy, iw, ihh, '#000')}</clipPath>`)
    for (let k = 0; k < 3; k++)
      plan.push(
        `<circle cx="${r1(ix + iw * (0.22 + k * 0.28))}" cy="${iy + ihh + 22}" r="12" fill="none" stroke="${ink}" stroke-width="1.2"/>`,
      )
    // dimension lines
    plan.push(
      `<path d="M${ix} ${iy - 22} L${ix + iw} ${iy - 22} M${ix} ${iy - 28} L${ix} ${iy - 16} M${ix + iw} ${iy - 28} L${ix + iw} ${iy - 16}" stroke="${C.bronze}" stroke-width="1.2"/>`,
    )
    plan.push(rect(ix + iw / 2 - 18, iy - 33, 36, 6, C.bronze, 'opacity="0.8"'))
    plan.push(
      `<path d="M${ox + rw + 24} ${oy} L${ox + rw + 24} ${oy + rh} M${ox + rw + 18} ${oy} L${ox + rw + 30} ${oy} M${ox + rw + 18} ${oy + rh} L${ox + rw + 30} ${oy + rh}" stroke="${ink}" stroke-width="1" opacity="0.6"/>`,
    )
    sc.add(`<g filter="url(#drop)" transform="rotate(-4 ${x + w / 2} ${y + h / 2})">${plan.join('')}</g>`)
  }

  // ---- fanned stone samples (right)
  const samples = [
    { stone: soapstone('cs'), x: 800, y: 130, rot: -12, seed: 4 },
    { stone: quartzite('cq', { seed: 22 }), x: 860, y: 210, rot: 6, seed: 6 },
    { stone: blackGalaxy('cg'), x: 790, y: 330, rot: -4, seed: 8 },
    { stone: marble('cm', { seed: 33 }), x: 880, y: 420, rot: 10, seed: 9 },
  ]
  for (const s of samples) {
    const size = 210
    const cx = s.x + size / 2
    const cy = s.y + size / 2
    sc.add(`<g filter="url(#drop)" transform="rotate(${s.rot} ${cx} ${cy})">`)
    sc.add(rect(s.x - 1, s.y - 1, size + 2, size + 2, '#000', 'opacity="0.15"'))
    sc.stone(s.stone, [R(s.x, s.y, size, size)], 0.45, 1, s.seed)
    sc.add(rect(s.x, s.y, size, 2, '#fff', 'opacity="0.35"'), '</g>')
  }

  // ---- tape measure (bottom right)
  {
    const cx = 1030
    const cy = 690
    sc.add(`<g filter="url(#drop)">`)
    sc.add(`<path d="M${cx - 40} ${cy + 30} L${cx - 420} ${cy + 66} L${cx - 418} ${cy + 92} L${cx - 38} ${cy + 58} Z" fill="#e3c07a"/>`)
    for (let k = 0; k < 38; k++) {
      const t = k / 38
      const x = cx - 40 - t * 378
      const y = cy + 30 + t * 36
      sc.add(
        `<line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(x + 0.8)}" y2="${r1(y + (k % 4 === 0 ? 14 : 7))}" stroke="#3a3632" stroke-width="1.2"/>`,
      )
    }
    sc.add(rect(cx - 426, cy + 62, 10, 32, '#8a8178', `transform="rotate(-5 ${cx - 421} ${cy + 78})"`))
    sc.add(
      `<circle cx="${cx}" cy="${cy}" r="72" fill="url(#tapeCase)"/><circle cx="${cx}" cy="${cy}" r="46" fill="none" stroke="${C.bronze}" stroke-width="6"/><circle cx="${cx}" cy="${cy}" r="12" fill="url(#brass)"/>`,
    )
    sc.add('</g>')
  }
  // ---- pencil
  sc.add(
    `<g filter="url(#dropS)" transform="rotate(-28 640 720)"><rect x="520" y="712" width="230" height="14" fill="#2e2b28"/><rect x="520" y="712" width="230" height="4" fill="#4a4540"/><path d="M750 712 L784 719 L750 726 Z" fill="#e3cfae"/><path d="M773 716.6 L784 719 L773 721.4 Z" fill="#2b2926"/><rect x="505" y="712" width="16" height="14" fill="url(#brass)"/></g>`,
  )
  // ---- coffee cup on saucer (top right)
  {
    const cx = 1090
    const cy = 150
    sc.add(
      `<g filter="url(#drop)"><circle cx="${cx}" cy="${cy}" r="92" fill="#efe9df"/><circle cx="${cx}" cy="${cy}" r="74" fill="#e4dbcd"/><circle cx="${cx}" cy="${cy}" r="62" fill="#f7f3ec"/></g>`,
    )
    sc.add(
      `<circle cx="${cx}" cy="${cy}" r="52" fill="url(#coffee)"/><ellipse cx="${cx - 14}" cy="${cy - 16}" rx="14" ry="7" fill="#fff" opacity="0.12"/>`,
    )
    sc.add(`<path d="M${cx + 60} ${cy - 12} q34 2 34 14 q0 12 -34 14" fill="none" stroke="#efe9df" stroke-width="12"/>`)
  }
  return sc.svg()
}
