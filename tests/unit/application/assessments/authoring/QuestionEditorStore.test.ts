import { describe, expect, it } from 'vitest';
import { Err, Ok } from '@domain/shared/result';
import type { QuestionData, ValidationIssue } from '@domain/assessments/questionModel';
import { appError } from '@application/shared/AppError';
import { QuestionEditorStore, type QuestionRules } from '@application/assessments/authoring/QuestionEditorStore';
import { aQuestion, InMemoryAssessmentAuthoringGateway } from '@tests/fakes/InMemoryAssessmentAuthoringGateway';
import { InMemoryFileUploader } from '@tests/fakes/InMemoryLessonGateway';

/** A small stand-in for the domain's rules: a single choice needs two options with text and a right one. */
const rules: QuestionRules = {
  empty: (type) => (type === 'QT_1' ? { options: [{ id: 'a', text: '' }, { id: 'b', text: '' }], correct: 'a', shuffle: false } : { correct: true }) as QuestionData,
  validate: (type, data) => {
    if (type !== 'QT_1') return Ok(data as QuestionData);
    const options = (data as { options: { id: string; text: string }[] }).options;
    const issues: ValidationIssue[] = options.flatMap((option, index) => (option.text.trim() === '' ? [{ path: `/options/${index}/text`, code: 'question.option.text-required' }] : []));
    return issues.length > 0 ? Err(issues) : Ok({ ...(data as object), options: options.map((option) => ({ ...option, text: option.text.trim() })) } as QuestionData);
  },
};

function setup() {
  const gateway = new InMemoryAssessmentAuthoringGateway();
  gateway.assessments.set('a-1', [aQuestion({ guid: 'q-1' })]);
  const uploader = new InMemoryFileUploader();
  const store = new QuestionEditorStore(gateway, uploader, rules);
  return { gateway, uploader, store };
}

const filled = { options: [{ id: 'a', text: ' Madrid ' }, { id: 'b', text: 'Lisboa' }], correct: 'a', shuffle: false } as QuestionData;

