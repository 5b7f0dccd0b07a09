/**
 * How each slab of data/slabs.json looks, keyed by slab id: the palette and
 * pattern of the real stone (ground, clouds, grains, veins, movement, sparkle).
 * The finish comes from the slab record. A slab without an entry here gets a
 * look derived from its category and colour words (see lookFor), so a new
 * slab always has a plausible swatch until it is given its own.
 */
import type { Look, Veins } from '../lib/look'

/* shared vein recipes (texture units: a close-up is ~960 x 720) */
const boldVeins = (color: string, o: Partial<Veins> = {}): Veins => ({
  color,
  count: 3,
  angle: 58,
  spread: 30,
  width: [5, 11],
  rough: 4,
  meander: 0.7,
  branches: 3,
  opacity: 0.85,
  halo: { width: 5, opacity: 0.28, blur: 14 },
  ...o,
})
const softVeins = (color: string, o: Partial<Veins> = {}): Veins => ({
  color,
  count: 7,
  angle: -32,
  spread: 30,
  width: [0.8, 2.2],
  rough: 4,
  meander: 0.8,
  branches: 2,
  opacity: 0.55,
  halo: { width: 7, opacity: 0.16, blur: 8 },
  blur: 0.6,
  ...o,
})
const hairlines = (color: string, o: Partial<Veins> = {}): Veins => ({
  color,
  count: 9,
  angle: -35,
  spread: 60,
  width: [0.6, 1.4],
  rough: 5,
  meander: 1.2,
  branches: 2,
  opacity: 0.5,
  layout: 'random',
  length: 0.6,
  ...o,
})

