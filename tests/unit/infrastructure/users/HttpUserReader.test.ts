import { describe, expect, it, vi } from 'vitest';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpUserReader } from '@infrastructure/users/HttpUserReader';
import { HttpAuthGateway } from '@infrastructure/auth/HttpAuthGateway';

const userDto = {
  guid: 'u-1',
  role_guid: 'R02',
  name: 'Lucía',
  lastname: 'Martín Gómez',
  email: 'teacher@tiza.demo',
  avatar: null,
  referrer: null,
  language: 'es',
  grammatical_gender: 'female',
  tenant: 'tiza',
  schools: [{ guid: 's-1', name: 'IES Demo', time_zone: 'Europe/Madrid' }],
  abilities: { create_course: true, join_course: false },
};

function answering(body: unknown) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status: 200 }));
  const http = new FetchHttpClient({ baseUrl: '/api', tenantId: 'tiza', token: () => 'jwt', onSessionRefused: () => undefined, fetch: fetchMock });
  return { users: new HttpUserReader(http), auth: new HttpAuthGateway(http) };
}

describe('HttpUserReader', () => {
  it('maps the user with the abilities the server sends', async () => {
    const result = await answering(userDto).users.me();
    expect(result.ok && result.val).toEqual({
      guid: 'u-1', role: 'R02', name: 'Lucía', lastname: 'Martín Gómez', email: 'teacher@tiza.demo', avatar: null, referrer: null,
      language: 'es', grammaticalGender: 'female', tenant: 'tiza', schools: [{ guid: 's-1', name: 'IES Demo', timeZone: 'Europe/Madrid' }],
      abilities: { createCourse: true, joinCourse: false },
      // Left out (an older backend): nothing asked for, not in kids mode.
      accessibility: { reducedMotion: false, largerText: false },
      kidsMode: false,
    });
  });

  it('reads the accessibility preferences and kids mode the server sends (ADR 0536, 0537)', async () => {
    const result = await answering({ ...userDto, reduced_motion: true, larger_text: true, kids_mode: true }).users.me();
    expect(result.ok && [result.val.accessibility, result.val.kidsMode]).toEqual([{ reducedMotion: true, largerText: true }, true]);
  });

  it('reads a user the backend sends without grammatical_gender as not said, and refuses a gender outside the list', async () => {
    const { grammatical_gender: _left, ...without } = userDto;
    const missing = await answering(without).users.me();
    expect(missing.ok && missing.val.grammaticalGender).toBeNull();

    const odd = await answering({ ...userDto, grammatical_gender: 'other' }).users.me();
    expect(odd.err).toBe(true);
  });

  it('grants nothing when the server sends no abilities, or leaves one out', async () => {
    const { abilities: _dropped, ...withoutAbilities } = userDto;
    const missing = await answering(withoutAbilities).users.me();
    expect(missing.ok && missing.val.abilities).toEqual({ createCourse: false, joinCourse: false });

    const partial = await answering({ ...userDto, abilities: { join_course: true } }).users.me();
    expect(partial.ok && partial.val.abilities).toEqual({ createCourse: false, joinCourse: true });
  });

  it.each([['yes'], [{ create_course: 'true', join_course: true }], [[true, true]]])('refuses malformed abilities %j as a bad response', async (abilities) => {
    const result = await answering({ ...userDto, abilities }).users.me();
    expect(result.err && result.val.code).toBe('BAD_RESPONSE');
  });
});

describe('HttpAuthGateway', () => {
  it('maps the abilities of the user in the login answer and in a login link exchange', async () => {
    const login = await answering({ token: 'jwt', user: userDto }).auth.login('teacher@tiza.demo', 'secret-password');
    expect(login.ok && login.val.user.abilities).toEqual({ createCourse: true, joinCourse: false });

    const link = await answering({ token: 'jwt', user: { ...userDto, abilities: { create_course: false, join_course: true } } }).auth.exchangeLoginLink('once');
    expect(link.ok && link.val.user.abilities).toEqual({ createCourse: false, joinCourse: true });
  });

  it('refuses a session answer whose user does not fit the contract’s User, or without a token', async () => {
    const badUser = await answering({ token: 'jwt', user: { ...userDto, role_guid: 'R9' } }).auth.login('teacher@tiza.demo', 'secret-password');
    expect(badUser.err && badUser.val.code).toBe('BAD_RESPONSE');
    const noToken = await answering({ user: userDto }).auth.exchangeLoginLink('once');
    expect(noToken.err && noToken.val.code).toBe('BAD_RESPONSE');
  });
});
