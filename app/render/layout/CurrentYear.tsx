import { useEffect, useRef } from 'react'

/**
 * The year of the footer's copyright line. The prerendered HTML holds the build year; if the visitor's clock
 * says otherwise the text is corrected once the island hydrates (the mismatch warning is suppressed here only).
 */
export function CurrentYear() {
  const year = new Date().getFullYear()
  const ref = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    if (ref.current && ref.current.textContent !== String(year)) ref.current.textContent = String(year)
  }, [year])
  return (
    <span ref={ref} suppressHydrationWarning>
      {year}
    </span>
  )
}
