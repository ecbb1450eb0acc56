// The grid's column-major cells (GradebookCellsSchema, ADR 0485) read back as one object per cell, per student: what
// the API tests compare. The decoding is the contract's, written out once for the tests; the SPA's is its adapter's.
import type { GradebookDto } from '@contract/gradebook';
import { effectiveScore } from '@domain/gradebook/scoreEntry';

export interface DenseCell {
  item_guid: string;
  score: number | null;
  source: 'precalculated' | 'manual' | null;
  precalculated: number | null;
  manual: number | null;
  manual_by: string | null;
  manual_at: string | null;
  job_status: string | null;
  late: boolean;
  overdue: boolean;
  excused: boolean;
  feedback: string | null;
  published: boolean;
}

export type DenseStudent = GradebookDto['students'][number] & { cells: DenseCell[] };
export type DenseGradebook = Omit<GradebookDto, 'students' | 'cells'> & { students: DenseStudent[] };

/** `GET …/gradebook`'s body with one cell object per item in each student's `cells` (the order of `items`). */
export function denseGradebook(body: GradebookDto): DenseGradebook {
  const { cells, students, items, ...rest } = body;
  const count = students.length;
  for (const [name, values] of Object.entries(cells)) {
    if (name !== 'feedback' && name !== 'people' && name !== 'job_statuses' && (values as unknown[]).length !== items.length * count) throw new Error(`cells.${name}: ${(values as unknown[]).length} values for ${items.length} × ${count}`);
  }
  const feedback = new Map(cells.feedback.map((f) => [f.cell, f.text]));
  return {
    ...rest,
    items,
    students: students.map((student, s) => ({
      ...student,
      cells: items.map((item, i) => {
        const k = i * count + s;
        const precalculated = cells.precalculated[k] ?? null;
        const manual = cells.manual[k] ?? null;
        const by = cells.manual_by[k] ?? null;
        const at = cells.manual_at[k] ?? null;
        const status = cells.job_status[k] ?? null;
        const flags = cells.flags[k] ?? 0;
        return {
          item_guid: item.guid,
          ...effectiveScore({ studentGuid: student.guid, itemId: item.guid, precalculated, manual }),
          precalculated,
          manual,
          manual_by: by === null ? null : (cells.people[by] ?? null),
          manual_at: at === null ? null : new Date(at).toISOString(),
          job_status: status === null ? null : (cells.job_statuses[status] ?? null),
          late: (flags & 1) !== 0,
          overdue: (flags & 2) !== 0,
          excused: (flags & 4) !== 0,
          feedback: feedback.get(k) ?? null,
          published: item.published,
        };
      }),
    })),
  };
}
