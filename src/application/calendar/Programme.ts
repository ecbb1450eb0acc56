import type { ClassSession } from '@domain/calendar/timetable';

/** A class session as the programme shows it; `guid` names it as the calendar does. */
export interface ProgrammeSession extends ClassSession {
  guid: string;
}

export interface ProgrammeLessonView {
  guid: string;
  name: string;
  unitName: string;
  published: boolean;
  session: ProgrammeSession | null;
  moved: boolean;
}

/** A course's programme (ADR 0505): its lessons on its sessions, and where its teachers may move them. */
export interface Programme {
  courseName: string;
  lessons: ProgrammeLessonView[];
  /** Sessions not begun yet (teachers only). */
  upcoming: ProgrammeSession[];
  hasTimetable: boolean;
  canEdit: boolean;
  /** The school's clock, `YYYY-MM-DDTHH:mm`. */
  now: string;
}
