import { defineSlotRecipe } from '@pandacss/dev'

/** The project gallery: filters and the project dialog (its cards, their grid and the empty state: projectCard). */
export const projectGallery = defineSlotRecipe({
  className: 'project-gallery',
  slots: ['filters', 'status', 'dialogBody', 'dialogMedia', 'dialogText', 'dialogActions'],
  base: {
    filters: { mb: { base: '6', md: '8' } },
    status: { srOnly: true },
    dialogBody: { display: 'flex', flexDirection: 'column', gap: '4' },
    dialogMedia: {
      borderRadius: 'lg',
      overflow: 'hidden',
      aspectRatio: '3 / 2',
      bg: 'bg.muted',
      '& picture, & img': { display: 'block', w: '100%', h: '100%', objectFit: 'cover' },
    },
    dialogText: { lineHeight: '1.65', color: 'fg.default' },
    dialogActions: { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', pt: '2' },
  },
})
