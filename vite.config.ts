import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { precacheOfflineScreens } from './tools/offline-precache.ts';

// The API server (src/server) listens here in development; `vite` dev forwards to it.
const API_ORIGIN = 'http://127.0.0.1:3000';

const THEME_COLOR = '#e8590c';
/** Where this build writes (`dist`, or `--outDir`): tools/offline-precache.ts reads the build manifest there. */
let outDir = 'dist';
const BACKGROUND_COLOR = '#1a1b1e';

export default defineConfig({
  plugins: [
    {
      name: 'out-dir',
      configResolved(config) {
        outDir = path.resolve(config.root, config.build.outDir);
      },
    },
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders are split too, so that one screen's queries, contracts and pickers are not
      // in every screen's first load (the kitchen's especially).
      codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: './src/web/routes',
      generatedRouteTree: './src/web/routeTree.gen.ts',
    }),
    react(),
    VitePWA({
      // Our own service worker (sw/sw.ts); the plugin builds it and injects the precache list.
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // A new version waits until the user chooses "Reload to update" (src/web/components/UpdatePrompt.tsx).
      registerType: 'prompt',
      // Registration is done by UpdatePrompt (virtual:pwa-register/react, after the first render).
      injectRegister: false,
      // The icons are already precached by globPatterns below; adding them again would list them twice.
      includeManifestIcons: false,
      manifest: {
        name: 'Restaurant Back-office',
        short_name: 'Back-office',
        description:
          'Live orders, menus, customers and reports for your restaurant: works on kitchen tablets, phones and desktops, also offline.',
        lang: 'en',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        // Of the scripts and styles, the shell and the kitchen's and waiters' screens (tools/offline-precache.ts);
        // the rest is cached when first used.
        manifestTransforms: [precacheOfflineScreens(() => outDir)],
      },
    }),
    // A .br and a .gz of every text file, which the server sends as they are (@fastify/static `preCompressed`).
    compression({
      include: /\.(js|mjs|css|html|svg|json|webmanifest|txt|ico)$/,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      // Tiny files too: every asset is then served compressed, as the kitchen's weight test checks.
      skipIfLargerOrEqual: false,
      logLevel: 'silent',
    }),
  ],
  define: {
    // Persisted caches of an older version are dropped.
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0'),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    modulePreload: false,
    // Read by tools/offline-precache.ts.
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every screen starts with (React, the router and query cache, socket.io) in one file each, so a
        // screen's first load is a few larger files rather than one per shared set of modules; the rest is the
        // bundler's own splitting by route.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'tanstack',
              test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|react-query|query-core|history|store|react-store)[\\/]/,
            },
            {
              name: 'socket',
              test: /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io[\\/]component-emitter|xmlhttprequest-ssl)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/socket.io': { target: API_ORIGIN, changeOrigin: true, ws: true },
      '/uploads': { target: API_ORIGIN, changeOrigin: true },
    },
  },
});