describe('QuestionEditorStore', () => {
  it('starts a new question from the type’s empty data and validates it live', async () => {
    const { store } = setup();
    expect(store.read.status).toBe('idle');
    const loading = store.load('a-1', { type: 'qt_1' });
    expect(store.read.status).toBe('loading');
    await loading;
    expect(store.read.status).toBe('ready');
    expect(store.type).toBe('QT_1');
    expect(store.dataIssues.map((issue) => issue.path)).toEqual(['/options/0/text', '/options/1/text']);
    store.setData(filled);
    expect(store.dataIssues).toEqual([]);
  });

  it('refuses an unknown type in the address', async () => {
    const { store, gateway } = setup();
    await store.load('a-1', { type: 'QT_99' });
    expect(store.unknownType).toBe(true);
    expect(store.read.status).toBe('failed');
    expect(gateway.calls).toEqual([]);
  });

  it('does not send a form with errors and announces how many there are', async () => {
    const { store, gateway } = setup();
    await store.load('a-1', { type: 'QT_1' });
    store.setPoints('0');
    const result = await store.save();
    expect(result.err).toBe(true);
    expect(gateway.calls.some((call) => call.method === 'create')).toBe(false);
    expect(store.summary.map((entry) => entry.field)).toEqual(['name', 'points', 'data', 'data']);
    expect(store.pointsError?.code).toBe('score.out-of-range');
    expect(store.announcement).toMatchObject({ key: 'editor.announce.invalid', values: { count: 4 } });
  });

  it('creates the question with the normalised data and the points as a number', async () => {
    const { store, gateway } = setup();
    await store.load('a-1', { type: 'QT_1' });
    store.setName('  Capital de España ');
    store.setPoints('2,5');
    store.setData(filled);
    const result = await store.save();
    expect(result.ok).toBe(true);
    const created = gateway.calls.find((call) => call.method === 'create');
    expect(created?.args[1]).toMatchObject({ type: 'QT_1', name: 'Capital de España', points: 2.5, data: { options: [{ id: 'a', text: 'Madrid' }, { id: 'b', text: 'Lisboa' }] } });
    expect(store.editing).toBe(true);
  });

  it('maps INVALID_QUESTION_DATA details back to the data’s fields and keeps what was typed', async () => {
    const { store, gateway } = setup();
    await store.load('a-1', { type: 'QT_1' });
    store.setName('Capital');
    store.setData(filled);
    gateway.failures.set('create', appError('validation', 'INVALID_QUESTION_DATA', { status: 400, details: [{ path: '/question_data/correct', message: 'question.correct.missing' }] }));
    const result = await store.save();
    expect(result.err).toBe(true);
    expect(store.dataIssues).toEqual([{ path: '/correct', code: 'question.correct.missing' }]);
    expect(store.name).toBe('Capital');
    expect(store.data).toEqual(filled);
    // Changing the data clears the server's verdict on the old data.
    store.setData({ ...filled } as QuestionData);
    expect(store.dataIssues).toEqual([]);
  });

  it('edits a stored question with PATCH', async () => {
    const { store, gateway } = setup();
    await store.load('a-1', { questionGuid: 'q-1' });
    expect(store.name).toBe('El agua hierve a 100 °C');
    expect(store.points).toBe('1');
    store.setPoints('3');
    const result = await store.save();
    expect(result.ok).toBe(true);
    expect(gateway.calls.find((call) => call.method === 'update')?.args).toEqual(['q-1', expect.objectContaining({ points: 3 })]);
  });

  it('a question of another assessment is not found here', async () => {
    const { store, gateway } = setup();
    gateway.assessments.set('a-2', [aQuestion({ guid: 'q-9' })]);
    await store.load('a-1', { questionGuid: 'q-9' });
    expect(store.read.status).toBe('failed');
    expect(store.isNotFound).toBe(true);
    expect(store.unknownType).toBe(false);
  });

  it('fails with the error when the question cannot be read, and a retry fills the form', async () => {
    const { store, gateway } = setup();
    gateway.failures.set('get', appError('network', 'NETWORK'));
    await store.load('a-1', { questionGuid: 'q-1' });
    expect(store.read.status).toBe('failed');
    expect(store.read.error?.code).toBe('NETWORK');
    expect(store.isNotFound).toBe(false);
    expect(store.question).toBeUndefined();
    await store.load('a-1', { questionGuid: 'q-1' });
    expect(store.read.status).toBe('ready');
    expect(store.question?.guid).toBe('q-1');
    expect(store.name).toBe(store.question?.name);
  });

  it('turns locked when the server says QUESTIONS_LOCKED, keeping the edit', async () => {
    const { store, gateway } = setup();
    await store.load('a-1', { questionGuid: 'q-1' });
    gateway.locked.add('a-1');
    store.setName('Otro nombre');
    const result = await store.save();
    expect(result.err && result.val.code).toBe('QUESTIONS_LOCKED');
    expect(store.locked).toBe(true);
    expect(store.name).toBe('Otro nombre');
    expect(store.saveError?.code).toBe('QUESTIONS_LOCKED');
  });

  it('knows the lock on load and does not send', async () => {
    const { store, gateway } = setup();
    gateway.locked.add('a-1');
    await store.load('a-1', { questionGuid: 'q-1' });
    expect(store.locked).toBe(true);
    await store.save();
    expect(gateway.calls.some((call) => call.method === 'update')).toBe(false);
  });

  it('uploads an image to the course as content and keeps its URL for the views', async () => {
    const { store, uploader } = setup();
    await store.load('a-1', { type: 'QT_1' });
    const file = new File(['x'], 'mapa.png', { type: 'image/png' });
    const uploaded = await store.uploadImage('c-1', file);
    expect(uploader.uploads.at(-1)).toMatchObject({ courseGuid: 'c-1', purpose: 'content' });
    expect(store.media[uploaded.guid]?.url).toBe(uploaded.url);
  });

  it('uses the domain’s own rules by default', async () => {
    const gateway = new InMemoryAssessmentAuthoringGateway();
    gateway.assessments.set('a-1', []);
    const store = new QuestionEditorStore(gateway, new InMemoryFileUploader());
    await store.load('a-1', { type: 'QT_1' });
    expect(store.dataIssues.map((issue) => issue.path)).toEqual(['/options/0/text', '/options/1/text']);
    store.setData(filled);
    expect(store.dataIssues).toEqual([]);
  });
});
