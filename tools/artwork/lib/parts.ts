/**
 * Reusable illustration parts (flat, softly shaded) for the interior scenes.
 * Sizes are in pixels; most take `s` = pixels per metre at the object's depth.
 */
import { C, r1, rng } from './svg'
import { smoothPath } from './stone'

export type Pt = [number, number]

/** One-point perspective: X metres right of centre, Y metres up, at scale s (px/m). */
export function camera(vpX: number, horizon: number, eye: number) {
  return (X: number, Y: number, s: number): Pt => [r1(vpX + X * s), r1(horizon + (eye - Y) * s)]
}

export const pts = (p: Pt[]) => p.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')
export const poly = (p: Pt[], fill: string, extra = '') => `<polygon points="${pts(p)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w = 1, extra = '') =>
  `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="${w}"${extra ? ` ${extra}` : ''}/>`
export const clip = (id: string, shape: string) => `<clipPath id="${id}">${shape}</clipPath>`

/** Shared gradient / blur definitions used by the parts below. */
export function partDefs(): string {
  return `<linearGradient id="brass" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#6f4c2c"/><stop offset="0.28" stop-color="#c9a06c"/><stop offset="0.45" stop-color="#e3c18f"/><stop offset="0.7" stop-color="#9a6b3f"/><stop offset="1" stop-color="#5e3f24"/></linearGradient>
<linearGradient id="brassV" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#d9b27e"/><stop offset="0.5" stop-color="#a87647"/><stop offset="1" stop-color="#6d4a2b"/></linearGradient>
<linearGradient id="steel" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#8e8a85"/><stop offset="0.4" stop-color="#d8d5d0"/><stop offset="0.6" stop-color="#bdb9b3"/><stop offset="1" stop-color="#7a7671"/></linearGradient>
<linearGradient id="ceramic" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#cfc5b6"/><stop offset="0.35" stop-color="#f1ebe1"/><stop offset="1" stop-color="#b8ac9b"/></linearGradient>
<linearGradient id="ceramicDark" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#2c2926"/><stop offset="0.35" stop-color="#55504a"/><stop offset="1" stop-color="#25221f"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#ffe7bf" stop-opacity="0.75"/><stop offset="0.35" stop-color="#ffdcaa" stop-opacity="0.28"/><stop offset="1" stop-color="#ffd39a" stop-opacity="0"/></radialGradient>
<radialGradient id="shadowR"><stop offset="0" stop-color="#1d1a17" stop-opacity="0.45"/><stop offset="0.6" stop-color="#1d1a17" stop-opacity="0.15"/><stop offset="1" stop-color="#1d1a17" stop-opacity="0"/></radialGradient>
<filter id="blur2" x="-0.5" y="-0.5" width="2" height="2"><feGaussianBlur stdDeviation="2"/></filter>
<filter id="blur6" x="-0.5" y="-0.5" width="2" height="2"><feGaussianBlur stdDeviation="6"/></filter>
<filter id="blur14" x="-0.5" y="-0.5" width="2" height="2"><feGaussianBlur stdDeviation="14"/></filter>
<filter id="blur30" x="-0.5" y="-0.5" width="2" height="2"><feGaussianBlur stdDeviation="30"/></filter>`
}

/** Soft contact shadow (an ellipse with a radial falloff). */
export const shadow = (cx: number, cy: number, rx: number, ry: number, op = 1) =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="url(#shadowR)" opacity="${op}"/>`

