import { describe, expect, it } from 'vitest';
import { appError } from '@application/shared/AppError';
import { Backoff } from '@application/shared/Backoff';
import type { Attempt } from '@application/assessments/taking/Attempt';
import { AnswerSync, SAVE_DEBOUNCE_MS } from '@application/assessments/taking/AnswerSync';
import { AttemptPhases, type PhaseHooks } from '@application/assessments/taking/AttemptPhases';
import { Countdown, TICK_MS } from '@application/assessments/taking/Countdown';
import { FakeConnectivity } from '@tests/fakes/FakeConnectivity';
import { FixedClock } from '@tests/fakes/FixedClock';
import { InMemoryAnswerBackup } from '@tests/fakes/InMemoryAnswerBackup';
import { InMemoryAttemptGateway, networkDown } from '@tests/fakes/InMemoryAttemptGateway';
import { ManualTimers, settle } from '@tests/unit/application/assessments/taking/support/ManualTimers';

// The parts of AttemptStore on their own; AttemptStore.test.ts runs them together.

describe('Countdown', () => {
  it("counts on from the server's seconds left, announces the last minutes, and calls at zero on every tick", () => {
    const clock = new FixedClock();
    const timers = new ManualTimers(clock);
    const countdown = new Countdown(clock, timers);
    expect(countdown.secondsLeft).toBeNull();
    let zeros = 0;
    countdown.sync(302);
    countdown.start(() => (zeros += 1));
    expect(countdown.timeAlert).toBeNull();
    timers.advance(3 * TICK_MS);
    expect(countdown.secondsLeft).toBe(299);
    expect(countdown.timeAlert).toBe('five-minutes');
    countdown.sync(61);
    timers.advance(TICK_MS);
    expect(countdown.timeAlert).toBe('one-minute');
    timers.advance(60 * TICK_MS);
    expect(countdown.secondsLeft).toBe(0);
    timers.advance(2 * TICK_MS);
    expect(zeros).toBe(3);
    countdown.stop();
    expect(timers.pending).toBe(0);
  });

  it('never counts an unlimited test down', () => {
    const clock = new FixedClock();
    const countdown = new Countdown(clock, new ManualTimers(clock));
    countdown.sync(null);
    expect(countdown.secondsLeft).toBeNull();
    expect(countdown.timeAlert).toBeNull();
  });
});

async function openAttempt(gateway: InMemoryAttemptGateway): Promise<Attempt> {
  const started = await gateway.start('test-1');
  if (started.err) throw new Error('no attempt');
  return started.val;
}

function syncWorld() {
  const clock = new FixedClock();
  const timers = new ManualTimers(clock);
  const gateway = new InMemoryAttemptGateway(clock);
  const backup = new InMemoryAnswerBackup();
  const connectivity = new FakeConnectivity();
  const closed: string[] = [];
  const synced: (number | null)[] = [];
  const sync = new AnswerSync(gateway, backup, connectivity, clock, timers, new Backoff(timers, 2000, 30_000), {
    synced: (secondsLeft) => void synced.push(secondsLeft),
    closed: async (attemptGuid) => void closed.push(attemptGuid),
  });
  return { clock, timers, gateway, backup, connectivity, sync, closed, synced };
}

