import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compiledCatalogs } from './compiled-catalogs.ts';

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), compiledCatalogs()],
  // The manifest tells the server which chunks each page needs, to announce them in its head.
  build: {
    outDir: 'dist',
    manifest: true,
    // No dependency lists for lazy chunks in the entry (decision 009): the server's modulepreload
    // tags announce a landing page's chunks, and a page opened later fetches its chunk's imports as
    // soon as the chunk is read. The lists cost every page 1.5 KB gzip (Home's budget).
    modulePreload: false,
    // The server build needs no copy of public/ (the client build has it).
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      output: {
        // Chunks are named by their hash alone: every chunk names the ones it imports, and the entry
        // names every page's, so long names cost every visitor bytes. The manifest keeps their names.
        chunkFileNames: 'assets/[hash].js',
        // What every page needs and rarely changes, in one chunk: the libraries and our router
        // (decision 018). It compresses better than the pieces the default splitting scattered
        // across files, and keeps its hash when only the pages change.
        codeSplitting: {
          groups: [
            // Rolldown's own helpers (how React's CommonJS is read) with the libraries that need them.
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]|[\\/]src[\\/]lib[\\/]router\.tsx$|rolldown[\\/]runtime\.js$/,
            },
            // The small pieces nearly every page shares with Home (the texts' names, the shared UI words,
            // the spinner and the error state, the product's constants, a picture's fallback and sources): one file,
            // where the default splitting made one each.
            {
              name: 'shared-ui',
              test: /[\\/]i18n[\\/]define-texts\.ts$|[\\/]texts[\\/]ui\.ts$|[\\/]components[\\/]ui[\\/](spinner|error-state|english-until-loaded)\.tsx$|[\\/]shared[\\/]src[\\/](constants|upcoming-list|media-path|image-sources)\.ts$|[\\/]use-image-fallback\.ts$/,
            },
          ],
        },
      },
    },
  },
  // The server-side build (entry-server.tsx, decision 017) carries its libraries with it, so the
  // server loads it from wherever the build is (WEB_DIST) without a node_modules beside it.
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
