/**
 * Scene images of the gallery projects (data/projects.json, `project-<id>`)
 * and the before/after pairs (data/before-after.json, `ba-<id>-before` and
 * `ba-<id>-after`). Each scene is a room of the project's category in the
 * stone it names, drawn with that slab's look (./slab-looks.ts); a pair is the
 * same builder and camera twice, dated before and new after.
 */
import { lookStone } from '../lib/look'
import { readItems } from './data'
import { culturedMarble, type Laminate, type Surface } from '../lib/room'
import { slabLooks } from './slab-looks'
import { barRoom, doubleVanity, islandKitchen, outdoorKitchen, singleVanity, wallKitchen, wetBar } from './rooms'

/** A countertop in the look of slab `slabId` (an id of data/slabs.json). */
const slab = (slabId: string): Surface => {
  const look = slabLooks[slabId]
  if (!look) throw new Error(`No look for slab "${slabId}" in art/slab-looks.ts`)
  return lookStone(`t-${slabId}`, look)
}

const almondLaminate: Laminate = { laminate: '#dccfb2', speckle: '#b8a888', edge: '#a57a48' }
const greyLaminate: Laminate = { laminate: '#cfcac0', speckle: '#9d978c' }

export interface SceneArt {
  alt: string
  make: () => string
}

/** Gallery scenes by project id. */
export const projectScenes: Record<string, SceneArt> = {
  'scarsdale-quartz-kitchen': {
    alt: 'Kitchen with a Calacatta Nuvo quartz waterfall island and matching slab backsplash, white shaker cabinets and brass globe pendants',
    make: () =>
      islandKitchen({
        title: 'White quartz kitchen with a waterfall island',
        top: slab('quartz-calacatta-nuvo'),
        perimeter: { style: 'shaker', fill: '#f1eee8', shade: '#6b665d' },
        island: { body: ['#f0ede7', '#e6e2da'], door: '#eeebe4', pull: 'bar-h' },
        islandHalf: 1.5,
        waterfall: true,
        backsplash: 'slab',
        wall: ['#f1eee9', '#e9e5de'],
        floor: ['#d7c3a5', '#c8b190', '#b59a77'],
        k: 0.7,
      }),
  },
  'rye-marble-vanity': {
    alt: 'Primary bathroom with a honed Carrara marble top on a blue-grey double vanity, arched brass mirrors and sconces',
    make: () =>
      doubleVanity({
        title: 'Carrara marble double vanity',
        top: slab('marble-carrara-white'),
        cabinet: '#7d8c95',
        cabinetShade: '#2f3a40',
        wall: ['#eceae5', '#e2dfd8'],
        mirrors: 'arched',
        k: 0.6,
      }),
  },
  'white-plains-granite-bar': {
    alt: 'Basement bar with a polished Black Galaxy granite top, walnut back-bar shelving, cone pendants and leather stools',
    make: () => barRoom({ title: 'Black Galaxy granite basement bar', top: slab('granite-black-galaxy'), stools: 4, k: 0.6 }),
  },
  'harrison-outdoor-kitchen': {
    alt: 'Poolside outdoor kitchen with a leathered Steel Grey granite top, a built-in stainless grill and a stacked-stone base under a pergola',
    make: () => outdoorKitchen({ title: 'Granite outdoor kitchen by the pool', top: slab('granite-steel-grey'), setting: 'pool', k: 0.6 }),
  },
  'larchmont-marble-kitchen': {
    alt: 'Kitchen with a Calacatta Gold marble island, navy shaker cabinets, brass hardware and white oak floors',
    make: () =>
      islandKitchen({
        title: 'Calacatta Gold marble kitchen island',
        top: slab('marble-calacatta-gold'),
        perimeter: { style: 'shaker', fill: '#2f3e56', shade: '#0d1420' },
        island: { body: ['#2f3e56', '#26334a'], door: '#33435c', pull: 'bar-h' },
        backsplash: 'subway',
        pendants: 'dome',
        wall: ['#f2efe9', '#e8e3da'],
        floor: ['#dcc7a6', '#cdb591', '#b99f7d'],
        k: 0.65,
      }),
  },
  'chappaqua-granite-kitchen': {
    alt: 'Farmhouse kitchen with honed Absolute Black granite counters, an apron-front sink, white shaker cabinets and a subway tile backsplash',
    make: () =>
      wallKitchen({
        title: 'Farmhouse kitchen in honed black granite',
        top: slab('granite-absolute-black'),
        cabinets: { style: 'shaker', fill: '#f1eee7', shade: '#6b665d', pull: 'bar-h' },
        backsplash: 'subway',
        appliances: 'stainless',
        sink: 'apron',
        faucet: 'brass',
        wall: ['#efebe4', '#e6e1d8'],
        floor: 'oak',
        pendants: true,
      }),
  },
  'new-rochelle-quartz-vanity': {
    alt: 'Family bathroom with a Pure White quartz top on a soft grey double vanity, chrome faucets and rounded mirrors',
    make: () =>
      doubleVanity({
        title: 'Pure White quartz double vanity',
        top: slab('quartz-pure-white'),
        cabinet: '#c9c8c3',
        cabinetShade: '#4d4c48',
        wall: ['#e8eef0', '#dde4e6'],
        metal: 'chrome',
        k: 0.7,
      }),
  },
  'tarrytown-quartz-bar': {
    alt: 'Dining-room wet bar with Charcoal Soapstone quartz, sage green cabinets, a brass faucet, open shelves with glassware and a wine fridge',
    make: () =>
      wetBar({
        title: 'Soapstone-look quartz wet bar',
        top: slab('quartz-charcoal-soapstone'),
        cabinet: '#8c9a84',
        wall: ['#3f4a44', '#36403b'],
      }),
  },
  'irvington-outdoor-bar': {
    alt: 'Covered patio bar with a polished Blue Pearl granite top on a stacked-stone base, string lights and the Hudson River beyond',
    make: () => outdoorKitchen({ title: 'Blue Pearl granite patio bar', top: slab('granite-blue-pearl'), setting: 'river', k: 0.6 }),
  },
}

