import { describe, expect, it } from 'vitest';
import { appError } from '@application/shared/AppError';
import { IndividualResultStore } from '@application/assessments/results/IndividualResultStore';
import { anIndividualResult, InMemoryResultsGateway } from '@tests/fakes/InMemoryResultsGateway';

async function loaded(teacher = true) {
  const gateway = new InMemoryResultsGateway();
  const store = new IndividualResultStore(gateway);
  await store.load('a-1', 's-2', { teacher });
  return { gateway, store };
}

describe('IndividualResultStore (grading)', () => {
  it('shows the attempt with its questions and the question waiting for grading', async () => {
    const { store } = await loaded();
    expect(store.read.status).toBe('ready');
    expect(store.waitingQuestions.map((question) => question.guid)).toEqual(['q-2']);
    expect(store.drafts['q-1']).toEqual({ score: '1', feedback: '' });
  });

  it('refuses a score the domain refuses, without calling the server', async () => {
    const { store, gateway } = await loaded();
    store.setScore('q-2', '2,5');
    expect(store.scoreError('q-2')).toBeUndefined(); // not touched yet
    store.touch('q-2');
    expect(store.scoreError('q-2')).toEqual({ code: 'score.out-of-range', min: 0, max: 2 });
    store.setScore('q-2', '1,255');
    expect(store.scoreError('q-2')?.code).toBe('score.too-many-decimals');
    store.setScore('q-2', 'mucho');
    const result = await store.saveGrade('q-2');
    expect(result.err && result.val.details).toEqual([{ path: '/score', message: 'score.not-a-number' }]);
    expect(gateway.calls.some((call) => call.method === 'grade')).toBe(false);
  });

  it('saves a grade with its feedback and updates the totals and the job', async () => {
    const { store, gateway } = await loaded();
    store.setScore('q-2', '1,5');
    store.setFeedback('q-2', ' Bien argumentado ');
    const result = await store.saveGrade('q-2');
    expect(result.ok).toBe(true);
    expect(gateway.calls.find((call) => call.method === 'grade')?.args).toEqual(['at-2', 'q-2', { score: 1.5, feedback: 'Bien argumentado' }]);
    expect(store.result?.attempt).toMatchObject({ points: 2.5, score: 8.33 });
    expect(store.result?.job.status).toBe('evaluated');
    expect(store.waitingQuestions).toEqual([]);
    expect(store.announcement?.key).toBe('announce.gradeSaved');
  });

  it('keeps the typed score when the server refuses', async () => {
    const { store, gateway } = await loaded();
    gateway.failures.set('grade', appError('conflict', 'ATTEMPT_NOT_SUBMITTED', { status: 409 }));
    store.setScore('q-2', '2');
    const result = await store.saveGrade('q-2');
    expect(result.err).toBe(true);
    expect(store.drafts['q-2']?.score).toBe('2');
    expect(store.gradeErrors['q-2']?.code).toBe('ATTEMPT_NOT_SUBMITTED');
  });

  it('walks the students waiting for grading; grading takes this one off the list', async () => {
    const { store } = await loaded();
    expect(store.nextWaiting?.personGuid).toBe('s-4');
    expect(store.previousWaiting).toBeUndefined();
    store.setScore('q-2', '2');
    await store.saveGrade('q-2');
    expect(store.roster.find((job) => job.personGuid === 's-2')?.needsGrading).toBe(0);
  });

  it('saves the job’s feedback and evaluator with PATCH', async () => {
    const { store, gateway } = await loaded();
    store.setJobFeedback('Buen trabajo');
    store.setEvaluator('t-2');
    const result = await store.saveJob();
    expect(result.ok).toBe(true);
    expect(gateway.calls.at(-1)).toEqual({ method: 'updateJob', args: ['a-1', 's-2', { feedback: 'Buen trabajo', evaluatorGuid: 't-2' }] });
    expect(store.result?.job.evaluatorGuid).toBe('t-2');
  });

  it('a student before publishing gets the "not published yet" state', async () => {
    const gateway = new InMemoryResultsGateway();
    gateway.failures.set('individual', appError('conflict', 'RESULTS_NOT_PUBLISHED', { status: 409 }));
    const store = new IndividualResultStore(gateway);
    await store.load('a-1', 's-2', { teacher: false });
    expect(store.read.status).toBe('failed');
    expect(store.notPublished).toBe(true);
    expect(store.isNotFound).toBe(false);
    expect(gateway.calls.some((call) => call.method === 'results')).toBe(false);
  });

  it('goes idle → loading → ready, and shows nothing of a student while another one loads', async () => {
    const { store, gateway } = await loaded();
    const first = anIndividualResult();
    gateway.individuals.set('s-4', { ...first, student: { ...first.student, guid: 's-4', name: 'Pablo' } });
    const next = store.load('a-1', 's-4', { teacher: true });
    expect(store.read.status).toBe('loading');
    expect(store.result).toBeUndefined();
    await next;
    expect(store.read.status).toBe('ready');
    expect(store.result?.student.guid).toBe('s-4');
    const fresh = new IndividualResultStore(new InMemoryResultsGateway());
    expect(fresh.read.status).toBe('idle');
  });

  it('fails with the error when the result cannot be read, and a retry shows it', async () => {
    const gateway = new InMemoryResultsGateway();
    gateway.failures.set('individual', appError('network', 'NETWORK'));
    const store = new IndividualResultStore(gateway);
    await store.load('a-1', 's-2', { teacher: true });
    expect(store.read.status).toBe('failed');
    expect(store.read.error?.code).toBe('NETWORK');
    expect(store.notPublished).toBe(false);
    expect(store.isNotFound).toBe(false);
    await store.load('a-1', 's-2', { teacher: true });
    expect(store.read.status).toBe('ready');
    expect(store.waitingQuestions.map((question) => question.guid)).toEqual(['q-2']);
  });

  it('switching attempts keeps the one on screen until the other arrives', async () => {
    const { store } = await loaded();
    const switching = store.showAttempt('first');
    expect(store.read.status).toBe('loading');
    expect(store.result).toBeDefined();
    await switching;
    expect(store.read.status).toBe('ready');
    expect(store.announcement?.key).toBe('announce.attemptShown');
  });
});
