import { describe, expect, it, vi } from 'vitest';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpResourceGateway } from '@infrastructure/resources/HttpResourceGateway';
import { wireItem, wireItemDetail } from '../wireFixtures';

const resourceDto = {
  guid: 'r-1',
  name: 'Fracciones en PDF',
  type: 'CTTY_05',
  lesson_guid: 'l-1',
  unit_guid: 'u-1',
  deliver_at: '2026-12-01T23:59:00',
  can_deliver_late: 'YES',
  published: true,
  audience: 'all',
};

const itemDto = wireItem({ content_is_evaluable: true, published: false, audience: 'teachers', jobs_amount: 20, jobs_delivered: 3, jobs_evaluated: 1 });

function gatewayAnswering(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(status === 204 ? null : JSON.stringify(body), { status }));
  const http = new FetchHttpClient({ baseUrl: '/api', tenantId: 'tiza', token: () => 'jwt', onSessionRefused: () => undefined, fetch: fetchMock });
  const call = (index = 0) => {
    const [url, init] = fetchMock.mock.calls[index] ?? [];
    return { url, method: init?.method, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
  };
  return { gateway: new HttpResourceGateway(http), call };
}

describe('HttpResourceGateway', () => {
  it('reads the grouped resources of a course, passing referencedCourse when asked', async () => {
    const { gateway, call } = gatewayAnswering({
      course_guid: 'c-2',
      sections: [{ id: 'u-1', name: 'Números', groups: [{ id: 'l-1', name: 'Fracciones', resources: [resourceDto, { ...resourceDto, guid: 'r-2', type: 'CTTY_99', deliver_at: null, can_deliver_late: 'NO' }] }] }],
    });
    const result = await gateway.courseResources('c-1', 'c-2');
    expect(call().url).toBe('/api/lms/courses/c-1/resources?referencedCourse=c-2');
    expect(result.ok && result.val).toEqual({
      courseGuid: 'c-2',
      sections: [
        {
          id: 'u-1',
          name: 'Números',
          groups: [
            {
              id: 'l-1',
              name: 'Fracciones',
              resources: [
                { guid: 'r-1', name: 'Fracciones en PDF', type: 'CTTY_05', lessonGuid: 'l-1', unitGuid: 'u-1', deliverAt: '2026-12-01T23:59:00', canDeliverLate: true, published: true, audience: 'all' },
                // An unknown code still lists, as "other".
                { guid: 'r-2', name: 'Fracciones en PDF', type: null, lessonGuid: 'l-1', unitGuid: 'u-1', deliverAt: null, canDeliverLate: false, published: true, audience: 'all' },
              ],
            },
          ],
        },
      ],
    });
  });

  it('treats a deliver date with a zone as a broken answer', async () => {
    const { gateway } = gatewayAnswering({ course_guid: 'c-1', sections: [{ id: 'u', name: 'U', groups: [{ id: 'l', name: 'L', resources: [{ ...resourceDto, deliver_at: '2026-12-01T23:59:00Z' }] }] }] });
    const result = await gateway.courseResources('c-1');
    expect(result.err && result.val.code).toBe('BAD_RESPONSE');
  });

  it('reads the flat list with unit and lesson names', async () => {
    const { gateway, call } = gatewayAnswering({ data: [{ ...resourceDto, section_name: 'Números', group_name: 'Fracciones' }], meta: { total: 1 } });
    const result = await gateway.flatResources('c-1');
    expect(call().url).toBe('/api/v3/front/courses/c-1/resources?course_guid=c-1');
    expect(result.ok && result.val[0]).toMatchObject({ guid: 'r-1', sectionName: 'Números', groupName: 'Fracciones' });
  });

  it('keeps the content types it can label', async () => {
    const row = { key: 'pdf', viewer: 'pdf', evaluable: false, creatable: true, upload_kinds: ['pdf'], accept: '.pdf', max_bytes: 1, captions: false };
    const { gateway } = gatewayAnswering({ data: [{ ...row, code: 'CTTY_05' }, { ...row, code: 'CTTY_77' }] });
    const result = await gateway.contentTypes();
    expect(result.ok && result.val).toEqual([{ code: 'CTTY_05', evaluable: false, creatable: true }]);
  });

  it('deletes a list of guids in one DELETE with a body', async () => {
    const { gateway, call } = gatewayAnswering(undefined, 204);
    const result = await gateway.remove(['r-1', 'r-2']);
    expect(result.ok).toBe(true);
    expect(call()).toEqual({ url: '/api/lms/resource-materials', method: 'DELETE', body: { guids: ['r-1', 'r-2'] } });
  });

  it('passes a refused deletion on as an error', async () => {
    const { gateway } = gatewayAnswering({ statusCode: 403, code: 'FORBIDDEN', message: 'no' }, 403);
    const result = await gateway.remove(['r-1']);
    expect(result.err && result.val).toMatchObject({ kind: 'forbidden', code: 'FORBIDDEN' });
  });

  it('patches a deliver date with the course and YES/NO', async () => {
    const { gateway, call } = gatewayAnswering(resourceDto);
    await gateway.updateDelivery('r-1', { courseGuid: 'c-1', deliverAt: null, canDeliverLate: false });
    expect(call()).toEqual({ url: '/api/lms/resource-material-course/r-1', method: 'PATCH', body: { course_guid: 'c-1', deliver_at: null, can_deliver_late: 'NO' } });
  });

  it('reads a lesson board and patches an item published flag', async () => {
    const lesson = {
      lesson_guid: 'l-1',
      name: 'Fracciones',
      thumbnail: null,
      published: true,
      position: 1,
      progress: null,
      course_guid: 'c-1',
      course_name: 'Matemáticas',
      course_education_level: 'el3',
      unit_guid: 'u-1',
      unit_name: 'Números',
      time_zone: 'Europe/Madrid',
      abilities: { update: true },
      items: [itemDto],
    };
    const { gateway, call } = gatewayAnswering(lesson);
    const board = await gateway.lessonBoard('l-1');
    expect(call().url).toBe('/api/front/lessons/l-1');
    expect(board.ok && board.val).toMatchObject({ guid: 'l-1', timeZone: 'Europe/Madrid', canUpdate: true });
    expect(board.ok && board.val.items[0]).toEqual({
      guid: 'i-1', name: 'Tarea', type: 'CTTY_14', position: 1, deliverAt: null, canDeliverLate: false, evaluable: true, published: false,
      audience: 'teachers', jobsAmount: 20, jobsDelivered: 3, jobsEvaluated: 1,
    });

    const patch = gatewayAnswering(wireItemDetail({ ...itemDto, published: true }));
    const item = await patch.gateway.setPublished('i-1', true);
    expect(patch.call()).toEqual({ url: '/api/front/lesson-items/i-1', method: 'PATCH', body: { published: true } });
    expect(item.ok && item.val.published).toBe(true);
  });
});
