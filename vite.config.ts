import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot('./src/client'),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    // The server serves everything under dist/client/assets/ as immutable: only hashed files go there.
    assetsDir: 'assets',
    // Which chunks each page needs: the build pre-renders public pages with their chunks preloaded
    // (docs/decisions/018-fast-first-paint.md), and bench/lighthouse.ts reports each route's download.
    manifest: true,
    // The largest chunk is the PDF writer (pdfkit with fontkit, ~530 kB), loaded only when a member asks
    // for a PDF (docs/decisions/016-document-files.md); page chunks stay far below this.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page runs on, in one long-cached file: one request instead of a dozen small ones,
          // and better compression (docs/decisions/018-fast-first-paint.md).
          groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
