/**
 * The React roots of the islands hydrated on a page loaded in full (app/browser/entry-client.tsx registers each). When the
 * router renders a page into <main> itself (app/browser/spa.tsx), the islands that were there are released first.
 */
const roots = new Map<Element, { unmount(): void }>()

export function registerIslandRoot(element: Element, root: { unmount(): void }) {
  roots.set(element, root)
}

/** Unmounts and forgets the island roots inside `container`. */
export function releaseIslands(container: Element) {
  for (const [element, root] of roots)
    if (container.contains(element)) {
      root.unmount()
      roots.delete(element)
    }
}
