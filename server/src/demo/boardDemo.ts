import { randomUUID } from 'node:crypto';
import type { boardMessages } from '../db/schema';
import boardJson from './content/board.json';

// The demo boards (ADR 0510): in every course, the teacher's pinned welcome, a reminder for the students with a
// student's question and the teacher's answer, and a note only the teachers read; in the tenant's language.

interface BoardTexts {
  /** `{course}` stands for the course's name. */
  welcome: string;
  reminder: string;
  question: string;
  answer: string;
  teachersNote: string;
}

/** content/board.json; `{course}` in the welcome stands for the course's name. */
const TEXTS = boardJson as Record<string, BoardTexts>;

export interface BoardDemoCourse {
  courseGuid: string;
  courseName: string;
  teacherGuid: string;
  studentGuids: string[];
  /** The course's education level: its students' kids mode is decided on it (ADR 0536). */
  educationLevel: string;
}

type Row = typeof boardMessages.$inferInsert;

/** The demo messages of the tenant's courses, posted over the last days. */
export function planBoardDemo(lang: string, courseList: readonly BoardDemoCourse[], now: Date): Row[] {
  const texts = TEXTS[lang] ?? TEXTS.en;
  if (!texts) return [];
  const HOUR = 3_600_000;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  return courseList.flatMap((course) => {
    const welcome = randomUUID();
    const reminder = randomUUID();
    const rows: Row[] = [
      { guid: welcome, courseGuid: course.courseGuid, authorGuid: course.teacherGuid, message: texts.welcome.replace('{course}', course.courseName), messageFor: 'all', isPinned: true, createdAt: at(24 * 20), updatedAt: at(24 * 20) },
      { guid: reminder, courseGuid: course.courseGuid, authorGuid: course.teacherGuid, message: texts.reminder, messageFor: 'students', isPinned: false, createdAt: at(26), updatedAt: at(26) },
      { courseGuid: course.courseGuid, authorGuid: course.teacherGuid, message: texts.teachersNote, messageFor: 'teachers', isPinned: false, createdAt: at(5), updatedAt: at(5) },
    ];
    const student = course.studentGuids[0];
    if (student !== undefined) {
      rows.push(
        { guid: randomUUID(), courseGuid: course.courseGuid, authorGuid: student, parentGuid: reminder, message: texts.question, messageFor: 'students', isPinned: false, createdAt: at(22), updatedAt: at(22) },
        { courseGuid: course.courseGuid, authorGuid: course.teacherGuid, parentGuid: reminder, message: texts.answer, messageFor: 'students', isPinned: false, createdAt: at(20), updatedAt: at(20) },
      );
    }
    return rows;
  });
}
