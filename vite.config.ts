import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Small helpers that the app's start (boot.tsx) or most first visits import, which would otherwise each be a file of
 * a few hundred bytes: in the shell they cost less than their requests and their files' own overhead
 * (docs/decisions/059-a-smaller-router.md).
 */
const SHELL_HELPERS =
  /src[\\/](client[\\/]lib[\\/](auth[\\/]auth-cache|document-profile|local-store|rich-text|format-number|public-stats)\.tsx?$|shared[\\/]i18n[\\/]paraglide[\\/]registry\.js$)/;

export default defineConfig({
  root: fromRoot('./src/client'),
  plugins: [react(), tailwindcss()],
  resolve: {
    // wouter imports this shim for React before 18; React 19 has the hook (src/client/lib/use-sync-external-store.ts).
    alias: { 'use-sync-external-store/shim/index.js': fromRoot('./src/client/lib/use-sync-external-store.ts') },
  },
  // The Kiswahili build lives under /sw/ (scripts/build-lib.mjs) but shares the English build's public files
  // (favicon, Open Graph image), which stay at the site's root (docs/decisions/057-a-build-per-language.md).
  experimental: {
    renderBuiltUrl: (filename, { type }) => (type === 'public' ? `/${filename}` : undefined),
  },
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
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|@tanstack)[\\/]/, priority: 3 },
            // The app around every page — router, layout, error screen — with everything they import (the API
            // client, the header's icons), in one file too: on a slow link each request costs a round trip.
            // The drawer and the member menu are loaded on demand and stay out.
            // Vite's dynamic-import helper, which main.tsx needs before anything else: a file of its own, so
            // that main.tsx does not pull the shell in before the first paint.
            { name: 'preload-helper', test: /preload-helper/, priority: 4 },
            {
              name: 'shell',
              test: (id) =>
                (/src[\\/]client[\\/](app|components[\\/](layout|errors))[\\/]/.test(id) && !/(mobile-drawer|user-menu)\.tsx$/.test(id)) ||
                SHELL_HELPERS.test(id),
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
    // /language/:locale is the language switch's server endpoint (docs/decisions/058-choosing-the-language.md).
    proxy: { '/api': 'http://127.0.0.1:3000', '/language': 'http://127.0.0.1:3000' },
  },
});
