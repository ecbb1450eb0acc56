import { describe, expect, it, vi } from 'vitest';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpLessonGateway } from '@infrastructure/lessons/HttpLessonGateway';
import { XhrFileUploader } from '@infrastructure/http/XhrFileUploader';
import { wireItem, wireItemDetail, wireLesson } from '../wireFixtures';

const courseDto = {
  guid: 'c-1', name: 'Matemáticas', type: 'course', school_guid: 's-1', discipline: 'ed6', education_level: 'el3', education_year: null,
  teacher_name: 'Ana', teacher_gender: null, students_count: 2, lessons_count: 2, progress: null, join_code: 'MATH01',
  abilities: { update: true, manage_members: true, see_as_student: true },
  removal: 'delete',
  units: [
    { guid: 'u-2', name: 'Dos', position: 2, lessons: [{ lesson_guid: 'l-2', name: 'B', thumbnail: null, position: 2, progress: null, published: false, items_count: 0 }] },
    { guid: 'u-1', name: 'Uno', position: 1, lessons: [{ lesson_guid: 'l-1', name: 'A', thumbnail: null, position: 1, progress: null, published: true, items_count: 1 }] },
  ],
};

const itemDto = wireItem({
  lesson_item_deliver_at: '2026-11-30T23:59:00', can_deliver_late: 'YES', content_is_evaluable: true, jobs_amount: 20, jobs_delivered: 5, jobs_evaluated: 1,
});

function setUp(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(status === 204 ? null : JSON.stringify(body), { status }));
  const refused = vi.fn();
  const http = new FetchHttpClient({ baseUrl: '/api', tenantId: 'tiza', token: () => 'jwt', onSessionRefused: refused, fetch: fetchMock });
  return { gateway: new HttpLessonGateway(http), fetchMock, http, refused };
}

describe('HttpLessonGateway', () => {
  it('reads the course outline in order, with publication and item counts', async () => {
    const { gateway } = setUp(courseDto);
    const result = await gateway.outline('c-1');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.val.units.map((unit) => unit.guid)).toEqual(['u-1', 'u-2']);
    expect(result.val.units[0]?.lessons[0]).toEqual({ guid: 'l-1', name: 'A', thumbnail: null, position: 1, progress: null, published: true, itemsCount: 1 });
    expect(result.val.units[1]?.lessons[0]).toMatchObject({ published: false, itemsCount: 0 });
  });

  it('moves a lesson with POST …/move {unit_guid, index}', async () => {
    const { gateway, fetchMock } = setUp(courseDto);
    await gateway.moveLesson('l-2', 'u-1', 0);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/front/lessons/l-2/move');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ unit_guid: 'u-1', index: 0 });
  });

  it('maps a lesson with its items and refuses an unknown content type', async () => {
    const lesson = wireLesson({ items: [itemDto] });
    const { gateway } = setUp(lesson);
    const result = await gateway.lesson('l-1');
    expect(result.ok && result.val.items[0]).toEqual({
      guid: 'i-1', name: 'Tarea', contentType: 'CTTY_14', position: 1, deliverAt: '2026-11-30T23:59:00', canDeliverLate: true, evaluable: true, published: true,
      audience: 'all', sectionName: null, progress: null, jobStatus: null, studentStatus: null, jobsAmount: 20, jobsDelivered: 5, jobsEvaluated: 1,
    });
    const bad = await setUp({ ...lesson, items: [{ ...itemDto, content_type: 'CTTY_99' }] }).gateway.lesson('l-1');
    expect(bad.err && bad.val.code).toBe('BAD_RESPONSE');
  });

  it("reads a student's item status (ADR 0140) and refuses a word it does not know", async () => {
    const lesson = {
      lesson_guid: 'l-1', name: 'A', thumbnail: null, published: true, position: 1, progress: 0, course_guid: 'c-1', course_name: 'Matemáticas', course_education_level: 'el3',
      unit_guid: 'u-1', unit_name: 'Uno', time_zone: 'Europe/Madrid', abilities: { update: false },
      items: [{ ...itemDto, progress: 0, job_status: 'pending', student_status: { label: 'closed', group: 'missed', turn_in: 'closed' } }],
    };
    const result = await setUp(lesson).gateway.lesson('l-1');
    expect(result.ok && result.val.items[0]?.studentStatus).toEqual({ label: 'closed', group: 'missed', turnIn: 'closed' });
    const bad = await setUp({ ...lesson, items: [{ ...itemDto, student_status: { label: 'pending', group: 'to-do', turn_in: 'open' } }] }).gateway.lesson('l-1');
    expect(bad.err && bad.val.code).toBe('BAD_RESPONSE');
  });

  it('sends an item in the contract shape (YES/NO, local date, audience)', async () => {
    const detail = wireItemDetail({ ...itemDto, data: { instructions_html: '<p>x</p>', accepts_text: true, accepts_files: false } });
    const { gateway, fetchMock } = setUp(detail, 201);
    const result = await gateway.createItem('l-1', {
      name: 'Tarea', contentType: 'CTTY_14', data: { kind: 'assignment', instructionsHtml: '<p>x</p>', acceptsText: true, acceptsFiles: false }, deliverAt: '2026-11-30T23:59:00', canDeliverLate: true, evaluable: true, published: true, audience: 'teachers',
    });
    expect(result.ok).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/front/lessons/l-1/items');
    expect(JSON.parse(String(init?.body))).toEqual({
      content_type: 'CTTY_14', lesson_item_name: 'Tarea', data: detail.data, lesson_item_deliver_at: '2026-11-30T23:59:00', can_deliver_late: 'YES',
      content_is_evaluable: true, published: true, audience: 'teachers',
    });
  });

  it('reorders items with PUT and reads a 204 as success', async () => {
    const { gateway, fetchMock } = setUp(undefined, 204);
    const result = await gateway.reorderItems('l-1', ['b', 'a']);
    expect(result.ok).toBe(true);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT');
  });
});

