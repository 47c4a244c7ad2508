import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * The language catalogues (src/app/i18n/locales/<language>/<namespace>.json, flat key → ICU message) are
 * compiled here, at build time, so the app ships Lingui's small runtime without its message parser. Each
 * id gets its namespace as a prefix ('capture:save').
 */
function compiledCatalogues(): Plugin {
  const catalogue = /\/src\/app\/i18n\/locales\/[a-z]+\/([a-zA-Z]+)\.json$/;
  return {
    name: 'poolside:compiled-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const [path, query] = id.split('?');
      const namespace = query?.includes('raw') ? undefined : catalogue.exec(path!)?.[1];
      if (!namespace) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [`${namespace}:${key}`, compileMessage(message)]),
      );
      return { code: `export default ${JSON.stringify(compiled)};`, map: null, moduleType: 'js' };
    },
  };
}

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

export default defineConfig({
  plugins: [
    compiledCatalogues(),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      devOptions: { enabled: false },
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'] },
      manifest: {
        name: 'Poolside — water polo statistics',
        short_name: 'Poolside',
        description: 'Live water polo scoring, statistics and video analysis, online or offline.',
        theme_color: '#0b4f7c',
        background_color: '#f4f9fc',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  server: {
    // '/api' also covers the API reference page, '/api-docs'.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/v3/api-docs': { target: apiTarget, changeOrigin: true },
    },
  },
  build: { sourcemap: true, target: 'es2022' },
  test: {
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts', 'src/data/**/*.ts', 'src/server/**/*.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      // The capture engine is the product's heart: below 95 % of its lines or branches the run fails.
      thresholds: { 'src/domain/capture/**': { lines: 95, branches: 95 } },
    },
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'tests/unit/domain/**/*.test.ts',
            'tests/unit/server/**/*.test.ts',
            'tests/unit/e2e/**/*.test.ts',
            'tests/unit/bench/**/*.test.ts',
            'tests/unit/install/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [compiledCatalogues(), react()],
        test: {
          name: 'browser-like',
          environment: 'jsdom',
          include: ['tests/unit/data/**/*.test.ts', 'tests/component/**/*.test.tsx'],
          setupFiles: ['tests/setup/jsdom.ts'],
        },
      },
    ],
  },
});
