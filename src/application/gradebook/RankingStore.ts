import { makeAutoObservable, observable } from 'mobx';
import type { ScaledGrade } from '@domain/gradebook/gradeScales';
import { rankStudents } from '@domain/gradebook/ranking';
import { PeriodChoice } from '@application/gradebook/PeriodChoice';
import type { Gradebook, GradebookStudent } from '@application/gradebook/Gradebook';

export interface RankingRow {
  student: GradebookStudent;
  /** 1 for the best; null without a final grade (those come last). */
  rank: number | null;
  /** Another student shares the rank. */
  tied: boolean;
  percent: number | null;
  grade: ScaledGrade | null;
}

/** The ranking area: the class ordered by the final grade of one period (domain `rankStudents`, ADR 0139). */
export class RankingStore {
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

  get rows(): RankingRow[] {
    const students = this.gradebook?.students ?? [];
    const grades = new Map(students.map((s) => [s.guid, s.finalGrades.find((g) => g.period === this.period.code)]));
    const byGuid = new Map(students.map((s) => [s.guid, s]));
    const ranked = rankStudents(students.map((s) => ({ studentGuid: s.guid, percent: grades.get(s.guid)?.percent ?? null })));
    const shared = new Map<number, number>();
    for (const entry of ranked) if (entry.rank !== null) shared.set(entry.rank, (shared.get(entry.rank) ?? 0) + 1);
    return ranked.flatMap((entry) => {
      const student = byGuid.get(entry.studentGuid);
      if (student === undefined) return [];
      const grade = grades.get(entry.studentGuid);
      return [{ student, rank: entry.rank, tied: entry.rank !== null && (shared.get(entry.rank) ?? 0) > 1, percent: entry.percent, grade: grade?.grade ?? null }];
    });
  }

  /** Students with a final grade in the period. */
  get gradedCount(): number {
    return this.rows.filter((row) => row.rank !== null).length;
  }
}