/** Dome pendant hanging from yCeil, shade bottom at yb, width w. Includes glow. */
export function pendant(cx: number, yCeil: number, yb: number, w: number, o: { glow?: number; style?: 'dome' | 'globe' | 'cone' } = {}) {
  const h = w * 0.5
  const style = o.style ?? 'dome'
  let shade = ''
  if (style === 'dome') {
    shade = `<path d="M${r1(cx - w / 2)} ${r1(yb)} C${r1(cx - w / 2)} ${r1(yb - h * 1.25)} ${r1(cx + w / 2)} ${r1(yb - h * 1.25)} ${r1(cx + w / 2)} ${r1(yb)} Z" fill="url(#brass)"/>
<rect x="${r1(cx - w * 0.07)}" y="${r1(yb - h * 1.12)}" width="${r1(w * 0.14)}" height="${r1(h * 0.22)}" rx="2" fill="url(#brass)"/>
<ellipse cx="${r1(cx)}" cy="${r1(yb)}" rx="${r1(w / 2)}" ry="${r1(w * 0.07)}" fill="#fff4dc"/>
<ellipse cx="${r1(cx)}" cy="${r1(yb)}" rx="${r1(w * 0.3)}" ry="${r1(w * 0.04)}" fill="#fffaf0"/>`
  } else if (style === 'globe') {
    shade = `<circle cx="${r1(cx)}" cy="${r1(yb - w / 2)}" r="${r1(w / 2)}" fill="#fdf3e0" opacity="0.92"/>
<circle cx="${r1(cx - w * 0.12)}" cy="${r1(yb - w * 0.62)}" r="${r1(w * 0.22)}" fill="#fffaf0"/>
<rect x="${r1(cx - w * 0.09)}" y="${r1(yb - w * 1.06)}" width="${r1(w * 0.18)}" height="${r1(w * 0.1)}" fill="url(#brass)"/>`
  } else {
    shade = `<path d="M${r1(cx - w * 0.12)} ${r1(yb - h * 1.2)} L${r1(cx + w * 0.12)} ${r1(yb - h * 1.2)} L${r1(cx + w / 2)} ${r1(yb)} L${r1(cx - w / 2)} ${r1(yb)} Z" fill="${C.charcoal}"/>
<path d="M${r1(cx - w * 0.12)} ${r1(yb - h * 1.2)} L${r1(cx)} ${r1(yb - h * 1.2)} L${r1(cx - w * 0.1)} ${r1(yb)} L${r1(cx - w / 2)} ${r1(yb)} Z" fill="#4d4843"/>
<ellipse cx="${r1(cx)}" cy="${r1(yb)}" rx="${r1(w / 2)}" ry="${r1(w * 0.06)}" fill="#fff1d6"/>`
  }
  const g = o.glow ?? 1
  const topY = style === 'globe' ? yb - w * 1.06 : yb - h * 1.12
  return `<g>
${g > 0 ? `<ellipse cx="${r1(cx)}" cy="${r1(yb + w * 0.35)}" rx="${r1(w * 1.6)}" ry="${r1(w * 1.1)}" fill="url(#glow)" opacity="${g}"/>` : ''}
<line x1="${r1(cx)}" y1="${r1(yCeil)}" x2="${r1(cx)}" y2="${r1(topY)}" stroke="#2b2926" stroke-width="${r1(Math.max(1.2, w * 0.02))}"/>
<rect x="${r1(cx - w * 0.12)}" y="${r1(yCeil)}" width="${r1(w * 0.24)}" height="${r1(w * 0.05)}" fill="${C.charcoal2}"/>
${shade}
</g>`
}

/** Counter stool seen from the front: round seat at ySeat, floor at yFloor. */
export function stool(cx: number, ySeat: number, yFloor: number, w: number, o: { seat?: string; frame?: string } = {}) {
  const seat = o.seat ?? '#3b3531'
  const frame = o.frame ?? 'url(#brassV)'
  const t = w * 0.09
  const lw = Math.max(2, w * 0.035)
  const ring = ySeat + (yFloor - ySeat) * 0.62
  const spread = w * 0.48
  const inner = w * 0.3
  return `<g>
${shadow(cx, yFloor, w * 0.7, w * 0.09, 0.9)}
<line x1="${r1(cx - inner * 0.6)}" y1="${r1(ySeat + t)}" x2="${r1(cx - spread * 0.55)}" y2="${r1(yFloor - w * 0.03)}" stroke="#6d4a2b" stroke-width="${r1(lw * 0.8)}"/>
<line x1="${r1(cx + inner * 0.6)}" y1="${r1(ySeat + t)}" x2="${r1(cx + spread * 0.55)}" y2="${r1(yFloor - w * 0.03)}" stroke="#6d4a2b" stroke-width="${r1(lw * 0.8)}"/>
<ellipse cx="${r1(cx)}" cy="${r1(ring)}" rx="${r1(w * 0.42)}" ry="${r1(w * 0.05)}" fill="none" stroke="${frame}" stroke-width="${r1(lw)}"/>
<line x1="${r1(cx - inner)}" y1="${r1(ySeat + t)}" x2="${r1(cx - spread)}" y2="${r1(yFloor)}" stroke="${frame}" stroke-width="${r1(lw)}" stroke-linecap="round"/>
<line x1="${r1(cx + inner)}" y1="${r1(ySeat + t)}" x2="${r1(cx + spread)}" y2="${r1(yFloor)}" stroke="${frame}" stroke-width="${r1(lw)}" stroke-linecap="round"/>
<path d="M${r1(cx - w / 2)} ${r1(ySeat)} L${r1(cx - w / 2)} ${r1(ySeat + t)} Q${r1(cx)} ${r1(ySeat + t + w * 0.1)} ${r1(cx + w / 2)} ${r1(ySeat + t)} L${r1(cx + w / 2)} ${r1(ySeat)} Z" fill="${seat}"/>
<ellipse cx="${r1(cx)}" cy="${r1(ySeat)}" rx="${r1(w / 2)}" ry="${r1(w * 0.1)}" fill="#5a524b"/>
<ellipse cx="${r1(cx - w * 0.08)}" cy="${r1(ySeat - w * 0.015)}" rx="${r1(w * 0.3)}" ry="${r1(w * 0.05)}" fill="#6c635b" opacity="0.7"/>
</g>`
}

