import { describe, expect, it, vi } from 'vitest';
import { Err, Ok } from '@domain/shared/result';
import type { SignupProfile } from '@domain/accounts/signup';
import { appError } from '@application/shared/AppError';
import type { CheckedLicence, SignupRequest } from '@application/accounts/Account';
import type { AccountsGateway } from '@application/accounts/ports/AccountsGateway';
import type { SignupDraft, SignupDrafts } from '@application/accounts/ports/SignupDrafts';
import type { SessionStore } from '@application/session/SessionStore';
import { SignupStore } from '@application/accounts/SignupStore';
import { InMemoryLanguageSwitcher } from '@tests/fakes/InMemoryLanguageSwitcher';
import { aStudent } from '@tests/fakes/mothers';

const TITLE = { guid: 't1', name: 'Matemáticas 2º ESO — Libro digital', description: '', discipline: 'ed6', educationLevel: 'el3', educationYears: ['2º ESO'], profile: 'student' as const };

class MemoryDrafts implements SignupDrafts {
  draft: SignupDraft | undefined;
  read() {
    return this.draft;
  }
  write(draft: SignupDraft) {
    this.draft = draft;
  }
  clear() {
    this.draft = undefined;
  }
}

function setup(draft?: SignupDraft) {
  const signups: SignupRequest[] = [];
  const gateway: AccountsGateway = {
    signupOptions: async () => Ok({ open: true, digitalConsentAge: 14, passwordMinLength: 8, today: '2026-11-22' }),
    checkLicence: async (code: string, profile: SignupProfile, added: readonly string[]) => {
      const normal = code.toUpperCase().replace(/\s+/g, '-');
      if (added.includes(normal)) return Err(appError('validation', 'LICENCE_ALREADY_ADDED'));
      if (normal !== 'TIZA-MATE-2ESO' || profile !== 'student') return Err(appError('validation', 'LICENCE_INVALID'));
      return Ok<CheckedLicence>({ code: normal, title: TITLE, days: 365 });
    },
    checkClassroom: async (code: string, added: readonly string[]) => {
      const normal = code.toUpperCase().replace(/[\s-]/g, '');
      if (added.includes(normal)) return Err(appError('validation', 'CLASSROOM_ALREADY_ADDED'));
      if (normal !== '7HQ2KD') return Err(appError('not-found', 'CODE_NOT_FOUND'));
      return Ok({ code: normal, courseName: 'Biología y Geología 3º ESO', schoolName: 'IES Ramón y Cajal' });
    },
    signup: async (request) => {
      signups.push(request);
      return request.guardianEmail ? Ok({ status: 'pending-consent' as const, guardianEmail: 'm***@correo.es' }) : Ok({ status: 'active' as const, signedIn: { token: 'tok', user: aStudent() } });
    },
    consentRequest: async () => Err(appError('not-found', 'CONSENT_LINK_INVALID')),
    giveConsent: async () => Ok(undefined),
    library: async () => Ok([]),
    addLicence: async () => Err(appError('validation', 'LICENCE_INVALID')),
  };
  const drafts = new MemoryDrafts();
  drafts.draft = draft;
  const session = { start: vi.fn(async () => undefined) } as unknown as SessionStore;
  const store = new SignupStore(gateway, drafts, session, new InMemoryLanguageSwitcher());
  return { store, drafts, session, signups };
}

const DETAILS = { name: 'Nora', lastname: 'Blanco', email: 'nora@correo.es', emailConfirmation: 'nora@correo.es', birthDate: '2013-05-10', guardianEmail: 'madre@correo.es' };

