import type { AppError } from '@application/shared/AppError';
import type { CellProblem } from '@application/gradebook/GradebookRow';

/** A message for the grid's live regions, by translation key of the `gradebook` namespace (stores hold no text). */
export interface GridMessage {
  id: number;
  key: string;
  values: Record<string, string | number>;
  /** A refused score: its `score.*` text follows the message. */
  problem?: CellProblem;
  /** A failed call: its error text follows the message. */
  error?: AppError;
}

let nextMessageId = 1;

/** A new message (a new id, so the live region reads it even when its text repeats). */
export function gridMessage(key: string, values: Record<string, string | number> = {}, extra: Pick<GridMessage, 'problem' | 'error'> = {}): GridMessage {
  return { id: nextMessageId++, key, values, ...extra };
}
