/** A student's final percentage for the ranking area; null when the student has no grade yet. */
export interface RankedInput {
  studentGuid: string;
  percent: number | null;
}

export interface RankEntry {
  studentGuid: string;
  percent: number | null;
  /** 1 for the best; equal percentages share a rank and the next one skips (1, 2, 2, 4); null without a grade. */
  rank: number | null;
}

/**
 * The ranking area (ADR 0139): highest percentage first, standard competition ranking on the
 * percentages as given (already rounded to 2 decimals by `finalGrade`), students without a grade
 * last and unranked; ties keep the given order.
 */
export function rankStudents(students: readonly RankedInput[]): RankEntry[] {
  const graded = students.filter((s) => s.percent !== null).sort((a, b) => (b.percent ?? 0) - (a.percent ?? 0));
  const ranked: RankEntry[] = [];
  graded.forEach((s, i) => {
    const previous = ranked[i - 1];
    const rank = previous !== undefined && previous.percent === s.percent ? previous.rank : i + 1;
    ranked.push({ studentGuid: s.studentGuid, percent: s.percent, rank });
  });
  for (const s of students) if (s.percent === null) ranked.push({ studentGuid: s.studentGuid, percent: null, rank: null });
  return ranked;
}
