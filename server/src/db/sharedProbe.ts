/**
 * One database probe for every health check that arrives while another is running (ADR 0593). A caller never gets
 * the answer of a probe that started before it asked: while a probe runs, the callers that arrive wait for the next
 * one, which starts when the running one ends and answers them all. Ten checks in flight at once cost two
 * `select 1`, not ten; a check that arrives alone runs its own at once.
 */
export function sharedProbe(run: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;

  const start = (): Promise<void> => {
    const probe = run().then(() => undefined);
    running = probe;
    const done = () => {
      if (running === probe) running = undefined;
    };
    probe.then(done, done);
    return probe;
  };

  return () => {
    if (running === undefined) return start();
    next ??= running.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}
