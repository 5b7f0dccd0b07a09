import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  publicDir: 'app/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    cssCodeSplit: false,
    modulePreload: { polyfill: false },
    rolldownOptions: { input: 'app/entry-client.tsx' },
  },
  ssr: { noExternal: [/^@ark-ui\//, /^@zag-js\//] },
})