/** Olive-style branches: a few curved stems with small leaves. */
export function branches(x: number, y: number, h: number, seed = 1, color = C.sageDark, light = C.sage) {
  const rand = rng(seed)
  const out: string[] = []
  const n = 4
  for (let i = 0; i < n; i++) {
    const ang = -Math.PI / 2 + (i - (n - 1) / 2) * 0.32 + (rand() - 0.5) * 0.2
    const len = h * (0.7 + rand() * 0.35)
    const p: Pt[] = []
    for (let s = 0; s <= 4; s++) {
      const t = s / 4
      const bend = Math.sin(t * 2.2) * (rand() - 0.5) * h * 0.06
      p.push([x + Math.cos(ang) * len * t + bend + (i - 1.5) * h * 0.015 * t * 3, y + Math.sin(ang) * len * t])
    }
    out.push(`<path d="${smoothPath(p)}" stroke="#6b5a45" stroke-width="${r1(Math.max(1, h * 0.008))}" fill="none"/>`)
    const leaves = 9
    for (let l = 2; l < leaves; l++) {
      const t = l / leaves
      const k = Math.min(4, Math.floor(t * 4))
      const [ax, ay] = p[k]
      const [bx, by] = p[Math.min(4, k + 1)]
      const ft = t * 4 - k
      const px = ax + (bx - ax) * ft
      const py = ay + (by - ay) * ft
      const side = l % 2 ? 1 : -1
      const la = (Math.atan2(by - ay, bx - ax) * 180) / Math.PI + side * (35 + rand() * 25)
      const ll = h * (0.06 + rand() * 0.03)
      out.push(
        `<ellipse cx="${r1(px + Math.cos((la * Math.PI) / 180) * ll * 0.5)}" cy="${r1(py + Math.sin((la * Math.PI) / 180) * ll * 0.5)}" rx="${r1(ll * 0.5)}" ry="${r1(ll * 0.14)}" transform="rotate(${r1(la)} ${r1(px + Math.cos((la * Math.PI) / 180) * ll * 0.5)} ${r1(py + Math.sin((la * Math.PI) / 180) * ll * 0.5)})" fill="${rand() < 0.5 ? color : light}"/>`,
      )
    }
  }
  return out.join('')
}

/** Ceramic vase (bottom centre at x, y) with optional branches. */
export function vase(x: number, y: number, h: number, o: { dark?: boolean; branches?: boolean; seed?: number } = {}) {
  const w = h * 0.5
  const fill = o.dark ? 'url(#ceramicDark)' : 'url(#ceramic)'
  const body = `<path d="M${r1(x - w * 0.22)} ${r1(y - h)} L${r1(x + w * 0.22)} ${r1(y - h)} C${r1(x + w * 0.2)} ${r1(y - h * 0.8)} ${r1(x + w * 0.62)} ${r1(y - h * 0.62)} ${r1(x + w * 0.5)} ${r1(y - h * 0.25)} C${r1(x + w * 0.44)} ${r1(y - h * 0.06)} ${r1(x + w * 0.3)} ${r1(y)} ${r1(x)} ${r1(y)} C${r1(x - w * 0.3)} ${r1(y)} ${r1(x - w * 0.44)} ${r1(y - h * 0.06)} ${r1(x - w * 0.5)} ${r1(y - h * 0.25)} C${r1(x - w * 0.62)} ${r1(y - h * 0.62)} ${r1(x - w * 0.2)} ${r1(y - h * 0.8)} ${r1(x - w * 0.22)} ${r1(y - h)} Z" fill="${fill}"/>`
  return `<g>${shadow(x + w * 0.2, y, w * 0.8, h * 0.05, 0.7)}${o.branches ? branches(x, y - h * 0.95, h * 2.1, o.seed ?? 3) : ''}${body}</g>`
}

