import { describe, expect, it, vi } from 'vitest';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpViewerGateway } from '@infrastructure/viewer/HttpViewerGateway';
import { wireItemDetail, wireLesson } from '../wireFixtures';

function gatewayAnswering(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(body === undefined ? null : JSON.stringify(body), { status }));
  const http = new FetchHttpClient({ baseUrl: '/api', tenantId: 'tiza', token: () => 'jwt', onSessionRefused: () => undefined, fetch: fetchMock });
  return { gateway: new HttpViewerGateway(http), fetchMock };
}

const media = (guid: string, mime: string, mediaType: string) => ({ guid, url: `/api/files/${guid}?exp=1&sig=s`, mime, size: 1234, name: `${guid}.bin`, media_type: mediaType });

const itemDto = wireItemDetail({
  lesson_item_name: 'Vídeo de fracciones',
  content_type: 'CTTY_03',
  position: 2,
  progress: 40,
  lesson_name: 'Fracciones',
  data: { file_guid: 'f-video', captions_file_guid: 'f-vtt', captions_language: 'es' },
  media: { 'f-video': media('f-video', 'video/mp4', 'video'), 'f-vtt': media('f-vtt', 'text/vtt', 'captions') },
  my_progress: { progress: 40, position: 95 },
});

const jobDto = {
  guid: 'j-1',
  person_guid: 'u-2',
  student_name: 'Luis',
  student_lastname: 'Pérez',
  student_email: 'luis@tiza.demo',
  student_avatar: null,
  status: 'delivered',
  score: null,
  late: true,
  text: 'Hecho',
  files: [media('f-pdf', 'application/pdf', 'pdf')],
  delivered_at: '2026-11-21T18:30:00.000Z',
  feedback: null,
  evaluator_guid: null,
};

