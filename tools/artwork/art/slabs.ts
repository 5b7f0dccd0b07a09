/**
 * Material close-ups (full-bleed polished slabs), the subtle section
 * background texture and the default social share image.
 */
import { C, linear, svgDoc } from '../lib/svg'
import { lookStone } from '../lib/look'
import { blackGalaxy, marble, quartzite, resetIds, sheenDefs, soapstone, type Stone } from '../lib/stone'
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
  quartz: () =>
    slab(
      'White quartz slab with a fine aggregate and soft grey veining',
      lookStone('quartz', {
        base: ['#e9e6e0', '#f8f7f3'],
        contrast: 1.4,
        clouds: [{ color: '#dcd8d0', cover: 0.3, opacity: 0.45, freq: 0.004, stretch: 2, soft: 1.6 }],
        grains: [
          { color: '#d3cec5', size: 0.12, cover: 0.22, opacity: 0.75, oct: 1 },
          { color: '#aaa399', size: 0.22, cover: 0.05, opacity: 0.85, oct: 1 },
          { color: '#857f76', size: 0.3, cover: 0.012, oct: 1 },
        ],
        veins: [
          {
            color: '#948f87',
            count: 3,
            angle: -28,
            spread: 20,
            width: [1.4, 3],
            rough: 4,
            meander: 0.7,
            branches: 2,
            opacity: 0.55,
            halo: { width: 7, opacity: 0.2, blur: 9 },
          },
        ],
        sparkle: { cover: 0.015 },
        seed: 3,
      }),
      1200,
      800,
      0.12,
    ),
  marble: () =>
    slab(
      'White Carrara marble slab with soft grey veining',
      marble('marble', { seed: 11, base: ['#dcdad6', '#f8f7f4'], vein: '#868480', veins: 5 }),
      1200,
      800,
      0.12,
    ),
  porcelain: () =>
    slab(
      'Large-format porcelain slab printed with a limestone look',
      lookStone('porcelain', {
        base: ['#c9c1b5', '#ddd6cb'],
        baseFreq: 0.003,
        contrast: 1.8,
        bands: [
          { colors: ['#b6ac9e', '#e7e1d7', '#a99f90'], count: 16, angle: 4, width: [8, 50], opacity: [0.2, 0.45], meander: 0.25, blur: 5 },
        ],
        clouds: [{ color: '#ebe6de', cover: 0.2, opacity: 0.45, freq: 0.01, stretch: 4, soft: 1.5 }],
        grains: [
          { color: '#8f8577', size: 0.12, cover: 0.03, opacity: 0.75 },
          { color: '#f1ede6', size: 0.15, cover: 0.04, opacity: 0.8, oct: 1 },
        ],
        finish: 'Matte',
        seed: 8,
      }),
      1200,
      800,
      0.06,
    ),
  quartzite: () => slab('White quartzite slab with flowing taupe veins', quartzite(), 1200, 800, 0.12),
  'stone-texture': stoneTexture,
  'og-default': ogDefault,
}
