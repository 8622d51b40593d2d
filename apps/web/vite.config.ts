import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  // The manifest tells the server which chunks each page needs, to announce them in its head.
  build: { outDir: 'dist', manifest: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
