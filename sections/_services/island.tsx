import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'

/**
 * What an island's component may know of its island (how islands work: app/browser/islands.tsx). Here, below the
 * sections, so that an interactive section asks `useIslandLive()` without importing the shell.
 */
const LiveContext = createContext<boolean>(false)

/** True once the island has hydrated and taken over what the visitor did before (always false on the server). */
export const useIslandLive = () => useContext(LiveContext)

/**
 * The root of every island, on the server and in the browser alike (both render the same tree, so useId values
 * match). In the browser `onHydrated` runs once the island has hydrated; it replays the visitor's early input and
 * then resolves, and only then does `useIslandLive()` turn true; `onLive` runs once that live render is on screen.
 */
export function IslandRoot({
  live: liveAtOnce = false,
  onHydrated,
  onLive,
  children,
}: {
  /** Live from the start: a page rendered in the browser (app/browser/spa.tsx), where there is nothing to take over. */
  live?: boolean
  onHydrated?: () => Promise<void> | void
  /** Runs once the island has rendered live (after `useIslandLive()` turned true): held taps and submits replay then. */
  onLive?: () => void
  children: ReactNode
}) {
  const [live, setLive] = useState(liveAtOnce)
  useEffect(() => {
    if (!onHydrated) return
    void Promise.resolve(onHydrated()).then(() => setLive(true))
  }, [onHydrated])
  useEffect(() => {
    if (live) onLive?.()
  }, [live, onLive])
  return <LiveContext.Provider value={live}>{children}</LiveContext.Provider>
}
