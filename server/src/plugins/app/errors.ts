import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type ErrorDetail } from '../../errors/ApiError';

function body(error: ApiError) {
  return { statusCode: error.statusCode, code: error.code, message: error.message, details: error.details };
}

function validationDetails(error: FastifyError): ErrorDetail[] {
  return (error.validation ?? []).map((v) => {
    const missing = typeof v.params.missingProperty === 'string' ? `/${v.params.missingProperty}` : '';
    const where = error.validationContext && error.validationContext !== 'body' ? `/${error.validationContext}` : '';
    return { path: `${where}${v.instancePath}${missing}` || '/', message: v.message ?? 'invalid' };
  });
}

/** Known failures keep their status and code; anything else is a 500 INTERNAL whose details only reach the log. */
export function toApiError(error: unknown, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  const fastifyError = error as FastifyError;
  if (Array.isArray(fastifyError.validation)) return new ApiError(400, 'VALIDATION_FAILED', 'Validation failed', validationDetails(fastifyError));
  const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  // Fastify's own client errors (bad JSON, wrong content type, body too large) are validation failures.
  if (status >= 400 && status < 500 && typeof fastifyError.code === 'string' && fastifyError.code.startsWith('FST_')) {
    return new ApiError(status, 'VALIDATION_FAILED', fastifyError.message);
  }
  request.log.error({ err: error }, 'unhandled error');
  return new ApiError(500, 'INTERNAL');
}

export const errorsPlugin = fp<{ spaDir?: string }>(
  async (app, options) => {
    app.decorateRequest('answeredCode', null);
    app.setErrorHandler((error, request, reply: FastifyReply) => {
      const apiError = toApiError(error, request);
      request.answeredCode = apiError.code;
      if (apiError.statusCode >= 500 && error instanceof ApiError) request.log.error({ err: error }, 'server error');
      return reply.code(apiError.statusCode).type('application/json').send(body(apiError));
    });

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const isApi = path === '/api' || path.startsWith('/api/');
      const wantsHtml = (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
      if (!isApi && wantsHtml && options.spaDir !== undefined) {
        // A deep link of the SPA (e.g. /course/…): the client-side router takes it from index.html.
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).type('application/json').send(body(new ApiError(404, 'NOT_FOUND')));
    });
  },
  { name: 'errors' },
);
