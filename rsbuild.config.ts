import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const apiTarget = process.env.TIZA_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [pluginReact()],
  source: {
    entry: { index: './src/main.tsx' },
  },
  resolve: {
    alias: {
      '@domain': './src/domain',
      '@contract': './src/contract',
      '@application': './src/application',
      '@infrastructure': './src/infrastructure',
      '@ui': './src/ui',
      '@locales': './locales',
    },
  },
  html: {
    template: './src/index.html',
    title: 'Tiza',
  },
  output: {
    distPath: { root: 'dist' },
    // The server's CSP forbids inline scripts: keep every script in a file.
    inlineScripts: false,
    manifest: 'manifest.json',
  },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
    // `npm start` asks for a one-line summary (TIZA_BUILD_SUMMARY=1); `npm run build` keeps the table of every file.
    printFileSize: process.env.TIZA_BUILD_SUMMARY === '1' ? { detail: false } : true,
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/ws': { target: apiTarget, ws: true } },
    historyApiFallback: true,
  },
});
