/** Every piece of generated artwork, keyed by registry name. */
import { slabs } from './slabs.ts';
import { kitchenHero } from './kitchen-hero.ts';
import { kitchenRemodel } from './kitchen-remodel.ts';
import { bathroom } from './bathroom.ts';
import { repair } from './repair.ts';
import { fireplace } from './fireplace.ts';
import { graniteBar, graniteIsland, graniteVanity } from './granite-gallery.ts';
import { showroom } from './showroom.ts';
import { consultation } from './consultation.ts';
import { team } from './team.ts';

export const artwork: Record<string, () => string> = {
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
};
