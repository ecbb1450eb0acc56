import { describe, expect, it } from 'vitest';
import { appError } from '@application/shared/AppError';
import { SAVE_DEBOUNCE_MS } from '@application/assessments/taking/AnswerSync';
import { AttemptStore, RETRY_BASE_MS } from '@application/assessments/taking/AttemptStore';
import { FakeConnectivity } from '@tests/fakes/FakeConnectivity';
import { FixedClock } from '@tests/fakes/FixedClock';
import { InMemoryAnswerBackup } from '@tests/fakes/InMemoryAnswerBackup';
import { InMemoryAttemptGateway, networkDown } from '@tests/fakes/InMemoryAttemptGateway';
import { InstantFileUploader } from '@tests/fakes/InMemoryViewerGateway';
import { ManualTimers, settle } from '@tests/unit/application/assessments/taking/support/ManualTimers';

function world() {
  const clock = new FixedClock();
  const gateway = new InMemoryAttemptGateway(clock);
  const backup = new InMemoryAnswerBackup();
  const connectivity = new FakeConnectivity();
  const timers = new ManualTimers(clock);
  const uploader = new InstantFileUploader();
  let keys = 0;
  const makeStore = () => new AttemptStore(gateway, backup, connectivity, clock, timers, uploader, () => `key-${++keys}`);
  return { clock, gateway, backup, connectivity, timers, uploader, makeStore };
}

async function taking(w = world()) {
  const store = w.makeStore();
  await store.load('test-1');
  await store.start();
  return { ...w, store };
}

const paris = { choice: 'a' };
const rome = { choice: 'b' };

describe('AttemptStore: starting and resuming', () => {
  it('shows the introduction when no attempt is open, and starts only when asked', async () => {
    const w = world();
    const store = w.makeStore();
    await store.load('test-1');
    expect(store.phase).toBe('intro');
    expect(w.gateway.starts).toEqual([]);
    await store.start();
    expect(store.phase).toBe('taking');
    expect(store.questions.map((question) => question.guid)).toEqual(['q-1', 'q-2']);
    expect(store.secondsLeft).toBe(30 * 60);
    expect(w.gateway.starts).toEqual(['test-1']);
  });

  it('keeps a refusal to start on the introduction', async () => {
    const w = world();
    w.gateway.failNextCall('start', appError('conflict', 'NO_ATTEMPTS_LEFT', { status: 409 }));
    const store = w.makeStore();
    await store.load('test-1');
    await store.start();
    expect(store.phase).toBe('intro');
    expect(store.startError?.code).toBe('NO_ATTEMPTS_LEFT');
  });

  it('resumes an open attempt at once, merging the device copy: the higher revision wins and is sent', async () => {
    const w = world();
    w.gateway.seed('attempt-9', { 'q-1': { answer: rome, revision: 2 }, 'q-2': { answer: { text: 'servidor' }, revision: 4 } });
    w.backup.write('attempt-9', {
      answers: {
        'q-1': { answer: paris, revision: 3, changedAt: '2026-11-22T09:59:00Z' },
        'q-2': { answer: { text: 'viejo' }, revision: 1, changedAt: '2026-11-22T09:58:00Z' },
      },
      submissionKey: null,
    });
    const store = w.makeStore();
    await store.load('test-1');
    expect(store.phase).toBe('taking');
    expect(store.answers['q-1']).toEqual({ answer: paris, revision: 3 });
    expect(store.answers['q-2']).toEqual({ answer: { text: 'servidor' }, revision: 4 });
    await settle();
    expect(w.gateway.saves.map((save) => save.answers)).toEqual([[{ questionGuid: 'q-1', answer: paris, revision: 3 }]]);
    expect(store.saveStatus).toBe('saved');
    expect(store.secondsLeft).toBe(1800);
  });

  it('shows a submit that reached the server as submitted after a reload, without starting another attempt', async () => {
    const w = await taking();
    w.gateway.hold = true;
    const sending = w.store.submit();
    await settle();
    // The tab closes while the answer is on its way; the server had it.
    w.gateway.hold = false;
    w.gateway.release();
    await sending;
    const guid = w.store.attempt?.guid ?? '';
    w.backup.write(guid, { answers: {}, submissionKey: 'key-1' });
    const again = w.makeStore();
    await again.load('test-1');
    expect(again.phase).toBe('submitted');
    expect(w.gateway.starts).toHaveLength(1);
    expect(w.backup.read(guid)).toBeUndefined();
  });
});

