// The health check's shared database probe (ADR 0593): fewer probes, never an answer older than the question.
import { describe, expect, it } from 'vitest';
import { sharedProbe } from '../../../server/src/db/sharedProbe';

/** A probe whose runs the test ends by hand, in order. */
function manualProbe() {
  const runs: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const run = () => new Promise<void>((resolve, reject) => runs.push({ resolve, reject }));
  return { runs, probe: sharedProbe(run) };
}

const settled = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('sharedProbe', () => {
  it('runs a probe at once for a caller who finds none running', async () => {
    const { runs, probe } = manualProbe();
    const answer = probe();
    expect(runs).toHaveLength(1);
    runs[0]?.resolve();
    await expect(answer).resolves.toBeUndefined();
  });

  it('answers the callers who arrive while a probe runs with the next probe, one for all of them', async () => {
    const { runs, probe } = manualProbe();
    const first = probe();
    const waiting = [probe(), probe(), probe()];
    expect(runs).toHaveLength(1);
    let answered = 0;
    for (const w of waiting) void w.then(() => answered++);
    runs[0]?.resolve();
    await first;
    await settled();
    // The running probe started before they asked: it does not answer them.
    expect(answered).toBe(0);
    expect(runs).toHaveLength(2);
    runs[1]?.resolve();
    await Promise.all(waiting);
    expect(answered).toBe(3);
  });

  it('passes a failed probe on to the callers it answers, and probes again for the next caller', async () => {
    const { runs, probe } = manualProbe();
    const first = probe();
    const second = probe();
    runs[0]?.reject(new Error('down'));
    await expect(first).rejects.toThrow('down');
    await settled();
    runs[1]?.reject(new Error('still down'));
    await expect(second).rejects.toThrow('still down');
    const third = probe();
    expect(runs).toHaveLength(3);
    runs[2]?.resolve();
    await expect(third).resolves.toBeUndefined();
  });

  it('runs one probe per caller when the callers come one after another', async () => {
    let count = 0;
    const probe = sharedProbe(async () => {
      count++;
    });
    for (let i = 0; i < 5; i++) await probe();
    expect(count).toBe(5);
  });
});