/** Before/after scenes by before-after id. */
export const beforeAfterScenes: Record<string, { before: SceneArt; after: SceneArt }> = {
  'white-plains-kitchen': {
    before: {
      alt: 'Before: a dim 1980s kitchen with almond laminate counters, honey oak cathedral cabinets under a soffit, almond appliances and a fluorescent ceiling light',
      make: () =>
        wallKitchen({
          title: '1980s oak kitchen before the remodel',
          top: almondLaminate,
          cabinets: { style: 'cathedral', fill: '#b98a4e' },
          soffit: true,
          backsplash: 'lip',
          appliances: 'almond',
          sink: 'drop-in',
          faucet: 'chrome',
          wall: ['#e8dcc0', '#dccfb2'],
          floor: 'vinyl',
          dated: true,
        }),
    },
    after: {
      alt: 'After: the same kitchen with Calacatta Laza quartz counters, white painted shaker cabinets to the ceiling, a subway tile backsplash, stainless appliances and pendants',
      make: () =>
        wallKitchen({
          title: 'The same kitchen with Calacatta Laza quartz',
          top: slab('quartz-calacatta-laza'),
          cabinets: { style: 'shaker', fill: '#f2f0eb', shade: '#6b665d', pull: 'bar-h' },
          backsplash: 'subway',
          appliances: 'stainless',
          sink: 'undermount',
          faucet: 'brass',
          wall: ['#f0ede7', '#e7e3dc'],
          floor: 'oak',
          pendants: true,
        }),
    },
  },
  'yonkers-bathroom': {
    before: {
      alt: 'Before: a dated bathroom with an oak vanity, a cracked beige cultured-marble top, a Hollywood light bar over a plate mirror and pink tile',
      make: () => singleVanity({ title: 'Bathroom before the remodel', top: culturedMarble, dated: true }),
    },
    after: {
      alt: 'After: the same bathroom with a honed Carrara marble top on a floating walnut vanity, an arched brass mirror and globe sconces',
      make: () => singleVanity({ title: 'The same bathroom with Carrara marble', top: slab('marble-carrara-white') }),
    },
  },
  'new-rochelle-kitchen': {
    before: {
      alt: 'Before: a kitchen with chipped white tile counters and stained grout, oak cabinets, white appliances and dim fluorescent light',
      make: () =>
        wallKitchen({
          title: 'Tile countertops before replacement',
          top: { tile: '#eeeae0', grout: '#8a8170' },
          cabinets: { style: 'cathedral', fill: '#b98a4e' },
          backsplash: 'tile',
          appliances: 'white',
          sink: 'drop-in',
          faucet: 'chrome',
          wall: ['#ece6d6', '#e2dbc9'],
          floor: 'tile',
          dated: true,
        }),
    },
    after: {
      alt: 'After: the same kitchen and oak cabinets with polished Santa Cecilia granite counters, an undermount stainless sink and a new faucet',
      make: () =>
        wallKitchen({
          title: 'The same kitchen with Santa Cecilia granite',
          top: slab('granite-santa-cecilia'),
          microwave: true,
          cabinets: { style: 'cathedral', fill: '#b98a4e' },
          backsplash: 'tile',
          appliances: 'white',
          sink: 'undermount',
          faucet: 'steel',
          wall: ['#f1ece0', '#e8e1d2'],
          floor: 'tile',
        }),
    },
  },
  'harrison-kitchen': {
    before: {
      alt: 'Before: a builder-grade kitchen with grey laminate counters, flat white cabinet doors, a small island, an over-range microwave and a fluorescent light',
      make: () =>
        islandKitchen({
          title: 'Builder-grade kitchen before the remodel',
          top: greyLaminate,
          perimeter: { style: 'flat', fill: '#f0efea', pull: 'knob' },
          island: { body: ['#efeee9', '#e4e2dc'], door: '#f0efea', style: 'flat', pull: 'knob' },
          islandHalf: 0.9,
          backsplash: 'paint',
          hood: 'microwave',
          pendants: 'none',
          wall: ['#e9e5dc', '#ddd8cc'],
          floor: ['#c9b79c', '#baa687', '#a38d6e'],
          dated: true,
          decor: false,
        }),
    },
    after: {
      alt: 'After: the same kitchen with Taj Mahal quartzite on a larger island and a full slab backsplash, warm white shaker cabinets, a plaster hood and brass pendants',
      make: () =>
        islandKitchen({
          title: 'The same kitchen with Taj Mahal quartzite',
          top: slab('quartzite-taj-mahal'),
          perimeter: { style: 'shaker', fill: '#efe9dd', shade: '#6b5d4d' },
          island: { body: ['#8c7a64', '#7b6a56'], door: '#8f7d67', pull: 'bar-h' },
          islandHalf: 1.45,
          backsplash: 'slab',
          pendants: 'dome',
          wall: ['#f1ece3', '#e8e1d5'],
          floor: ['#d3bd9b', '#c4ab87', '#ae946f'],
          k: 0.7,
        }),
    },
  },
  'peekskill-bar': {
    before: {
      alt: 'Before: a dim 1990s basement bar with a peeling wood-grain laminate top, dark grooved paneling and red vinyl stools',
      make: () =>
        barRoom({
          title: 'Basement bar before the renovation',
          top: { laminate: '#8a6a48', speckle: '#6b4f33', edge: '#5e4530' },
          wall: 'paneling',
          dated: true,
        }),
    },
    after: {
      alt: 'After: the same bar with a polished Black Galaxy granite top, painted walls, lit shelving with a mirror back and leather stools',
      make: () =>
        barRoom({
          title: 'The same bar with Black Galaxy granite',
          top: slab('granite-black-galaxy'),
          wall: 'paint',
          wallPaint: '#3d4a47',
          pendants: 'dome',
          k: 0.6,
        }),
    },
  },
}

