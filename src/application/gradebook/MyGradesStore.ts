import { makeAutoObservable, observable } from 'mobx';
import { scoreToScale, type ScaledGrade } from '@domain/gradebook/gradeScales';
import type { PeriodGrade } from '@domain/gradebook/periodGrades';
import { publicationPeriodOf } from '@domain/gradebook/publishing';
import type { PeriodCode } from '@domain/grading/periods';
import type { Gradebook, GradebookItem, GradebookStudent } from '@application/gradebook/Gradebook';
import { cellAt } from '@application/gradebook/gradebookAnalysis';

/** One item of My grades. Unpublished items carry no score, grade nor feedback, whatever the data held. */
export type MyGradeRow =
  | { item: GradebookItem; published: false }
  | {
      item: GradebookItem;
      published: true;
      /** Points out of `item.maxScore`; null while there is none. */
      score: number | null;
      /** The score on the course's scale, when it says more than "score / max" (another scale or another maximum). */
      grade: ScaledGrade | null;
      feedback: string | null;
      late: boolean;
      excused: boolean;
    };

export interface MyGradesSection {
  period: PeriodCode;
  rows: MyGradeRow[];
  /** The period's final grade, only once the period is published. */
  finalGrade: PeriodGrade | undefined;
}

/**
 * My grades (spec §1, §4): the student's published grades of one course, a section per period of the scheme
 * then the annual one (its own items: those without a period of the scheme). A score, its grade and its feedback
 * show only for a published item; a final grade only for a published period.
 */
export class MyGradesStore {
  gradebook: Gradebook | undefined = undefined;

  constructor() {
    makeAutoObservable(this, { gradebook: observable.ref }, { autoBind: true });
  }

  setGradebook(gradebook: Gradebook): void {
    this.gradebook = gradebook;
  }

  /** The student's own row (the server sends only it). */
  get student(): GradebookStudent | undefined {
    return this.gradebook?.students[0];
  }

  get sections(): MyGradesSection[] {
    const gradebook = this.gradebook;
    const student = this.student;
    if (gradebook === undefined || student === undefined) return [];
    const rowsByPeriod = new Map<PeriodCode, MyGradeRow[]>(gradebook.periods.map((p) => [p, []]));
    gradebook.items.forEach((item, index) => {
      // The section an item shows in is the period whose publication publishes it (ADR 0234).
      rowsByPeriod.get(publicationPeriodOf(item.period, gradebook.periodScheme))?.push(rowOf(gradebook, item, cellAt(student, item, index)));
    });
    return gradebook.periods
      .map((period) => {
        const finalGrade = student.finalGrades.find((g) => g.period === period);
        return { period, rows: rowsByPeriod.get(period) ?? [], finalGrade: finalGrade?.published === true ? finalGrade : undefined };
      })
      .filter((section) => section.rows.length > 0 || section.finalGrade !== undefined);
  }

  /** Something is published: an item or a period's final grade. */
  get hasPublished(): boolean {
    return this.sections.some((section) => section.finalGrade !== undefined || section.rows.some((row) => row.published));
  }
}

function rowOf(gradebook: Gradebook, item: GradebookItem, cell: ReturnType<typeof cellAt>): MyGradeRow {
  // Both the item and the student's cell must say published: an unpublished score is never shown.
  if (!item.published || cell?.published === false) return { item, published: false };
  const score = cell?.score ?? null;
  const scale = gradebook.scale;
  const sameAsScore = scale.kind === 'numeric' && scale.max === item.maxScore;
  return {
    item,
    published: true,
    score,
    grade: score === null || sameAsScore ? null : scoreToScale(scale, score, item.maxScore),
    feedback: cell?.feedback ?? null,
    late: cell?.late ?? false,
    excused: cell?.excused ?? false,
  };
}
