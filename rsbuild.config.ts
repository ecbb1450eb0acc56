import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const apiTarget = process.env.TIZA_API_URL ?? 'http://localhost:3000';

/**
 * What the login page may load before it is interactive (issue 14, goal 4; ADR 0545), gzip: the build fails past it.
 * `npm run bench` measures the same page in a browser and prints it beside the goal.
 */
const LOGIN_BUDGET_KB = { js: 130, css: 30 };

/** The `<script defer src>` URLs of a built HTML page, in order. */
const deferredScripts = (html: string) => [...html.matchAll(/<script defer src="([^"]+)"><\/script>/g)].map((match) => match[1] ?? '');

/**
 * dist/login.html: index.html with the login page prerendered in #root (src/prerender/login.html), its texts, brand,
 * tenant, <html lang> and <title> left as `{{…}}` markers, which the server fills per tenant and sends for /auth/login
 * (ADR 0480). Its scripts are the login page's own (the `loginPage` entry, src/login.ts, ADR 0545) instead of the
 * app's: the app's start-up scripts are listed in `<meta name="tiza-app">` for that script to load when the page
 * needs the app. The CSS is the app's start-up CSS and the login chunk's.
 */
const prerenderLogin: RsbuildPlugin = {
  name: 'tiza:prerender-login',
  setup(api) {
    api.onAfterBuild(() => {
      const dist = api.context.distPath;
      const html = readFileSync(join(dist, 'index.html'), 'utf8');
      const islandFile = join(dist, 'loginPage.html');
      const island = deferredScripts(readFileSync(islandFile, 'utf8'));
      // Only its scripts are used: the page itself is never served.
      rmSync(islandFile);
      const app = deferredScripts(html);
      if (island.length === 0 || app.length === 0) throw new Error('prerender-login: no scripts in index.html or loginPage.html');
      const loginCss = readdirSync(join(dist, 'static', 'css', 'async')).find((file) => file.startsWith('login.') && file.endsWith('.css'));
      const head = [
        `<meta name="tiza-app" content="${app.join(' ')}">`,
        ...island.map((src) => `<script defer src="${src}"></script>`),
        ...(loginCss ? [`<link rel="stylesheet" href="/static/css/async/${loginCss}">`] : []),
      ].join('');
      const shell = readFileSync('./src/prerender/login.html', 'utf8').replace(/<!--[\s\S]*?-->\s*/, '').trim();
      if (!html.includes('<div id="root"></div>')) throw new Error('prerender-login: index.html lacks an empty #root');
      const lang = /<html lang="[^"]*"/;
      const title = /<title>[^<]*<\/title>/;
      if (!lang.test(html) || !title.test(html)) throw new Error('prerender-login: index.html lacks <html lang> or <title>');
      // The server fills the `{{…}}` markers per tenant: its language, texts and brand (ADR 0480).
      const page = html
        .replace(/<script defer src="[^"]+"><\/script>/g, '')
        .replace(lang, '<html lang="{{tiza:lang}}"')
        .replace(title, '<title>{{tiza:title}}</title>')
        .replace('</head>', `${head}</head>`)
        .replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
      writeFileSync(join(dist, 'login.html'), page);

      const gzipKb = (url: string) => gzipSync(readFileSync(join(dist, url)), { level: 9 }).length / 1024;
      const weigh = (urls: string[]) => urls.reduce((sum, url) => sum + gzipKb(url), 0);
      const js = weigh(deferredScripts(page));
      const css = weigh([...page.matchAll(/<link [^>]*rel="stylesheet"[^>]*>/g)].map((link) => /href="([^"]+)"/.exec(link[0])?.[1] ?? ''));
      for (const [kind, kb] of [['JS', js], ['CSS', css]] as const) {
        const budget = LOGIN_BUDGET_KB[kind === 'JS' ? 'js' : 'css'];
        if (kb > budget) throw new Error(`prerender-login: the login page loads ${kb.toFixed(1)} KB of gzip ${kind}, over its budget of ${budget} KB (issue 14, ADR 0545)`);
      }
      api.logger.info(`login page: ${js.toFixed(1)} KB gzip JS (budget ${LOGIN_BUDGET_KB.js}), ${css.toFixed(1)} KB CSS (budget ${LOGIN_BUDGET_KB.css})`);
    });
  },
};

export default defineConfig({
  plugins: [pluginReact(), prerenderLogin],
  source: {
    // `loginPage`: the login page's own script (ADR 0545); its HTML is only read for its scripts.
    entry: { index: './src/main.tsx', loginPage: './src/login.ts' },
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
