// The gradebook's exports (docs/api-gradebook.md "Exports", ADR 0235): the grid as CSV for teachers and school admins,
// and PDF reports of the class or of one student (a student: their own, published grades only). Both are made from
// the grid exactly as `GET …/gradebook` answers the caller (same statements, the domain's final grades).
import { CELL_EXCUSED, type GradebookDto } from '@contract/gradebook';
import { effectiveScore } from '@domain/gradebook/scoreEntry';
import { schoolToday } from '@domain/calendar/monthGrid';
import { periodOfScheme } from '@domain/gradebook/gradebookSetup';
import type { PeriodCode } from '@domain/grading/periods';
import { Roles } from '@domain/identity/roles';
import { isGrammaticalGender, roleWord } from '@domain/users/roleWord';
import { isLanguage, type Language, type TenantConfig } from '@domain/tenancy/tenant';
import { badRequest, notFound } from '../../errors/ApiError';
import { exportTexts } from '../../exports/exportTexts';
import type { ExportCell, ExportGrid, ExportHeading } from '../../exports/exportModel';
import { gradebookCsv } from '../../exports/gradebookCsv';
import { gradebookPdf, type PdfReport } from '../../exports/gradebookPdf';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import type { GradebookAccess } from '../../policies/gradebookPolicy';
import { gradebookDto, schemeOf } from './gradebookGrid';

/** A file to download: its media type, the name it is saved under, its bytes. */
export interface ExportFile {
  type: string;
  name: string;
  body: Buffer;
}

export interface ExportRead {
  caller: Caller;
  gradebook: GradebookAccess;
  /** The request's tenant (its branding and languages); null outside /api/front. */
  tenant: TenantConfig | null;
  /** `lang`, else the caller's own language when the tenant offers it, else the tenant's default. */
  language: Language | undefined;
  now: Date;
}

/** The grid exactly as `GET …/gradebook` answers this caller (a student: their own published row), one row per student. */
async function gridOf(repos: Repositories, { caller, gradebook: { ctx, relation }, now }: ExportRead): Promise<GradebookDto & ExportGrid> {
  const rows = await repos.gradebook.grid(ctx.courseGuid, { student: relation === 'student' ? caller.guid : undefined, attempt: 'last' });
  return exportGridOf(gradebookDto(ctx, relation, rows, now));
}

/** The answer's column-major cells as the files read them: per student, one cell per item (the domain's `effectiveScore`). */
function exportGridOf(dto: GradebookDto): GradebookDto & ExportGrid {
  const { cells, items } = dto;
  const count = dto.students.length;
  const feedback = new Map(cells.feedback.map((f) => [f.cell, f.text]));
  const students = dto.students.map((student, s) => ({
    ...student,
    cells: items.map((item, i): ExportCell => {
      const k = i * count + s;
      const { score } = effectiveScore({ studentGuid: student.guid, itemId: item.guid, precalculated: cells.precalculated[k] ?? null, manual: cells.manual[k] ?? null });
      return { item_guid: item.guid, score, published: item.published, excused: ((cells.flags[k] ?? 0) & CELL_EXCUSED) !== 0, feedback: feedback.get(k) ?? null };
    }),
  }));
  return { ...dto, students };
}

async function languageOf(repos: Repositories, read: ExportRead): Promise<Language> {
  if (read.language !== undefined) return read.language;
  const user = await repos.users.findByGuid(read.caller.tenantId, read.caller.guid);
  const own = user?.language;
  if (isLanguage(own) && (read.tenant === null || read.tenant.languages.includes(own))) return own;
  return read.tenant?.defaultLanguage ?? 'es';
}

function headingOf(tenant: TenantConfig | null, grid: GradebookDto, now: Date): ExportHeading {
  return { brand: tenant?.theme.brand ?? tenant?.name ?? '', primary: tenant?.theme.primary ?? '', schoolName: grid.school_name, courseName: grid.course_name, timeZone: grid.time_zone, now };
}

/**
 * The CSV (UTF-8 with BOM, CRLF; `;` and a decimal comma in es/pt, `,` in en): one row per student. `period`, as typed:
 * only that period's items and grade (a code of the course's scheme, or annual; else 400 /period).
 */
export async function gradebookCsvFile(repos: Repositories, read: ExportRead, askedPeriod: string | undefined): Promise<ExportFile> {
  let period: PeriodCode | undefined;
  if (askedPeriod !== undefined) {
    const asked = periodOfScheme(askedPeriod, schemeOf(read.gradebook.ctx));
    if (asked.err) throw badRequest('VALIDATION_FAILED', [{ path: '/period', message: asked.val.code }]);
    period = asked.val;
  }
  const grid = await gridOf(repos, read);
  const texts = exportTexts(await languageOf(repos, read));
  const suffix = period === undefined ? '' : `-${texts.period(period)}`;
  return {
    type: 'text/csv; charset=utf-8',
    name: `${grid.course_name}${suffix}-${schoolToday(read.now, grid.time_zone)}.csv`,
    body: Buffer.from(gradebookCsv(grid, texts, period), 'utf8'),
  };
}

/**
 * A printable PDF (A4, the tenant's branding): the class's, or one student's with `studentGuid` (404 when not a
 * student of the course). A student always gets their own, whoever they ask for.
 */
export async function gradebookPdfFile(repos: Repositories, read: ExportRead, askedStudent: string | undefined): Promise<ExportFile> {
  const grid = await gridOf(repos, read);
  const studentGuid = read.gradebook.relation === 'student' ? read.caller.guid : askedStudent?.toLowerCase();
  const texts = exportTexts(await languageOf(repos, read));
  // The student's report names them with the word they chose ("Alumna", "Aluno"); the neutral one when they have not.
  const person = studentGuid === undefined ? undefined : await repos.users.findByGuid(read.caller.tenantId, studentGuid);
  const kind: PdfReport = studentGuid === undefined ? { kind: 'class' } : { kind: 'student', studentGuid, role: roleWord(Roles.student, isGrammaticalGender(person?.grammaticalGender) ? person.grammaticalGender : null) };
  const pdf = await gradebookPdf(grid, headingOf(read.tenant, grid, read.now), texts, kind);
  if (pdf === undefined) throw notFound();
  const student = grid.students.find((s) => s.guid === studentGuid);
  const who = student === undefined ? '' : `-${student.lastname} ${student.name}`;
  return { type: 'application/pdf', name: `${grid.course_name}${who}-${schoolToday(read.now, grid.time_zone)}.pdf`, body: pdf };
}
