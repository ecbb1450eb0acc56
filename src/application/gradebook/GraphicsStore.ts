import { makeAutoObservable, observable } from 'mobx';
import { classEvolution, gradeDistribution, type Distribution } from '@domain/gradebook/analysis';
import type { CalendarDate } from '@domain/calendar/calendarDate';
import type { GradeScale } from '@domain/gradebook/gradeScales';
import { ANNUAL } from '@domain/grading/periods';
import { PeriodChoice } from '@application/gradebook/PeriodChoice';
import type { Gradebook, GradebookItem } from '@application/gradebook/Gradebook';
import { sliceOf } from '@application/gradebook/gradebookAnalysis';

export interface ClassEvolutionPoint {
  item: GradebookItem;
  day: CalendarDate;
  /** The class average on the item, percent. */
  percent: number;
  /** Students with a score that counts. */
  counted: number;
}

/** The graphics area: how one period's final grades fall on the scale, and the class average item by item over the year. */
export class GraphicsStore {
  gradebook: Gradebook | undefined = undefined;
  /** The period shown: the annual grade until the teacher picks another. */
  readonly period = new PeriodChoice();

  constructor() {
    makeAutoObservable(this, { gradebook: observable.ref, period: false }, { autoBind: true });
  }

  setGradebook(gradebook: Gradebook): void {
    this.gradebook = gradebook;
    this.period.follow(gradebook.periods);
  }

  get scale(): GradeScale | undefined {
    return this.gradebook?.scale;
  }

  get distribution(): Distribution | undefined {
    const gradebook = this.gradebook;
    if (gradebook === undefined) return undefined;
    const percents = gradebook.students.map((s) => s.finalGrades.find((g) => g.period === this.period.code)?.percent ?? null);
    return gradeDistribution(gradebook.scale, percents);
  }

  /** Every dated item of the year with at least one score, by due date. */
  get evolution(): ClassEvolutionPoint[] {
    const gradebook = this.gradebook;
    if (gradebook === undefined) return [];
    const slice = sliceOf(gradebook, ANNUAL);
    const items = new Map(slice.items.map((item) => [item.guid, item]));
    return classEvolution(slice.columns, slice.rows).flatMap((point) => {
      const item = items.get(point.columnId);
      return item === undefined ? [] : [{ item, day: point.day, percent: point.percent, counted: point.counted }];
    });
  }
}
