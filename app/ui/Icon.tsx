import {
  Award,
  Building2,
  Calendar,
  Check,
  Clock,
  DollarSign,
  Droplet,
  Flame,
  Gem,
  Grid3x3,
  Hammer,
  Heart,
  Home,
  Layers,
  Leaf,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  Ruler,
  Search,
  Shield,
  Sparkles,
  Star,
  Sun,
  Truck,
  Users,
  Video,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react'
import type * as v from 'valibot'
import type { Icon as IconSchema } from '../../sections/_shared/fields'

export type IconName = v.InferOutput<typeof IconSchema>

const icons: Record<IconName, LucideIcon> = {
  award: Award,
  building: Building2,
  calendar: Calendar,
  check: Check,
  clock: Clock,
  dollar: DollarSign,
  droplet: Droplet,
  flame: Flame,
  gem: Gem,
  grid: Grid3x3,
  hammer: Hammer,
  heart: Heart,
  home: Home,
  layers: Layers,
  leaf: Leaf,
  mail: Mail,
  'map-pin': MapPin,
  message: MessageCircle,
  phone: Phone,
  ruler: Ruler,
  search: Search,
  shield: Shield,
  sparkles: Sparkles,
  star: Star,
  sun: Sun,
  truck: Truck,
  users: Users,
  video: Video,
  wrench: Wrench,
  zap: Zap,
}

/** A decorative icon by name (hidden from screen readers; the text beside it carries the meaning). */
export function Icon({ name, className, size = 20 }: { name: IconName; className?: string; size?: number }) {
  const Component = icons[name]
  return <Component aria-hidden="true" focusable="false" className={className} width={size} height={size} strokeWidth={1.75} />
}
