import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const apiTarget = process.env.TIZA_API_URL ?? 'http://localhost:3000';

/**
 * dist/login.html: index.html with the login page prerendered in #root (src/prerender/login.html) and its lazy chunk
 * (named `login` in routes.tsx) preloaded beside the entry, its texts, brand, <html lang> and <title> left as `{{…}}`
 * markers. The server fills them per tenant and sends it for /auth/login (ADR 0480).
 */
const prerenderLogin: RsbuildPlugin = {
  name: 'tiza:prerender-login',
  setup(api) {
    api.onAfterBuild(() => {
      const dist = api.context.distPath;
      const html = readFileSync(join(dist, 'index.html'), 'utf8');
      const chunk = (kind: 'js' | 'css') => readdirSync(join(dist, 'static', kind, 'async')).find((file) => file.startsWith('login.') && file.endsWith(`.${kind}`));
      const js = chunk('js');
      if (js === undefined) throw new Error('prerender-login: no login chunk in the build');
      const css = chunk('css');
      const preload = [`<link rel="preload" as="script" href="/static/js/async/${js}">`, ...(css ? [`<link rel="stylesheet" href="/static/css/async/${css}">`] : [])].join('');
      const shell = readFileSync('./src/prerender/login.html', 'utf8').replace(/<!--[\s\S]*?-->\s*/, '').trim();
      if (!html.includes('<div id="root"></div>')) throw new Error('prerender-login: index.html lacks an empty #root');
      const lang = /<html lang="[^"]*"/;
      const title = /<title>[^<]*<\/title>/;
      if (!lang.test(html) || !title.test(html)) throw new Error('prerender-login: index.html lacks <html lang> or <title>');
      // The server fills the `{{…}}` markers per tenant: its language, texts and brand (ADR 0480).
      const page = html
        .replace(lang, '<html lang="{{tiza:lang}}"')
        .replace(title, '<title>{{tiza:title}}</title>')
        .replace('</head>', `${preload}</head>`)
        .replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
      writeFileSync(join(dist, 'login.html'), page);
    });
  },
};

export default defineConfig({
  plugins: [pluginReact(), prerenderLogin],
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
    sourceMap: process.env.TIZA_SOURCE_MAP === '1' ? { js: 'source-map' } : undefined,
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