/** Shallow bowl, bottom centre (x, y), width w; `contents` sit inside the rim. */
export function bowl(x: number, y: number, w: number, fill = 'url(#ceramic)', inner = '#e4dbcd', contents = '') {
  const h = w * 0.32
  const ry = w * 0.06
  return `<g>${shadow(x + w * 0.1, y, w * 0.6, w * 0.05, 0.6)}
<ellipse cx="${r1(x)}" cy="${r1(y - h)}" rx="${r1(w / 2)}" ry="${r1(ry)}" fill="${inner}"/>
${contents}
<path d="M${r1(x - w / 2)} ${r1(y - h)} Q${r1(x - w * 0.45)} ${r1(y)} ${r1(x - w * 0.18)} ${r1(y)} L${r1(x + w * 0.18)} ${r1(y)} Q${r1(x + w * 0.45)} ${r1(y)} ${r1(x + w / 2)} ${r1(y - h)} A${r1(w / 2)} ${r1(ry)} 0 0 1 ${r1(x - w / 2)} ${r1(y - h)} Z" fill="${fill}"/></g>`
}

/** Stack of books lying flat. */
export function books(x: number, y: number, w: number, colors = ['#d8cbb6', '#3a3632', '#a48462']) {
  let out = ''
  let yy = y
  colors.forEach((c, i) => {
    const bw = w * (1 - i * 0.08)
    const bh = w * 0.09
    const bx = x + (i % 2 ? w * 0.04 : -w * 0.02)
    out += `<rect x="${r1(bx - bw / 2)}" y="${r1(yy - bh)}" width="${r1(bw)}" height="${r1(bh)}" rx="1.5" fill="${c}"/><rect x="${r1(bx - bw / 2 + 2)}" y="${r1(yy - bh * 0.7)}" width="${r1(bw - 4)}" height="${r1(bh * 0.14)}" fill="#fff" opacity="0.18"/>`
    yy -= bh
  })
  return `<g>${shadow(x, y, w * 0.6, w * 0.04, 0.6)}${out}</g>`
}

/** Shaker-style cabinet door / drawer front with a bronze pull. */
export function door(
  x: number,
  y: number,
  w: number,
  h: number,
  o: {
    fill?: string
    rail?: number
    pull?: 'bar-v' | 'bar-h' | 'knob' | 'none'
    pullSide?: 'left' | 'right' | 'center'
    shade?: string
  } = {},
) {
  const fill = o.fill ?? C.charcoal2
  const rail = o.rail ?? Math.min(w, h) * 0.12
  const shade = o.shade ?? '#000'
  let pull = ''
  const pl = o.pull ?? 'bar-v'
  const px = o.pullSide === 'left' ? x + rail * 1.6 : o.pullSide === 'center' ? x + w / 2 : x + w - rail * 1.6
  if (pl === 'bar-v') {
    const ph = Math.min(h * 0.35, 90)
    const py = h > 300 ? y + h * 0.42 : y + h * 0.2
    pull = `<rect x="${r1(px - 2)}" y="${r1(py)}" width="4" height="${r1(ph)}" rx="2" fill="url(#brassV)"/>`
  } else if (pl === 'bar-h') {
    const pw = Math.min(w * 0.4, 80)
    pull = `<rect x="${r1(x + w / 2 - pw / 2)}" y="${r1(y + h * 0.18)}" width="${r1(pw)}" height="3.5" rx="1.75" fill="url(#brass)"/>`
  } else if (pl === 'knob') {
    pull = `<circle cx="${r1(px)}" cy="${r1(y + h * 0.5)}" r="4" fill="url(#brass)"/>`
  }
  return `<g>
<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"/>
<rect x="${r1(x + rail)}" y="${r1(y + rail)}" width="${r1(w - rail * 2)}" height="${r1(h - rail * 2)}" fill="${shade}" opacity="0.08"/>
<rect x="${r1(x + rail)}" y="${r1(y + rail)}" width="${r1(w - rail * 2)}" height="1.5" fill="${shade}" opacity="0.18"/>
<rect x="${r1(x + rail)}" y="${r1(y + h - rail - 1.5)}" width="${r1(w - rail * 2)}" height="1.5" fill="#fff" opacity="0.08"/>
<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="none" stroke="${shade}" stroke-opacity="0.35" stroke-width="1"/>
${pull}
</g>`
}

/** Vertical wood grain / fluting stripes inside a rectangle. */
export function fluting(x: number, y: number, w: number, h: number, pitch: number, light = '#d9bd96', dark = '#b38e66', base = C.oak) {
  let out = `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${base}"/>`
  for (let xx = x; xx < x + w - 1; xx += pitch) {
    out += `<rect x="${r1(xx)}" y="${r1(y)}" width="${r1(pitch * 0.35)}" height="${r1(h)}" fill="${light}" opacity="0.55"/><rect x="${r1(xx + pitch * 0.78)}" y="${r1(y)}" width="${r1(pitch * 0.22)}" height="${r1(h)}" fill="${dark}" opacity="0.6"/>`
  }
  return out
}

