import type { DeskCourseFacts, DeskPersonFacts, DeskSyncFacts } from '@domain/admin/schoolDesk';
import type { Named } from '@application/admin/AuditEntry';

export interface DeskCourse extends DeskCourseFacts {
  educationLevel: string;
  educationYear: string | null;
  teacherNames: Named[];
  activeStudents: number;
  lastActivityAt: Date | null;
}

export interface DeskPerson extends DeskPersonFacts {
  courses: number;
}

/** A school admin's school (ADR 0611): its courses, teachers and students, and the tenant's troubled syncs. */
export interface SchoolDesk {
  school: Named;
  schools: Named[];
  courses: DeskCourse[];
  people: DeskPerson[];
  syncs: DeskSyncFacts[];
}
