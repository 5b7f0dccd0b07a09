/** Every piece of generated artwork, keyed by registry name. */
import { slabs } from './slabs'
import { kitchenHero } from './kitchen-hero'
import { kitchenRemodel } from './kitchen-remodel'
import { bathroom } from './bathroom'
import { repair } from './repair'
import { fireplace } from './fireplace'
import { graniteBar, graniteIsland, graniteVanity } from './granite-gallery'
import { showroom } from './showroom'
import { consultation } from './consultation'
import { team } from './team'
import { swatchArtwork } from './swatches'
import { sceneArtwork } from './projects'
import { vanityStyles } from './vanity-styles'

/** An artwork: its generator, or its generator with the registry alt text and widths it should have. */
export type Artwork = (() => string) | { make: () => string; alt: string; widths?: number[] }

export const artwork: Record<string, Artwork> = {
  'kitchen-hero': kitchenHero,
  ...slabs,
  'kitchen-remodeling': kitchenRemodel,
  'bathroom-remodeling': bathroom,
  'countertop-repair': repair,
  'fireplace-surrounds': fireplace,
  'granite-gallery-1': graniteIsland,
  'granite-gallery-2': graniteBar,
  'granite-gallery-3': graniteVanity,
  showroom,
  consultation,
  team,
  ...swatchArtwork(),
  ...vanityStyles,
  ...sceneArtwork(),
}
