// The taking adapters (infrastructure) next to the store they serve.
import { describe, expect, it, vi } from 'vitest';
import { BrowserConnectivity } from '@infrastructure/assessments/taking/BrowserConnectivity';
import { HttpAttemptGateway, settingsToDomain } from '@infrastructure/assessments/taking/HttpAttemptGateway';
import { LocalStorageAnswerBackup } from '@infrastructure/assessments/taking/LocalStorageAnswerBackup';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { LocalStorageCache } from '@infrastructure/storage/LocalStorageCache';
import { FixedClock } from '@tests/fakes/FixedClock';

function gatewayAnswering(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(body === undefined ? null : JSON.stringify(body), { status }));
  const http = new FetchHttpClient({ baseUrl: '/api', tenantId: 'tiza', token: () => 'jwt', onSessionRefused: () => undefined, fetch: fetchMock });
  return { gateway: new HttpAttemptGateway(http), fetchMock };
}

const attemptDto = {
  guid: 'at-1',
  item_guid: 'test-1',
  number: 1,
  status: 'in-progress',
  started_at: '2026-11-22T10:00:00Z',
  deadline_at: '2026-11-22T10:30:00Z',
  server_now: '2026-11-22T10:05:00Z',
  seconds_left: 1500,
  submitted_at: null,
  auto_submitted: false,
  questions: [
    { question_guid: 'q-2', content_guid: 'q-2', type: 'QT_7', position: 2, content_name: 'Dos', content_description: '', ranking_scale: 1, player_data: { max_length: 50 } },
    { question_guid: 'q-1', content_guid: 'q-1', type: 'QT_1', position: 1, content_name: 'Uno', content_description: '<p>d</p>', ranking_scale: 2.5, player_data: { options: [] } },
  ],
  answers: { 'q-1': { answer: { choice: 'a' }, revision: 3 } },
  media: { f: { guid: 'f', url: '/api/files/f', mime: 'image/png', size: 1, name: 'f.png', media_type: 'image' } },
};

describe('HttpAttemptGateway', () => {
  it('reads an attempt: questions in order, answers with revisions, media', async () => {
    const { gateway, fetchMock } = gatewayAnswering(attemptDto, 201);
    const result = await gateway.start('test-1');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/front/assessments/test-1/attempts');
    expect(result.ok && result.val.questions.map((question) => [question.guid, question.type, question.points])).toEqual([
      ['q-1', 'QT_1', 2.5],
      ['q-2', 'QT_7', 1],
    ]);
    expect(result.ok && result.val.answers).toEqual({ 'q-1': { answer: { choice: 'a' }, revision: 3 } });
    expect(result.ok && result.val.secondsLeft).toBe(1500);
    expect(result.ok && result.val.media.f?.url).toBe('/api/files/f');
  });

  it('sends answers with revisions, with keepalive when asked', async () => {
    const { gateway, fetchMock } = gatewayAnswering({ saved: [{ question_guid: 'q-1', revision: 4 }], server_now: '2026-11-22T10:06:00Z', seconds_left: 1440 });
    const result = await gateway.saveAnswers('at-1', [{ questionGuid: 'q-1', answer: { choice: 'b' }, revision: 4 }], { keepalive: true });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('PUT');
    expect(init?.keepalive).toBe(true);
    expect(JSON.parse(String(init?.body))).toEqual({ answers: [{ question_guid: 'q-1', answer: { choice: 'b' }, revision: 4 }] });
    expect(result.ok && result.val).toEqual({ saved: [{ questionGuid: 'q-1', revision: 4 }], serverNow: new Date('2026-11-22T10:06:00Z'), secondsLeft: 1440 });
  });

  it('submits with the key, and reports refusals by code', async () => {
    const { gateway, fetchMock } = gatewayAnswering({ code: 'ATTEMPT_CLOSED', message: 'closed' }, 409);
    const result = await gateway.submit('at-1', 'k-1', []);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ submission_key: 'k-1' });
    expect(result.err && result.val.code).toBe('ATTEMPT_CLOSED');
  });

  it('reads /me: settings in the domain’s names, attempts, the reason and the job', async () => {
    const me = {
      assessment: {
        guid: 'test-1', name: 'Examen', course_guid: 'c-1', lesson_guid: 'l-1',
        settings: { duration_minutes: 20, attempts_allowed: 2, ranking_scale: 10, one_per_page: false, instructions_html: '<p>Suerte</p>' },
        questions_count: 3, deliver_at: '2026-11-30T09:00:00', can_deliver_late: false, delivery: 'late', grades_published: false,
      },
      attempts: [{ guid: 'at-1', number: 1, status: 'submitted', started_at: '2026-11-22T10:00:00Z', submitted_at: '2026-11-22T10:20:00Z', auto_submitted: true, score: null }],
      open_attempt_guid: null,
      can_start: false,
      reason: 'no-attempts-left',
      job: { status: 'delivered', score: null, feedback: null },
    };
    const { gateway, fetchMock } = gatewayAnswering(me);
    const result = await gateway.mine('test-1');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/front/assessments/test-1/me');
    expect(result.ok && result.val).toEqual({
      guid: 'test-1',
      name: 'Examen',
      courseGuid: 'c-1',
      lessonGuid: 'l-1',
      settings: { durationMinutes: 20, attemptsAllowed: 2, rankingScale: 10, onePerPage: false, instructionsHtml: '<p>Suerte</p>' },
      questionsCount: 3,
      deliverAt: '2026-11-30T09:00:00',
      canDeliverLate: false,
      delivery: 'late',
      gradesPublished: false,
      attempts: [{ guid: 'at-1', number: 1, status: 'submitted', startedAt: new Date('2026-11-22T10:00:00Z'), submittedAt: new Date('2026-11-22T10:20:00Z'), autoSubmitted: true, score: null }],
      openAttemptGuid: null,
      canStart: false,
      reason: 'no-attempts-left',
      job: { status: 'delivered', score: null, feedback: null },
    });
    for (const broken of [{ ...me, reason: 'tired' }, { ...me, job: { ...me.job, status: 'lost' } }, { ...me, assessment: { ...me.assessment, can_deliver_late: 'YES' } }]) {
      const refused = await gatewayAnswering(broken).gateway.mine('test-1');
      expect(refused.err && refused.val.code).toBe('BAD_RESPONSE');
    }
  });

  it('reads the student’s assessments', async () => {
    const entry = { item_guid: 'test-1', name: 'Examen', course_guid: 'c-1', course_name: 'Mates', lesson_guid: 'l-1', deliver_at: null, job_status: 'pending', open_attempt: true, status: { label: 'in-progress', group: 'to-do', turn_in: 'open' } };
    const { gateway, fetchMock } = gatewayAnswering({ data: [entry] });
    const result = await gateway.myAssessments();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/front/my-assessments');
    expect(result.ok && result.val).toEqual([{ itemGuid: 'test-1', name: 'Examen', courseGuid: 'c-1', courseName: 'Mates', lessonGuid: 'l-1', deliverAt: null, jobStatus: 'pending', openAttempt: true, status: { label: 'in-progress', group: 'to-do', turnIn: 'open' } }]);
  });

  it('turns a malformed answer into BAD_RESPONSE', async () => {
    const { gateway } = gatewayAnswering({ ...attemptDto, questions: [{ ...attemptDto.questions[0], type: 'QT_99' }] });
    const result = await gateway.get('at-1');
    expect(result.err && result.val.code).toBe('BAD_RESPONSE');
  });
});

