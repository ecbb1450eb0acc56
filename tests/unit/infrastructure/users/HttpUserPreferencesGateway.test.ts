import { describe, expect, it, vi } from 'vitest';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpUserPreferencesGateway } from '@infrastructure/users/HttpUserPreferencesGateway';

const userDto = {
  guid: 'u-1',
  role_guid: 'R01',
  name: 'Pablo',
  lastname: 'García López',
  email: 'student@tiza.demo',
  avatar: null,
  referrer: null,
  language: 'en',
  tenant: 'tiza',
  schools: [{ guid: 's-1', name: 'IES Demo', time_zone: 'Europe/Madrid' }],
  abilities: { create_course: false, join_course: true },
};

function answering(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));
  const onSessionRefused = vi.fn();
  const http = new FetchHttpClient({ baseUrl: '/api', tenantId: 'tiza', token: () => 'jwt', onSessionRefused, fetch: fetchMock });
  return { gateway: new HttpUserPreferencesGateway(http), fetchMock, onSessionRefused };
}

describe('HttpUserPreferencesGateway', () => {
  it('PATCHes the language to users/me with the token and answers the saved user', async () => {
    const { gateway, fetchMock } = answering(200, userDto);

    const result = await gateway.saveLanguage('en');

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/front/users/me');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'en' });
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer jwt');
    expect(result.ok && result.val).toMatchObject({ guid: 'u-1', role: 'R01', language: 'en', abilities: { createCourse: false, joinCourse: true } });
  });

  it('sends null to clear the language', async () => {
    const { gateway, fetchMock } = answering(200, { ...userDto, language: null });
    const result = await gateway.saveLanguage(null);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ language: null });
    expect(result.ok && result.val.language).toBeNull();
  });

  it('answers a refusal as a validation error with its code', async () => {
    const { gateway } = answering(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', details: [{ path: '/language', message: 'not offered' }] });
    const result = await gateway.saveLanguage('pt');
    expect(result.err && result.val).toMatchObject({ kind: 'validation', code: 'VALIDATION_FAILED' });
  });

  it('refuses a malformed answer as a bad response', async () => {
    const { gateway } = answering(200, { ...userDto, role_guid: 'R9' });
    const result = await gateway.saveLanguage('en');
    expect(result.err && result.val.code).toBe('BAD_RESPONSE');
  });
});