describe('AttemptStore: saving answers', () => {
  it('keeps every change on the device at once and sends the changed answers after a quiet moment, in one request', async () => {
    const { store, gateway, backup, timers } = await taking();
    store.setAnswer('q-1', rome);
    timers.advance(SAVE_DEBOUNCE_MS - 100);
    store.setAnswer('q-1', paris);
    store.setAnswer('q-2', { text: 'hola' });
    expect(backup.read('attempt-1')?.answers['q-1']).toMatchObject({ answer: paris, revision: 2 });
    expect(store.saveStatus).toBe('saving');
    timers.advance(SAVE_DEBOUNCE_MS - 1);
    expect(gateway.saves).toEqual([]);
    timers.advance(1);
    await settle();
    expect(gateway.saves).toHaveLength(1);
    expect(gateway.saves[0]?.answers).toEqual([
      { questionGuid: 'q-1', answer: paris, revision: 2 },
      { questionGuid: 'q-2', answer: { text: 'hola' }, revision: 1 },
    ]);
    expect(store.saveStatus).toBe('saved');
    expect(store.pendingCount).toBe(0);
  });

  it('sends changes made while a save is on its way after it, with a higher revision', async () => {
    const { store, gateway, timers } = await taking();
    gateway.hold = true;
    store.setAnswer('q-1', rome);
    timers.advance(SAVE_DEBOUNCE_MS);
    await settle();
    store.setAnswer('q-1', paris);
    gateway.hold = false;
    gateway.release();
    await settle();
    expect(store.saveStatus).toBe('saving');
    timers.advance(SAVE_DEBOUNCE_MS);
    await settle();
    expect(gateway.saves.map((save) => save.answers.map((answer) => answer.revision))).toEqual([[1], [2]]);
    expect(store.saveStatus).toBe('saved');
  });

  it('keeps answers on the device while offline and sends them when the connection is back', async () => {
    const { store, gateway, connectivity, timers, backup } = await taking();
    connectivity.set(false);
    store.setAnswer('q-2', { text: 'sin red' });
    expect(store.saveStatus).toBe('offline');
    timers.advance(SAVE_DEBOUNCE_MS);
    await settle();
    expect(gateway.saves).toEqual([]);
    expect(store.saveStatus).toBe('offline');
    expect(backup.read('attempt-1')?.answers['q-2']?.answer).toEqual({ text: 'sin red' });
    connectivity.set(true);
    await settle();
    expect(gateway.saves.map((save) => save.answers[0]?.answer)).toEqual([{ text: 'sin red' }]);
    expect(store.saveStatus).toBe('saved');
  });

  it('tries again with a growing wait after a failed request', async () => {
    const { store, gateway, timers } = await taking();
    gateway.failAll = networkDown();
    store.setAnswer('q-1', paris);
    timers.advance(SAVE_DEBOUNCE_MS);
    await settle();
    expect(store.saveStatus).toBe('offline');
    timers.advance(RETRY_BASE_MS);
    await settle();
    expect(gateway.saves).toHaveLength(2);
    timers.advance(RETRY_BASE_MS);
    await settle();
    expect(gateway.saves).toHaveLength(2);
    gateway.failAll = undefined;
    timers.advance(RETRY_BASE_MS);
    await settle();
    expect(gateway.saves).toHaveLength(3);
    expect(store.saveStatus).toBe('saved');
  });

  it('shows the attempt as submitted when the server has closed it', async () => {
    const { store, gateway, timers } = await taking();
    gateway.closeByServer('attempt-1');
    store.setAnswer('q-1', paris);
    timers.advance(SAVE_DEBOUNCE_MS);
    await settle();
    expect(store.phase).toBe('submitted');
    expect(store.attempt?.autoSubmitted).toBe(true);
  });

  it('sends the last changes with keepalive when the page hides', async () => {
    const { store, gateway } = await taking();
    store.setAnswer('q-1', paris);
    store.flushOnHide();
    await settle();
    expect(gateway.saves.map((save) => save.keepalive)).toEqual([true]);
  });

  it('uploads answer files as hand-ins of the course', async () => {
    const { store, uploader } = await taking();
    const media = await store.uploadFile(new Blob(['x'], { type: 'audio/webm' }), 'grabacion.webm');
    expect(uploader.calls).toEqual([{ courseGuid: 'c-1', purpose: 'hand-in', name: 'grabacion.webm' }]);
    expect(store.media[media.guid]?.url).toBe(media.url);
  });
});