export const slabLooks: Record<string, Look> = {
  /* ------------------------------------------------------------ granite */
  'granite-absolute-black': {
    base: ['#0f0f10', '#1c1c1e'],
    contrast: 1.2,
    grains: [
      { color: '#2a2a2c', size: 0.09, cover: 0.18, opacity: 0.6 },
      { color: '#3a3a3d', size: 0.2, cover: 0.03, opacity: 0.5, oct: 1 },
    ],
    seed: 3,
  },
  'granite-black-galaxy': {
    base: ['#0e0d0c', '#242120'],
    grains: [
      { color: '#2f2b28', size: 0.06, cover: 0.22, opacity: 0.6 },
      { color: '#5d564e', size: 0.12, cover: 0.04, opacity: 0.8, oct: 1 },
      { color: '#c99a5c', size: 0.17, cover: 0.035, oct: 1 },
      { color: '#b06e3c', size: 0.2, cover: 0.02, oct: 1 },
      { color: '#f3e2bd', size: 0.3, cover: 0.012, oct: 1 },
    ],
    seed: 21,
  },
  'granite-steel-grey': {
    base: ['#3a3b3d', '#4b4c4f'],
    grains: [
      { color: '#26272a', size: 0.1, cover: 0.3, opacity: 0.8 },
      { color: '#5d5f62', size: 0.12, cover: 0.2, opacity: 0.7 },
      { color: '#17181a', size: 0.2, cover: 0.1, oct: 1 },
      { color: '#8a8c90', size: 0.28, cover: 0.03, oct: 1 },
    ],
    seed: 8,
  },
  'granite-blue-pearl': {
    base: ['#3b4450', '#56616d'],
    contrast: 2,
    grains: [
      { color: '#303740', size: 0.035, cover: 0.3, opacity: 0.7, oct: 1 },
      { color: '#66788b', size: 0.04, cover: 0.2, opacity: 0.7, oct: 1 },
      { color: '#8fa8c2', size: 0.05, cover: 0.08, opacity: 0.9, oct: 1 },
      { color: '#bcd0e4', size: 0.08, cover: 0.03, oct: 1 },
      { color: '#1b1f25', size: 0.12, cover: 0.05, oct: 1 },
    ],
    sparkle: { color: '#e3eef8', cover: 0.012 },
    seed: 14,
  },
  'granite-emerald-pearl': {
    base: ['#1b2622', '#2b3833'],
    contrast: 2,
    grains: [
      { color: '#141b18', size: 0.035, cover: 0.3, opacity: 0.85 },
      { color: '#3f6b57', size: 0.045, cover: 0.16, opacity: 0.8 },
      { color: '#5e9a7d', size: 0.07, cover: 0.06, opacity: 0.85 },
      { color: '#9cc6b0', size: 0.1, cover: 0.015, oct: 1 },
    ],
    sparkle: { color: '#d8efe2', cover: 0.01 },
    seed: 19,
  },
  'granite-ubatuba': {
    base: ['#1a201c', '#29302b'],
    grains: [
      { color: '#101411', size: 0.07, cover: 0.3, opacity: 0.8 },
      { color: '#3c4a3f', size: 0.09, cover: 0.22, opacity: 0.8 },
      { color: '#5a6b58', size: 0.14, cover: 0.06, opacity: 0.8, oct: 1 },
      { color: '#a78f55', size: 0.16, cover: 0.045, oct: 1 },
      { color: '#d2bb83', size: 0.25, cover: 0.012, oct: 1 },
    ],
    seed: 27,
  },
  'granite-santa-cecilia': {
    base: ['#c4a877', '#dcc79c'],
    grains: [
      { color: '#e9dcc0', size: 0.06, cover: 0.3, opacity: 0.75 },
      { color: '#a58a5e', size: 0.09, cover: 0.2, opacity: 0.75 },
      { color: '#8f8679', size: 0.11, cover: 0.1, opacity: 0.7 },
      { color: '#2f2620', size: 0.12, cover: 0.07, opacity: 0.9 },
      { color: '#7c2c26', size: 0.2, cover: 0.03, oct: 1 },
    ],
    seed: 33,
  },
  'granite-giallo-ornamental': {
    base: ['#d6c4a0', '#e8dcc2'],
    grains: [
      { color: '#f2eadb', size: 0.06, cover: 0.32, opacity: 0.8 },
      { color: '#bfa67a', size: 0.09, cover: 0.2, opacity: 0.7 },
      { color: '#8e877c', size: 0.1, cover: 0.12, opacity: 0.75 },
      { color: '#4a443d', size: 0.18, cover: 0.035, opacity: 0.85, oct: 1 },
    ],
    seed: 41,
  },
  'granite-alaska-white': {
    base: ['#d4d1cc', '#ecebe8'],
    clouds: [{ color: '#aeaaa4', cover: 0.3, opacity: 0.45, freq: 0.005, stretch: 2.5, soft: 1.5 }],
    grains: [
      { color: '#f6f5f2', size: 0.05, cover: 0.3, opacity: 0.8 },
      { color: '#9a9690', size: 0.07, cover: 0.16, opacity: 0.7 },
      { color: '#2a2928', size: 0.09, cover: 0.035, opacity: 0.9 },
      { color: '#5a2f2c', size: 0.18, cover: 0.015, oct: 1 },
    ],
    seed: 52,
  },

  'granite-typhoon-bordeaux': {
    base: ['#d6c4a8', '#ebe0cd'],
    clouds: [{ color: '#f3ebdd', cover: 0.3, opacity: 0.6, freq: 0.004, stretch: 3 }],
    bands: [
      {
        colors: ['#8a4a40', '#a8675a', '#c49a66', '#6e4037', '#b98a6a'],
        count: 14,
        angle: 24,
        width: [30, 110],
        opacity: [0.25, 0.6],
        meander: 1.2,
        blur: 10,
      },
      { colors: ['#3b2a24', '#5a3530'], count: 6, angle: 24, width: [3, 9], opacity: [0.4, 0.7], meander: 1.2, blur: 2 },
    ],
    grains: [
      { color: '#f7f1e6', size: 0.07, cover: 0.18, opacity: 0.6 },
      { color: '#7c2d2a', size: 0.16, cover: 0.02, opacity: 0.85, oct: 1 },
      { color: '#2b211d', size: 0.14, cover: 0.03, opacity: 0.85 },
    ],
    seed: 61,
  },
  'granite-kashmir-white': {
    base: ['#dcd8d2', '#efece8'],
    grains: [
      { color: '#f8f6f3', size: 0.05, cover: 0.3, opacity: 0.8 },
      { color: '#a29e98', size: 0.08, cover: 0.12, opacity: 0.7 },
      { color: '#5f5c58', size: 0.14, cover: 0.04, opacity: 0.85, oct: 1 },
      { color: '#8e3a36', size: 0.22, cover: 0.018, oct: 1 },
    ],
    seed: 67,
  },
  'granite-bianco-sardo': {
    base: ['#b3b1ad', '#cbc9c5'],
    grains: [
      { color: '#e3e1dd', size: 0.08, cover: 0.32, opacity: 0.85 },
      { color: '#7f7c78', size: 0.1, cover: 0.2, opacity: 0.8 },
      { color: '#2c2b2a', size: 0.14, cover: 0.08, opacity: 0.9 },
      { color: '#f5f4f1', size: 0.2, cover: 0.05, oct: 1 },
    ],
    seed: 73,
  },

  /* ------------------------------------------------------------- quartz */
  'quartz-calacatta-nuvo': {
    base: ['#ebe9e5', '#f8f7f4'],
    grains: [{ color: '#dedbd5', size: 0.25, cover: 0.12, opacity: 0.6, oct: 1 }],
    veins: [boldVeins('#77736d', { count: 3, width: [6, 12] }), softVeins('#9a968f', { count: 4, opacity: 0.45 })],
    seed: 5,
  },
  'quartz-pure-white': {
    base: ['#eeede9', '#faf9f7'],
    contrast: 1.3,
    clouds: [{ color: '#e4e2dd', cover: 0.3, opacity: 0.5, freq: 0.006, soft: 1.5 }],
    grains: [
      { color: '#d6d3cc', size: 0.15, cover: 0.22, opacity: 0.85, oct: 1 },
      { color: '#bdb8b0', size: 0.25, cover: 0.06, opacity: 0.85, oct: 1 },
      { color: '#9d978e', size: 0.3, cover: 0.015, oct: 1 },
    ],
    sparkle: { cover: 0.02 },
    seed: 9,
  },

  'quartz-airy-concrete': {
    base: ['#c4c2be', '#d8d6d2'],
    baseFreq: 0.006,
    contrast: 2,
    clouds: [
      { color: '#b4b1ab', cover: 0.35, opacity: 0.45, freq: 0.012, soft: 2 },
      { color: '#e2e0dc', cover: 0.25, opacity: 0.5, freq: 0.02, soft: 1.5 },
    ],
    grains: [
      { color: '#9c9992', size: 0.25, cover: 0.03, opacity: 0.7, oct: 1 },
      { color: '#eceae6', size: 0.3, cover: 0.03, oct: 1 },
    ],
    seed: 13,
  },
  'quartz-eternal-calacatta-gold': {
    base: ['#eeebe5', '#faf8f4'],
    grains: [{ color: '#e0dcd4', size: 0.25, cover: 0.1, opacity: 0.6, oct: 1 }],
    veins: [
      boldVeins('#8a847b', { count: 2, width: [4, 9], angle: 50 }),
      boldVeins('#b8955a', { count: 3, width: [2, 5], angle: 62, halo: { width: 6, opacity: 0.3, blur: 12 }, opacity: 0.8 }),
      softVeins('#a89f92', { count: 4 }),
    ],
    seed: 17,
  },
  'quartz-charcoal-soapstone': {
    base: ['#35363a', '#44464a'],
    contrast: 1.8,
    clouds: [{ color: '#505257', cover: 0.3, opacity: 0.5, freq: 0.006, stretch: 2 }],
    veins: [
      softVeins('#b9bab8', { count: 5, angle: 24, width: [1, 2.6], opacity: 0.6, halo: { width: 6, opacity: 0.12, blur: 8 } }),
      hairlines('#9fa09f', { count: 8, opacity: 0.4 }),
    ],
    seed: 23,
  },
  'quartz-lagoon': {
    base: ['#c8cac9', '#dcdedd'],
    contrast: 1.8,
    clouds: [
      { color: '#b2b5b5', cover: 0.3, opacity: 0.55, freq: 0.005, stretch: 3, soft: 1.6 },
      { color: '#eceeed', cover: 0.25, opacity: 0.55, freq: 0.006, stretch: 3, soft: 1.6 },
    ],
    grains: [{ color: '#a3a6a6', size: 0.3, cover: 0.03, opacity: 0.7, oct: 1 }],
    veins: [softVeins('#a2a5a5', { count: 4, angle: -20, opacity: 0.45 })],
    seed: 29,
  },
  'quartz-brittanicca': {
    base: ['#ecebe8', '#f9f9f7'],
    veins: [
      boldVeins('#85827c', { count: 4, width: [7, 15], angle: 70, spread: 24, halo: { width: 6, opacity: 0.32, blur: 18 } }),
      softVeins('#96928b', { count: 6, angle: 64, opacity: 0.5 }),
    ],
    grains: [{ color: '#dcd9d4', size: 0.25, cover: 0.08, opacity: 0.6, oct: 1 }],
    seed: 31,
  },
  'quartz-torquay': {
    base: ['#eeece8', '#f8f7f4'],
    grains: [
      { color: '#d5d0c8', size: 0.12, cover: 0.2, opacity: 0.7 },
      { color: '#a69e93', size: 0.16, cover: 0.06, opacity: 0.85, oct: 1 },
      { color: '#b8a68d', size: 0.2, cover: 0.04, oct: 1 },
      { color: '#77726b', size: 0.3, cover: 0.012, oct: 1 },
    ],
    sparkle: { cover: 0.012 },
    seed: 37,
  },
  'quartz-skara-brae': {
    base: ['#e2d8c7', '#f0e9dd'],
    clouds: [
      { color: '#c4b49c', cover: 0.3, opacity: 0.55, freq: 0.004, stretch: 3, soft: 1.8 },
      { color: '#f6f1e8', cover: 0.25, opacity: 0.5, freq: 0.005, stretch: 3 },
    ],
    veins: [softVeins('#a8957c', { count: 4, angle: 15, opacity: 0.4 })],
    grains: [{ color: '#cbbda7', size: 0.25, cover: 0.06, opacity: 0.6, oct: 1 }],
    seed: 43,
  },
  'quartz-calacatta-laza': {
    base: ['#ece9e3', '#f9f7f3'],
    grains: [{ color: '#ddd8cf', size: 0.25, cover: 0.1, opacity: 0.6, oct: 1 }],
    veins: [
      boldVeins('#8c877f', { count: 3, width: [3, 8], angle: -50, halo: { width: 6, opacity: 0.25, blur: 12 } }),
      boldVeins('#bf9d66', { count: 2, width: [1.5, 3.5], angle: -40, halo: { width: 5, opacity: 0.25, blur: 8 }, opacity: 0.75 }),
      softVeins('#a59f96', { count: 5, angle: -45 }),
    ],
    seed: 47,
  },
  'quartz-carrara-marmi': {
    base: ['#e6e5e2', '#f6f5f3'],
    clouds: [{ color: '#d2d0cc', cover: 0.3, opacity: 0.45, freq: 0.005, stretch: 2 }],
    veins: [
      softVeins('#8e8c88', { count: 9, angle: -30, width: [0.8, 2], opacity: 0.5 }),
      hairlines('#a3a19d', { count: 8, opacity: 0.35 }),
    ],
    seed: 53,
  },
  'quartz-babylon-gray': {
    base: ['#8c8b88', '#a2a19e'],
    baseFreq: 0.006,
    contrast: 2,
    clouds: [
      { color: '#777673', cover: 0.3, opacity: 0.5, freq: 0.014, soft: 2 },
      { color: '#b3b2af', cover: 0.25, opacity: 0.45, freq: 0.02, soft: 1.5 },
    ],
    grains: [
      { color: '#5f5e5b', size: 0.25, cover: 0.04, opacity: 0.8, oct: 1 },
      { color: '#c6c5c2', size: 0.3, cover: 0.03, oct: 1 },
    ],
    seed: 59,
  },

  /* ---------------------------------------------------------- quartzite */
  'quartzite-taj-mahal': {
    base: ['#e2d5c0', '#f1e8da'],
    clouds: [{ color: '#f8f3ea', cover: 0.3, opacity: 0.6, freq: 0.005, stretch: 3 }],
    bands: [
      { colors: ['#cdb896', '#c2aa87', '#dccbac', '#b9a283'], count: 16, angle: 35, width: [20, 90], opacity: [0.2, 0.45], blur: 12 },
      { colors: ['#a98f6c', '#b89c76'], count: 7, angle: 35, width: [3, 8], opacity: [0.35, 0.6], blur: 2.5, edge: '#8c7456' },
    ],
    veins: [softVeins('#a78f70', { count: 3, angle: 35, opacity: 0.4, spread: 10 })],
    sparkle: { cover: 0.008, opacity: 0.7 },
    seed: 71,
  },
  'quartzite-super-white': {
    base: ['#d9d9d7', '#eeeeec'],
    bands: [{ colors: ['#a4a5a4', '#b7b8b6', '#8f908f', '#c9cac8'], count: 10, angle: -28, width: [10, 55], opacity: [0.3, 0.6], blur: 9 }],
    veins: [softVeins('#7f807f', { count: 5, angle: -28, spread: 12, opacity: 0.5 })],
    sparkle: { cover: 0.008, opacity: 0.6 },
    seed: 79,
  },
  'quartzite-white-macaubas': {
    base: ['#e6e6e4', '#f4f4f2'],
    bands: [{ colors: ['#a9abab', '#c4c6c5'], count: 8, angle: 8, width: [6, 24], opacity: [0.25, 0.45], meander: 0.15, blur: 5 }],
    veins: [
      {
        color: '#7e8282',
        count: 9,
        angle: 8,
        spread: 4,
        width: [1.2, 3.5],
        rough: 2,
        meander: 0.12,
        opacity: 0.7,
        halo: { width: 4, opacity: 0.2, blur: 5 },
      },
    ],
    seed: 83,
  },
  'quartzite-fantasy-brown': {
    base: ['#d8ccb9', '#e9e0d1'],
    bands: [
      {
        colors: ['#7b6451', '#8f7b68', '#a89682', '#6d6864', '#9a948d', '#c9bba6'],
        count: 18,
        angle: -22,
        width: [4, 45],
        opacity: [0.3, 0.8],
        meander: 1.6,
        blur: 3,
        edge: '#4f4034',
      },
    ],
    veins: [softVeins('#5e4f43', { count: 4, angle: -22, spread: 14, meander: 1, opacity: 0.55 })],
    sparkle: { cover: 0.006 },
    seed: 89,
  },
  'quartzite-sea-pearl': {
    base: ['#a3a9a1', '#bbc0b7'],
    bands: [
      {
        colors: ['#c9c4cf', '#d8d6d9', '#8b928a', '#b0a9b8'],
        count: 12,
        angle: 15,
        width: [10, 45],
        opacity: [0.3, 0.6],
        meander: 1,
        blur: 6,
        edge: '#6c736b',
      },
    ],
    veins: [softVeins('#eceeea', { count: 4, angle: 15, spread: 12, opacity: 0.55, meander: 0.9 })],
    seed: 97,
  },
  'quartzite-cristallo': {
    base: ['#dfe3dc', '#f1f3ee'],
    clouds: [
      { color: '#b3bcae', cover: 0.3, opacity: 0.5, freq: 0.006, soft: 1.2, oct: 3 },
      { color: '#ffffff', cover: 0.3, opacity: 0.75, freq: 0.008, soft: 1.2, oct: 3 },
      { color: '#c4cbc0', cover: 0.15, opacity: 0.4, freq: 0.02, soft: 0.6, oct: 1 },
    ],
    veins: [hairlines('#8d968a', { count: 8, opacity: 0.4, rough: 6, meander: 1.3 })],
    sparkle: { cover: 0.015 },
    seed: 101,
  },

  'quartzite-perla-venata': {
    base: ['#e3ded6', '#f2efea'],
    bands: [{ colors: ['#c2b4a2', '#b3a694', '#cfc7bb'], count: 8, angle: -40, width: [8, 35], opacity: [0.25, 0.5], blur: 8 }],
    veins: [softVeins('#8e8376', { count: 5, angle: -40, spread: 14, opacity: 0.55 }), hairlines('#a39a8e', { count: 6, opacity: 0.35 })],
    sparkle: { cover: 0.01, opacity: 0.7 },
    seed: 103,
  },
  'quartzite-azul-macaubas': {
    base: ['#2c6aa3', '#4684bd'],
    contrast: 2,
    bands: [
      {
        colors: ['#eaf0f4', '#c7d6e2', '#1f4f80', '#8ea7ba', '#5f95c6'],
        count: 11,
        angle: 10,
        width: [6, 40],
        opacity: [0.35, 0.75],
        meander: 0.35,
        blur: 4,
        edge: '#173a5e',
      },
    ],
    veins: [{ color: '#f2f5f7', count: 6, angle: 10, spread: 5, width: [1, 3], rough: 2, meander: 0.3, opacity: 0.75 }],
    sparkle: { cover: 0.01 },
    seed: 107,
  },

  /* ------------------------------------------------------------- marble */
  'marble-carrara-white': {
    base: ['#dcdbd8', '#f2f1ef'],
    clouds: [{ color: '#c2c0bc', cover: 0.35, opacity: 0.55, freq: 0.004, stretch: 2, oct: 3, soft: 1.5 }],
    veins: [
      softVeins('#858380', { count: 6, angle: -35, width: [1, 2.6], opacity: 0.6, halo: { width: 8, opacity: 0.2, blur: 10 } }),
      hairlines('#9a9894', { count: 5, opacity: 0.4 }),
    ],
    seed: 109,
  },
  'marble-calacatta-gold': {
    base: ['#f0ede7', '#fbfaf7'],
    veins: [
      boldVeins('#756f66', { count: 3, width: [8, 16], angle: 55, halo: { width: 5, opacity: 0.3, blur: 16 } }),
      boldVeins('#c2a06a', { count: 3, width: [2.5, 6], angle: 48, opacity: 0.8, halo: { width: 6, opacity: 0.35, blur: 10 } }),
      softVeins('#988f83', { count: 5, angle: 50 }),
    ],
    seed: 113,
  },
  'marble-statuario': {
    base: ['#eeedea', '#fbfbf9'],
    veins: [
      boldVeins('#5f5c58', { count: 4, width: [6, 14], angle: -55, spread: 40, halo: { width: 6, opacity: 0.3, blur: 16 }, branches: 4 }),
      softVeins('#77746f', { count: 6, angle: -50, opacity: 0.55 }),
    ],
    seed: 127,
  },
  'marble-emperador-dark': {
    base: ['#3f2b1f', '#5a4030'],
    contrast: 2,
    clouds: [
      { color: '#6f5240', cover: 0.3, opacity: 0.6, freq: 0.006, soft: 1.5 },
      { color: '#2f2018', cover: 0.25, opacity: 0.55, freq: 0.008 },
    ],
    veins: [
      {
        color: '#c9ab86',
        count: 16,
        angle: 20,
        spread: 140,
        width: [0.9, 2.4],
        rough: 7,
        meander: 1.6,
        branches: 3,
        opacity: 0.75,
        layout: 'random',
        length: 0.45,
        halo: { width: 4, opacity: 0.22, blur: 4 },
      },
      {
        color: '#e2cdb0',
        count: 14,
        angle: -40,
        spread: 140,
        width: [0.5, 1.2],
        rough: 5,
        meander: 1.6,
        opacity: 0.55,
        layout: 'random',
        length: 0.3,
      },
    ],
    seed: 131,
  },

  'marble-nero-marquina': {
    base: ['#121213', '#1d1d1f'],
    contrast: 1.3,
    veins: [
      {
        color: '#ecebe7',
        count: 5,
        angle: -30,
        spread: 50,
        width: [1.2, 3.2],
        rough: 3,
        meander: 0.8,
        branches: 4,
        opacity: 0.9,
        halo: { width: 4, opacity: 0.18, blur: 5 },
      },
      hairlines('#d6d5d1', { count: 14, width: [0.5, 1.2], opacity: 0.65 }),
    ],
    seed: 137,
  },
  'marble-thassos-white': {
    base: ['#eeeeec', '#fbfbfa'],
    contrast: 1.4,
    clouds: [
      { color: '#dfe0de', cover: 0.35, opacity: 0.7, freq: 0.007, soft: 1.2 },
      { color: '#ffffff', cover: 0.2, opacity: 0.8, freq: 0.012 },
    ],
    grains: [
      { color: '#e2e3e1', size: 0.05, cover: 0.3, opacity: 0.8 },
      { color: '#cdd0ce', size: 0.08, cover: 0.08, opacity: 0.8, oct: 1 },
    ],
    veins: [
      {
        color: '#c9cccb',
        count: 5,
        angle: -20,
        spread: 80,
        width: [0.5, 1.1],
        rough: 5,
        meander: 1.2,
        opacity: 0.5,
        layout: 'random',
        length: 0.4,
      },
    ],
    sparkle: { cover: 0.025 },
    seed: 139,
  },

  'marble-volakas': {
    base: ['#e7e6e3', '#f6f6f4'],
    clouds: [{ color: '#d3d2cf', cover: 0.3, opacity: 0.45, freq: 0.005, stretch: 2.5 }],
    veins: [
      softVeins('#7f8184', {
        count: 7,
        angle: 40,
        spread: 14,
        width: [1.2, 3.5],
        opacity: 0.6,
        halo: { width: 6, opacity: 0.22, blur: 10 },
      }),
      hairlines('#9a9c9e', { count: 6, angle: 40, spread: 30 }),
    ],
    seed: 149,
  },

  /* ---------------------------------------------------------- porcelain */
  'porcelain-aura': {
    base: ['#eeedeb', '#f9f9f8'],
    veins: [
      boldVeins('#6f6d6a', { count: 3, width: [6, 13], angle: 62, rough: 2.5, halo: { width: 4, opacity: 0.28, blur: 12 } }),
      softVeins('#8d8b87', { count: 5, angle: 60, rough: 2 }),
    ],
    seed: 151,
  },
  'porcelain-kreta': {
    base: ['#b8b5b0', '#cac7c2'],
    baseFreq: 0.006,
    contrast: 2,
    clouds: [
      { color: '#a7a49e', cover: 0.35, opacity: 0.5, freq: 0.012, soft: 2 },
      { color: '#d6d3ce', cover: 0.25, opacity: 0.55, freq: 0.018, soft: 1.5 },
    ],
    grains: [{ color: '#8d8a84', size: 0.25, cover: 0.035, opacity: 0.75, oct: 1 }],
    seed: 157,
  },
  'porcelain-sirius': {
    base: ['#141415', '#1d1d1f'],
    contrast: 1.2,
    clouds: [{ color: '#27272a', cover: 0.3, opacity: 0.6, freq: 0.008 }],
    grains: [{ color: '#3b3b3f', size: 0.2, cover: 0.04, opacity: 0.8, oct: 1 }],
    sparkle: { color: '#b9b9be', cover: 0.012, opacity: 0.8 },
    seed: 163,
  },
  'porcelain-laurent': {
    base: ['#33241d', '#47332a'],
    contrast: 2,
    clouds: [{ color: '#5b4236', cover: 0.3, opacity: 0.55, freq: 0.005, soft: 1.5 }],
    veins: [
      {
        color: '#c9a05c',
        count: 7,
        angle: 30,
        spread: 80,
        width: [1.2, 3],
        rough: 6,
        meander: 1.2,
        branches: 3,
        opacity: 0.85,
        layout: 'random',
        length: 0.7,
        halo: { width: 5, opacity: 0.22, blur: 6 },
      },
      {
        color: '#b38a52',
        count: 12,
        angle: -20,
        spread: 120,
        width: [0.5, 1.2],
        rough: 5,
        meander: 1.4,
        opacity: 0.6,
        layout: 'random',
        length: 0.35,
      },
    ],
    seed: 167,
  },

  'porcelain-calacatta-luxe': {
    base: ['#efede8', '#faf9f6'],
    veins: [
      boldVeins('#7b766e', { count: 3, width: [5, 11], angle: -58, rough: 2.5, halo: { width: 5, opacity: 0.26, blur: 12 } }),
      boldVeins('#c4a066', { count: 3, width: [2, 4.5], angle: -52, opacity: 0.8, rough: 2.5, halo: { width: 6, opacity: 0.3, blur: 9 } }),
    ],
    seed: 173,
  },
  'porcelain-pietra-di-luna': {
    base: ['#c4c2bc', '#d4d2cc'],
    baseFreq: 0.005,
    contrast: 1.8,
    clouds: [
      { color: '#b3b0a9', cover: 0.3, opacity: 0.5, freq: 0.006, stretch: 4, soft: 1.6 },
      { color: '#dfddd8', cover: 0.25, opacity: 0.5, freq: 0.008, stretch: 4 },
    ],
    grains: [
      { color: '#9e9a92', size: 0.12, cover: 0.04, opacity: 0.7 },
      { color: '#e6e4df', size: 0.16, cover: 0.04, opacity: 0.8, oct: 1 },
    ],
    seed: 179,
  },
  'porcelain-iron-grey': {
    base: ['#696a6b', '#7e7f80'],
    baseFreq: 0.006,
    contrast: 2,
    clouds: [
      { color: '#525354', cover: 0.35, opacity: 0.45, freq: 0.005, soft: 2 },
      { color: '#8b5a3c', cover: 0.2, opacity: 0.65, freq: 0.004, soft: 1.5, stretch: 1.5 },
      { color: '#b07a50', cover: 0.08, opacity: 0.55, freq: 0.006, soft: 1.2 },
    ],
    grains: [{ color: '#3e3f40', size: 0.2, cover: 0.04, opacity: 0.8, oct: 1 }],
    seed: 181,
  },
}

