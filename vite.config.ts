import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { CLIENT_ENTRY } from './app/browser/boot'

export default defineConfig(({ command }) => ({
  plugins: [react()],
  // Module paths as the project sees them: a copy of the project whose node_modules is a link (the build tests')
  // names bundled modules as the project itself does, so the same sources give the same bytes.
  resolve: { preserveSymlinks: true, alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) } },
  publicDir: 'app/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    cssCodeSplit: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: CLIENT_ENTRY,
      // Panda's generated modules (styled-system/) are pure, but the bundler cannot tell from their top-level
      // calls: without this, importing one recipe from the barrel ships every recipe.
      treeshake: { moduleSideEffects: (id) => !/[\\/]styled-system[\\/].*\.mjs$/.test(id) },
    },
  },
  ssr: {
    // The build's renderer bundles the icons it uses: loading lucide-react itself (4,800 modules) took 0.5 s of every
    // build's start. The dev server loads it whole, once, rather than transform each of those files.
    noExternal: [/^@ark-ui\//, /^@zag-js\//, ...(command === 'build' ? [/^lucide-react/] : [])],
  },
}))
