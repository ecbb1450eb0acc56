import { describe, expect, it, vi } from 'vitest';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpTasksGateway } from '@infrastructure/tasks/HttpTasksGateway';

const studentDto = {
  item_guid: 'i-1',
  item_name: 'Redacción',
  content_type: 'CTTY_14',
  course_guid: 'c-1',
  course_name: 'Lengua 2ºB',
  lesson_guid: 'l-1',
  lesson_name: 'Textos',
  deliver_at: '2026-11-30T08:00:00.000Z',
  deliver_at_local: '2026-11-30T09:00:00',
  can_deliver_late: true,
  job_status: 'evaluated',
  has_saved_work: false,
  grades_published: true,
  job_evaluated_by: null,
  score: 7.5,
  ranking_scale: 10,
  feedback: 'Muy bien',
  status: { label: 'grades-published', group: 'grades-published', turn_in: 'done' },
};

const teacherDto = {
  item_guid: 'i-9',
  item_name: 'Examen',
  content_type: 'CTTY_09',
  course_guid: 'c-2',
  course_name: 'Matemáticas 1ºA',
  lesson_guid: 'l-9',
  lesson_name: 'Fracciones',
  deliver_at: null,
  deliver_at_local: null,
  jobs_delivered: 3,
  jobs_evaluated: 1,
  students_count: 25,
  waiting: 2,
};

function gatewayAnswering(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  const http = new FetchHttpClient({ baseUrl: '/api', tenantId: 'tiza', token: () => 'jwt', onSessionRefused: () => undefined, fetch: fetchMock });
  return { gateway: new HttpTasksGateway(http), url: (index = 0) => fetchMock.mock.calls[index]?.[0] };
}

describe('HttpTasksGateway', () => {
  it("reads a student's tasks: camelCase, deliver_at as a Date, the wall-clock time kept as written", async () => {
    const { gateway, url } = gatewayAnswering({ view: 'student', tasks: [studentDto, { ...studentDto, item_guid: 'i-2', deliver_at: null, deliver_at_local: null, job_status: null, grades_published: false, score: null, ranking_scale: null, feedback: null, job_evaluated_by: 'u-7', has_saved_work: true }] });

    const result = await gateway.list();

    expect(url()).toBe('/api/front/tasks');
    expect(result.ok && result.val).toEqual({
      view: 'student',
      tasks: [
        {
          itemGuid: 'i-1',
          itemName: 'Redacción',
          contentType: 'CTTY_14',
          courseGuid: 'c-1',
          courseName: 'Lengua 2ºB',
          lessonGuid: 'l-1',
          lessonName: 'Textos',
          dueAt: new Date('2026-11-30T08:00:00.000Z'),
          dueAtLocal: '2026-11-30T09:00:00',
          canDeliverLate: true,
          jobStatus: 'evaluated',
          hasSavedWork: false,
          gradesPublished: true,
          evaluator: null,
          score: 7.5,
          rankingScale: 10,
          feedback: 'Muy bien',
        },
        expect.objectContaining({ itemGuid: 'i-2', dueAt: null, dueAtLocal: null, jobStatus: null, evaluator: 'u-7', hasSavedWork: true, score: null }),
      ],
    });
  });

  it("reads a teacher's waiting items and passes the course filter", async () => {
    const { gateway, url } = gatewayAnswering({ view: 'teacher', waiting: [teacherDto] });

    const result = await gateway.list('c-2');

    expect(url()).toBe('/api/front/tasks?course_guid=c-2');
    expect(result.ok && result.val).toEqual({
      view: 'teacher',
      waiting: [
        {
          itemGuid: 'i-9',
          itemName: 'Examen',
          contentType: 'CTTY_09',
          courseGuid: 'c-2',
          courseName: 'Matemáticas 1ºA',
          lessonGuid: 'l-9',
          lessonName: 'Fracciones',
          dueAt: null,
          dueAtLocal: null,
          evaluable: true,
          jobsDelivered: 3,
          jobsEvaluated: 1,
          studentsCount: 25,
        },
      ],
    });
  });

  it.each([
    ['an unknown view', { view: 'admin', tasks: [] }],
    ['a missing list', { view: 'student' }],
    ['an unreadable deliver_at', { view: 'student', tasks: [{ ...studentDto, deliver_at: 'tomorrow' }] }],
    ['a deliver_at_local with a zone', { view: 'student', tasks: [{ ...studentDto, deliver_at_local: '2026-11-30T09:00:00Z' }] }],
    ['an unknown job status', { view: 'student', tasks: [{ ...studentDto, job_status: 'lost' }] }],
    ['a negative count', { view: 'teacher', waiting: [{ ...teacherDto, jobs_evaluated: -1 }] }],
  ])('turns %s into a BAD_RESPONSE error', async (_, body) => {
    const { gateway } = gatewayAnswering(body);
    const result = await gateway.list();
    expect(result.err && result.val.code).toBe('BAD_RESPONSE');
  });

  it('passes on the server errors as AppErrors', async () => {
    const { gateway } = gatewayAnswering({ code: 'VALIDATION_FAILED', message: 'course_guid' }, 400);
    const result = await gateway.list('nope');
    expect(result.err && result.val).toMatchObject({ kind: 'validation', code: 'VALIDATION_FAILED', status: 400 });
  });
});
