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
  'irvington-quartz-kitchen': {
    alt: 'Kitchen with Eternal Calacatta Gold quartz counters on sage green shaker cabinets, a white island, a subway tile backsplash and dome pendants',
    make: () =>
      islandKitchen({
        title: 'Quartz island kitchen with sage cabinets',
        top: slab('quartz-eternal-calacatta-gold'),
        perimeter: { style: 'shaker', fill: '#8c9a84', shade: '#3d4a3a' },
        island: { body: ['#f0ede7', '#e6e2da'], door: '#eeebe4', pull: 'bar-h' },
        backsplash: 'subway',
        pendants: 'dome',
        wall: ['#f1eee9', '#e9e5de'],
        k: 0.7,
      }),
  },
  'dobbs-ferry-granite-galley': {
    alt: 'Kitchen with light grey Bianco Sardo granite counters, white shaker cabinets, a subway tile backsplash, an undermount sink and stainless appliances',
    make: () =>
      wallKitchen({
        title: 'Bianco Sardo granite galley kitchen',
        top: slab('granite-bianco-sardo'),
        cabinets: { style: 'shaker', fill: '#f1eee7', shade: '#6b665d', pull: 'bar-h' },
        backsplash: 'subway',
        appliances: 'stainless',
        sink: 'undermount',
        faucet: 'steel',
        wall: ['#eceeed', '#e2e5e3'],
        floor: 'oak',
      }),
  },
  'dobbs-ferry-quartz-vanity': {
    alt: 'Bathroom with a soft grey Lagoon quartz top on a white double vanity, matte black faucets and rounded mirrors',
    make: () =>
      doubleVanity({
        title: 'Lagoon quartz double vanity',
        top: slab('quartz-lagoon'),
        cabinet: '#e9e6df',
        cabinetShade: '#5d5a54',
        wall: ['#eef0ee', '#e3e6e3'],
        metal: 'black',
        k: 0.7,
      }),
  },
  'hastings-marble-vanity': {
    alt: 'Bathroom with a crystalline white Thassos marble top on a linen-white double vanity, chrome faucets and rounded mirrors',
    make: () =>
      doubleVanity({
        title: 'Thassos marble double vanity',
        top: slab('marble-thassos-white'),
        cabinet: '#d8cfc2',
        cabinetShade: '#5a5247',
        wall: ['#f1efeb', '#e7e4de'],
        metal: 'chrome',
        k: 0.7,
      }),
  },
  'hartsdale-quartz-kitchen': {
    alt: 'Kitchen with Airy Concrete quartz counters and slab backsplash, charcoal flat-panel cabinets, a wood island and cone pendants',
    make: () =>
      islandKitchen({
        title: 'Concrete-look quartz kitchen',
        top: slab('quartz-airy-concrete'),
        perimeter: { style: 'flat', fill: '#3a3b3e' },
        island: { body: ['#b08a5e', '#9c7850'], door: '#a9835a', style: 'flat', pull: 'none' },
        backsplash: 'slab',
        pendants: 'cone',
        wall: ['#eeeeec', '#e4e4e1'],
        k: 0.75,
      }),
  },
  'sleepy-hollow-granite-kitchen': {
    alt: 'Kitchen with Kashmir White granite counters, navy shaker cabinets, an apron-front sink with a brass faucet and a tiled backsplash',
    make: () =>
      wallKitchen({
        title: 'Kashmir White granite kitchen with navy cabinets',
        top: slab('granite-kashmir-white'),
        cabinets: { style: 'shaker', fill: '#2f3e56', shade: '#0d1420', pull: 'bar-h' },
        backsplash: 'tile',
        appliances: 'stainless',
        sink: 'apron',
        faucet: 'brass',
        wall: ['#f2efe9', '#e8e3da'],
        floor: 'tile',
        pendants: true,
      }),
  },
  'sleepy-hollow-quartz-vanity': {
    alt: 'Bathroom with a warm cream Skara Brae quartz top on an oak-toned double vanity, brass faucets and arched mirrors',
    make: () =>
      doubleVanity({
        title: 'Skara Brae quartz double vanity',
        top: slab('quartz-skara-brae'),
        cabinet: '#a48a6c',
        cabinetShade: '#4a3a2a',
        wall: ['#f3efe8', '#e9e3d8'],
        metal: 'brass',
        mirrors: 'arched',
        k: 0.7,
      }),
  },
  'sleepy-hollow-marble-bar': {
    alt: 'Dining-room wet bar with a black Nero Marquina marble top, navy cabinets, a brass faucet, open shelves with glassware and a wine fridge',
    make: () =>
      wetBar({
        title: 'Nero Marquina marble wet bar',
        top: slab('marble-nero-marquina'),
        cabinet: '#2f3e56',
        wall: ['#e9e4da', '#dfd8cb'],
      }),
  },
  'mount-pleasant-quartz-kitchen': {
    alt: 'Kitchen with Pure White quartz counters and backsplash, pale grey shaker cabinets, an undermount sink with a chrome faucet and stainless appliances',
    make: () =>
      wallKitchen({
        title: 'Pure White quartz kitchen',
        top: slab('quartz-pure-white'),
        cabinets: { style: 'shaker', fill: '#b9bcb8', shade: '#4d504c', pull: 'bar-h' },
        backsplash: 'slab',
        appliances: 'stainless',
        sink: 'undermount',
        faucet: 'chrome',
        wall: ['#eceeed', '#e1e4e2'],
        floor: 'oak',
      }),
  },
  'mount-pleasant-granite-outdoor': {
    alt: 'Poolside outdoor kitchen with an Absolute Black granite top, a built-in stainless grill and a stacked-stone base under a pergola',
    make: () =>
      outdoorKitchen({ title: 'Absolute Black granite poolside kitchen', top: slab('granite-absolute-black'), setting: 'pool', k: 0.6 }),
  },
  'pelham-marble-kitchen': {
    alt: 'Kitchen with a Statuario marble island on a black base, white shaker cabinets, a subway tile backsplash and globe pendants',
    make: () =>
      islandKitchen({
        title: 'Statuario marble island kitchen',
        top: slab('marble-statuario'),
        perimeter: { style: 'shaker', fill: '#f1eee8', shade: '#6b665d' },
        island: { body: ['#2c2b2a', '#232221'], door: '#2a2928', pull: 'bar-h' },
        backsplash: 'subway',
        pendants: 'globe',
        k: 0.65,
      }),
  },
  'pelham-quartz-vanity': {
    alt: 'Bathroom with a Calacatta Laza quartz top on a charcoal double vanity, chrome faucets and rounded mirrors',
    make: () =>
      doubleVanity({
        title: 'Calacatta Laza quartz on a charcoal vanity',
        top: slab('quartz-calacatta-laza'),
        cabinet: '#3b3f45',
        cabinetShade: '#15171a',
        wall: ['#eeeceb', '#e3e1df'],
        metal: 'chrome',
        k: 0.7,
      }),
  },
  'pelham-granite-bar': {
    alt: 'Basement bar with a polished Emerald Pearl granite top, deep green painted walls, dome pendants and three stools',
    make: () =>
      barRoom({
        title: 'Emerald Pearl granite basement bar',
        top: slab('granite-emerald-pearl'),
        wall: 'paint',
        wallPaint: '#3f4a44',
        stools: 3,
        pendants: 'dome',
        k: 0.6,
      }),
  },
  'mount-vernon-quartz-kitchen': {
    alt: 'Kitchen with Torquay quartz counters, white flat-panel cabinets, a tiled backsplash, an undermount sink and stainless appliances',
    make: () =>
      wallKitchen({
        title: 'Torquay quartz kitchen',
        top: slab('quartz-torquay'),
        cabinets: { style: 'flat', fill: '#f3f1ec', pull: 'bar-h' },
        backsplash: 'tile',
        appliances: 'stainless',
        sink: 'undermount',
        faucet: 'steel',
        wall: ['#f1ece4', '#e7e0d4'],
        floor: 'tile',
      }),
  },
  'eastchester-quartz-kitchen': {
    alt: 'Kitchen with a Brittanicca quartz waterfall island on a navy base, greige shaker cabinets, a slab backsplash and cone pendants',
    make: () =>
      islandKitchen({
        title: 'Brittanicca quartz waterfall island',
        top: slab('quartz-brittanicca'),
        perimeter: { style: 'shaker', fill: '#d9d4ca', shade: '#5e5a52' },
        island: { body: ['#2f3e56', '#26334a'], door: '#33435c', pull: 'bar-h' },
        waterfall: true,
        backsplash: 'slab',
        pendants: 'cone',
        k: 0.7,
      }),
  },
  'eastchester-granite-outdoor': {
    alt: 'Poolside outdoor kitchen with an Ubatuba granite top, a built-in stainless grill and a stacked-stone base under a pergola',
    make: () => outdoorKitchen({ title: 'Ubatuba granite backyard kitchen', top: slab('granite-ubatuba'), setting: 'pool', k: 0.6 }),
  },
  'bronxville-marble-vanity': {
    alt: 'Primary bathroom with a Volakas marble top on an olive green double vanity, brass faucets and arched mirrors',
    make: () =>
      doubleVanity({
        title: 'Volakas marble double vanity',
        top: slab('marble-volakas'),
        cabinet: '#5f6b57',
        cabinetShade: '#262d22',
        wall: ['#efece6', '#e5e1d9'],
        metal: 'brass',
        mirrors: 'arched',
        k: 0.6,
      }),
  },
  'bronxville-quartz-kitchen': {
    alt: 'Kitchen with Carrara Marmi quartz counters, cream shaker cabinets, an apron-front sink with a brass faucet and a subway tile backsplash',
    make: () =>
      wallKitchen({
        title: 'Carrara Marmi quartz farmhouse kitchen',
        top: slab('quartz-carrara-marmi'),
        cabinets: { style: 'shaker', fill: '#efe7d6', shade: '#6b5d4d', pull: 'bar-h' },
        backsplash: 'subway',
        appliances: 'stainless',
        sink: 'apron',
        faucet: 'brass',
        wall: ['#f3efe7', '#e9e3d8'],
        floor: 'oak',
        pendants: true,
      }),
  },
  'tuckahoe-granite-kitchen': {
    alt: 'Kitchen with Alaska White granite counters, white shaker cabinets, a blue-grey island, a subway tile backsplash and dome pendants',
    make: () =>
      islandKitchen({
        title: 'Alaska White granite kitchen',
        top: slab('granite-alaska-white'),
        perimeter: { style: 'shaker', fill: '#f1eee8', shade: '#6b665d' },
        island: { body: ['#7d8c95', '#6c7a83'], door: '#778790', pull: 'bar-h' },
        backsplash: 'subway',
        pendants: 'dome',
        k: 0.75,
      }),
  },
  'mamaroneck-quartz-kitchen': {
    alt: 'Kitchen with Babylon Gray quartz counters, white shaker cabinets, a charcoal island, a slab backsplash and globe pendants',
    make: () =>
      islandKitchen({
        title: 'Babylon Gray quartz kitchen',
        top: slab('quartz-babylon-gray'),
        perimeter: { style: 'shaker', fill: '#f1eee8', shade: '#6b665d' },
        island: { body: ['#3a3632', '#2e2b28'], door: '#34312d', pull: 'bar-h' },
        backsplash: 'slab',
        pendants: 'globe',
        k: 0.75,
      }),
  },
  'mamaroneck-marble-vanity': {
    alt: 'Bathroom with a Calacatta Gold marble top on a walnut vanity',
    make: () => singleVanity({ title: 'Calacatta Gold marble vanity top', top: slab('marble-calacatta-gold'), k: 0.8 }),
  },
  'harrison-quartz-kitchen': {
    alt: 'Kitchen with Calacatta Laza quartz counters and slab backsplash, walnut flat-panel cabinets, an undermount sink and stainless appliances',
    make: () =>
      wallKitchen({
        title: 'Walnut and Calacatta Laza quartz kitchen',
        top: slab('quartz-calacatta-laza'),
        cabinets: { style: 'flat', fill: '#6b4f3a', pull: 'bar-h' },
        backsplash: 'slab',
        appliances: 'stainless',
        sink: 'undermount',
        faucet: 'steel',
        wall: ['#f1ece4', '#e7e0d4'],
        floor: 'oak',
      }),
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
