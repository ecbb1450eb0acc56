import { describe, expect, it, vi } from 'vitest';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpCourseGateway } from '@infrastructure/courses/HttpCourseGateway';
import { HttpTenantReader } from '@infrastructure/tenancy/HttpTenantReader';

const courseDto = {
  guid: 'c-1',
  name: 'Matemáticas 1ºA',
  type: 'course',
  school_guid: 's-1',
  discipline: 'ed6',
  education_level: 'el3',
  education_year: '1',
  teacher_name: 'Ana García',
  teacher_gender: 'female',
  students_count: 24,
  lessons_count: 3,
  progress: null,
  join_code: 'MATH01',
  abilities: { update: true, manage_members: true, see_as_student: true },
};

function gatewayAnswering(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));
  const http = new FetchHttpClient({ baseUrl: '/api', tenantId: 'tiza', token: () => 'jwt', onSessionRefused: () => undefined, fetch: fetchMock });
  return { gateway: new HttpCourseGateway(http), tenants: new HttpTenantReader(http), fetchMock };
}

describe('HttpCourseGateway', () => {
  it('maps a page of courses to the application model', async () => {
    const { gateway, fetchMock } = gatewayAnswering({ data: [courseDto], meta: { page: 1, pageSize: 24, total: 1 } });
    const result = await gateway.list({ page: 1, pageSize: 24 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/front/courses?page=1&pageSize=24');
    expect(result.ok && result.val).toEqual({
      items: [
        {
          guid: 'c-1', name: 'Matemáticas 1ºA', type: 'course', schoolGuid: 's-1', discipline: 'ed6', educationLevel: 'el3', educationYear: '1',
          teacherName: 'Ana García', teacherGender: 'female', studentsCount: 24, lessonsCount: 3, progress: null, joinCode: 'MATH01',
          abilities: { update: true, manageMembers: true, seeAsStudent: true },
        },
      ],
      page: 1,
      pageSize: 24,
      total: 1,
    });
  });

  it('puts a course’s details in the contract’s shape and reads the course back', async () => {
    const { gateway, fetchMock } = gatewayAnswering({ ...courseDto, name: 'Álgebra' });
    const result = await gateway.update('c-1', { name: 'Álgebra', discipline: 'ed6', educationLevel: 'el3', educationYear: null });
    expect(result.ok && result.val.name).toBe('Álgebra');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/front/courses/c-1');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Álgebra', discipline: 'ed6', education_level: 'el3', education_year: null });
  });

  it('deletes courses with one call and expects no content', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    const http = new FetchHttpClient({ baseUrl: '/api', tenantId: 'tiza', token: () => 'jwt', onSessionRefused: () => undefined, fetch: fetchMock });
    const result = await new HttpCourseGateway(http).remove(['c-1']);
    expect(result.ok).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/front/courses');
    expect(init?.method).toBe('DELETE');
    expect(JSON.parse(String(init?.body))).toEqual({ guids: ['c-1'] });
  });

  it('orders units and lessons by position', async () => {
    const lesson = (guid: string, position: number) => ({ lesson_guid: guid, name: guid, thumbnail: null, position, progress: 10, published: true, items_count: 0 });
    const { gateway } = gatewayAnswering({
      ...courseDto,
      removal: 'archive',
      units: [
        { guid: 'u2', name: 'Dos', position: 2, lessons: [] },
        { guid: 'u1', name: 'Uno', position: 1, lessons: [lesson('b', 2), lesson('a', 1)] },
      ],
    });
    const result = await gateway.detail('c-1');
    expect(result.ok && result.val.units.map((u) => u.guid)).toEqual(['u1', 'u2']);
    expect(result.ok && result.val.units[0]?.lessons.map((l) => l.guid)).toEqual(['a', 'b']);
    expect(result.ok && result.val.removal).toBe('archive');
  });

  it('answers a malformed body with BAD_RESPONSE instead of crashing', async () => {
    const { gateway } = gatewayAnswering({ data: [{ ...courseDto, discipline: 'ed99' }], meta: { page: 1, pageSize: 24, total: 1 } });
    const result = await gateway.list({ page: 1, pageSize: 24 });
    expect(result.err && result.val).toMatchObject({ kind: 'unavailable', code: 'BAD_RESPONSE' });
  });

  it('sends the join code and create body in the contract names', async () => {
    const { gateway, fetchMock } = gatewayAnswering(courseDto);
    await gateway.create({ name: 'Arte', discipline: 'ed4', educationLevel: 'el2' });
    await gateway.join('ART123');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ name: 'Arte', discipline: 'ed4', education_level: 'el2' });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/front/join-course');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ code: 'ART123' });
  });
});

describe('HttpTenantReader', () => {
  it('keeps defaults for flags the backend does not send', async () => {
    const { tenants } = gatewayAnswering({
      id: 'escola',
      name: 'Escola Demo',
      defaultLanguage: 'pt',
      languages: ['pt', 'es', 'xx'],
      loginMethods: ['password', 'sso'],
      flags: { hideLibrary: true, logoutRedirect: '' },
      theme: { primary: '#0a7', accent: '#fa0', brand: 'Escola' },
      passwordMinLength: 10,
    });
    const result = await tenants.current();
    expect(result.ok).toBe(true);
    if (result.err) return;
    expect(result.val.languages).toEqual(['pt', 'es']);
    expect(result.val.flags.hideLibrary).toBe(true);
    expect(result.val.flags.createCourse).toBe(true);
    expect(result.val.flags.logoutRedirect).toBeNull();
    expect(result.val.passwordMinLength).toBe(10);
  });

  it.each([
    ['an unknown default language', { defaultLanguage: 'fr' }],
    ['a flag that is not a boolean', { flags: { hideLibrary: 'yes' } }],
    ['no theme', { theme: undefined }],
  ])('refuses a tenant with %s as a bad response', async (_, change) => {
    const tenant = { id: 'escola', name: 'Escola Demo', defaultLanguage: 'pt', languages: ['pt'], loginMethods: ['password'], flags: {}, theme: { primary: '#0a7', accent: '#fa0', brand: 'Escola' }, passwordMinLength: 10 };
    const result = await gatewayAnswering({ ...tenant, ...change }).tenants.current();
    expect(result.err && result.val.code).toBe('BAD_RESPONSE');
  });
});
