import { Err, Ok, type Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { CourseTimetable, TimetableDraft } from '@application/calendar/Timetable';
import type { TimetableGateway } from '@application/calendar/ports/TimetableGateway';

/** One course's timetable in memory: what was saved, and a failure to answer with. */
export class InMemoryTimetableGateway implements TimetableGateway {
  timetable: CourseTimetable = { courseGuid: 'c-1', courseName: 'Biología 3º ESO', startsOn: null, endsOn: null, slots: [], timeZone: 'Europe/Madrid', canEdit: true };
  failure: AppError | undefined = undefined;
  readonly saved: TimetableDraft[] = [];

  async read(courseGuid: string): Promise<Result<CourseTimetable, AppError>> {
    return Ok({ ...structuredClone(this.timetable), courseGuid });
  }

  async save(courseGuid: string, draft: TimetableDraft): Promise<Result<CourseTimetable, AppError>> {
    if (this.failure) return Err(this.failure);
    this.saved.push(structuredClone(draft));
    this.timetable = { ...this.timetable, courseGuid, startsOn: draft.startsOn, endsOn: draft.endsOn, slots: structuredClone(draft.slots) };
    return Ok(structuredClone(this.timetable));
  }
}
