import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  // The manifest tells the server which chunks each page needs, to announce them in its head.
  build: {
    outDir: 'dist',
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every page needs, in one chunk: it compresses better than the pieces the
        // default splitting scattered across five files, and keeps its hash when only our code changes.
        codeSplitting: {
          groups: [{ name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
