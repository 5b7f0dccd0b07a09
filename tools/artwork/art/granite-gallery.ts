/**
 * Granite gallery: three distinct granite installations, drawn by the room
 * builders of ./rooms.ts.
 *  1. kitchen island in a warm gold granite
 *  2. home bar in black galaxy granite
 *  3. double vanity in salt-and-pepper granite
 */
import { blackGalaxy, goldGranite, saltPepper } from '../lib/stone'
import { barRoom, doubleVanity, islandKitchen } from './rooms'

export const graniteIsland = () =>
  islandKitchen({
    title: 'Kitchen island with a warm gold granite countertop, charcoal cabinetry and globe pendants',
    top: goldGranite('gg'),
  })

export const graniteBar = () =>
  barRoom({ title: 'Home bar with a black galaxy granite counter, walnut shelving and leather stools', top: blackGalaxy('gb') })

export const graniteVanity = () =>
  doubleVanity({
    title: 'Double bathroom vanity with a salt-and-pepper granite top, framed mirrors and sconces',
    top: saltPepper('gs'),
  })
