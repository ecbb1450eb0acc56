// The content origin: a second listener (CONTENT_PORT, by default PORT + 1) that serves SCORM packages' files and the
// player page that runs the SCORM runtime beside them. It has no session, no cookies and no API: a package's scripts
// run with this origin, so they can read nothing of the app's (its storage, its token) — ADR 0592. Files are reached
// through signed prefixes (packageUrls.ts); every answer carries this origin's own restrictive CSP.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import Fastify, { type FastifyInstance } from 'fastify';
import { safeEntryPath, servedType } from '@domain/content/scormPackage';
import { checkPackageSignature } from './packageUrls';
import { PackageStore } from './scormZip';

export interface ContentAppOptions {
  packagesDir: string;
  /** The file URL key (server_secrets), shared with the app that signs the prefixes. */
  key: Buffer;
  /** The app's origin: the only page allowed to frame the player. */
  appOrigin: string;
  logger?: boolean | { level: string };
}

/** Without CONTENT_ORIGIN: the public URL's host on the next port. */
export function defaultContentOrigin(publicUrl: string, contentPort?: number): string {
  const url = new URL(publicUrl);
  const port = contentPort ?? (Number(url.port || (url.protocol === 'https:' ? 443 : 80)) + 1);
  url.port = String(port);
  return url.origin;
}

const require = createRequire(import.meta.url);
const RUNTIMES = { '1.2': 'scorm-again/scorm12/min', '2004': 'scorm-again/scorm2004/min' } as const;

const PLAYER_SCRIPT = `(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var version = params.get('v');
  var launch = params.get('launch') || '';
  var parentOrigin = params.get('parent') || '';
  if (launch.indexOf('/p/') !== 0 || parentOrigin === '' || window.parent === window) return;
  var api = null;
  function post(message) { window.parent.postMessage(message, parentOrigin); }
  function commit(terminated) {
    var rendered = api.renderCommitCMI(terminated);
    post({ type: 'tiza-scorm-commit', cmi: rendered && rendered.cmi ? rendered.cmi : {}, terminated: terminated });
  }
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    var data = event.data;
    if (!data || data.type !== 'tiza-scorm-init' || api !== null) return;
    var settings = { lmsCommitUrl: false, autocommit: false, logLevel: 5 };
    if (version === '2004') {
      api = new window.Scorm2004API(settings);
      api.loadFromJSON(data.cmi || {}, '');
      api.on('Commit', function () { commit(false); });
      api.on('Terminate', function () { commit(true); });
      window.API_1484_11 = api;
    } else {
      api = new window.Scorm12API(settings);
      api.loadFromJSON(data.cmi || {}, '');
      api.on('LMSCommit', function () { commit(false); });
      api.on('LMSFinish', function () { commit(true); });
      window.API = api;
    }
    document.getElementById('sco').src = launch;
  });
  post({ type: 'tiza-scorm-ready' });
})();
`;

function playerHtml(version: '1.2' | '2004'): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>SCORM</title>
<style>html,body,iframe{margin:0;border:0;width:100%;height:100%;display:block}</style>
<script src="/runtime/scorm${version === '2004' ? '2004' : '12'}.js"></script><script src="/player.js"></script></head>
<body><iframe id="sco" title="SCORM"></iframe></body></html>`;
}

export async function buildContentApp(options: ContentAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, return503OnClosing: true });
  const store = new PackageStore(options.packagesDir);
  const runtimes = { '1.2': await readFile(require.resolve(RUNTIMES['1.2']), 'utf8'), '2004': await readFile(require.resolve(RUNTIMES['2004']), 'utf8') };
  const ancestors = `'self' ${options.appOrigin}`;
  const playerCsp = `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; frame-src 'self'; frame-ancestors ${options.appOrigin}; base-uri 'none'; form-action 'none'`;
  // Packages need inline and evaluated scripts; they reach nothing but this origin and the LRS (xAPI packages send their
  // statements there with their launch credential, ADR 0566), and only our frames may hold them.
  const packageCsp = `default-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob:; connect-src 'self' ${options.appOrigin}/api/xapi/; frame-ancestors ${ancestors}; form-action 'self'; base-uri 'self'; object-src 'none'`;

  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'no-referrer').header('cross-origin-opener-policy', 'same-origin');
    if (!reply.hasHeader('content-security-policy')) void reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    return payload;
  });

  const notFound = { statusCode: 404, code: 'NOT_FOUND', message: 'Not found', details: [] };

  app.get('/player.html', async (request, reply) => {
    const version = (request.query as Record<string, unknown>).v === '2004' ? '2004' : '1.2';
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('content-security-policy', playerCsp).send(playerHtml(version));
  });
  app.get('/player.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(PLAYER_SCRIPT));
  app.get('/runtime/scorm12.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=86400').send(runtimes['1.2']));
  app.get('/runtime/scorm2004.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=86400').send(runtimes['2004']));

  app.get('/p/:guid/:exp/:sig/*', async (request, reply) => {
    const { guid, exp, sig, '*': rest } = request.params as { guid: string; exp: string; sig: string; '*': string };
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(guid) || !/^\d{1,12}$/.test(exp)) return reply.code(404).send(notFound);
    const check = checkPackageSignature(options.key, guid, Number(exp), sig);
    if (check !== 'valid') return reply.code(403).send({ statusCode: 403, code: 'FORBIDDEN', message: check === 'expired' ? 'Link expired' : 'Forbidden', details: [] });
    let path: string;
    try {
      path = decodeURIComponent(rest);
    } catch {
      return reply.code(404).send(notFound);
    }
    const safe = safeEntryPath(path);
    const file = safe === undefined || safe.endsWith('/') ? undefined : store.fileOf(guid, safe);
    if (file === undefined) return reply.code(404).send(notFound);
    const type = servedType(safe ?? '');
    if (type.kind === 'refused') return reply.code(403).send({ statusCode: 403, code: 'FILE_TYPE_NOT_ALLOWED', message: 'File type not allowed', details: [] });
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return reply.code(404).send(notFound);
    void reply.header('content-security-policy', packageCsp).header('cache-control', 'private, max-age=600').header('content-length', info.size);
    if (type.kind === 'download') void reply.type('application/octet-stream').header('content-disposition', 'attachment');
    else void reply.type(type.mime);
    return reply.send(createReadStream(file));
  });

  await app.ready();
  return app;
}