/** Just enough of XMLHttpRequest to drive the uploader. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function uploaderSetUp() {
  const refused = vi.fn();
  const http = new FetchHttpClient({ baseUrl: '/api', tenantId: 'tiza', token: () => 'jwt', onSessionRefused: refused, fetch: vi.fn<typeof fetch>() });
  const uploader = new XhrFileUploader(http, () => new FakeXhr() as unknown as XMLHttpRequest);
  return { uploader, refused };
}

describe('XhrFileUploader', () => {
  const file = new File(['WEBVTT\n'], 'es.vtt', { type: 'text/vtt' });

  it('sends purpose before file, with the session headers, and reports progress', async () => {
    const { uploader } = uploaderSetUp();
    const progress: number[] = [];
    const pending = uploader.upload('c-1', 'captions', file, (p) => progress.push(p.loaded));
    const xhr = FakeXhr.last;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('/api/front/courses/c-1/files');
    expect(xhr?.headers.authorization).toBe('Bearer jwt');
    expect(JSON.parse(xhr?.headers.login_context ?? '{}')).toEqual({ tenant: 'tiza', surface: 'web' });
    expect([...(xhr?.body?.keys() ?? [])]).toEqual(['purpose', 'file']);
    xhr?.upload.onprogress?.({ loaded: 3, total: 7, lengthComputable: true });
    xhr?.respond(201, { guid: 'f-1', name: 'es.vtt', mime: 'text/vtt', size: 7, media_type: 'captions', url: '/api/files/f-1?sig=x' });
    const result = await pending;
    expect(progress).toEqual([3]);
    expect(result.ok && result.val).toEqual({ guid: 'f-1', name: 'es.vtt', mime: 'text/vtt', size: 7, mediaType: 'captions', url: '/api/files/f-1?sig=x' });
  });

  it('maps a refusal to its code and aborts through the signal', async () => {
    const { uploader, refused } = uploaderSetUp();
    const pending = uploader.upload('c-1', 'content', file, () => undefined);
    FakeXhr.last?.respond(413, { statusCode: 413, code: 'FILE_TOO_LARGE', message: 'too large' });
    const result = await pending;
    expect(result.err && result.val).toMatchObject({ kind: 'unavailable', code: 'FILE_TOO_LARGE', status: 413 });
    expect(refused).not.toHaveBeenCalled();

    const controller = new AbortController();
    const aborted = uploader.upload('c-1', 'content', file, () => undefined, controller.signal);
    controller.abort();
    const abortResult = await aborted;
    expect(FakeXhr.last?.aborted).toBe(true);
    expect(abortResult.err && abortResult.val.code).toBe('ABORTED');
  });

  it('reports a refused session like the HTTP client does', async () => {
    const { uploader, refused } = uploaderSetUp();
    const pending = uploader.upload('c-1', 'content', file, () => undefined);
    FakeXhr.last?.respond(403, { statusCode: 403, code: 'FORBIDDEN', message: 'no' });
    const result = await pending;
    expect(result.err && result.val.kind).toBe('forbidden');
    expect(refused).toHaveBeenCalledWith(403);
  });
});
