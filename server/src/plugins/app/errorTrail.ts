import fp from 'fastify-plugin';
import { ERROR_TRAIL_BUFFER, isKeptInTrail, trailRoute } from '@domain/helpdesk/errorTrail';

/** How long errors gather before one write stores them all: a burst of refusals costs two statements, not two each. */
const ERROR_TRAIL_FLUSH_MS = 2_000;
import type { TrailEntry } from '../../repositories/HelpdeskRepository';

export interface ErrorTrail {
  /** Writes every error met so far now, and resolves once written (tests; the server's close does it too). */
  flushed(): Promise<void>;
}

/**
 * The errors signed-in people meet (ADR 0621), kept for the helpdesk off the answer's path: the answer goes first
 * (onResponse), the error joins a buffer, and one write a couple of seconds later stores the whole batch in two
 * statements. A full buffer drops new errors rather than hold memory or slow anything down.
 */
export const errorTrailPlugin = fp<{ flushMs?: number }>(
  async (app, options) => {
    const flushMs = options.flushMs ?? ERROR_TRAIL_FLUSH_MS;
    let buffer: TrailEntry[] = [];
    let timer: NodeJS.Timeout | undefined;
    let writing: Promise<void> | undefined;

    const write = async () => {
      while (buffer.length > 0) {
        const batch = buffer;
        buffer = [];
        try {
          await app.repos.helpdesk.recordErrors(batch);
        } catch (error) {
          app.log.warn({ err: error }, 'the error trail was not written');
        }
      }
    };

    /** Writes what is buffered now (a write under way finishes first). */
    const flush = async (): Promise<void> => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      while (writing) await writing;
      if (buffer.length === 0) return;
      writing = write().finally(() => {
        writing = undefined;
      });
      await writing;
    };

    app.addHook('onResponse', async (request, reply) => {
      const caller = request.caller;
      if (caller === null || !isKeptInTrail(reply.statusCode) || buffer.length >= ERROR_TRAIL_BUFFER) return;
      buffer.push({
        tenantId: caller.tenantId,
        userGuid: caller.guid,
        status: reply.statusCode,
        code: request.answeredCode ?? `HTTP_${reply.statusCode}`,
        method: request.method,
        route: trailRoute(request.routeOptions.url),
        at: new Date(),
      });
      if (timer === undefined) {
        timer = setTimeout(() => void flush(), flushMs);
        timer.unref();
      }
    });

    app.decorate('errorTrail', { flushed: flush } satisfies ErrorTrail);
    app.addHook('preClose', flush);
  },
  { name: 'errorTrail', dependencies: ['repositories', 'auth'] },
);
