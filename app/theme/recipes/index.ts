/**
 * Every Panda recipe of the site, gathered for panda.config.ts.
 * Add one line per recipe; recipes live beside the part they style (app/theme/recipes or sections/<type>/recipe.ts).
 */
import { button } from './button'
import { navLink } from './navLink'
import { menu } from './menu'
import { drawer } from './drawer'
import { toast } from './toast'
import { popover } from './popover'
import { section, pill } from '../../../sections/_shared/recipe'
import { hero } from '../../../sections/hero/recipe'
import { cardGrid } from '../../../sections/card-grid/recipe'
import { featureList } from '../../../sections/feature-list/recipe'
import { ctaBand } from '../../../sections/cta-band/recipe'
import { lists } from '../../../sections/lists/recipe'
import { quoteForm } from '../../../sections/quote-form/recipe'

export const recipes = { button, pill, navLink }
export const slotRecipes = { quoteForm, section, hero, cardGrid, featureList, ctaBand, lists, menu, drawer, toast, popover }
