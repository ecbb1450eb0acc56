import { NUMERIC_0_10 } from '@domain/gradebook/gradeScales';
import type { CourseGradingSettings, GradebookColumnFacts } from '@domain/gradebook/periodGrades';
import type { Gradebook } from '@application/gradebook/Gradebook';

/** A course's grading rules and columns as the domain's `studentPeriodGrades` reads them. */
export interface GridGrading {
  settings: CourseGradingSettings;
  columns: GradebookColumnFacts[];
  studentView: boolean;
}

const NO_GRADING: GridGrading = { settings: { scheme: 'quarters', scale: NUMERIC_0_10, dropLowest: 0, categories: [], publishedPeriods: [] }, columns: [], studentView: false };

export function gradingOf(gradebook: Gradebook | undefined): GridGrading {
  if (gradebook === undefined) return NO_GRADING;
  return {
    settings: {
      scheme: gradebook.periodScheme,
      scale: gradebook.scale,
      dropLowest: gradebook.dropLowest,
      categories: gradebook.categories.map((c) => ({ id: c.guid, weight: c.weight })),
      publishedPeriods: gradebook.publishedPeriods,
    },
    columns: gradebook.items.map((item) => ({
      id: item.guid,
      period: item.period,
      categoryId: item.categoryGuid,
      weight: item.weight,
      maxScore: item.maxScore,
      countsForFinalGrade: item.countsForFinalGrade,
      lateCountsAsZero: item.lateCountsAsZero,
      published: item.published,
    })),
    studentView: gradebook.view === 'student',
  };
}
