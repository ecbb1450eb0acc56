import fp from 'fastify-plugin';
import { runNextSyncJob } from '../../commands/sync/runSyncJob';

export interface SyncWorkerOptions {
  /** How often queued jobs are looked for besides the kick of an upload (another process's upload, a restart); 0: kicks only. */
  pollMs?: number;
}

export interface SyncWorker {
  /** Look for queued jobs now (an upload just queued one). */
  kick(): void;
  /** Resolves once this process has no job in hand and nothing queued it could take. */
  idle(): Promise<void>;
}

/**
 * Runs sync jobs in the background of every server process: each claims queued jobs with FOR UPDATE SKIP LOCKED, so
 * several processes share the queue and no job runs twice (ADR 0560).
 */
export const syncWorkerPlugin = fp<SyncWorkerOptions>(
  async (app, options) => {
    let running: Promise<void> | undefined;
    let again = false;
    let stopped = false;

    const drain = async () => {
      do {
        again = false;
        try {
          while (!stopped && (await runNextSyncJob(app, new Date()))) {
            // one job per round; the next round looks again
          }
        } catch (error) {
          app.log.warn({ err: error }, 'sync worker round failed');
        }
      } while (again && !stopped);
    };

    const kick = () => {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = drain().finally(() => {
        running = undefined;
      });
    };

    const worker: SyncWorker = { kick, idle: async () => { while (running) await running; } };
    app.decorate('syncWorker', worker);

    const pollMs = options.pollMs ?? 5_000;
    const timer = pollMs > 0 ? setInterval(kick, pollMs) : undefined;
    timer?.unref();
    app.addHook('onReady', async () => kick());
    app.addHook('preClose', async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'syncWorker', dependencies: ['repositories'] },
);
