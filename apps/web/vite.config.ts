import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compiledCatalogs } from './compiled-catalogs.ts';
import { precompressedAssets } from './precompressed-assets.ts';

// The libraries every page runs on, and the frame, router, texts and card parts Home draws first. A
// module left off this list still works: it only comes in a chunk of its own. Not what only forms
// use (useMutation): Home has none, so it comes with the first page that has.
const FIRST_PAINT = [
  /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  /[\\/]node_modules[\\/]@tanstack[\\/](?!.*[\\/](useMutation|mutationObserver)\.js$)/,
  /[\\/]apps[\\/]web[\\/]src[\\/]app[\\/]app\.tsx$/,
  /[\\/]components[\\/]events[\\/]event-status-badge\.tsx$/,
  /[\\/]components[\\/]ui[\\/](spinner|error-state|english-until-loaded|picture-placeholder|use-image-fallback)\.tsx?$/,
  /[\\/]packages[\\/]shared[\\/]src[\\/](media-path|image-sources)\.ts$/,
  /rolldown[\\/]runtime\.js$/,
];
const isFirstPaint = (id: string) => FIRST_PAINT.some((pattern) => pattern.test(id));

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: import.meta.dirname,
  // The server build is read by a server that may run without NODE_ENV: its libraries (React) are
  // their production builds all the same, not the development ones (about 2× the render's CPU).
  define: isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  plugins: [react(), tailwindcss(), compiledCatalogs(), precompressedAssets()],
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
        // What Home's first paint needs, in one chunk (decisions 018 and 065): it compresses better
        // than the pieces the default splitting scattered across files.
        // The token scheduler apart, so a test can tell its timers from the libraries' by their file.
        codeSplitting: {
          groups: [
            { name: 'token-scheduler', test: /[\\/]lib[\\/]auth[\\/]token-scheduler\.ts$/, priority: 2 },
            { name: 'first-paint', test: isFirstPaint, priority: 1 },
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
