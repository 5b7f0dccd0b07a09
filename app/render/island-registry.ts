import type { ComponentProps, ComponentType } from 'react'
import { sectionIslands } from '../../sections/islands.gen'
import type { Trigger } from '../../sections/section'

/**
 * The islands of the site and their triggers (React-free, so the page's entry script stays tiny: React and each
 * island's code load only when an island wakes). How islands work: app/browser/islands.tsx.
 */
export type { Trigger }

export const islands = {
  'header-menu': { trigger: 'intent', load: () => import('./layout/HeaderMenu').then((m) => m.HeaderMenu) },
  chat: { trigger: 'intent', load: () => import('./layout/ChatWidget').then((m) => m.ChatWidget) },
  'page-jump': { trigger: 'idle', load: () => import('./layout/PageJump').then((m) => m.FloatingJump) },
  toaster: { trigger: 'idle', load: () => import('../../ui/toaster').then((m) => m.Toaster) },
  'current-year': { trigger: 'idle', inline: true, load: () => import('./layout/CurrentYear').then((m) => m.CurrentYear) },
  ...sectionIslands,
} satisfies Record<string, { trigger: Trigger; inline?: boolean; load: () => Promise<ComponentType<any>> }>

export type IslandName = keyof typeof islands
export type IslandProps<N extends IslandName> = ComponentProps<Awaited<ReturnType<(typeof islands)[N]['load']>>>
