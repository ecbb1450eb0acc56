// OneRoster 1.2 CSV bundles: which files and columns a bundle needs, and what each row asks of the school (ADR 0560).
// Pure: the server unzips and parses the CSV, this module judges the rows and says what to create, update or refuse.
import { Roles, type Role } from '../identity/roles';
import type { EducationLevelCode } from '../catalog/educationLevels';
import { checkEmail } from '../identity/email';

/** Rows of one CSV file, each keyed by its header's column names (values as written, trimmed by the parser). */
export type CsvRows = readonly Readonly<Record<string, string>>[];

/** The bundle's files by name without `.csv` (`users`, `enrollments`…). */
export type OneRosterBundle = Readonly<Record<string, CsvRows>>;

/** Files a bundle must hold and the columns each must have (OneRoster 1.2 CSV binding); the others are read if present. */
export const ONEROSTER_REQUIRED: Readonly<Record<string, readonly string[]>> = {
  orgs: ['sourcedId', 'name', 'type'],
  courses: ['sourcedId', 'title', 'orgSourcedId'],
  classes: ['sourcedId', 'title', 'courseSourcedId', 'schoolSourcedId'],
  users: ['sourcedId', 'enabledUser', 'givenName', 'familyName', 'email'],
  enrollments: ['sourcedId', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role'],
};

/** Optional files, with the columns they must have when present. 1.2 puts a user's roles in roles.csv. */
export const ONEROSTER_OPTIONAL: Readonly<Record<string, readonly string[]>> = {
  roles: ['userSourcedId', 'roleType', 'role', 'orgSourcedId'],
  academicSessions: ['sourcedId', 'title', 'type', 'startDate', 'endDate'],
  demographics: ['sourcedId'],
  manifest: ['propertyName', 'value'],
};

export const ONEROSTER_FILES: readonly string[] = [...Object.keys(ONEROSTER_REQUIRED), ...Object.keys(ONEROSTER_OPTIONAL)];

/** Why a whole bundle is refused (nothing is changed). */
export interface BundleProblem {
  rule: 'bundle.file-missing' | 'bundle.column-missing' | 'bundle.role-missing';
  file: string;
  column?: string;
}

/** Why one row is refused (the others go ahead). `line` counts the header as line 1. */
export interface RowProblem {
  file: string;
  line: number;
  sourcedId: string;
  rule:
    | 'row.sourced-id-missing'
    | 'row.sourced-id-repeated'
    | 'row.date-invalid'
    | 'org.type-not-school'
    | 'user.email-invalid'
    | 'user.email-repeated'
    | 'user.role-not-supported'
    | 'user.school-unknown'
    | 'class.course-unknown'
    | 'class.school-unknown'
    | 'enrollment.class-unknown'
    | 'enrollment.user-unknown'
    | 'enrollment.role-not-supported';
}

export interface SchoolPlan {
  sourcedId: string;
  name: string;
}

export interface UserPlan {
  sourcedId: string;
  email: string;
  name: string;
  lastname: string;
  role: Role;
  /** `enabledUser` true and not to be deleted: may sign in. */
  enabled: boolean;
  schoolSourcedIds: string[];
}

export interface ClassPlan {
  sourcedId: string;
  name: string;
  schoolSourcedId: string;
  educationLevel: EducationLevelCode;
  educationYear: string | null;
}

export interface EnrollmentPlan {
  sourcedId: string;
  classSourcedId: string;
  userSourcedId: string;
  as: 'teacher' | 'student';
  /** `tobedeleted`, or ended before the import: the membership is dropped (grades stay). */
  dropped: boolean;
}

export interface OneRosterPlan {
  schools: SchoolPlan[];
  users: UserPlan[];
  classes: ClassPlan[];
  enrollments: EnrollmentPlan[];
  refused: RowProblem[];
}

/** A bundle's required files and columns, and the roles source (roles.csv, or a 1.1-style `role` column on users). */
export function checkBundle(bundle: OneRosterBundle, headers: Readonly<Record<string, readonly string[]>>): BundleProblem[] {
  const problems: BundleProblem[] = [];
  const check = (file: string, columns: readonly string[]) => {
    const header = headers[file] ?? [];
    for (const column of columns) if (!header.includes(column)) problems.push({ rule: 'bundle.column-missing', file, column });
  };
  for (const [file, columns] of Object.entries(ONEROSTER_REQUIRED)) {
    if (!(file in bundle)) problems.push({ rule: 'bundle.file-missing', file });
    else check(file, columns);
  }
  for (const [file, columns] of Object.entries(ONEROSTER_OPTIONAL)) if (file in bundle) check(file, columns);
  if ('users' in bundle && !('roles' in bundle) && !(headers.users ?? []).includes('role')) problems.push({ rule: 'bundle.role-missing', file: 'roles' });
  return problems;
}

/** OneRoster role vocabulary → Tiza's roles; guardians and the rest are not people Tiza signs in yet. */
const USER_ROLES: Readonly<Record<string, Role>> = {
  student: Roles.student,
  teacher: Roles.teacher,
  administrator: Roles.schoolAdmin,
  sitemanager: Roles.schoolAdmin,
};

const ENROLLMENT_ROLES: Readonly<Record<string, 'teacher' | 'student'>> = {
  student: 'student',
  teacher: 'teacher',
  administrator: 'teacher',
};

/** OneRoster grade codes (CEDS) → Tiza's education level and year: PK/KG preschool, 01–06 primary, 07–10 secondary, 11–12 baccalaureate. */
export function levelOfGrades(grades: string | undefined): { educationLevel: EducationLevelCode; educationYear: string | null } {
  const first = (grades ?? '').split(',')[0]?.trim().toUpperCase() ?? '';
  if (first === 'PK' || first === 'IT' || first === 'PR' || first === 'KG') return { educationLevel: 'el1', educationYear: null };
  const year = /^\d{1,2}$/.test(first) ? Number(first) : NaN;
  if (Number.isNaN(year)) return { educationLevel: 'el3', educationYear: null };
  if (year <= 6) return { educationLevel: 'el2', educationYear: String(year) };
  if (year <= 10) return { educationLevel: 'el3', educationYear: String(year - 6) };
  return { educationLevel: 'el4', educationYear: String(year - 10) };
}

/** OneRoster dates are `YYYY-MM-DD`; an empty cell is no date. */
export function oneRosterDate(value: string | undefined): { ok: true; date: string | null } | { ok: false } {
  const text = (value ?? '').trim();
  if (text === '') return { ok: true, date: null };
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return { ok: false };
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d ? { ok: true, date: text } : { ok: false };
}

const isDeleted = (row: Readonly<Record<string, string>>) => (row.status ?? '').trim().toLowerCase() === 'tobedeleted';
const cell = (row: Readonly<Record<string, string>>, column: string) => (row[column] ?? '').trim();
const list = (value: string) => value.split(',').map((part) => part.trim()).filter((part) => part !== '');

/**
 * Judges every row of a bundle that passed `checkBundle`, on its own and against the others: what to create or update
 * (by sourcedId, so importing the same bundle twice changes nothing the second time) and which rows are refused and
 * why. `today` (YYYY-MM-DD) ends enrolments whose endDate is past.
 */
export function planOneRoster(bundle: OneRosterBundle, today: string): OneRosterPlan {
  const refused: RowProblem[] = [];
  const refuse = (file: string, index: number, row: Readonly<Record<string, string>>, rule: RowProblem['rule']) =>
    refused.push({ file, line: index + 2, sourcedId: cell(row, 'sourcedId'), rule });

  /** Rows with a sourcedId seen once; a repeated one is refused (the first wins). */
  function distinct(file: string): { row: Readonly<Record<string, string>>; index: number }[] {
    const seen = new Set<string>();
    const kept: { row: Readonly<Record<string, string>>; index: number }[] = [];
    (bundle[file] ?? []).forEach((row, index) => {
      const id = cell(row, 'sourcedId');
      if (id === '') return refuse(file, index, row, 'row.sourced-id-missing');
      if (seen.has(id)) return refuse(file, index, row, 'row.sourced-id-repeated');
      const dated = oneRosterDate(row.beginDate).ok && oneRosterDate(row.endDate).ok && oneRosterDate(row.startDate).ok;
      if (!dated) return refuse(file, index, row, 'row.date-invalid');
      seen.add(id);
      kept.push({ row, index });
    });
    return kept;
  }

  const schools: SchoolPlan[] = [];
  for (const { row, index } of distinct('orgs')) {
    if (cell(row, 'type').toLowerCase() !== 'school') {
      // Districts and departments hold schools; Tiza keeps schools only. Not an error unless someone points at it.
      if (!['district', 'state', 'national', 'local', 'department'].includes(cell(row, 'type').toLowerCase())) refuse('orgs', index, row, 'org.type-not-school');
      continue;
    }
    if (!isDeleted(row)) schools.push({ sourcedId: cell(row, 'sourcedId'), name: cell(row, 'name') });
  }
  const schoolIds = new Set(schools.map((s) => s.sourcedId));

  // Each user's role and schools: roles.csv (1.2), primary role first, else the 1.1 columns on users.csv.
  const rolesOf = new Map<string, { role: string; orgs: string[]; primary: boolean }[]>();
  (bundle.roles ?? []).forEach((row) => {
    if (isDeleted(row)) return;
    const user = cell(row, 'userSourcedId');
    const entry = { role: cell(row, 'role').toLowerCase(), orgs: [cell(row, 'orgSourcedId')], primary: cell(row, 'roleType').toLowerCase() === 'primary' };
    rolesOf.set(user, [...(rolesOf.get(user) ?? []), entry]);
  });

  const users: UserPlan[] = [];
  const emails = new Set<string>();
  for (const { row, index } of distinct('users')) {
    const id = cell(row, 'sourcedId');
    const declared = bundle.roles
      ? (rolesOf.get(id) ?? []).sort((a, b) => Number(b.primary) - Number(a.primary))
      : [{ role: cell(row, 'role').toLowerCase(), orgs: list(cell(row, 'orgSourcedIds')), primary: true }];
    const role = USER_ROLES[declared[0]?.role ?? ''];
    if (!role) {
      refuse('users', index, row, 'user.role-not-supported');
      continue;
    }
    const email = cell(row, 'email').toLowerCase();
    if (checkEmail(email).err) {
      refuse('users', index, row, 'user.email-invalid');
      continue;
    }
    if (emails.has(email)) {
      refuse('users', index, row, 'user.email-repeated');
      continue;
    }
    const orgs = [...new Set(declared.filter((d) => USER_ROLES[d.role]).flatMap((d) => d.orgs))];
    const known = orgs.filter((org) => schoolIds.has(org));
    if (known.length === 0) {
      refuse('users', index, row, 'user.school-unknown');
      continue;
    }
    emails.add(email);
    users.push({
      sourcedId: id,
      email,
      name: cell(row, 'preferredGivenName') || cell(row, 'givenName'),
      lastname: cell(row, 'preferredFamilyName') || cell(row, 'familyName'),
      role,
      enabled: cell(row, 'enabledUser').toLowerCase() === 'true' && !isDeleted(row),
      schoolSourcedIds: known,
    });
  }
  const userIds = new Set(users.map((u) => u.sourcedId));

  const courseIds = new Set(distinct('courses').filter(({ row }) => !isDeleted(row)).map(({ row }) => cell(row, 'sourcedId')));
  const classes: ClassPlan[] = [];
  for (const { row, index } of distinct('classes')) {
    if (isDeleted(row)) continue;
    if (!courseIds.has(cell(row, 'courseSourcedId'))) {
      refuse('classes', index, row, 'class.course-unknown');
      continue;
    }
    if (!schoolIds.has(cell(row, 'schoolSourcedId'))) {
      refuse('classes', index, row, 'class.school-unknown');
      continue;
    }
    classes.push({ sourcedId: cell(row, 'sourcedId'), name: cell(row, 'title'), schoolSourcedId: cell(row, 'schoolSourcedId'), ...levelOfGrades(row.grades) });
  }
  const classIds = new Set(classes.map((c) => c.sourcedId));

  const enrollments: EnrollmentPlan[] = [];
  for (const { row, index } of distinct('enrollments')) {
    const as = ENROLLMENT_ROLES[cell(row, 'role').toLowerCase()];
    if (!as) {
      refuse('enrollments', index, row, 'enrollment.role-not-supported');
      continue;
    }
    if (!classIds.has(cell(row, 'classSourcedId'))) {
      refuse('enrollments', index, row, 'enrollment.class-unknown');
      continue;
    }
    if (!userIds.has(cell(row, 'userSourcedId'))) {
      refuse('enrollments', index, row, 'enrollment.user-unknown');
      continue;
    }
    const end = oneRosterDate(row.endDate);
    const ended = end.ok && end.date !== null && end.date < today;
    enrollments.push({ sourcedId: cell(row, 'sourcedId'), classSourcedId: cell(row, 'classSourcedId'), userSourcedId: cell(row, 'userSourcedId'), as, dropped: isDeleted(row) || ended });
  }

  // academicSessions are read for their dates only: Tiza's terms come from each gradebook's scheme.
  distinct('academicSessions');

  return { schools, users, classes, enrollments, refused };
}

/** How many rows a plan applies: the job's progress counts these. */
export function planSize(plan: OneRosterPlan): number {
  return plan.schools.length + plan.users.length + plan.classes.length + plan.enrollments.length;
}
