import { createElement, Fragment, type ReactNode } from 'react'
import { PLACEHOLDER } from '../../schemas/placeholders'

/**
 * A text whose placeholders are filled with elements, e.g. "Questions? Call {phone}." with the phone as a link: the
 * words around them stay text, as JSX writes them.
 */
export function fillWith(template: string, values: Record<string, ReactNode>): ReactNode {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push(template.slice(last, match.index))
    parts.push(match[1] in values ? values[match[1]] : match[0])
    last = match.index + match[0].length
  }
  if (last < template.length) parts.push(template.slice(last))
  return createElement(Fragment, null, ...parts)
}