describe('settingsToDomain', () => {
  it('reads a CTTY_09 item’s data; what is missing or of another kind takes the default', () => {
    expect(settingsToDomain({ duration_minutes: 45, attempts_allowed: 3, ranking_scale: 100, one_per_page: false, instructions_html: '<p>x</p>' })).toEqual({
      durationMinutes: 45,
      attemptsAllowed: 3,
      rankingScale: 100,
      onePerPage: false,
      instructionsHtml: '<p>x</p>',
    });
    expect(settingsToDomain({ attempts_allowed: '3', one_per_page: 'yes' })).toEqual({ durationMinutes: null, attemptsAllowed: 1, rankingScale: 10, onePerPage: true, instructionsHtml: '' });
  });
});

describe('LocalStorageAnswerBackup', () => {
  it('keeps an attempt for 86400 s and drops unreadable answers', () => {
    const clock = new FixedClock();
    const backup = new LocalStorageAnswerBackup(new LocalStorageCache(window.localStorage, clock));
    backup.write('at-1', { answers: { 'q-1': { answer: { choice: 'a' }, revision: 2, changedAt: '2026-11-22T10:00:00Z' } }, submissionKey: 'k-1' });
    expect(backup.read('at-1')).toEqual({ answers: { 'q-1': { answer: { choice: 'a' }, revision: 2, changedAt: '2026-11-22T10:00:00Z' } }, submissionKey: 'k-1' });
    clock.advance(86_399_000);
    expect(backup.read('at-1')?.submissionKey).toBe('k-1');
    clock.advance(1_000);
    expect(backup.read('at-1')).toBeUndefined();

    window.localStorage.setItem('tiza:attempt:at-2', JSON.stringify({ value: { answers: { 'q-1': { answer: {}, revision: 0 } } }, storedAt: clock.now().getTime(), ttlSeconds: 86_400 }));
    expect(backup.read('at-2')).toEqual({ answers: {}, submissionKey: null });
    backup.clear('at-2');
    expect(window.localStorage.getItem('tiza:attempt:at-2')).toBeNull();
  });
});

describe('BrowserConnectivity', () => {
  it('reports the window online and offline events', () => {
    const heard: boolean[] = [];
    const connectivity = new BrowserConnectivity(window);
    const stop = connectivity.subscribe((online) => heard.push(online));
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(heard).toEqual([false, true]);
  });
});
