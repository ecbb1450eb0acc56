import { makeAutoObservable } from 'mobx';
import type { PreviewKeeper, StudentPreview } from '@application/courses/ports/PreviewKeeper';


/**
 * "See as student": while a preview lasts every request names its course (the HTTP client's `x-see-as-student`), so
 * the server answers that course's reads as a student's and refuses any write; the SPA decides nothing of what a
 * student sees. The preview survives a reload of the tab and ends when the teacher leaves it.
 */
export class SeeAsStudentStore {
  preview: StudentPreview | undefined;

  constructor(private readonly keeper: PreviewKeeper) {
    this.preview = keeper.restore();
    makeAutoObservable<SeeAsStudentStore, 'keeper'>(this, { keeper: false }, { autoBind: true });
  }

  /** The course being seen as a student, if any. */
  get courseGuid(): string | undefined {
    return this.preview?.courseGuid;
  }

  /** Whether this course is the one being seen as a student. */
  previews(courseGuid: string | undefined): boolean {
    return courseGuid !== undefined && this.preview !== undefined && this.preview.courseGuid === courseGuid.toLowerCase();
  }

  start(courseGuid: string, courseName: string, returnTo: string): void {
    this.preview = { courseGuid: courseGuid.toLowerCase(), courseName, returnTo };
    this.keeper.keep(this.preview);
  }

  /** Ends the preview; answers the teacher's page to go back to. */
  leave(): string {
    const back = this.preview?.returnTo ?? '/home';
    this.preview = undefined;
    this.keeper.keep(undefined);
    return back;
  }
}
