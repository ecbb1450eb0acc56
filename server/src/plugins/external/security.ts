import fp from 'fastify-plugin';
import type { preValidationAsyncHookHandler } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { ApiError } from '../../errors/ApiError';
import { addRouteHook } from '../routeHooks';

/** Deeper request data is refused: no form of ours nests past a dozen levels, and deep input exhausts recursive code. */
export const MAX_INPUT_DEPTH = 64;

export interface UnstorableInput {
  /** JSON pointer of the offending value (or of the container that goes too deep). */
  path: string;
  message: string;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function badText(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must not contain unpaired surrogates';
  return undefined;
}

/**
 * The first thing in request data that PostgreSQL could not store (a NUL, an unpaired UTF-16 surrogate: either fails
 * the statement with a 500) or that nests deeper than MAX_INPUT_DEPTH. Walked with an explicit stack, so 100,000
 * nested brackets cost a loop, not the call stack.
 */
export function findUnstorable(value: unknown): UnstorableInput | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const next = stack.pop();
    if (next === undefined) break;
    const { value: current, path, depth } = next;
    if (typeof current === 'string') {
      const message = badText(current);
      if (message !== undefined) return { path: path || '/', message };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { path: path || '/', message: `must not nest deeper than ${MAX_INPUT_DEPTH} levels` };
    const entries = Array.isArray(current) ? current.map((child, index) => [String(index), child] as const) : Object.entries(current);
    // Pushed in reverse so the first offending value in document order is the one reported.
    for (let i = entries.length - 1; i >= 0; i--) {
      const entry = entries[i];
      if (entry === undefined) continue;
      const [key, child] = entry;
      const childPath = `${path}/${key}`;
      const keyMessage = badText(key);
      if (keyMessage !== undefined) return { path: childPath, message: keyMessage };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
}

/** Security headers on every answer. script-src has neither 'unsafe-inline' nor 'unsafe-eval'; KaTeX needs inline styles. */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      // 'self' covers same-origin WebSocket (ws/wss) in CSP 3 browsers; no other host may be reached.
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      // The PDF viewer's pdf.js worker is a same-origin script file.
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      // Frames of the app's own origin only, plus the content origin that serves SCORM packages (contentSecurity).
      frameSrc: ["'self'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets with these options, worked out once: they are the same for every answer (no nonces), so
 * each request copies a ready list instead of rebuilding the policy.
 */
function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, Array.isArray(value) ? value.join(', ') : String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => (failed = error));
  if (failed !== undefined) throw failed instanceof Error ? failed : new Error(String(failed));
  return [...headers];
}

/** The app's policy with the content origin (SCORM packages) allowed in frames. */
function appOptions(contentOrigin: string | undefined): HelmetOptions {
  if (contentOrigin === undefined) return HELMET_OPTIONS;
  const csp = HELMET_OPTIONS.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? csp.directives ?? {} : {};
  return { ...HELMET_OPTIONS, contentSecurityPolicy: { useDefaults: false, directives: { ...directives, frameSrc: ["'self'", contentOrigin] } } };
}

export const securityPlugin = fp<{ contentOrigin?: string }>(
  async (app, options) => {
    const headers = securityHeaders(appOptions(options.contentOrigin));
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.header(name, value);
      done();
    });

    // Refused up front for every route that takes input, whatever its schema: stored, such text would fail the query
    // with a 500. Routes without any skip the hook (ADR 0543): an API GET with neither path parameters nor a query
    // schema (such as /api/health), and the GETs outside the API (the SPA's files and its login page, which look up
    // nothing with what they are given).
    const refuseUnstorable: preValidationAsyncHookHandler = async (request) => {
      for (const [where, value] of [['', request.body], ['/querystring', request.query], ['/params', request.params]] as const) {
        const found = findUnstorable(value);
        if (found !== undefined) throw new ApiError(400, 'VALIDATION_FAILED', 'Validation failed', [{ path: `${where}${found.path}`, message: found.message }]);
      }
    };
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const takesBody = methods.some((method) => method !== 'GET' && method !== 'HEAD');
      const apiInput = route.url.startsWith('/api/') && (/[:*]/.test(route.url) || route.schema?.querystring !== undefined);
      if (takesBody || apiInput) addRouteHook(route, 'preValidation', refuseUnstorable);
    });
  },
  { name: 'security' },
);
