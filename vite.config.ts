import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

export default defineConfig({
  plugins: [
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
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
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
          include: ['tests/unit/domain/**/*.test.ts', 'tests/unit/server/**/*.test.ts', 'tests/unit/e2e/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
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
