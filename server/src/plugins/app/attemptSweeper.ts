import fp from 'fastify-plugin';
import { closeExpiredAttempts } from '../../commands/assessments/finishAttempt';

export interface AttemptSweeperOptions {
  /** How often expired open attempts are closed; 0 turns the sweeper off. */
  intervalMs?: number;
  /** At most this many attempts per round (the rest wait for the next one). */
  batch?: number;
}

/**
 * Closes attempts whose time (plus the save grace) is up even when nobody reads them, so jobs, counters and the
 * teacher's results are right on their own (ADR 0223). Reads close them lazily too; the two meet on the row lock.
 */
export const attemptSweeperPlugin = fp<AttemptSweeperOptions>(
  async (app, options) => {
    const intervalMs = options.intervalMs ?? 30_000;
    if (intervalMs <= 0) return;
    let running: Promise<void> | undefined;
    let stopped = false;
    const sweep = () => {
      if (running || stopped) return;
      // Every server process sweeps (WORKERS, ADR 0476): a row another one holds is skipped, not waited for; the
      // transaction that holds it, or the next round, closes it.
      running = closeExpiredAttempts(app, { limit: options.batch ?? 200, skipLocked: true })
        .then((closed) => {
          if (closed > 0) app.log.info({ closed }, 'closed expired attempts');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'attempt sweeper round failed'))
        .finally(() => {
          running = undefined;
        });
    };
    const timer = setInterval(sweep, intervalMs);
    // The timer never keeps the process alive on its own.
    timer.unref();
    // preClose runs before the database closes: stop, then let a round in flight finish.
    app.addHook('preClose', async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    });
  },
  { name: 'attemptSweeper', dependencies: ['repositories'] },
);