describe('AnswerSync', () => {
  it('sends nothing before an attempt opens, keeps every change on the device, and follows the server’s time', async () => {
    const w = syncWorld();
    const attempt = await openAttempt(w.gateway);
    w.sync.show(attempt);
    await w.sync.flush();
    expect(w.gateway.saves).toEqual([]);

    w.sync.resume(attempt);
    w.sync.change('q-1', { choice: 'a' });
    expect(w.backup.read(attempt.guid)?.answers['q-1']).toMatchObject({ answer: { choice: 'a' }, revision: 1 });
    expect(w.sync.pendingCount).toBe(1);
    w.timers.advance(SAVE_DEBOUNCE_MS);
    await settle();
    expect(w.gateway.saves).toHaveLength(1);
    expect(w.sync.pendingCount).toBe(0);
    expect(w.synced).toEqual([1800]);
  });

  it('makes the submission key once, keeps it in the backup, and hands over the answers still to confirm', async () => {
    const w = syncWorld();
    const attempt = await openAttempt(w.gateway);
    w.sync.show(attempt);
    w.sync.resume(attempt);
    w.sync.change('q-2', { text: 'hola' });
    let made = 0;
    const first = await w.sync.submission(() => `key-${++made}`);
    const second = await w.sync.submission(() => `key-${++made}`);
    expect(first).toEqual({ key: 'key-1', answers: [{ questionGuid: 'q-2', answer: { text: 'hola' }, revision: 1 }] });
    expect(second.key).toBe('key-1');
    expect(w.backup.read(attempt.guid)?.submissionKey).toBe('key-1');
    expect(w.sync.submittedHere(attempt.guid)).toBe(true);
    // The debounce was stopped: no save leaves once the submit is being prepared.
    w.timers.advance(SAVE_DEBOUNCE_MS);
    await settle();
    expect(w.gateway.saves).toEqual([]);

    w.sync.finish(attempt.guid);
    expect(w.backup.read(attempt.guid)).toBeUndefined();
    expect(w.sync.pendingCount).toBe(0);
  });

  it('tells the attempt when the server has closed it, and says offline while the connection is away', async () => {
    const w = syncWorld();
    const attempt = await openAttempt(w.gateway);
    w.sync.show(attempt);
    w.sync.resume(attempt);
    w.connectivity.set(false);
    w.sync.change('q-1', { choice: 'b' });
    expect(w.sync.saveStatus).toBe('offline');
    await w.sync.flush();
    expect(w.gateway.saves).toEqual([]);

    w.connectivity.set(true);
    w.gateway.closeByServer(attempt.guid);
    await w.sync.flush();
    expect(w.closed).toEqual([attempt.guid]);
  });
});

function phasesWorld() {
  const clock = new FixedClock();
  const gateway = new InMemoryAttemptGateway(clock);
  const calls: string[] = [];
  const answers = new Map<string, { choice: string }>();
  const retries: (() => void)[] = [];
  const hooks: PhaseHooks = {
    entered: (attempt) => {
      calls.push(`entered ${attempt.status}`);
      if (attempt.status === 'submitted') phases.finish(attempt);
      else phases.take(attempt);
    },
    finished: (attempt) => {
      calls.push('finished');
      phases.finish(attempt);
    },
    unreadable: () => void calls.push('unreadable'),
    submission: () => ({ key: 'k-1', answers: [] }),
    submittedHere: () => false,
    answerOf: (guid) => answers.get(guid),
    retryLater: (again) => void retries.push(again),
  };
  const phases = new AttemptPhases(gateway, hooks);
  return { gateway, phases, calls, answers, retries };
}

describe('AttemptPhases', () => {
  it('goes from the introduction to taking only when asked, and lists the unanswered questions', async () => {
    const { phases, calls, answers } = phasesWorld();
    await phases.load('test-1');
    expect(phases.phase).toBe('intro');
    await phases.start();
    expect(calls).toEqual(['entered in-progress']);
    expect(phases.phase).toBe('taking');
    expect(phases.unanswered.map((q) => q.guid)).toEqual(['q-1', 'q-2']);
    answers.set('q-1', { choice: 'a' });
    expect(phases.unanswered.map((q) => q.guid)).toEqual(['q-2']);
    phases.goTo(1);
    expect(phases.currentQuestion?.guid).toBe('q-2');
    phases.goTo(5);
    expect(phases.currentIndex).toBe(1);
  });

  it('says why the assessment could not be read', async () => {
    const { gateway, phases } = phasesWorld();
    gateway.failNextCall('mine', networkDown());
    await phases.load('test-1');
    expect(phases.phase).toBe('failed');
    expect(phases.loadError?.code).toBe('NETWORK');
  });

  it('asks for a later try of a failed automatic submit, and remembers to send it when back online', async () => {
    const { gateway, phases, retries } = phasesWorld();
    await phases.load('test-1');
    await phases.start();
    gateway.failNextCall('submit', networkDown());
    expect(await phases.submit({ auto: true })).toBe(false);
    expect(phases.timeRanOut).toBe(true);
    expect(phases.submitWanted).toBe(true);
    expect(retries).toHaveLength(1);
    retries[0]?.();
    await settle();
    expect(phases.phase).toBe('submitted');
    expect(phases.submitWanted).toBe(false);
  });

  it('reads a closed attempt again, or says it could not', async () => {
    const { gateway, phases, calls } = phasesWorld();
    await phases.load('test-1');
    await phases.start();
    gateway.failNextCall('get', appError('unavailable', 'INTERNAL'));
    await phases.reloadClosed('attempt-1');
    expect(calls.at(-1)).toBe('unreadable');
    gateway.closeByServer('attempt-1');
    await phases.reloadClosed('attempt-1');
    expect(calls.at(-1)).toBe('finished');
  });
});
