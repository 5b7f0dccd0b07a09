import { defineSlotRecipe } from '@pandacss/dev'

/** A list of project cards (the cards, their grid and the empty state: projectCard in sections/_shared/recipe.ts): its gallery link. */
export const projectList = defineSlotRecipe({
  className: 'project-list',
  slots: ['more'],
  base: {
    more: { display: 'flex', justifyContent: 'center', mt: { base: '8', md: '10' } },
  },
})
