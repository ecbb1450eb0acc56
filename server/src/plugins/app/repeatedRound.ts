import type { FastifyInstance } from 'fastify';

/**
 * Runs `round` every `everyMs` in this process (0: never), one round at a time (a slow one makes the next tick skip),
 * logging what it reports (a count above 0) or its failure; before the server closes it stops and waits for a round
 * in flight. The deadline sweeper (ADR 0512) and the daily digest (ADR 0519) run this way.
 */
export function repeatRound(app: FastifyInstance, everyMs: number, name: string, round: () => Promise<Record<string, number>>): void {
  if (everyMs <= 0) return;
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = round()
      .then((counts) => {
        if (Object.values(counts).some((n) => n > 0)) app.log.info(counts, name);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  }, everyMs).unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