/* ---------------------------------------------------- fallback by words */

const WORD_COLORS: Array<[RegExp, [string, string]]> = [
  [/black|jet|nero/, ['#141414', '#222222']],
  [/charcoal|dark grey|dark gray/, ['#3a3b3d', '#4a4b4e']],
  [/blue/, ['#3b4d63', '#566a80']],
  [/green/, ['#25302a', '#36423a']],
  [/brown|chocolate/, ['#4a3426', '#604635']],
  [/gold|yellow/, ['#c8ad7c', '#dcc7a0']],
  [/cream|beige|ivory/, ['#e0d5c3', '#efe7da']],
  [/grey|gray|silver|concrete/, ['#b5b3af', '#cac8c4']],
  [/white/, ['#e9e7e3', '#f8f7f4']],
]

/** The look of a slab: its own entry, or one derived from its category and colour words. */
export function lookFor(slab: { id: string; category: string; color: string }): Look {
  const own = slabLooks[slab.id]
  if (own) return own
  const color = slab.color.toLowerCase()
  const [first] = color.split(/ with | and /)
  const base = WORD_COLORS.find(([re]) => re.test(first))?.[1] ?? ['#d8d2c8', '#e9e4dc']
  const accent = color.includes(' with ') ? (WORD_COLORS.find(([re]) => re.test(color.split(' with ')[1]))?.[1][0] ?? '#8a8680') : '#8a8680'
  const seed = [...slab.id].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 997, 7)
  if (slab.category === 'granite')
    return {
      base,
      grains: [
        { color: accent, size: 0.09, cover: 0.2, opacity: 0.8 },
        { color: '#1d1c1b', size: 0.14, cover: 0.06 },
        { color: '#f2efe9', size: 0.2, cover: 0.04, oct: 1 },
      ],
      seed,
    }
  const veined = /vein|streak|movement/.test(color)
  return {
    base,
    clouds: [{ color: accent, cover: 0.25, opacity: 0.35, freq: 0.005, stretch: 2 }],
    ...(veined ? { veins: [color.includes('bold') || color.includes('dramatic') ? boldVeins(accent) : softVeins(accent)] } : {}),
    grains: slab.category === 'quartz' ? [{ color: accent, size: 0.25, cover: 0.06, opacity: 0.7, oct: 1 }] : [],
    seed,
  }
}
