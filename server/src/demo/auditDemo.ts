// The demo's audit trail (ADR 0610): what each tenant's school admin and helpdesk did in the last two weeks, in the
// tenant's language, so the admin's and helpdesk's desks open on a believable log.
import type { auditEntries } from '../db/schema';

interface DemoPerson {
  guid: string;
  role: string;
  name: string;
  /** The person's first school. */
  schoolGuid: string | undefined;
}

interface DemoCourse {
  guid: string;
  name: string;
  schoolGuid: string;
  studentGuids: readonly string[];
  teacherGuids: readonly string[];
}

const REASONS: Record<string, { lostPassword: string; newTablet: string; resetTeacher: string; moved: string }> = {
  es: {
    lostPassword: 'No recordaba su contraseña y tenía examen a primera hora; lo pidió su tutora por teléfono.',
    newTablet: 'Tableta nueva del centro: la familia llamó porque no podía entrar.',
    resetTeacher: 'Cambio de contraseña pedido por el propio docente desde secretaría.',
    moved: 'Cambio de grupo aprobado por jefatura de estudios.',
  },
  pt: {
    lostPassword: 'Não se lembrava da palavra-passe e tinha teste logo de manhã; a diretora de turma pediu por telefone.',
    newTablet: 'Tablet novo da escola: a família telefonou porque não conseguia entrar.',
    resetTeacher: 'Reposição pedida pelo próprio professor na secretaria.',
    moved: 'Mudança de turma aprovada pela direção.',
  },
  en: {
    lostPassword: 'Forgot their password before a morning test; their form tutor asked by phone.',
    newTablet: 'New school tablet: the family rang because they could not sign in.',
    resetTeacher: 'Reset asked for by the teacher in person at the school office.',
    moved: 'Group change agreed by the head of year.',
  },
};

const DAY = 86_400_000;

/** A dozen entries at most per tenant: the admin's desk acts and helpdesk's links and resets, oldest first. */
export function planAuditDemo(input: { tenantId: string; language: string; people: readonly DemoPerson[]; courses: readonly DemoCourse[]; now: Date }): (typeof auditEntries.$inferInsert)[] {
  const reasons = REASONS[input.language] ?? REASONS.en;
  const admin = input.people.find((p) => p.role === 'R03');
  const helpdesk = input.people.find((p) => p.role === 'R05');
  if (!reasons || !admin || !helpdesk) return [];
  const at = (daysAgo: number, hour: number) => new Date(Math.floor(input.now.getTime() / DAY) * DAY - daysAgo * DAY + hour * 3_600_000);
  const nameOf = (guid: string) => input.people.find((p) => p.guid === guid)?.name ?? '';
  const mine = input.courses.filter((c) => c.schoolGuid === admin.schoolGuid);
  const [first, second] = mine;
  if (!first) return [];
  const base = { tenantId: input.tenantId, details: {} as Record<string, string> };
  const byAdmin = { ...base, actorGuid: admin.guid, actorRole: admin.role, schoolGuid: admin.schoolGuid ?? null };
  const byHelpdesk = (target: DemoPerson) => ({ ...base, actorGuid: helpdesk.guid, actorRole: helpdesk.role, targetUserGuid: target.guid, schoolGuid: target.schoolGuid ?? null });
  const rows: (typeof auditEntries.$inferInsert)[] = [];

  const teacher = first.teacherGuids[0];
  rows.push({ ...byAdmin, action: 'course.created', targetCourseGuid: first.guid, at: at(13, 8) });
  if (teacher) rows.push({ ...byAdmin, action: 'course.teachers-changed', targetCourseGuid: first.guid, details: { teachers: nameOf(teacher) }, at: at(13, 9) });
  rows.push({ ...byAdmin, action: 'enrolment.csv-imported', targetCourseGuid: first.guid, details: { rows: String(first.studentGuids.length + 1), enrolled: String(first.studentGuids.length), refused: '1' }, at: at(12, 10) });

  const students = input.people.filter((p) => p.role === 'R01' && p.schoolGuid === admin.schoolGuid);
  const [ana, ben, cai] = students;
  if (ana) rows.push({ ...byHelpdesk(ana), action: 'login-link.issued', reason: reasons.lostPassword, at: at(9, 7) });
  if (ben && second) {
    rows.push({ ...byAdmin, action: 'enrolment.moved', targetUserGuid: ben.guid, targetCourseGuid: second.guid, reason: reasons.moved, details: { from_course: first.name, to_course: second.name }, at: at(6, 11) });
  }
  const staff = input.people.find((p) => p.role === 'R02' && p.schoolGuid === admin.schoolGuid);
  if (staff) rows.push({ ...byHelpdesk(staff), action: 'password-reset.issued', reason: reasons.resetTeacher, at: at(4, 16) });
  if (cai) rows.push({ ...byAdmin, action: 'login-link.issued', targetUserGuid: cai.guid, at: at(3, 9) });
  // Someone of another school of the tenant: helpdesk sees it, this school's admin does not.
  const elsewhere = input.people.find((p) => p.role === 'R01' && p.schoolGuid !== undefined && p.schoolGuid !== admin.schoolGuid);
  if (elsewhere) rows.push({ ...byHelpdesk(elsewhere), action: 'login-link.issued', reason: reasons.newTablet, at: at(2, 18) });
  if (ana && second) rows.push({ ...byAdmin, action: 'enrolment.added', targetUserGuid: ana.guid, targetCourseGuid: second.guid, at: at(1, 12) });
  return rows;
}
