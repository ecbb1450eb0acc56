import type { ServiceIdentifier } from 'inversify';

/** A course its staff see as a student, and where they were when they started (ADR 0553, ADR 0555). */
export interface StudentPreview {
  courseGuid: string;
  courseName: string;
  /** The teacher's page to go back to on leaving. */
  returnTo: string;
}

/** Keeps the "see as student" preview of this tab across a reload (ADR 0555): the tab's own, gone when it closes. */
export interface PreviewKeeper {
  restore(): StudentPreview | undefined;
  keep(preview: StudentPreview | undefined): void;
}

export const PreviewKeeper: ServiceIdentifier<PreviewKeeper> = Symbol('PreviewKeeper');
