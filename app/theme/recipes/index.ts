/**
 * Every Panda recipe of the site, gathered for panda.config.ts.
 * Add one line per recipe; recipes live beside the part they style (app/theme/recipes or sections/<type>/recipe.ts).
 */
import { button } from './button'

export const recipes = { button }
export const slotRecipes = {}
