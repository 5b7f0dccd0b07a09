import { useEffect, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import { sectionIslands } from '../sections/islands'

/**
 * Islands: the interactive parts of a page, and the only JavaScript a page runs.
 *
 * Every page is prerendered to complete HTML by React on the server. Most of it (text, images, links, static
 * sections, the footer) never hydrates and ships no code. An island is a part a visitor interacts with: the
 * server renders it as its own React root inside `<div data-island="name" data-props="…">`, and the browser
 * (app/entry-client.tsx) loads its code and hydrates just that root when its trigger fires:
 *
 *   soon     right away (parts a visitor may use at once: the header menus, the drawer); idle if hidden at this size
 *   idle     when the browser is idle after load (chat widget, toasts)
 *   visible  when the part nears the viewport or is touched or focused (and shortly after load in any case)
 *
 * The wrapper is a <div>, or a <span> for an island inside a line of text (`inline`). Props travel as JSON, so an
 * island's props must be plain data. Links are plain <a href>: navigation is a page load of prerendered HTML
 * (prefetched on hover by the page's speculation rules).
 */
export type Trigger = 'soon' | 'idle' | 'visible'

export const islands = {
  'header-menu': { trigger: 'soon', load: () => import('./layout/HeaderMenu').then((m) => m.HeaderMenu) },
  'mobile-nav': { trigger: 'soon', load: () => import('./layout/MobileNav').then((m) => m.MobileNav) },
  chat: { trigger: 'idle', load: () => import('./layout/ChatWidget').then((m) => m.ChatWidget) },
  toaster: { trigger: 'idle', load: () => import('./ui/toaster').then((m) => m.Toaster) },
  'current-year': { trigger: 'idle', inline: true, load: () => import('./layout/CurrentYear').then((m) => m.CurrentYear) },
  ...sectionIslands,
} satisfies Record<string, { trigger: Trigger; inline?: boolean; load: () => Promise<ComponentType<any>> }>

export type IslandName = keyof typeof islands
export type IslandProps<N extends IslandName> = ComponentProps<Awaited<ReturnType<(typeof islands)[N]['load']>>>

/**
 * The root of every island, on the server and in the browser alike (so both render the same tree and the same
 * useId values). `onHydrated` runs once the island has hydrated; the server never calls it.
 */
export function IslandRoot({ onHydrated, children }: { onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => onHydrated?.(), [onHydrated])
  return children
}
