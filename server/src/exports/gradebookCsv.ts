import Papa from 'papaparse';
import { inPeriod } from '@domain/gradebook/periodGrades';
import { parsePeriodCode, type PeriodCode } from '@domain/grading/periods';
import type { Language } from '@domain/tenancy/tenant';
import { finalGradeOf, type ExportCell, type ExportGrid } from './exportModel';
import { fill, type ExportTexts } from './exportTexts';

/** The byte order mark: without it Excel reads a UTF-8 file in the system's code page and breaks the accents. */
export const CSV_BOM = '\uFEFF';
export const CSV_NEWLINE = '\r\n';

/** `;` where the decimal sign is a comma (es, pt: what their spreadsheets expect as list separator), `,` in English. */
export function csvSeparator(language: Language): ';' | ',' {
  return language === 'en' ? ',' : ';';
}

function cellText(cell: ExportCell | undefined, texts: ExportTexts): string {
  if (cell === undefined) return '';
  if (cell.excused === true) return texts.file.excused;
  return cell.score === null ? '' : texts.number(cell.score);
}

/**
 * The grid as CSV (docs/api-gradebook.md, ADR 0235): last name, name, one column per item (`<name> (/<max>)`, grid
 * order), then per period its percentage and its grade on the scale; one row per student. With `period`: that
 * period's items (the domain's `inPeriod`: annual counts every item) and that period's grade only. RFC 4180 quoting
 * by papaparse, formula-like texts neutralised, a BOM and CRLF line ends.
 */
export function gradebookCsv(grid: ExportGrid, texts: ExportTexts, period?: PeriodCode): string {
  const columns = grid.items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => period === undefined || inPeriod({ period: item.period === null ? null : (parsePeriodCode(item.period) ?? null) }, period));
  const periods = period === undefined ? grid.periods : [period];
  const { file } = texts;
  const fields = [
    file.lastname,
    file.name,
    ...columns.map(({ item }) => fill(file.itemHeader, { name: item.name, max: texts.number(item.max_score) })),
    ...periods.flatMap((p) => [fill(file.percentHeader, { period: texts.period(p) }), texts.period(p)]),
  ];
  const data = grid.students.map((student) => [
    student.lastname,
    student.name,
    ...columns.map(({ index }) => cellText(student.cells[index], texts)),
    ...periods.flatMap((p) => {
      const grade = finalGradeOf(student, p);
      return [grade?.percent == null ? '' : texts.number(grade.percent), grade?.grade == null ? '' : texts.grade(grade.grade)];
    }),
  ]);
  const body = Papa.unparse({ fields, data }, { delimiter: csvSeparator(texts.language), newline: CSV_NEWLINE, escapeFormulae: true });
  return `${CSV_BOM}${body}${CSV_NEWLINE}`;
}
