import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress.ts';
import { stylesheetFirst } from './scripts/stylesheet-first.ts';

const sharedSrc = fileURLToPath(new URL('./shared/src', import.meta.url));

export default defineConfig({
  root: 'pwa',
  publicDir: 'public',
  // One copy of each: RxDB's Dexie storage and the device DB must share Dexie, hooks must share React.
  resolve: { alias: { '@shared': sharedSrc }, dedupe: ['dexie', 'react', 'react-dom'] },
  // PWA_OUT_DIR lets parallel checkouts of the tests build side by side.
  build: {
    outDir: process.env.PWA_OUT_DIR ?? '../dist',
    emptyOutDir: true,
    sourcemap: true,
    // A lazy route's chunks are not announced with <link rel=modulepreload> when it loads: adding those links
    // was a third of the longest task of opening a signed-in screen (85 ms of DOM work on a phone), and the
    // browser finds the same chunks in the route's imports anyway, from the service worker's cache once installed.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((d) => d.endsWith('.css'))) },
    rolldownOptions: {
      // The ui/ barrel re-exports every control. Its modules only define components, so a screen that imports
      // Button from it does not need Select's floating-ui or Dialog's focus trap: told so, the bundler leaves the
      // unused ones out of the landing page's chunks instead of running the whole barrel.
      treeshake: { moduleSideEffects: (id: string) => !/\/pwa\/src\/ui\//.test(id) },
      // What the entry imports statically runs on every visit anyway: one chunk instead of the thirty small ones
      // that the lazy routes' sharing cut it into, each its own request the first paint waited on.
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
    },
  },
  server: {
    // In development the PWA is served by Vite and the API by the sync server on 8787.
    proxy: { '/api': { target: 'http://localhost:8787', changeOrigin: false } },
  },
  plugins: [
    react(),
    tailwindcss(),
    // Sonner writes its stylesheet into an inline <style>, which the CSP (style-src 'self') refuses: its CSS file
    // is imported instead (pwa/src/ui/toast/sonner-toasts.tsx) and the inline copy left out.
    {
      name: 'sonner-without-inline-style',
      transform: (code: string, id: string) => (/\/sonner\/dist\/index\.mjs$/.test(id) ? code.replace(/^__insertCSS\(.*\);$/m, '') : undefined),
    },
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'HireSync: jobs and talent',
        short_name: 'HireSync',
        description: 'Find jobs and hire talent, online or offline.',
        theme_color: '#4f46e5',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // Every route of the SPA opens offline from the precached shell; /api never comes from the cache.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        // The first visit's page is taken over as soon as the worker is installed, so it can open a lazy screen
        // or load the toast chunk offline without a reload first. Updates still wait for the user's 'Reload'
        // (registerType 'prompt'): claiming only happens when a worker activates, which a waiting one does not.
        clientsClaim: true,
        // A page that the claim above missed asks for it (app/service-worker.ts, public/sw-claim.js).
        importScripts: ['/sw-claim.js', '/sw-push.js'],
      },
    }),
    stylesheetFirst(),
    // Last: it compresses what the plugins above wrote, the service worker included.
    precompress(),
  ],
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: '.',
          include: ['shared/**/*.test.ts', 'pwa/**/*.test.ts', 'pwa/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: '.',
          include: ['sync-server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Server tests share one database per run; files run one after another to keep them independent.
          fileParallelism: false,
        },
      },
    ],
  },
});
