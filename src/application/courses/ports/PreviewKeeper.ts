import type { ServiceIdentifier } from 'inversify';
import type { StudentPreview } from '@application/courses/SeeAsStudentStore';

/** Keeps the "see as student" preview of this tab across a reload (ADR 0555): the tab's own, gone when it closes. */
export interface PreviewKeeper {
  restore(): StudentPreview | undefined;
  keep(preview: StudentPreview | undefined): void;
}

export const PreviewKeeper: ServiceIdentifier<PreviewKeeper> = Symbol('PreviewKeeper');
