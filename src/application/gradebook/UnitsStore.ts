import { makeAutoObservable, observable } from 'mobx';
import { classUnitAverages } from '@domain/gradebook/analysis';
import { ANNUAL } from '@domain/grading/periods';
import type { Gradebook, GradebookItem, GradebookStudent } from '@application/gradebook/Gradebook';
import { sliceOf, unitOf, type AreaUnit } from '@application/gradebook/gradebookAnalysis';

export interface UnitSummary extends AreaUnit {
  /** The unit's items and columns, in grid order. */
  items: GradebookItem[];
  /** Every student's average in the unit (null: nothing counts yet). */
  students: { student: GradebookStudent; percent: number | null }[];
  /** The mean of the students' averages. */
  classPercent: number | null;
}

/** The units area: per unit of the course, its items, each student's average and the class average. */
export class UnitsStore {
  gradebook: Gradebook | undefined = undefined;

  constructor() {
    makeAutoObservable(this, { gradebook: observable.ref }, { autoBind: true });
  }

  setGradebook(gradebook: Gradebook): void {
    this.gradebook = gradebook;
  }

  get units(): UnitSummary[] {
    const gradebook = this.gradebook;
    if (gradebook === undefined) return [];
    const slice = sliceOf(gradebook, ANNUAL);
    const byGuid = new Map(slice.items.map((item) => [item.guid, item]));
    return classUnitAverages(slice.columns, slice.rows).map((unit) => ({
      ...unitOf(slice.items, unit.unitId),
      items: unit.columnIds.map((guid) => byGuid.get(guid)).filter((item): item is GradebookItem => item !== undefined),
      students: gradebook.students.map((student, i) => ({ student, percent: unit.students[i] ?? null })),
      classPercent: unit.percent,
    }));
  }
}
