import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface UserBody {
  guid: string;
  language: string | null;
  grammatical_gender: string | null;
  abilities: { create_course: boolean; join_course: boolean };
}

const patchMe = (headers: Record<string, string>, payload: unknown) => t.inject({ method: 'PATCH', url: '/api/front/users/me', headers, payload: payload as Record<string, unknown> });
const getMe = async (headers: Record<string, string>) => (await t.inject({ method: 'GET', url: '/api/front/users/me', headers })).json() as UserBody;
const loginUser = async (email: string) =>
  ((await t.inject({ method: 'POST', url: '/api/front/auth/login', headers: t.ctx(t.tenantOf(email)), payload: { email, password: DEMO_PASSWORD } })).json() as { user: UserBody }).user;

describe('PATCH /api/front/users/me', () => {
  it('saves the language: answered as the whole User, then by GET and by the next login', async () => {
    const headers = await t.as('teacher@tiza.demo');
    const res = await patchMe(headers, { language: 'pt' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as UserBody;
    expect(body).toMatchObject({ guid: await t.userGuid('teacher@tiza.demo'), language: 'pt', abilities: { create_course: true, join_course: true } });
    expect(Object.keys(body).sort()).toEqual(['abilities', 'avatar', 'email', 'grammatical_gender', 'guid', 'kids_mode', 'language', 'larger_text', 'lastname', 'name', 'reduced_motion', 'referrer', 'role_guid', 'schools', 'tenant']);

    expect((await getMe(headers)).language).toBe('pt');
    expect((await getMe(await t.as('teacher@tiza.demo'))).language).toBe('pt');
  });

  it('null clears the language (the tenant default applies again)', async () => {
    const headers = await t.as('admin@tiza.demo');
    expect((await patchMe(headers, { language: 'en' })).statusCode).toBe(200);
    const res = await patchMe(headers, { language: null });
    expect(res.statusCode).toBe(200);
    expect((res.json() as UserBody).language).toBeNull();
    expect((await getMe(headers)).language).toBeNull();
  });

  it.each([[{ language: 'fr' }], [{ language: 'ES' }], [{ language: 3 }], [{}]])('refuses %j with 400 VALIDATION_FAILED', async (payload) => {
    const headers = await t.as('student@tiza.demo');
    const res = await patchMe(headers, payload);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { code: string }).code).toBe('VALIDATION_FAILED');
  });

  it('refuses a language the tenant does not offer, saying which ones it does', async () => {
    const headers = await t.as('teacher@classbook.demo');
    const res = await patchMe(headers, { language: 'pt' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
      details: [{ path: '/language', message: expect.stringMatching(/en, es/) }],
    });
    expect((await getMe(headers)).language).not.toBe('pt');
  });

  it('answers 401 without a session', async () => {
    const res = await t.inject({ method: 'PATCH', url: '/api/front/users/me', headers: t.ctx('tiza'), payload: { language: 'en' } });
    expect(res.statusCode).toBe(401);
    expect((res.json() as { code: string }).code).toBe('UNAUTHORIZED');
  });

  it('changes only the caller: a guid in the body cannot name another user', async () => {
    const teacherHeaders = await t.as('teacher2@tiza.demo');
    const before = (await getMe(teacherHeaders)).language;
    const teacherGuid = await t.userGuid('teacher2@tiza.demo');
    const studentHeaders = await t.as('marta@tiza.demo');

    const res = await patchMe(studentHeaders, { language: 'en', guid: teacherGuid, user_guid: teacherGuid });
    expect(res.statusCode).toBe(200);
    const body = res.json() as UserBody;
    expect(body.guid).toBe(await t.userGuid('marta@tiza.demo'));
    expect(body.language).toBe('en');
    expect((await getMe(teacherHeaders)).language).toBe(before);
    expect(before).not.toBe('en');
  });
});

describe('how the user is addressed (grammatical_gender)', () => {
  it('saves female, male and null, answered by PATCH, GET and the next login, and leaves the language alone', async () => {
    const headers = await t.as('irene@tiza.demo');
    expect((await patchMe(headers, { language: 'en' })).statusCode).toBe(200);

    const saved = await patchMe(headers, { grammatical_gender: 'male' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ grammatical_gender: 'male', language: 'en' });
    expect((await getMe(headers)).grammatical_gender).toBe('male');
    expect((await loginUser('irene@tiza.demo')).grammatical_gender).toBe('male');

    expect((await patchMe(headers, { grammatical_gender: 'female', language: 'es' })).json()).toMatchObject({ grammatical_gender: 'female', language: 'es' });
    expect((await patchMe(headers, { language: 'pt' })).json()).toMatchObject({ grammatical_gender: 'female', language: 'pt' });

    const cleared = await patchMe(headers, { grammatical_gender: null });
    expect(cleared.statusCode).toBe(200);
    expect((cleared.json() as UserBody).grammatical_gender).toBeNull();
    expect((await getMe(headers)).grammatical_gender).toBeNull();
  });

  it.each([[{ grammatical_gender: 'other' }], [{ grammatical_gender: 'Female' }], [{ grammatical_gender: 1 }], [{ grammatical_gender: ['female'] }], [{ guid: 'x' }]])(
    'refuses %j with 400 VALIDATION_FAILED and changes nothing',
    async (payload) => {
      const headers = await t.as('lucas@tiza.demo');
      const before = (await getMe(headers)).grammatical_gender;
      const res = await patchMe(headers, payload);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { code: string }).code).toBe('VALIDATION_FAILED');
      expect((await getMe(headers)).grammatical_gender).toBe(before);
    },
  );

  it('changes only the caller', async () => {
    const other = await t.as('teacher2@tiza.demo');
    const before = (await getMe(other)).grammatical_gender;
    const res = await patchMe(await t.as('marta@tiza.demo'), { grammatical_gender: before === 'male' ? 'female' : 'male', guid: await t.userGuid('teacher2@tiza.demo') });
    expect(res.statusCode).toBe(200);
    expect((await getMe(other)).grammatical_gender).toBe(before);
  });
});

describe('the next login', () => {
  it('carries the saved language', async () => {
    const headers = await t.as('hugo@tiza.demo');
    expect((await patchMe(headers, { language: 'en' })).statusCode).toBe(200);
    expect((await loginUser('hugo@tiza.demo')).language).toBe('en');
  });
});
