import { defineSlotRecipe } from '@pandacss/dev'

/** A list of project cards (the cards themselves: projectCard in sections/_shared/recipe.ts) and its gallery link. */
export const projectList = defineSlotRecipe({
  className: 'project-list',
  slots: ['grid', 'empty', 'more'],
  base: {
    grid: {
      display: 'grid',
      gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      gap: { base: '5', md: '6', lg: '7' },
      listStyle: 'none',
    },
    empty: {
      textAlign: 'center',
      p: { base: '8', md: '10' },
      borderRadius: 'xl',
      borderWidth: '1px',
      borderStyle: 'dashed',
      borderColor: 'border.strong',
      color: 'fg.muted',
      bg: 'bg.surface',
    },
    more: { display: 'flex', justifyContent: 'center', mt: { base: '8', md: '10' } },
  },
})