describe('SignupStore', () => {
  it('walks the steps and keeps what was typed in the draft, never the password', async () => {
    const { store, drafts } = setup();
    await store.start();
    expect(store.step).toBe('profile');
    store.chooseProfile('student');
    store.keepDetails(DETAILS);
    await store.confirmDetails(DETAILS, 'pizarra-2026');
    expect(store.step).toBe('licences');
    expect(JSON.stringify(drafts.draft)).not.toContain('pizarra-2026');
    expect(drafts.draft).toMatchObject({ step: 'licences', profile: 'student', name: 'Nora', email: 'nora@correo.es' });
  });

  it('asks for a guardian below the tenant’s age of digital consent only', async () => {
    const { store } = setup();
    await store.start();
    expect(store.guardianNeeded('2013-05-10')).toBe(true);
    expect(store.guardianNeeded('2012-11-22')).toBe(false);
    expect(store.guardianNeeded('')).toBe(false);
  });

  it('adds checked licences, refuses one added twice, and sends them with the account', async () => {
    const { store, signups, drafts } = setup();
    await store.start();
    store.chooseProfile('student');
    await store.confirmDetails(DETAILS, 'pizarra-2026');
    expect(await store.addLicence('tiza mate 2eso')).toBe(true);
    expect(await store.addLicence('TIZA-MATE-2ESO')).toBe(false);
    expect(store.licenceError?.code).toBe('LICENCE_ALREADY_ADDED');
    await store.confirmLicences();
    expect(store.step).toBe('classrooms');
    expect(store.stepNumber).toBe(4);
    await store.finish();
    expect(signups[0]).toMatchObject({ profile: 'student', password: 'pizarra-2026', guardianEmail: 'madre@correo.es', licenceCodes: ['TIZA-MATE-2ESO'], joinCodes: [], language: 'es' });
    expect(store.step).toBe('done');
    expect(store.outcome).toEqual({ status: 'pending-consent', guardianEmail: 'm***@correo.es' });
    expect(drafts.draft).toBeUndefined();
  });

  it('signs an adult in at once', async () => {
    const { store, session, signups } = setup();
    await store.start();
    store.chooseProfile('student');
    await store.confirmDetails({ ...DETAILS, birthDate: '1990-01-01' }, 'pizarra-2026');
    await store.finish();
    expect(signups[0]?.guardianEmail).toBeUndefined();
    expect(session.start).toHaveBeenCalledWith('tok', expect.objectContaining({ email: 'student@tiza.demo' }));
  });

  it('resumes a draft at the details step (the password is retyped) and checks its codes again', async () => {
    const { store } = setup({ step: 'classrooms', profile: 'student', ...DETAILS, licenceCodes: ['TIZA-MATE-2ESO'], joinCodes: ['7HQ2KD', 'GONE00'] });
    await store.start();
    expect(store.step).toBe('account');
    expect(store.details.name).toBe('Nora');
    await store.confirmDetails(store.details, 'pizarra-2026');
    expect(store.licences.map((l) => l.code)).toEqual(['TIZA-MATE-2ESO']);
    await store.confirmLicences();
    // A course gone since the draft was written is said, not silently dropped.
    expect(store.classrooms.map((c) => c.code)).toEqual(['7HQ2KD']);
    expect(store.classroomError?.code).toBe('CODE_NOT_FOUND');
  });

  it('adds the courses to join by code, once each, keeps them in the draft and sends them with the account', async () => {
    const { store, signups, drafts } = setup();
    await store.start();
    store.chooseProfile('student');
    await store.confirmDetails({ ...DETAILS, birthDate: '1990-01-01' }, 'pizarra-2026');
    await store.confirmLicences();
    expect(await store.addClassroom('7hq-2kd')).toBe(true);
    expect(store.classrooms).toEqual([{ code: '7HQ2KD', courseName: 'Biología y Geología 3º ESO', schoolName: 'IES Ramón y Cajal' }]);
    expect(await store.addClassroom('7HQ2KD')).toBe(false);
    expect(store.classroomError?.code).toBe('CLASSROOM_ALREADY_ADDED');
    expect(drafts.draft?.joinCodes).toEqual(['7HQ2KD']);
    store.back();
    expect(store.step).toBe('licences');
    await store.confirmLicences();
    await store.finish();
    expect(signups[0]?.joinCodes).toEqual(['7HQ2KD']);
  });

  it('forgets a course removed before the account is created', async () => {
    const { store, signups } = setup();
    await store.start();
    store.chooseProfile('student');
    await store.confirmDetails({ ...DETAILS, birthDate: '1990-01-01' }, 'pizarra-2026');
    await store.confirmLicences();
    await store.addClassroom('7HQ2KD');
    store.removeClassroom('7HQ2KD');
    await store.finish();
    expect(signups[0]?.joinCodes).toEqual([]);
  });
});
