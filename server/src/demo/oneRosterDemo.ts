// OneRoster 1.2 CSV bundles for the demo tenants: each school's existing staff plus a new class of students with names
// of the school's language, one student not yet enabled and one row the import refuses (a missing email), so an
// import shows every kind of outcome. `npx tsx scripts/make-oneroster-demo.ts` writes them to server/demo-sync/.
import { zipSync, strToU8 } from 'fflate';
import Papa from 'papaparse';
import rostersJson from './content/rosters.json';

export type RosterRows = Record<string, Record<string, string>[]>;

interface Person {
  givenName: string;
  familyName: string;
}

interface DemoRoster {
  school: string;
  /** Tenant domain of the demo e-mails. */
  domain: string;
  teacher: { email: string; givenName: string; familyName: string };
  admin: { email: string; givenName: string; familyName: string };
  course: string;
  klass: string;
  grade: string;
  students: Person[];
  /** A student the school's system sent without an e-mail. */
  noEmail: Person;
}

const ROSTERS = rostersJson as Record<string, DemoRoster>;

export const DEMO_ROSTER_TENANTS = Object.keys(ROSTERS);

const slug = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '');

/** The rows of a tenant's demo bundle (OneRoster 1.2 CSV columns). */
export function demoRosterRows(tenant: string): RosterRows {
  const r = ROSTERS[tenant];
  if (!r) throw new Error(`no demo roster for ${tenant}`);
  const at = '2026-09-01T08:00:00Z';
  const base = { status: 'active', dateLastModified: at };
  const school = 'org-school-1';
  const user = (id: string, givenName: string, familyName: string, email: string, enabled = true) => ({
    ...base, sourcedId: id, enabledUser: enabled ? 'true' : 'false', username: email.split('@')[0] ?? '', userIds: '', givenName, familyName, middleName: '', identifier: id, email, sms: '', phone: '', agentSourcedIds: '', grades: '', password: '', userMasterIdentifier: '', resourceSourcedIds: '', preferredGivenName: '', preferredMiddleName: '', preferredFamilyName: '', primaryOrgSourcedId: school, pronouns: '',
  });
  const students = r.students.map(({ givenName, familyName }, i) => user(`usr-student-${i + 1}`, givenName, familyName, `${slug(givenName)}.${slug(familyName.split(' ')[0] ?? familyName)}@${r.domain}`, i !== r.students.length - 1));
  // A row the school's system sent without an e-mail: refused, reported with its line.
  const incomplete = user(`usr-student-${r.students.length + 1}`, r.noEmail.givenName, r.noEmail.familyName, '');
  const users = [user('usr-admin-1', r.admin.givenName, r.admin.familyName, r.admin.email), user('usr-teacher-1', r.teacher.givenName, r.teacher.familyName, r.teacher.email), ...students, incomplete];
  const roles = users.map((u, i) => ({
    ...base, sourcedId: `role-${i + 1}`, userSourcedId: u.sourcedId, roleType: 'primary', role: u.sourcedId.startsWith('usr-admin') ? 'administrator' : u.sourcedId.startsWith('usr-teacher') ? 'teacher' : 'student', orgSourcedId: school, userProfileSourcedId: '', beginDate: '2026-09-01', endDate: '',
  }));
  const enrollment = (id: string, userId: string, role: string) => ({ ...base, sourcedId: id, classSourcedId: 'cls-1', schoolSourcedId: school, userSourcedId: userId, role, primary: role === 'teacher' ? 'true' : 'false', beginDate: '2026-09-08', endDate: '2027-06-22' });
  return {
    manifest: [
      { propertyName: 'manifest.version', value: '1.0' },
      { propertyName: 'oneroster.version', value: '1.2' },
      { propertyName: 'source.systemName', value: 'Tiza demo' },
    ],
    academicSessions: [{ ...base, sourcedId: 'term-2026', title: '2026-2027', type: 'schoolYear', startDate: '2026-09-08', endDate: '2027-06-22', parentSourcedId: '', schoolYear: '2027' }],
    orgs: [{ ...base, sourcedId: school, name: r.school, type: 'school', identifier: '', parentSourcedId: '' }],
    courses: [{ ...base, sourcedId: 'crs-1', schoolYearSourcedId: 'term-2026', title: r.course, courseCode: '', grades: r.grade, orgSourcedId: school, subjects: r.course, subjectCodes: '' }],
    classes: [{ ...base, sourcedId: 'cls-1', title: r.klass, grades: r.grade, courseSourcedId: 'crs-1', classCode: '', classType: 'scheduled', location: '', schoolSourcedId: school, termSourcedIds: 'term-2026', subjects: r.course, subjectCodes: '', periods: '' }],
    users,
    roles,
    enrollments: [enrollment('enr-teacher-1', 'usr-teacher-1', 'teacher'), ...students.map((s, i) => enrollment(`enr-student-${i + 1}`, s.sourcedId, 'student'))],
  };
}

/** A bundle's rows as the zip a school's system exports (one CSV per file, header first). */
export function rosterZip(rows: RosterRows): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(rows).map(([file, list]) => [`${file}.csv`, strToU8(Papa.unparse(list, { newline: '\r\n' }))])));
}
