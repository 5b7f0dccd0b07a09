import { Progress } from '@ark-ui/react/progress'
import { createStyleContext } from 'styled-system/jsx'
import { progress } from 'styled-system/recipes'

/**
 * Progress: Ark UI's linear progress bar styled by the `progress` slot recipe, and `ProgressBar`, the one way the
 * site shows a value on a scale. The specification's rule: a value is valid only when max is above zero (default 100) and
 * 0 ≤ value ≤ max; otherwise the bar is rendered as invalid (indeterminate, no range, data-invalid).
 */
const { withProvider, withContext } = createStyleContext(progress)

export const Root = withProvider(Progress.Root, 'root')
export const Label = withContext(Progress.Label, 'label')
export const Track = withContext(Progress.Track, 'track')
export const Range = withContext(Progress.Range, 'range')
export const ValueText = withContext(Progress.ValueText, 'valueText')

export const isValidProgress = (value: number, max = 100) =>
  Number.isFinite(value) && Number.isFinite(max) && max > 0 && value >= 0 && value <= max

export function ProgressBar({
  value,
  max = 100,
  label,
  valueText,
  tone,
  className,
}: {
  value: number
  max?: number
  /** The bar's name (also its accessible name). */
  label: string
  /** What is written beside the bar and announced as its value (so colour is never the only signal). */
  valueText: string
  tone?: 'neutral' | 'good' | 'fair' | 'poor'
  className?: string
}) {
  const valid = isValidProgress(value, max)
  return (
    <Root value={valid ? value : null} max={valid ? max : 100} tone={tone} className={className} data-invalid={valid ? undefined : ''}>
      <Label>{label}</Label>
      <Track aria-label={label} aria-valuetext={valueText}>
        <Range />
      </Track>
      <ValueText>{valueText}</ValueText>
    </Root>
  )
}
