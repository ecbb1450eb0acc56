import { makeAutoObservable, observable } from 'mobx';
import { classUnitAverages, columnsByDueDate, studentEvolution } from '@domain/gradebook/analysis';
import type { CalendarDate } from '@domain/calendar/calendarDate';
import { canSelectMoreStudents, MAX_ANALYSIS_STUDENTS, toggleAnalysisStudent, type AnalysisSelectionError } from '@domain/grading/analysisSelection';
import { PeriodChoice } from '@application/gradebook/PeriodChoice';
import type { Gradebook, GradebookItem, GradebookStudent } from '@application/gradebook/Gradebook';
import { sliceOf, unitOf, type AreaUnit } from '@application/gradebook/gradebookAnalysis';

export interface TimelinePoint {
  item: GradebookItem;
  day: CalendarDate;
}

export interface StudentTimeline {
  student: GradebookStudent;
  /** Per point: the student's percentage on the item (null: no score there). */
  percents: (number | null)[];
  /** Per point: the student's running average after the item (null where the student has no score). */
  averages: (number | null)[];
}

export interface UnitComparison {
  units: AreaUnit[];
  /** Per selected student, their average in each unit. */
  students: { student: GradebookStudent; values: (number | null)[] }[];
  /** The class average of each unit (every student of the course). */
  classValues: (number | null)[];
}

/**
 * The analysis area: up to 5 students (spec §5/§9, domain `toggleAnalysisStudent`) compared over time
 * (running averages by due date) and by unit, over one period's items (the annual period: all of them).
 */
export class AnalysisStore {
  gradebook: Gradebook | undefined = undefined;
  /** Guids in the order the teacher picked them. */
  selected: string[] = [];
  /** The last refusal (a 6th student); cleared by the next successful change. */
  refusal: AnalysisSelectionError | undefined = undefined;
  /** The period shown: the annual grade until the teacher picks another. */
  readonly period = new PeriodChoice();
  readonly max = MAX_ANALYSIS_STUDENTS;

  constructor() {
    makeAutoObservable(this, { gradebook: observable.ref, period: false, max: false, isSelected: false }, { autoBind: true });
  }

  setGradebook(gradebook: Gradebook): void {
    this.gradebook = gradebook;
    const known = new Set(gradebook.students.map((s) => s.guid));
    this.selected = this.selected.filter((guid) => known.has(guid));
    this.period.follow(gradebook.periods);
  }

  /** Selects or unselects a student; false (and `refusal` set) when the selection is full. */
  toggle(studentGuid: string): boolean {
    const result = toggleAnalysisStudent(this.selected, studentGuid, this.max);
    if (result.err) {
      this.refusal = result.val;
      return false;
    }
    this.selected = result.val;
    this.refusal = undefined;
    return true;
  }

  clearSelection(): void {
    this.selected = [];
    this.refusal = undefined;
  }

  get students(): GradebookStudent[] {
    return this.gradebook?.students ?? [];
  }

  isSelected(studentGuid: string): boolean {
    return this.selected.includes(studentGuid);
  }

  get selectedStudents(): GradebookStudent[] {
    const byGuid = new Map(this.students.map((s) => [s.guid, s]));
    return this.selected.map((guid) => byGuid.get(guid)).filter((s): s is GradebookStudent => s !== undefined);
  }

  get isFull(): boolean {
    return !canSelectMoreStudents(this.selected, this.max);
  }

  private get slice() {
    return this.gradebook === undefined ? undefined : sliceOf(this.gradebook, this.period.code);
  }

  /** The selected students over time: the dated items any of them has a score in, by due date. */
  get timeline(): { points: TimelinePoint[]; students: StudentTimeline[] } {
    const slice = this.slice;
    if (slice === undefined) return { points: [], students: [] };
    const index = new Map(this.students.map((s, i) => [s.guid, i]));
    const evolutions = this.selectedStudents.map((student) => ({ student, points: studentEvolution(slice.columns, slice.rows[index.get(student.guid) ?? -1] ?? []) }));
    const scored = new Set(evolutions.flatMap((e) => e.points.map((p) => p.columnId)));
    const points = columnsByDueDate(slice.columns)
      .filter((dated) => scored.has(dated.id))
      .flatMap((dated) => {
        const item = slice.items[dated.index];
        return item === undefined ? [] : [{ item, day: dated.day }];
      });
    return {
      points,
      students: evolutions.map(({ student, points: own }) => {
        const byItem = new Map(own.map((p) => [p.columnId, p]));
        return { student, percents: points.map((p) => byItem.get(p.item.guid)?.percent ?? null), averages: points.map((p) => byItem.get(p.item.guid)?.average ?? null) };
      }),
    };
  }

  /** The selected students and the class, unit by unit. */
  get byUnit(): UnitComparison {
    const slice = this.slice;
    if (slice === undefined) return { units: [], students: [], classValues: [] };
    const averages = classUnitAverages(slice.columns, slice.rows);
    const index = new Map(this.students.map((s, i) => [s.guid, i]));
    return {
      units: averages.map((unit) => unitOf(slice.items, unit.unitId)),
      students: this.selectedStudents.map((student) => ({ student, values: averages.map((unit) => unit.students[index.get(student.guid) ?? -1] ?? null) })),
      classValues: averages.map((unit) => unit.percent),
    };
  }
}
