/**
 * Material close-ups (full-bleed polished slabs), the subtle section
 * background texture and the default social share image.
 */
import { C, linear, svgDoc } from '../lib/svg'
import { blackGalaxy, marble, porcelain, quartz, quartzite, resetIds, sheenDefs, soapstone, type Stone } from '../lib/stone'
import { rect } from '../lib/parts'

function slab(title: string, stone: Stone, w = 1200, h = 800, sheen = 0.14, seed?: number) {
  resetIds()
  const defs = `${stone.defs}\n${sheenDefs(w, h, 'slab', sheen)}`
  const body = `${stone.body(w, h, seed)}\n<rect width="${w}" height="${h}" fill="url(#slab-sheen)"/>`
  return svgDoc(w, h, title, defs, body)
}

/** Very light, low-contrast limestone for section backgrounds. */
export function stoneTexture(): string {
  resetIds()
  const w = 1600
  const h = 900
  const s = marble('bg', { seed: 91, base: ['#ece7df', '#f7f4ef'], vein: '#d2cabf', veins: 3 })
  return svgDoc(
    w,
    h,
    'Subtle light limestone texture',
    s.defs,
    `${s.body(w, h)}\n<rect width="${w}" height="${h}" fill="#f6f3ee" opacity="0.5"/>`,
  )
}

/** 1200 x 630 social share card: honed charcoal stone, marble panel, wordmark. */
export function ogDefault(): string {
  resetIds()
  const w = 1200
  const h = 630
  const bg = soapstone('og', { seed: 64 })
  const panel = marble('ogm', { seed: 12, veins: 4 })
  const serif = `Georgia, 'Times New Roman', 'Liberation Serif', serif`
  const sans = `'Helvetica Neue', Arial, 'Liberation Sans', sans-serif`
  const defs = [
    bg.defs,
    panel.defs,
    linear(
      'ogShade',
      [
        [0, '#000', 0.35],
        [1, '#000', 0],
      ],
      0,
      0,
      1,
      0,
    ),
    linear(
      'ogRule',
      [
        [0, C.bronzeLight],
        [1, C.bronze],
      ],
      0,
      0,
      1,
      0,
    ),
    `<clipPath id="ogPanel"><rect x="800" y="0" width="400" height="${h}"/></clipPath>`,
  ].join('\n')
  const body = [
    bg.body(w, h),
    `<rect width="${w}" height="${h}" fill="#1c1a18" opacity="0.25"/>`,
    `<g clip-path="url(#ogPanel)"><g transform="translate(800 0) scale(0.7)">${panel.body(572, 900)}</g></g>`,
    rect(800, 0, 6, h, 'url(#ogRule)'),
    rect(806, 0, 60, h, 'url(#ogShade)'),
    rect(80, 188, 64, 3, C.bronzeLight),
    `<text x="80" y="150" font-family="${sans}" font-size="20" letter-spacing="5" fill="${C.bronzeLight}">WESTCHESTER COUNTY · NEW YORK</text>`,
    `<text font-family="${serif}" font-size="76" fill="#f5f1ea"><tspan x="76" y="290">Westchester</tspan><tspan x="76" y="380">Stone Countertops</tspan></text>`,
    `<text x="80" y="470" font-family="${sans}" font-size="22" letter-spacing="3" fill="#d8d0c4">FABRICATION · INSTALLATION · REMODELING</text>`,
  ].join('\n')
  return svgDoc(w, h, 'Westchester Stone Countertops', defs, body)
}

export const slabs = {
  granite: () => slab('Black galaxy granite slab, polished', blackGalaxy(), 1200, 800, 0.1),
  quartz: () => slab('White quartz slab with a fine fleck', quartz(), 1200, 800, 0.12),
  marble: () =>
    slab(
      'White Carrara marble slab with soft grey veining',
      marble('marble', { seed: 11, base: ['#dcdad6', '#f8f7f4'], vein: '#868480', veins: 5 }),
      1200,
      800,
      0.12,
    ),
  porcelain: () => slab('Large-format porcelain slab with a soft stone look', porcelain(), 1200, 800, 0.08),
  quartzite: () => slab('White quartzite slab with flowing taupe veins', quartzite(), 1200, 800, 0.12),
  'stone-texture': stoneTexture,
  'og-default': ogDefault,
}
