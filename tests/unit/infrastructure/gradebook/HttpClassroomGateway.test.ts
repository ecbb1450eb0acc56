import { describe, expect, it, vi } from 'vitest';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpClassroomGateway } from '@infrastructure/gradebook/HttpClassroomGateway';

const PABLO = '0b7a3c0e-1111-4a1a-9a1a-000000000001';
const MARTA = '0b7a3c0e-1111-4a1a-9a1a-000000000002';

const attendanceDto = {
  today: '2026-11-25',
  from: '2026-10-26',
  to: '2026-11-25',
  students: [{ guid: PABLO, name: 'Pablo', lastname: 'García López', avatar: null }],
  sessions: [{ day: '2026-11-24', marks: { [PABLO]: 'late', [MARTA]: 'excused' } }],
  summary: [{ student_guid: PABLO, present: 3, absent: 1, late: 1, excused: 0, sessions: 5 }],
};

const pointDto = {
  guid: 'p-1',
  student_guid: PABLO,
  kind: 'needs-work',
  reason: 'Sin material',
  day: '2026-11-24',
  given_by: { guid: 't-1', name: 'Lucía', lastname: 'Martín Gómez' },
  created_at: '2026-11-24T10:15:00.000Z',
};

function gatewayAnswering(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => (status === 204 ? new Response(null, { status }) : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
  const http = new FetchHttpClient({ baseUrl: '/api', tenantId: 'tiza', token: () => 'jwt', onSessionRefused: () => undefined, fetch: fetchMock });
  const request = (index = 0) => {
    const [url, init] = fetchMock.mock.calls[index] ?? [];
    return { url, method: init?.method, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
  };
  return { gateway: new HttpClassroomGateway(http), request };
}

describe('HttpClassroomGateway', () => {
  it('reads the attendance of a range: camelCase counts, marks checked against the four statuses', async () => {
    const { gateway, request } = gatewayAnswering(attendanceDto);
    const result = await gateway.attendance('c-1', { from: '2026-10-26', to: '2026-11-25' });
    expect(request()).toMatchObject({ url: '/api/front/courses/c-1/gradebook/attendance?from=2026-10-26&to=2026-11-25', method: 'GET' });
    expect(result.ok && result.val).toEqual({
      today: '2026-11-25',
      from: '2026-10-26',
      to: '2026-11-25',
      students: [{ guid: PABLO, name: 'Pablo', lastname: 'García López', avatar: null }],
      sessions: [{ day: '2026-11-24', marks: { [PABLO]: 'late', [MARTA]: 'excused' } }],
      summary: [{ studentGuid: PABLO, present: 3, absent: 1, late: 1, excused: 0, sessions: 5 }],
    });
  });

  it('sends no range when none is asked for', async () => {
    const { gateway, request } = gatewayAnswering(attendanceDto);
    await gateway.attendance('c-1');
    expect(request().url).toBe('/api/front/courses/c-1/gradebook/attendance');
  });

  it.each([
    ['an unknown status', { ...attendanceDto, sessions: [{ day: '2026-11-24', marks: { [PABLO]: 'asleep' } }] }],
    ['a day that is not a date', { ...attendanceDto, sessions: [{ day: '24/11/2026', marks: {} }] }],
    ['a negative count', { ...attendanceDto, summary: [{ ...attendanceDto.summary[0], absent: -1 }] }],
    ['no today', { ...attendanceDto, today: undefined }],
    ['a day the calendar does not have', { ...attendanceDto, sessions: [{ day: '2026-02-30', marks: {} }] }],
  ])('refuses an answer with %s (BAD_RESPONSE, never a crash)', async (_, body) => {
    const result = await gatewayAnswering(body).gateway.attendance('c-1');
    expect(result.err && result.val).toMatchObject({ kind: 'unavailable', code: 'BAD_RESPONSE' });
  });

  it('marks a day with PUT (marks and fill as sent) and reads the whole session back', async () => {
    const { gateway, request } = gatewayAnswering({ day: '2026-11-24', marks: { [PABLO]: 'absent', [MARTA]: 'present' } });
    const result = await gateway.markAttendance('c-1', '2026-11-24', { marks: { [PABLO]: 'absent', [MARTA]: null }, fill: 'present' });
    expect(request()).toEqual({ url: '/api/front/courses/c-1/gradebook/attendance/2026-11-24', method: 'PUT', body: { marks: { [PABLO]: 'absent', [MARTA]: null }, fill: 'present' } });
    expect(result.ok && result.val).toEqual({ day: '2026-11-24', marks: { [PABLO]: 'absent', [MARTA]: 'present' } });
  });

  it('passes a refusal on with its domain code', async () => {
    const { gateway } = gatewayAnswering({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'x', details: [{ path: '/day', message: 'attendance.future-day' }] }, 400);
    const result = await gateway.markAttendance('c-1', '2026-11-26', { fill: 'present' });
    expect(result.err && result.val).toMatchObject({ kind: 'validation', code: 'VALIDATION_FAILED', details: [{ path: '/day', message: 'attendance.future-day' }] });
  });

  it('deletes a day and a point (204)', async () => {
    const day = gatewayAnswering(null, 204);
    expect((await day.gateway.clearAttendance('c-1', '2026-11-24')).ok).toBe(true);
    expect(day.request()).toMatchObject({ url: '/api/front/courses/c-1/gradebook/attendance/2026-11-24', method: 'DELETE' });
    const point = gatewayAnswering(null, 204);
    expect((await point.gateway.deletePoint('c-1', 'p-1')).ok).toBe(true);
    expect(point.request()).toMatchObject({ url: '/api/front/courses/c-1/gradebook/behaviour/p-1', method: 'DELETE' });
  });

  it('reads the behaviour points with who gave them and the counts', async () => {
    const { gateway, request } = gatewayAnswering({ points: [pointDto, { ...pointDto, guid: 'p-2', kind: 'positive', given_by: null }], summary: [{ student_guid: PABLO, positive: 1, needs_work: 1, balance: 0 }] });
    const result = await gateway.behaviour('c-1');
    expect(request().url).toBe('/api/front/courses/c-1/gradebook/behaviour');
    expect(result.ok && result.val).toEqual({
      points: [
        { guid: 'p-1', studentGuid: PABLO, kind: 'needs-work', reason: 'Sin material', day: '2026-11-24', givenBy: { guid: 't-1', name: 'Lucía', lastname: 'Martín Gómez' }, createdAt: new Date('2026-11-24T10:15:00.000Z') },
        { guid: 'p-2', studentGuid: PABLO, kind: 'positive', reason: 'Sin material', day: '2026-11-24', givenBy: null, createdAt: new Date('2026-11-24T10:15:00.000Z') },
      ],
      summary: [{ studentGuid: PABLO, positive: 1, needsWork: 1, balance: 0 }],
    });
  });

  it.each([
    ['an unknown kind', { points: [{ ...pointDto, kind: 'great' }], summary: [] }],
    ['an unreadable instant', { points: [{ ...pointDto, created_at: 'yesterday' }], summary: [] }],
    ['a fractional balance', { points: [], summary: [{ student_guid: PABLO, positive: 1, needs_work: 0, balance: 0.5 }] }],
  ])('refuses behaviour with %s', async (_, body) => {
    const result = await gatewayAnswering(body).gateway.behaviour('c-1');
    expect(result.err && result.val).toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('gives points with POST in the contract’s names and reads them back', async () => {
    const { gateway, request } = gatewayAnswering({ points: [pointDto] }, 201);
    const result = await gateway.givePoints('c-1', { studentGuids: [PABLO], kind: 'needs-work', reason: 'Sin material' });
    expect(request()).toEqual({ url: '/api/front/courses/c-1/gradebook/behaviour', method: 'POST', body: { student_guids: [PABLO], kind: 'needs-work', reason: 'Sin material' } });
    expect(result.ok && result.val.map((p) => p.guid)).toEqual(['p-1']);
    await gateway.givePoints('c-1', { studentGuids: [PABLO], kind: 'positive', reason: 'Bien', day: '2026-11-20' });
    expect(request(1).body).toMatchObject({ day: '2026-11-20' });
  });
});