describe('AttemptStore: time', () => {
  it('counts down and follows the server on every save, whatever this device clock says', async () => {
    const { store, gateway, timers } = await taking();
    timers.advance(60_000);
    expect(store.secondsLeft).toBe(1740);
    // The server's deadline is 100 s nearer than this device believes.
    const stored = gateway.attempts.get('attempt-1');
    if (stored?.deadlineMs) stored.deadlineMs -= 100_000;
    store.setAnswer('q-1', paris);
    timers.advance(SAVE_DEBOUNCE_MS);
    await settle();
    expect(store.secondsLeft).toBe(1640);
  });

  it('announces five and one minute left, not every second', async () => {
    const w = world();
    w.gateway.durationMinutes = 6;
    const { store, timers } = await taking(w);
    expect(store.timeAlert).toBeNull();
    timers.advance(60_000);
    expect(store.timeAlert).toBe('five-minutes');
    timers.advance(60_000);
    expect(store.timeAlert).toBe('five-minutes');
    timers.advance(3 * 60_000);
    expect(store.timeAlert).toBe('one-minute');
  });

  it('submits by itself at zero, with the answers not yet sent', async () => {
    const w = world();
    w.gateway.durationMinutes = 1;
    const { store, gateway, timers, backup } = await taking(w);
    timers.advance(59_500);
    store.setAnswer('q-1', paris);
    timers.advance(500);
    await settle();
    expect(gateway.submits).toEqual([{ attemptGuid: 'attempt-1', key: 'key-1', answers: [{ questionGuid: 'q-1', answer: paris, revision: 1 }] }]);
    expect(store.phase).toBe('submitted');
    expect(store.timeRanOut).toBe(true);
    expect(store.canAnswer).toBe(false);
    expect(backup.read('attempt-1')).toBeUndefined();
    expect(timers.pending).toBe(0);
  });

  it('never counts down an unlimited test', async () => {
    const w = world();
    w.gateway.durationMinutes = null;
    const { store, timers, gateway } = await taking(w);
    timers.advance(10 * 3600_000);
    expect(store.secondsLeft).toBeNull();
    expect(gateway.submits).toEqual([]);
  });
});

describe('AttemptStore: submitting', () => {
  it('lists the unanswered questions in the test order', async () => {
    const { store } = await taking();
    expect(store.unanswered.map((question) => question.guid)).toEqual(['q-1', 'q-2']);
    store.setAnswer('q-1', paris);
    expect(store.unanswered.map((question) => question.guid)).toEqual(['q-2']);
    store.setAnswer('q-2', { text: '   ' });
    expect(store.unanswered.map((question) => question.guid)).toEqual(['q-2']);
  });

  it('sends the same key again after a failed request, and after a reload', async () => {
    const w = await taking();
    w.gateway.failNextCall('submit', networkDown());
    expect(await w.store.submit()).toBe(false);
    expect(w.store.submitError?.code).toBe('NETWORK');
    expect(w.store.phase).toBe('taking');
    expect(w.backup.read('attempt-1')?.submissionKey).toBe('key-1');

    const reloaded = w.makeStore();
    await reloaded.load('test-1');
    w.store.dispose();
    w.gateway.failNextCall('submit', networkDown());
    expect(await reloaded.submit()).toBe(false);
    expect(await reloaded.submit()).toBe(true);
    expect(w.gateway.submits.map((submit) => submit.key)).toEqual(['key-1', 'key-1', 'key-1']);
    expect(reloaded.phase).toBe('submitted');
    expect(w.backup.read('attempt-1')).toBeUndefined();
  });

  it('sends one request for a double click', async () => {
    const { store, gateway } = await taking();
    gateway.hold = true;
    const first = store.submit();
    const second = store.submit();
    await settle();
    expect(gateway.submits).toHaveLength(1);
    expect(store.isSubmitting).toBe(true);
    gateway.release();
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(gateway.submits).toHaveLength(1);
    expect(store.phase).toBe('submitted');
  });

  it('ignores changes once submitting', async () => {
    const { store, gateway } = await taking();
    gateway.hold = true;
    const sending = store.submit();
    store.setAnswer('q-1', paris);
    expect(store.answers['q-1']).toBeUndefined();
    gateway.release();
    await sending;
  });
});
