import { defineConfig } from '@pandacss/dev'
import { tokens, semanticTokens, textStyles, layerStyles, globalCss, keyframes } from './app/theme/tokens'
import { recipes, slotRecipes } from './app/theme/recipes'

export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./app/**/*.{ts,tsx}', './sections/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  // Recipe variants chosen in page JSON are invisible to the scanner: generate them all.
  staticCss: { recipes: '*' },
  globalCss,
  theme: {
    extend: {
      tokens,
      semanticTokens,
      textStyles,
      layerStyles,
      keyframes,
      recipes,
      slotRecipes,
    },
  },
  conditions: { extend: { open: '&:is([data-state=open])', closed: '&:is([data-state=closed])' } },
})
