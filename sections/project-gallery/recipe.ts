import { defineSlotRecipe } from '@pandacss/dev'

/** The project gallery: filters, a responsive grid of project cards (projectCard), the empty state and the project dialog. */
export const projectGallery = defineSlotRecipe({
  className: 'project-gallery',
  slots: ['filters', 'status', 'grid', 'empty', 'dialogBody', 'dialogMedia', 'dialogText', 'dialogActions'],
  base: {
    filters: { mb: { base: '6', md: '8' } },
    status: { srOnly: true },
    grid: {
      display: 'grid',
      gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      gap: { base: '5', md: '6', lg: '7' },
      listStyle: 'none',
    },
    empty: {
      textAlign: 'center',
      p: { base: '8', md: '12' },
      borderRadius: 'xl',
      borderWidth: '1px',
      borderStyle: 'dashed',
      borderColor: 'border.strong',
      color: 'fg.muted',
      bg: 'bg.surface',
    },
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