describe('HttpViewerGateway', () => {
  it('maps an item with its resolved media and the student progress', async () => {
    const { gateway, fetchMock } = gatewayAnswering(itemDto);
    const result = await gateway.item('i-1');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/front/lesson-items/i-1');
    const item = result.ok ? result.val : undefined;
    expect(item?.code).toBe('CTTY_03');
    expect(item?.content).toEqual({
      kind: 'video',
      file: { guid: 'f-video', url: '/api/files/f-video?exp=1&sig=s', mime: 'video/mp4', size: 1234, name: 'f-video.bin', mediaType: 'video' },
      captions: { guid: 'f-vtt', url: '/api/files/f-vtt?exp=1&sig=s', mime: 'text/vtt', size: 1234, name: 'f-vtt.bin', mediaType: 'captions' },
      captionsLanguage: 'es',
    });
    expect(item?.myProgress).toEqual({ progress: 40, position: 95 });
    expect(item?.canDeliverLate).toBe(false);
  });

  it('reads each content type and marks unknown ones as unsupported', async () => {
    const cases: [string, unknown, unknown][] = [
      ['CTTY_02', { pages: [{ title: 'Uno', html: '<p>1</p>' }] }, { kind: 'book', pages: [{ title: 'Uno', html: '<p>1</p>' }] }],
      ['CTTY_06', { url: 'https://example.org', description: 'Web' }, { kind: 'link', url: 'https://example.org', description: 'Web' }],
      ['CTTY_14', { instructions_html: '<p>x</p>', accepts_text: true, accepts_files: false }, { kind: 'assignment', instructionsHtml: '<p>x</p>', acceptsText: true, acceptsFiles: false }],
      [
        'CTTY_VIDEOLESSON',
        { file_guid: 'missing', markers: [{ at_seconds: 90, label: 'B' }, { at_seconds: 30, label: 'A' }] },
        { kind: 'video-lesson', file: null, captions: null, captionsLanguage: null, markers: [{ atSeconds: 30, label: 'A' }, { atSeconds: 90, label: 'B' }] },
      ],
      ['CTTY_09', {}, { kind: 'test', settings: { durationMinutes: null, attemptsAllowed: 1, rankingScale: 10, onePerPage: true, instructionsHtml: '' }, questionsCount: null, jobsDelivered: null, jobsEvaluated: null, gradesPublished: false }],
      ['CTTY_10', { version: '2004', title: 'Paquete' }, { kind: 'scorm', version: '2004', title: 'Paquete' }],
      ['CTTY_20', { title: 'Los volcanes' }, { kind: 'interactive', title: 'Los volcanes' }],
      ['CTTY_LTI', {}, { kind: 'unsupported', code: 'CTTY_LTI', viewer: 'external-tool' }],
      ['CTTY_99', {}, { kind: 'unsupported', code: 'CTTY_99', viewer: null }],
    ];
    for (const [code, data, expected] of cases) {
      const { gateway } = gatewayAnswering({ ...itemDto, content_type: code, data, media: {} });
      const result = await gateway.item('i-1');
      expect(result.ok && result.val.content).toEqual(expected);
    }
  });

  it('reads a lesson with whether the caller may edit it', async () => {
    const lessonDto = wireLesson({ name: 'Fracciones' });
    const teacher = await gatewayAnswering(lessonDto).gateway.lesson('l-1');
    expect(teacher.ok && teacher.val).toMatchObject({ guid: 'l-1', courseName: 'Matemáticas', canEdit: true });
    const admin = await gatewayAnswering({ ...lessonDto, abilities: { update: false } }).gateway.lesson('l-1');
    expect(admin.ok && admin.val.canEdit).toBe(false);
  });

  it('turns a malformed answer into BAD_RESPONSE', async () => {
    const { gateway } = gatewayAnswering({ ...itemDto, content_type: 'CTTY_06', data: { description: 'no url' } });
    const result = await gateway.item('i-1');
    expect(result.err && result.val.code).toBe('BAD_RESPONSE');
  });

  it('puts progress with the position only when there is one', async () => {
    const { gateway, fetchMock } = gatewayAnswering({ progress: 50, position: 3, lesson_progress: 20 });
    const result = await gateway.saveProgress('i-1', { progress: 50, position: 3 });
    expect(result.ok && result.val).toEqual({ progress: 50, position: 3, lessonProgress: 20 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/front/lesson-items/i-1/progress');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ progress: 50, position: 3 });
    expect(init?.keepalive).toBe(true);

    await gateway.saveProgress('i-1', { progress: 100, position: null });
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ progress: 100 });
  });

  it('hands in with the submission key and maps the job', async () => {
    const { gateway, fetchMock } = gatewayAnswering(jobDto);
    const result = await gateway.handIn('i-1', { submissionKey: 'k-1', text: 'Hecho', fileGuids: ['f-pdf'] });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ submission_key: 'k-1', text: 'Hecho', file_guids: ['f-pdf'] });
    expect(result.ok && result.val.deliveredAt?.toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(result.ok && result.val.late).toBe(true);
    expect(result.ok && result.val.files[0]?.name).toBe('f-pdf.bin');
  });

  it('lists the jobs and reads a record', async () => {
    const pending = { ...jobDto, guid: null, status: 'pending', text: null, files: [], delivered_at: null, late: false };
    const jobs = gatewayAnswering({ data: [jobDto, pending], max_score: 10 });
    const list = await jobs.gateway.jobs('i-1');
    expect(jobs.fetchMock.mock.calls[0]?.[0]).toBe('/api/front/lesson-items/i-1/jobs');
    expect(list.ok && list.val.map((job) => [job.guid, job.status])).toEqual([
      ['j-1', 'delivered'],
      [null, 'pending'],
    ]);

    const records = gatewayAnswering({
      user: { guid: 'u-2', name: 'Luis', lastname: 'Pérez', avatar: null },
      item: { guid: 'i-1', name: 'Tarea', content_type: 'CTTY_14' },
      progress: 100,
      position: null,
      updated_at: '2026-11-21T18:30:00.000Z',
      job: jobDto,
      can_grade: true,
    });
    const record = await records.gateway.record('i-1', 'u-2');
    expect(records.fetchMock.mock.calls[0]?.[0]).toBe('/api/front/lesson-items/i-1/records/u-2');
    expect(record.ok && record.val.user.lastname).toBe('Pérez');
    expect(record.ok && record.val.job?.status).toBe('delivered');
    expect(record.ok && record.val.canGrade).toBe(true);
  });

  it('passes server refusals through with their code', async () => {
    const { gateway } = gatewayAnswering({ statusCode: 409, code: 'DELIVERY_CLOSED', message: 'closed' }, 409);
    const result = await gateway.handIn('i-1', { submissionKey: 'k' });
    expect(result.err && result.val).toMatchObject({ kind: 'conflict', code: 'DELIVERY_CLOSED' });
  });
});
