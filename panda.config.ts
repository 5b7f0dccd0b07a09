import { defineConfig } from '@pandacss/dev'
import { tokens, semanticTokens, textStyles, layerStyles, globalCss, keyframes } from './ui/theme/tokens'
import { recipes, slotRecipes } from './ui/theme/recipes'
import { sectionRecipes, sectionSlotRecipes } from './sections/recipes.gen'
import { readFileSync } from 'node:fs'
import { imageSize } from 'image-size'
import { backgroundImageSet, STONE_TEXTURE as STONE } from './ui/image-sources'

/**
 * The stone texture behind "stone" sections and text-only heroes: a CSS background, one rendition per screen size.
 * Its registry entry is read here (no module of the site imports data/); its width comes from the file, as the
 * project loader reads it.
 */
const stoneEntry = (JSON.parse(readFileSync('data/images.json', 'utf8')) as Record<string, { src: string; widths?: number[] }>)[STONE]
const stone = { ...stoneEntry, width: imageSize(readFileSync(`data/images/${stoneEntry.src}`)).width }
const stoneTexture = {
  ':root': {
    '--stone-texture': backgroundImageSet(STONE, stone, 800),
    '@media (min-width: 768px)': { '--stone-texture': backgroundImageSet(STONE, stone, 1200) },
    '@media (min-width: 1280px)': { '--stone-texture': backgroundImageSet(STONE, stone, 1600) },
  },
}

export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./app/**/*.{ts,tsx}', './ui/**/*.{ts,tsx}', './sections/**/*.{ts,tsx}'],
  // The editor's styles (app/editor/) are extracted only when it runs (`npm run edit` sets SITE_EDITOR), the desk's
  // (app/desk/) into a stylesheet of its own (app/builder/desk.ts): the site's stylesheet never carries them.
  exclude: process.env.SITE_EDITOR === '1' ? ['./app/desk/**'] : ['./app/editor/**', './app/desk/**'],
  outdir: 'styled-system',
  // Recipe variants chosen in page JSON are invisible to the scanner: generate them all.
  staticCss: { recipes: '*' },
  globalCss: { ...globalCss, ...stoneTexture },
  theme: {
    extend: {
      tokens,
      semanticTokens,
      textStyles,
      layerStyles,
      keyframes,
      recipes: { ...recipes, ...sectionRecipes },
      slotRecipes: { ...slotRecipes, ...sectionSlotRecipes },
    },
  },
  conditions: { extend: { open: '&:is([data-state=open])', closed: '&:is([data-state=closed])' } },
})
