import { Zap } from 'lucide-react'
import { pill } from 'styled-system/recipes'

/** The badge above a hero headline; the emergency tone is red with a bolt (repair pages). */
export function HeroBadge({ label, tone }: { label: string; tone?: 'default' | 'emergency' }) {
  const emergency = tone === 'emergency'
  return (
    <span className={pill({ tone: emergency ? 'emergency' : 'default' })}>
      {emergency ? <Zap aria-hidden="true" focusable="false" /> : null}
      {label}
    </span>
  )
}
