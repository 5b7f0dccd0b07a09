/**
 * Illustrations of the vanity styles on the bathroom remodeling page: a floor-standing double vanity and a
 * furniture-style vanity on legs. Styles, not projects: a project's picture stays with its project
 * (data/projects.json) and its own town.
 */
import { lookStone } from '../lib/look'
import { doubleVanity } from './rooms'
import { slabLooks } from './slab-looks'

const stone = (slabId: string) => lookStone(`t-${slabId}`, slabLooks[slabId]!)

export const vanityStyles = {
  'vanity-double': {
    alt: 'A floor-standing double vanity with two undermount sinks under one continuous white quartzite top, brass faucets and two mirrors',
    make: () =>
      doubleVanity({
        title: 'Double vanity with one continuous stone top',
        top: stone('quartzite-super-white'),
        cabinet: '#e9e6df',
        cabinetShade: '#5d5a54',
        wall: ['#eceae5', '#e2dfd8'],
        metal: 'brass',
        k: 0.7,
      }),
  },
  'vanity-furniture': {
    alt: 'A furniture-style vanity on tapered legs with a Carrara marble top, arched brass mirrors and sconces',
    make: () =>
      doubleVanity({
        title: 'Furniture-style vanity on legs',
        top: stone('marble-carrara-white'),
        cabinet: '#8a6a4f',
        cabinetShade: '#3a2a1c',
        wall: ['#f0ebe3', '#e6dfd4'],
        metal: 'brass',
        mirrors: 'arched',
        legs: true,
        k: 0.7,
      }),
  },
}
