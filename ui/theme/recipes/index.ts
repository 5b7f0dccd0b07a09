/**
 * The UI kit's Panda recipes (ui/*.tsx style their Ark parts with them). panda.config.ts joins them with the
 * recipes of the section folders (sections/recipes.gen.ts): the kit knows no section.
 */
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

export const recipes = { button, navLink }
export const slotRecipes = { menu, dialog, drawer, select, toggleGroup, checkbox, tooltip, toast, progress, popover }
