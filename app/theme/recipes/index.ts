/**
 * Every Panda recipe of the site, gathered for panda.config.ts: the UI kit's (app/ui, app/theme/recipes) and those
 * declared in section folders (sections/<type>/recipe.ts, collected by the generated sections/recipes.gen.ts).
 */
import { sectionRecipes, sectionSlotRecipes } from '../../../sections/recipes.gen'
import { button } from './button'
import { checkbox } from './checkbox'
import { dialog } from './dialog'
import { drawer } from './drawer'
import { menu } from './menu'
import { navLink } from './navLink'
import { popover } from './popover'
import { progress } from './progress'
import { select } from './select'
import { toast } from './toast'
import { toggleGroup } from './toggleGroup'
import { tooltip } from './tooltip'

export const recipes = { button, navLink, ...sectionRecipes }
export const slotRecipes = { menu, dialog, drawer, select, toggleGroup, checkbox, tooltip, toast, progress, popover, ...sectionSlotRecipes }
