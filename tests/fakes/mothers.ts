import { DEFAULT_TENANT_FLAGS, type TenantConfig } from '@domain/tenancy/tenant';
import type { Course, CourseDetail } from '@application/courses/Course';
import type { User } from '@application/users/User';

// Test-data builders ("object mothers"): a valid default, overridden where a test cares.

export function aTenant(overrides: Partial<TenantConfig> = {}): TenantConfig {
  return {
    id: 'tiza',
    name: 'Tiza Demo',
    defaultLanguage: 'es',
    languages: ['es', 'en', 'pt'],
    loginMethods: ['password'],
    flags: { ...DEFAULT_TENANT_FLAGS },
    theme: { primary: '#1f5eff', accent: '#ff7a1a', brand: 'Tiza' },
    passwordMinLength: 8,
    ...overrides,
  };
}

export function aUser(overrides: Partial<User> = {}): User {
  return {
    guid: 'u-teacher',
    role: 'R02',
    name: 'Ana',
    lastname: 'García',
    email: 'teacher@tiza.demo',
    avatar: null,
    referrer: null,
    language: null,
    grammaticalGender: null,
    tenant: 'tiza',
    schools: [{ guid: 's-1', name: 'Colegio Demo', timeZone: 'Europe/Madrid' }],
    // A teacher where the tenant lets teachers create courses (the server decides; see docs/api.md).
    abilities: { createCourse: true, joinCourse: true },
    accessibility: { reducedMotion: false, largerText: false },
    kidsMode: false,
    ...overrides,
  };
}

export function aStudent(overrides: Partial<User> = {}): User {
  return aUser({ guid: 'u-student', role: 'R01', name: 'Luis', lastname: 'Pérez', email: 'student@tiza.demo', abilities: { createCourse: false, joinCourse: true }, ...overrides });
}

let courseNumber = 0;
export function aCourse(overrides: Partial<Course> = {}): Course {
  courseNumber += 1;
  return {
    guid: `c-${courseNumber}`,
    name: `Curso ${courseNumber}`,
    type: 'course',
    schoolGuid: 's-1',
    discipline: 'ed6',
    educationLevel: 'el3',
    educationYear: null,
    teacherName: 'Ana García',
    teacherGender: 'female',
    studentsCount: 20,
    lessonsCount: 4,
    progress: null,
    joinCode: 'MATH01',
    abilities: { update: true, manageMembers: true, seeAsStudent: true },
    ...overrides,
  };
}

export function aCourseDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    ...aCourse(),
    removal: 'delete',
    units: [
      {
        guid: 'unit-1',
        name: 'Números',
        position: 1,
        lessons: [
          { guid: 'l-1', name: 'Fracciones', thumbnail: null, position: 1, progress: 50 },
          { guid: 'l-2', name: 'Decimales', thumbnail: null, position: 2, progress: 0 },
        ],
      },
    ],
    ...overrides,
  };
}

/** An unsigned JWT whose `exp` is `expiresAt` (the client never verifies signatures). */
export function aToken(expiresAt: Date, claims: Record<string, unknown> = {}): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u-teacher', exp: Math.floor(expiresAt.getTime() / 1000), ...claims })}.signature`;
}
