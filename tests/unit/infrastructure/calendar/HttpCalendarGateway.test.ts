import { describe, expect, it, vi } from 'vitest';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpCalendarGateway } from '@infrastructure/calendar/HttpCalendarGateway';

const deliver = {
  kind: 'deliver', guid: '6f1c1a52-9c57-4d7e-9a51-0b7f7b0c2a11', title: 'Examen tema 3', start: '2026-11-25T09:00:00', end: '2026-11-25T09:00:00', all_day: false,
  course_guid: '0d3f2f4e-8a0b-4c1e-9a7a-2f3c4d5e6f70', course_name: 'Biología 3º ESO', lesson_guid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', lesson_name: null, content_type: 'CTTY_09',
  deliver_at: '2026-11-25T08:00:00.000Z', status: { label: 'soon', group: 'to-do', turn_in: 'open' }, room: null,
};
const holiday = {
  kind: 'non_school_day', guid: '2b3c4d5e-6f70-4a81-9b2c-3d4e5f607182', title: 'Vacaciones de Navidad', start: '2026-12-23', end: '2027-01-07', all_day: true,
  course_guid: null, course_name: null, lesson_guid: null, lesson_name: null, content_type: null, deliver_at: null, status: null, room: null,
};
const session = {
  kind: 'session', guid: '5c9e2d1a-7b3f-5e4d-8a2c-1f0e9d8c7b6a', title: 'Biología 3º ESO', start: '2026-11-24T08:30:00', end: '2026-11-24T09:25:00', all_day: false,
  course_guid: '0d3f2f4e-8a0b-4c1e-9a7a-2f3c4d5e6f70', course_name: 'Biología 3º ESO', lesson_guid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', lesson_name: 'La célula', content_type: null, deliver_at: null, status: null, room: 'Laboratorio 2',
};

function gatewayAnswering(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  const http = new FetchHttpClient({ baseUrl: '/api', tenantId: 'tiza', token: () => 'jwt', onSessionRefused: () => undefined, fetch: fetchMock });
  return { gateway: new HttpCalendarGateway(http), url: (index = 0) => fetchMock.mock.calls[index]?.[0] };
}

describe('HttpCalendarGateway', () => {
  it('reads a range: timed entries on the wall clock, all-day ones by their days, the status in camelCase', async () => {
    const { gateway, url } = gatewayAnswering({ data: [session, deliver, holiday], from: '2026-11-01', to: '2026-12-31', course_name: null, time_zone: 'Europe/Madrid', today: '2026-11-23', can_add_events: true });
    const result = await gateway.read('2026-11-01', '2026-12-31');
    expect(url()).toBe('/api/front/calendar?from=2026-11-01&to=2026-12-31');
    expect(result.ok).toBe(true);
    const range = result.ok ? result.val : undefined;
    expect(range?.today).toBe('2026-11-23');
    expect(range?.entries[0]).toMatchObject({ kind: 'session', startDay: '2026-11-24', allDay: false, room: 'Laboratorio 2', courseName: 'Biología 3º ESO', lessonGuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', lessonName: 'La célula' });
    expect(range?.entries[1]).toMatchObject({ kind: 'deliver', room: null, startDay: '2026-11-25', endDay: '2026-11-25', allDay: false, status: { label: 'soon', group: 'to-do', turnIn: 'open' } });
    expect(range?.entries[2]).toMatchObject({ kind: 'non_school_day', start: '2026-12-23', startDay: '2026-12-23', endDay: '2027-01-07', allDay: true, courseGuid: null });
  });

  it('asks for one course, and refuses an answer whose day is not a day', async () => {
    const { gateway, url } = gatewayAnswering({ data: [{ ...holiday, start: '2026-02-30' }], from: '2026-11-01', to: '2026-11-30', course_name: 'Biología', time_zone: 'Europe/Madrid', today: '2026-11-23', can_add_events: true });
    const result = await gateway.read('2026-11-01', '2026-11-30', 'c-1');
    expect(url()).toBe('/api/front/calendar?from=2026-11-01&to=2026-11-30&course=c-1');
    expect(result.err).toBe(true);
  });
});