/** Window view: pale sky, soft distant trees (blurred), used inside a clip. */
export function gardenView(x: number, y: number, w: number, h: number, seed = 2) {
  const rand = rng(seed)
  let trees = ''
  for (let i = 0; i < 9; i++) {
    const tx = x + rand() * w
    const ty = y + h * (0.45 + rand() * 0.3)
    const r = w * (0.08 + rand() * 0.12)
    const col = ['#b7bfae', '#a9b3a0', '#c5cbbb', '#9ea995'][Math.floor(rand() * 4)]
    trees += `<ellipse cx="${r1(tx)}" cy="${r1(ty)}" rx="${r1(r)}" ry="${r1(r * 1.2)}" fill="${col}"/>`
  }
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="url(#sky)"/>
<g filter="url(#blur14)" opacity="0.9">${trees}<rect x="${r1(x - 20)}" y="${r1(y + h * 0.78)}" width="${r1(w + 40)}" height="${r1(h * 0.3)}" fill="#b9bea9"/></g>`
}

export const skyDef = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e8ecec"/><stop offset="0.6" stop-color="#f3f1ea"/><stop offset="1" stop-color="#f6efe2"/></linearGradient>`

/** Potted olive tree: pot bottom centre at (x, y), total height h. */
export function olive(x: number, y: number, h: number, seed = 1, pot = 'url(#ceramicDark)') {
  const rand = rng(seed)
  const pw = h * 0.26
  const ph = h * 0.22
  const top = y - ph
  const out: string[] = [shadow(x + pw * 0.2, y, pw * 0.9, h * 0.02, 0.9)]
  // trunk + branches
  const forks: Pt[] = []
  const trunkTop: Pt = [x + h * 0.02, top - h * 0.35]
  out.push(
    `<path d="M${r1(x - 4)} ${r1(top)} C${r1(x - 8)} ${r1(top - h * 0.15)} ${r1(x + 10)} ${r1(top - h * 0.22)} ${r1(trunkTop[0])} ${r1(trunkTop[1])}" stroke="#6b5a45" stroke-width="${r1(h * 0.022)}" fill="none" stroke-linecap="round"/>`,
  )
  for (let i = 0; i < 4; i++) {
    const a = -Math.PI / 2 + (i - 1.5) * 0.55 + (rand() - 0.5) * 0.2
    const l = h * (0.22 + rand() * 0.12)
    const e: Pt = [trunkTop[0] + Math.cos(a) * l, trunkTop[1] + Math.sin(a) * l]
    forks.push(e)
    out.push(
      `<path d="M${r1(trunkTop[0])} ${r1(trunkTop[1])} Q${r1((trunkTop[0] + e[0]) / 2 + (rand() - 0.5) * 20)} ${r1((trunkTop[1] + e[1]) / 2)} ${r1(e[0])} ${r1(e[1])}" stroke="#6b5a45" stroke-width="${r1(h * 0.01)}" fill="none" stroke-linecap="round"/>`,
    )
  }
  // foliage: clouds of small leaves around each fork
  const cols = ['#8e9a86', '#a3ad98', '#75826d', '#b5bda9', '#6a7662']
  for (const [fx, fy] of forks) {
    for (let k = 0; k < 55; k++) {
      const r = h * 0.13 * Math.sqrt(rand())
      const t = rand() * Math.PI * 2
      const lx = fx + Math.cos(t) * r * 1.2
      const ly = fy + Math.sin(t) * r * 0.8
      const ang = rand() * 180
      const ll = h * (0.02 + rand() * 0.01)
      out.push(
        `<ellipse cx="${r1(lx)}" cy="${r1(ly)}" rx="${r1(ll)}" ry="${r1(ll * 0.3)}" transform="rotate(${r1(ang)} ${r1(lx)} ${r1(ly)})" fill="${cols[Math.floor(rand() * cols.length)]}"/>`,
      )
    }
  }
  // pot
  out.push(
    `<path d="M${r1(x - pw / 2)} ${r1(top)} L${r1(x + pw / 2)} ${r1(top)} L${r1(x + pw * 0.4)} ${r1(y)} L${r1(x - pw * 0.4)} ${r1(y)} Z" fill="${pot}"/>`,
  )
  out.push(`<rect x="${r1(x - pw / 2 - 3)}" y="${r1(top - 6)}" width="${r1(pw + 6)}" height="10" rx="3" fill="${pot}"/>`)
  return `<g>${out.join('')}</g>`
}
