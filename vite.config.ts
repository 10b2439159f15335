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
      // boot.tsx, imported by main.tsx after the first paint, is an entry so that its static imports form the
      // shell chunk (the `$initial` tag) that pre-rendered pages preload.
      input: { index: fromRoot('./src/client/index.html'), boot: fromRoot('./src/client/boot.tsx') },
      output: {
        codeSplitting: {
          groups: [
            // What every page runs on, in one long-cached file: one request instead of a dozen small ones,
            // and better compression (docs/decisions/018-fast-first-paint.md).
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/, priority: 3 },
            // The app around every page — router, layout, error screen — with everything they import (the API
            // client, the header's icons), in one file too: on a slow link each request costs a round trip.
            // The drawer and the member menu are loaded on demand and stay out.
            // Vite's dynamic-import helper, which main.tsx needs before anything else: a file of its own, so
            // that main.tsx does not pull the shell in before the first paint.
            { name: 'preload-helper', test: /preload-helper/, priority: 4 },
            {
              name: 'shell',
              test: (id) =>
                /src[\\/]client[\\/](app|components[\\/](layout|errors))[\\/]/.test(id) && !/(mobile-drawer|user-menu)\.tsx$/.test(id),
              priority: 2,
            },
          ],
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
