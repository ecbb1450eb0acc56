import { describe, expect, it, vi } from 'vitest';
import { HttpResultsGateway } from '@infrastructure/assessments/results/HttpResultsGateway';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';

const assessment = {
  guid: 'test-1',
  name: 'Examen',
  course_guid: 'c-1',
  lesson_guid: 'l-1',
  ranking_scale: 10,
  questions_count: 3,
  max_points: 6,
  grades_published_at: null,
};
const job = {
  person_guid: 'u-1',
  student_name: 'Ana',
  student_lastname: 'García',
  student_email: 'ana@tiza.demo',
  student_avatar: null,
  status: 'delivered',
  score: null,
  late: false,
  attempts: 1,
  last_attempt_guid: 'at-1',
  submitted_at: '2026-11-22T10:20:00.000Z',
  evaluator_guid: null,
  needs_grading: 1,
};
const attempt = { guid: 'at-1', number: 1, status: 'submitted', started_at: '2026-11-22T10:00:00.000Z', submitted_at: '2026-11-22T10:20:00.000Z', auto_submitted: false, score: null };
const question = {
  question_guid: 'q-3',
  type: 'QT_8',
  position: 3,
  content_name: 'Redacción',
  content_description: '',
  ranking_scale: 2,
  player_data: { min_words: null, max_words: null },
  correct: null,
  answer: { text: 'El agua…' },
  points: null,
  outcome: 'needs-grading',
  feedback: null,
  graded_by: null,
};
const resultJob = { status: 'delivered', score: null, feedback: null, evaluator_guid: null };

function gatewayAnswering(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));
  const http = new FetchHttpClient({ baseUrl: '/api', tenantId: 'tiza', token: () => 'jwt', onSessionRefused: () => undefined, fetch: fetchMock });
  return { gateway: new HttpResultsGateway(http), fetchMock };
}

describe('HttpResultsGateway', () => {
  it('reads the results list', async () => {
    const { gateway, fetchMock } = gatewayAnswering({ assessment, jobs: [job], teachers: [{ guid: 't-1', name: 'Luis', lastname: 'Pérez' }] });
    const result = await gateway.results('test-1');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/front/assessments/test-1/results');
    expect(result.ok && result.val).toEqual({
      assessment: { guid: 'test-1', name: 'Examen', courseGuid: 'c-1', lessonGuid: 'l-1', rankingScale: 10, questionsCount: 3, maxPoints: 6, gradesPublishedAt: null },
      jobs: [
        {
          personGuid: 'u-1',
          name: 'Ana',
          lastname: 'García',
          email: 'ana@tiza.demo',
          avatar: null,
          status: 'delivered',
          score: null,
          late: false,
          attempts: 1,
          lastAttemptGuid: 'at-1',
          submittedAt: '2026-11-22T10:20:00.000Z',
          evaluatorGuid: null,
          needsGrading: 1,
        },
      ],
      teachers: [{ guid: 't-1', name: 'Luis', lastname: 'Pérez' }],
    });
  });

  it('reads one student’s result with the attempt asked for', async () => {
    const { gateway, fetchMock } = gatewayAnswering({
      student: { guid: 'u-1', name: 'Ana', lastname: 'García', avatar: null },
      assessment,
      attempts: [attempt],
      attempt: { ...attempt, points: 2, max_points: 6 },
      questions: [question],
      media: {},
      job: resultJob,
    });
    const result = await gateway.individual('test-1', 'u-1', 'first');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/front/assessments/test-1/results/u-1?attempt=first');
    expect(result.ok && result.val.attempt).toEqual({ guid: 'at-1', number: 1, status: 'submitted', startedAt: '2026-11-22T10:00:00.000Z', submittedAt: '2026-11-22T10:20:00.000Z', autoSubmitted: false, points: 2, maxPoints: 6, score: null });
    expect(result.ok && result.val.questions).toEqual([
      { guid: 'q-3', type: 'QT_8', position: 3, name: 'Redacción', description: '', maxPoints: 2, playerData: { min_words: null, max_words: null }, correct: null, answer: { text: 'El agua…' }, points: null, outcome: 'needs-grading', feedback: null, gradedBy: null },
    ]);
  });

  it('reads a student with no attempt yet, or one still open, as nothing to review', async () => {
    const unanswered = { ...question, answer: null, outcome: null };
    const none = await gatewayAnswering({
      student: { guid: 'u-1', name: 'Ana', lastname: 'García', avatar: null },
      assessment,
      attempts: [],
      attempt: null,
      questions: [unanswered],
      media: {},
      job: { ...resultJob, status: 'pending' },
    }).gateway.individual('test-1', 'u-1', 'last');
    expect(none.ok && { attempt: none.val.attempt, questions: none.val.questions }).toEqual({ attempt: null, questions: [] });
    const open = { ...attempt, status: 'in-progress', submitted_at: null, points: null, max_points: null };
    const started = await gatewayAnswering({
      student: { guid: 'u-1', name: 'Ana', lastname: 'García', avatar: null },
      assessment,
      attempts: [open],
      attempt: open,
      questions: [unanswered],
      media: {},
      job: { ...resultJob, status: 'pending' },
    }).gateway.individual('test-1', 'u-1', 'last');
    expect(started.ok && { attempt: started.val.attempt, questions: started.val.questions }).toEqual({ attempt: null, questions: [] });
  });

  it('grades with the contract’s body and reads the new state', async () => {
    const { gateway, fetchMock } = gatewayAnswering({ question: { ...question, points: 1.5, outcome: 'partial' }, attempt: { ...attempt, points: 3.5, max_points: 6, score: 5.83 }, job: { ...resultJob, status: 'evaluated', score: 5.83 } });
    const result = await gateway.grade('at-1', 'q-3', { score: 1.5, feedback: null });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/front/attempts/at-1/questions/q-3/grade');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ score: 1.5, feedback: null });
    expect(result.ok && result.val.job).toEqual({ status: 'evaluated', score: 5.83, feedback: null, evaluatorGuid: null });
  });

  it('sends only the job fields that change, and the publication', async () => {
    const patch = gatewayAnswering(resultJob);
    await patch.gateway.updateJob('test-1', 'u-1', { evaluatorGuid: null });
    expect(JSON.parse(String(patch.fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ evaluator_guid: null });

    const publish = gatewayAnswering({ grades_published_at: '2026-11-23T08:00:00.000Z' });
    const result = await publish.gateway.publish('test-1', true);
    expect(JSON.parse(String(publish.fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ published: true });
    expect(result.ok && result.val).toEqual({ gradesPublishedAt: '2026-11-23T08:00:00.000Z' });
  });

  it.each([
    ['an unknown job status', { assessment, jobs: [{ ...job, status: 'lost' }], teachers: [] }],
    ['a count below zero', { assessment, jobs: [{ ...job, needs_grading: -1 }], teachers: [] }],
    ['an unreadable submitted_at', { assessment, jobs: [{ ...job, submitted_at: 'yesterday' }], teachers: [] }],
  ])('turns %s into BAD_RESPONSE', async (_, body) => {
    const result = await gatewayAnswering(body).gateway.results('test-1');
    expect(result.err && result.val.code).toBe('BAD_RESPONSE');
  });
});
