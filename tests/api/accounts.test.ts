import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PUBLIC_URL, type TestApp } from './support/testApp';
import { courseMembers, courses, guardianConsents, licenceCodes, signupClassrooms } from '../../server/src/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const adult = { profile: 'student', name: 'Laura', lastname: 'Pérez Soto', password: 'una-clave-larga', birth_date: '1990-04-12', licence_codes: [] as string[] };
const signup = (tenant: string, body: Record<string, unknown>) => t.inject({ method: 'POST', url: '/api/front/auth/signup', headers: t.ctx(tenant), payload: body });
const login = (tenant: string, email: string, password: string) => t.inject({ method: 'POST', url: '/api/front/auth/login', headers: t.ctx(tenant), payload: { email, password } });

async function consentLinks(): Promise<string[]> {
  const files = await readdir(t.outboxDir).catch(() => [] as string[]);
  const texts = await Promise.all(files.sort().map((f) => readFile(join(t.outboxDir, f), 'utf8')));
  return texts.flatMap((text) => [...text.replace(/=\r?\n/g, '').replace(/=3D/g, '=').matchAll(/https?:\/\/\S+\/auth\/consent\/\S+/g)].map((m) => m[0]));
}

describe('GET /api/front/auth/signup', () => {
  it('tells each tenant’s age of digital consent and password minimum', async () => {
    const tiza = (await t.inject({ method: 'GET', url: '/api/front/auth/signup', headers: t.ctx('tiza') })).json();
    const escola = (await t.inject({ method: 'GET', url: '/api/front/auth/signup', headers: t.ctx('escola') })).json();
    expect(tiza).toMatchObject({ open: true, digital_consent_age: 14, password_min_length: 8 });
    expect(escola).toMatchObject({ open: true, digital_consent_age: 13, password_min_length: 10 });
    expect(tiza.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('licence codes', () => {
  it('checks a code however it is typed, and names its title', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/front/auth/licence-check', headers: t.ctx('tiza'), payload: { code: 'tiza mate 2eso', profile: 'student', added: [] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'TIZA-MATE-2ESO', days: 365, title: { name: 'Matemáticas 2º ESO — Libro digital', profile: 'student' } });
  });

  it.each([
    ['TIZA-XXXX-0000', 'student', [], 'LICENCE_INVALID'],
    ['nonsense', 'student', [], 'LICENCE_INVALID'],
    ['TIZA-PROF-MATE', 'student', [], 'LICENCE_OTHER_PROFILE'],
    ['TIZA-MATE-2ESO', 'student', ['tizamate2eso'], 'LICENCE_ALREADY_ADDED'],
    ['ESCO-PORT-7ANO', 'student', [], 'LICENCE_INVALID'],
  ])('%s as a %s → 400 %s', async (code, profile, added, expected) => {
    const res = await t.inject({ method: 'POST', url: '/api/front/auth/licence-check', headers: t.ctx('tiza'), payload: { code, profile, added } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expected, details: [{ path: '/code' }] });
  });
});

describe('POST /api/front/auth/signup', () => {
  it('opens an adult’s account signed in, with the licensed title in the library', async () => {
    const res = await signup('tiza', { ...adult, email: 'laura.perez@correo.es', licence_codes: ['tiza-biol-3eso'] });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'active', session: { token: expect.any(String), user: { email: 'laura.perez@correo.es', role_guid: 'R01', name: 'Laura' } } });
    const library = await t.inject({ method: 'GET', url: '/api/front/library', headers: { authorization: `Bearer ${body.session.token}`, ...t.ctx('tiza') } });
    expect(library.json()).toMatchObject({ entries: [{ code: 'TIZA-BIOL-3ESO', active: true, title: { name: 'Biología y Geología 3º ESO — Libro digital' } }] });
    expect((await login('tiza', 'laura.perez@correo.es', 'una-clave-larga')).statusCode).toBe(200);
  });

  it('refuses a user that already exists with 409 USER_ALREADY_EXISTS, taking no seat', async () => {
    const [before] = await t.app.db.select().from(licenceCodes).where(eq(licenceCodes.code, 'TIZA-MATE-2ESO'));
    const res = await signup('tiza', { ...adult, email: 'Student@tiza.demo', licence_codes: ['TIZA-MATE-2ESO'] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'USER_ALREADY_EXISTS' });
    const [after] = await t.app.db.select().from(licenceCodes).where(eq(licenceCodes.code, 'TIZA-MATE-2ESO'));
    expect(after?.redeemed).toBe(before?.redeemed);
  });

  it.each([
    [{ name: ' ' }, 400, 'VALIDATION_FAILED', '/name', 'name.required'],
    [{ email: 'not-an-email' }, 400, 'INVALID_EMAIL', '/email', 'email.invalid'],
    [{ password: 'corta' }, 400, 'PASSWORD_TOO_SHORT', '/password', undefined],
    [{ birth_date: '2013-02-30' }, 400, 'VALIDATION_FAILED', '/birth_date', 'birth-date.invalid'],
    [{ birth_date: '2013-02-10' }, 400, 'VALIDATION_FAILED', '/guardian_email', 'guardian.required'],
    [{ birth_date: '2013-02-10', guardian_email: 'otra@correo.es' }, 400, 'VALIDATION_FAILED', '/guardian_email', 'guardian.same-as-child'],
    [{ licence_codes: ['TIZA-MATE-2ESO', 'tiza-mate-2eso'] }, 400, 'LICENCE_ALREADY_ADDED', '/licence_codes/1', 'licence.already-added'],
    [{ licence_codes: ['TIZA-PROF-MATE'] }, 400, 'LICENCE_OTHER_PROFILE', '/licence_codes/0', 'licence.other-profile'],
  ])('%j → %i %s at %s', async (change, status, code, path, message) => {
    const res = await signup('tiza', { ...adult, email: 'otra@correo.es', ...change });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, details: [{ path, ...(message ? { message } : {}) }] });
  });

  it('uses a single-use card once', async () => {
    expect((await signup('tiza', { ...adult, email: 'card.one@correo.es', licence_codes: ['TIZA-CARD-0001'] })).statusCode).toBe(201);
    const second = await signup('tiza', { ...adult, email: 'card.two@correo.es', licence_codes: ['TIZA-CARD-0001'] });
    expect(second.json()).toMatchObject({ code: 'LICENCE_NO_SEATS' });
    expect((await login('tiza', 'card.two@correo.es', adult.password)).json()).toMatchObject({ code: 'USER_NOT_FOUND' });
  });

  it('keeps a child waiting for a guardian: no sign-in until consent, then the consent is recorded', async () => {
    const res = await signup('escola', {
      ...adult, name: 'Rita', lastname: 'Sousa', email: 'rita.sousa@correio.pt', password: 'palavra-passe-1', birth_date: '2014-06-01',
      guardian_email: 'mae.sousa@correio.pt', licence_codes: ['ESCO-PORT-7ANO'], language: 'pt',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'pending-consent', guardian_email: 'm***@correio.pt' });
    expect((await login('escola', 'rita.sousa@correio.pt', 'wrong-password-x')).json()).toMatchObject({ code: 'PASSWORD_INCORRECT' });
    expect((await login('escola', 'rita.sousa@correio.pt', 'palavra-passe-1')).json()).toMatchObject({ statusCode: 401, code: 'ACCOUNT_PENDING_CONSENT' });

    const link = (await consentLinks()).at(-1) ?? '';
    expect(link.startsWith(`${PUBLIC_URL}/auth/consent/`)).toBe(true);
    const token = decodeURIComponent(new URL(link).pathname.split('/').at(-1) ?? '');
    expect((await t.inject({ method: 'GET', url: `/api/front/auth/consent/${token}`, headers: t.ctx('tiza') })).statusCode).toBe(404);
    const shown = await t.inject({ method: 'GET', url: `/api/front/auth/consent/${token}?language=pt`, headers: t.ctx('escola') });
    expect(shown.json()).toMatchObject({ child_name: 'Rita Sousa', tenant_name: 'Escola Digital', consented: false, statement: expect.stringContaining('Rita Sousa') });

    const consent = (body: Record<string, unknown>) => t.inject({ method: 'POST', url: `/api/front/auth/consent/${token}`, headers: t.ctx('escola'), payload: body });
    expect((await consent({ guardian_name: ' ', language: 'pt' })).json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/guardian_name' }] });
    expect((await consent({ guardian_name: 'Marta Sousa', language: 'pt' })).statusCode).toBe(204);
    expect((await consent({ guardian_name: 'Marta Sousa', language: 'pt' })).json()).toMatchObject({ code: 'CONSENT_LINK_INVALID' });

    const [record] = await t.app.db.select().from(guardianConsents).where(eq(guardianConsents.guardianEmail, 'mae.sousa@correio.pt'));
    expect(record).toMatchObject({ guardianName: 'Marta Sousa', consentLanguage: 'pt', consentedAt: expect.any(Date), shownText: expect.stringContaining('Sou o pai, a mãe ou o encarregado de educação de Rita Sousa') });
    const signedIn = await login('escola', 'rita.sousa@correio.pt', 'palavra-passe-1');
    expect(signedIn.statusCode).toBe(200);
    // Escola hides the library: the licence is held, the page is not offered.
    const library = await t.inject({ method: 'GET', url: '/api/front/library', headers: { authorization: `Bearer ${signedIn.json().token}`, ...t.ctx('escola') } });
    expect(library.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});

describe('courses joined at sign-up (ADR 0538)', () => {
  const check = (tenant: string, payload: Record<string, unknown>) => t.inject({ method: 'POST', url: '/api/front/auth/classroom-check', headers: t.ctx(tenant), payload });
  const membersOf = async (email: string, tenant: string) => {
    const user = await t.app.repos.users.findByEmail(tenant, email);
    if (!user) return [];
    const rows = await t.app.db.select({ name: courses.name, role: courseMembers.role }).from(courseMembers).innerJoin(courses, eq(courses.guid, courseMembers.courseGuid)).where(eq(courseMembers.userGuid, user.guid));
    return rows.map((r) => `${r.name} (${r.role})`).sort();
  };

  it('checks a course code however it is typed, and names the course and its school', async () => {
    const res = await check('tiza', { code: 'biogeo-3e', added: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'BIOGEO3E', course_name: 'Biología y Geología 3º ESO', school_name: expect.any(String) });
  });

  it.each([
    ['tiza', 'NOPE0000', [], 404, 'CODE_NOT_FOUND'],
    // Another tenant's course is no course here.
    ['tiza', 'PORT7ANO', [], 404, 'CODE_NOT_FOUND'],
    ['tiza', 'ab', [], 400, 'CLASSROOM_INVALID'],
    ['tiza', '', [], 400, 'CLASSROOM_INVALID'],
    ['tiza', 'BIOGEO3E', ['biogeo3e'], 400, 'CLASSROOM_ALREADY_ADDED'],
    ['tiza', 'BIOGEO3E', ['AAAAAA', 'BBBBBB', 'CCCCCC', 'DDDDDD', 'EEEEEE'], 400, 'CLASSROOM_TOO_MANY'],
  ])('%s: %s after %j → %i %s', async (tenant, code, added, status, expected) => {
    const res = await check(tenant, { code, added });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code: expected, details: [{ path: '/code' }] });
  });

  it.each([
    [{}],
    [{ code: 12, added: [] }],
    [{ code: 'BIOGEO3E' }],
    [{ code: 'x'.repeat(41), added: [] }],
    [{ code: 'BIOGEO3E', added: 'BIOGEO3E' }],
  ])('refuses a malformed check %j with 400, never a 500', async (payload) => {
    const res = await check('tiza', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('joins an adult to the courses with the account, as a student', async () => {
    const res = await signup('tiza', { ...adult, email: 'pablo.ruiz@correo.es', join_codes: ['biogeo3e', 'MATE-2ESO'] });
    expect(res.statusCode).toBe(201);
    expect(await membersOf('pablo.ruiz@correo.es', 'tiza')).toEqual(['Biología y Geología 3º ESO (student)', 'Matemáticas 2º ESO (student)']);
    const home = await t.inject({ method: 'GET', url: '/api/front/courses', headers: { authorization: `Bearer ${res.json().session.token}`, ...t.ctx('tiza') } });
    expect(home.json().data.map((c: { name: string }) => c.name).sort()).toEqual(['Biología y Geología 3º ESO', 'Matemáticas 2º ESO']);
  });

  it('refuses the whole sign-up on a code no course has, naming it, and creates nobody', async () => {
    const res = await signup('tiza', { ...adult, email: 'ana.gil@correo.es', join_codes: ['BIOGEO3E', 'NOPE0000'] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'CODE_NOT_FOUND', details: [{ path: '/join_codes/1', message: 'classroom.not-found' }] });
    expect(await t.app.repos.users.findByEmail('tiza', 'ana.gil@correo.es')).toBeUndefined();
    const twice = await signup('tiza', { ...adult, email: 'ana.gil@correo.es', join_codes: ['BIOGEO3E', 'biogeo-3e'] });
    expect(twice.json()).toMatchObject({ code: 'CLASSROOM_ALREADY_ADDED', details: [{ path: '/join_codes/1' }] });
    const six = await signup('tiza', { ...adult, email: 'ana.gil@correo.es', join_codes: ['AAAAAA', 'BBBBBB', 'CCCCCC', 'DDDDDD', 'EEEEEE', 'FFFFFF'] });
    expect(six.statusCode).toBe(400);
    expect(six.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('keeps a child’s courses until the guardian consents: nobody in the course sees the child before', async () => {
    const res = await signup('escola', {
      ...adult, name: 'Tiago', lastname: 'Moura', email: 'tiago.moura@correio.pt', password: 'palavra-passe-2', birth_date: '2014-02-03',
      guardian_email: 'pai.moura@correio.pt', join_codes: ['port7ano'], language: 'pt',
    });
    expect(res.statusCode).toBe(201);
    expect(await membersOf('tiago.moura@correio.pt', 'escola')).toEqual([]);
    const user = await t.app.repos.users.findByEmail('escola', 'tiago.moura@correio.pt');
    expect(await t.app.db.select().from(signupClassrooms).where(eq(signupClassrooms.userGuid, user?.guid ?? ''))).toHaveLength(1);

    const link = (await consentLinks()).at(-1) ?? '';
    const token = decodeURIComponent(new URL(link).pathname.split('/').at(-1) ?? '');
    expect((await t.inject({ method: 'POST', url: `/api/front/auth/consent/${token}`, headers: t.ctx('escola'), payload: { guardian_name: 'Rui Moura', language: 'pt' } })).statusCode).toBe(204);
    expect(await membersOf('tiago.moura@correio.pt', 'escola')).toEqual(['Língua Portuguesa 7º ano (student)']);
    expect(await t.app.db.select().from(signupClassrooms).where(eq(signupClassrooms.userGuid, user?.guid ?? ''))).toHaveLength(0);
  });
});

describe('POST /api/front/licences', () => {
  it('adds a code from the profile, once', async () => {
    const headers = await t.as('marta@tiza.demo');
    const add = () => t.inject({ method: 'POST', url: '/api/front/licences', headers, payload: { code: 'TIZA-MATE-2ESO' } });
    const first = await add();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ entry: { code: 'TIZA-MATE-2ESO', active: true } });
    expect((await add()).json()).toMatchObject({ code: 'LICENCE_ALREADY_ADDED' });
    const teacher = await t.inject({ method: 'POST', url: '/api/front/licences', headers: await t.as('teacher2@tiza.demo'), payload: { code: 'TIZA-PROF-MATE' } });
    expect(teacher.statusCode).toBe(201);
  });

  it('answers a user without licences an empty library', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/front/library', headers: await t.as('hugo@tiza.demo') });
    expect(res.json()).toEqual({ entries: [] });
  });
});


