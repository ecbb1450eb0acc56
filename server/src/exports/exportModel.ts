// What the exports read (ADR 0235): the grid exactly as `GET …/gradebook` answers it (gradebookDto), so the files show
// the grid's numbers, plus the branding of the page header. Only the fields the files use are named here.
import type { ScaledGrade } from '@domain/gradebook/gradeScales';
import { ANNUAL, parsePeriodCode } from '@domain/grading/periods';

export interface ExportItem {
  guid: string;
  name: string;
  period: string | null;
  category_guid: string | null;
  max_score: number;
  published: boolean;
}

export interface ExportCell {
  item_guid: string;
  score: number | null;
  published: boolean;
  /** The item does not count for this student (ADR 0232). */
  excused?: boolean;
  /** The job's feedback; in the student view only once the item is published. */
  feedback?: string | null;
}

export interface ExportFinalGrade {
  period: string;
  percent: number | null;
  grade: ScaledGrade | null;
  published: boolean;
}

export interface ExportStudent {
  guid: string;
  name: string;
  lastname: string;
  /** One per item, in the order of `items`. */
  cells: ExportCell[];
  final_grades: ExportFinalGrade[];
}

export interface ExportGrid {
  view: 'teacher' | 'admin' | 'student';
  /** The scheme's periods, then 'annual'. */
  periods: string[];
  categories: { guid: string; name: string }[];
  items: ExportItem[];
  students: ExportStudent[];
}

/** The page header of a report: the tenant's brand in its primary colour, the school and the course. */
export interface ExportHeading {
  brand: string;
  /** A CSS colour of the tenant's theme; only `#rgb`/`#rrggbb` are drawn, anything else falls back to ink. */
  primary: string;
  schoolName: string;
  courseName: string;
  /** The school's IANA zone: the date printed is the school's day. */
  timeZone: string;
  now: Date;
}

/** The scheme periods of the grid, without 'annual'. */
export function schemePeriods(grid: Pick<ExportGrid, 'periods'>): string[] {
  return grid.periods.filter((p) => p !== ANNUAL);
}

/** An item's period when it is one of the scheme's; undefined for no period, 'annual' or a code of another scheme. */
export function termOf(item: Pick<ExportItem, 'period'>, grid: Pick<ExportGrid, 'periods'>): string | undefined {
  const code = item.period === null ? undefined : parsePeriodCode(item.period);
  return code !== undefined && code !== ANNUAL && grid.periods.includes(code) ? code : undefined;
}

/** A student's final grade of a period, if the grid has one. */
export function finalGradeOf(student: ExportStudent, period: string): ExportFinalGrade | undefined {
  return student.final_grades.find((g) => g.period === period);
}

/** "García López, Pablo": how lists of students are read in school. */
export function fullName(student: Pick<ExportStudent, 'name' | 'lastname'>): string {
  return student.lastname.trim() === '' ? student.name : `${student.lastname}, ${student.name}`;
}