/** Scene widths: gallery cards (up to ~400 px wide, 2x screens) and the before/after dialog (up to ~600 px each). */
export const SCENE_WIDTHS = { project: [480, 800], beforeAfter: [480, 800, 1200] }

/** Registry name -> artwork, alt and widths of every project and before/after scene, from the collections. */
export function sceneArtwork(): Record<string, { make: () => string; alt: string; widths: number[] }> {
  const out: Record<string, { make: () => string; alt: string; widths: number[] }> = {}
  for (const p of readItems<{ id: string; image: string }>('projects.json')) {
    const art = projectScenes[p.id]
    if (!art) throw new Error(`No scene for project "${p.id}": add it to projectScenes in art/projects.ts`)
    out[p.image] = { ...art, widths: SCENE_WIDTHS.project }
  }
  for (const b of readItems<{ id: string; beforeImage: string; afterImage: string }>('before-after.json')) {
    const art = beforeAfterScenes[b.id]
    if (!art) throw new Error(`No scenes for before/after "${b.id}": add them to beforeAfterScenes in art/projects.ts`)
    out[b.beforeImage] = { ...art.before, widths: SCENE_WIDTHS.beforeAfter }
    out[b.afterImage] = { ...art.after, widths: SCENE_WIDTHS.beforeAfter }
  }
  return out
}
