import type { SignupProfile } from '@domain/accounts/signup';
import type { Language } from '@domain/tenancy/tenant';
import type { SignedIn } from '@application/auth/ports/AuthGateway';

/** What the sign-up form needs to know of the tenant. */
export interface SignupOptions {
  open: boolean;
  digitalConsentAge: number;
  passwordMinLength: number;
  /** The server's day, `YYYY-MM-DD`: ages are counted on it. */
  today: string;
}

/** A title of the library (spec "Project"). */
export interface LibraryTitle {
  guid: string;
  name: string;
  description: string;
  discipline: string;
  educationLevel: string;
  educationYears: string[];
  profile: SignupProfile;
}

/** A code checked before sign-up: the title it will grant and for how many days. */
export interface CheckedLicence {
  code: string;
  title: LibraryTitle;
  days: number;
}

/** A course a sign-up will join (ADR 0538): its code as read, its name and school's. */
export interface CheckedClassroom {
  code: string;
  courseName: string;
  schoolName: string;
}

/** A course of the caller's that uses a title (ADR 0556): its tools are at `/tools/{projectGuid}`. */
export interface TitleCourse {
  projectGuid: string;
  courseGuid: string;
  courseName: string;
}

export interface LibraryEntry {
  title: LibraryTitle;
  courses: TitleCourse[];
  code: string;
  endsOn: string;
  active: boolean;
}

export interface SignupRequest {
  profile: SignupProfile;
  name: string;
  lastname: string;
  email: string;
  password: string;
  birthDate: string;
  guardianEmail?: string;
  licenceCodes: string[];
  joinCodes: string[];
  language: Language;
}

export type SignupOutcome = { status: 'active'; signedIn: SignedIn } | { status: 'pending-consent'; guardianEmail: string };

export interface ConsentRequest {
  childName: string;
  childEmail: string;
  tenantName: string;
  consented: boolean;
  statement: string;
}
