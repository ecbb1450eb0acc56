import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@contract/errors';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

interface OperationLike {
  summary?: string;
  tags?: string[];
}

/** The OpenAPI JSON and a script-free HTML page listing its operations (CSP-clean). */
export const docsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/docs/json',
    { config: { public: true }, schema: { hide: true, response: { 200: Type.Object({}, { additionalProperties: true }), ...errorResponses() } } },
    async () => app.swagger() as unknown as Record<string, unknown>,
  );

  app.get('/api/docs', { config: { public: true }, schema: { hide: true, response: { 200: Type.String(), ...errorResponses() } } }, async (_request, reply) => {
    const spec = app.swagger();
    const rows: string[] = [];
    for (const [path, item] of Object.entries(spec.paths ?? {})) {
      for (const method of METHODS) {
        const op = (item as Record<string, OperationLike | undefined>)[method];
        if (!op) continue;
        rows.push(
          `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(op.summary ?? '')}</td><td>${escapeHtml((op.tags ?? []).join(', '))}</td></tr>`,
        );
      }
    }
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tiza API</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:70rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}</style>
</head><body><h1>Tiza API ${escapeHtml(spec.info.version)}</h1>
<p>The contract is summarised in docs/api.md. Machine-readable OpenAPI: <a href="/api/docs/json">/api/docs/json</a>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Summary</th><th>Tags</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table></body></html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });
};
