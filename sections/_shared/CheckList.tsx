import { Check } from 'lucide-react'

/**
 * Short lines, each after a check mark: card features, band notes, a record's benefits. The section's recipe
 * styles the list and its items; `markerClassName` puts the mark in its own element (e.g. a filled circle).
 */
export function CheckList({
  items,
  className,
  itemClassName,
  markerClassName,
}: {
  items: readonly string[]
  className?: string
  itemClassName?: string
  markerClassName?: string
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          {markerClassName ? (
            <span className={markerClassName} aria-hidden="true">
              <Check focusable="false" />
            </span>
          ) : (
            <Check aria-hidden="true" focusable="false" />
          )}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
