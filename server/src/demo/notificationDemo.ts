import type { NotificationDataDto } from '@contract/notifications';
import { stripTags } from '@domain/board/messages';
import { isKidsMode } from '@domain/identity/kidsMode';
import { receives, type NotificationType } from '@domain/notifications/notifications';
import type { boardMessages, notifications } from '../db/schema';

// The demo's notifications (ADR 0512): what the demo's own events would have told people, so the bell has something
// to show from the start — in every course, the students were told of the teacher's reminder on the board (read) and
// of the newest published work (unread); the teacher of the student's question under it (unread). Their words are the
// rows' own (course, item and message texts), so they are in the tenant's language. Kids mode (the tenant's, or a primary course's: ADR 0536) keeps the kids' list.

export interface NotificationDemoCourse {
  tenantId: string;
  courseGuid: string;
  courseName: string;
  teacherGuid: string;
  studentGuids: string[];
  educationLevel: string;
  /** The newest published item students see, if any. */
  latestItem?: { guid: string; name: string; lessonGuid: string; contentType: string; isEvaluable: boolean; deliverAt: Date | null };
}

type Row = typeof notifications.$inferInsert;
type MessageRow = typeof boardMessages.$inferInsert;

const EXCERPT = 140;
const excerpt = (html: string) => {
  const text = stripTags(html);
  return text.length <= EXCERPT ? text : `${text.slice(0, EXCERPT - 1).trimEnd()}…`;
};

export function planNotificationDemo(courses: readonly NotificationDemoCourse[], messages: readonly MessageRow[], nameOf: (guid: string) => string, kidsMode: boolean, now: Date): Row[] {
  const HOUR = 3_600_000;
  const rows: Row[] = [];
  const add = (course: NotificationDemoCourse, userGuid: string, type: NotificationType, data: NotificationDataDto, hoursAgo: number, viewed: boolean) => {
    const relation = userGuid === course.teacherGuid ? 'teacher' : 'student';
    const kids = isKidsMode({ tenantKidsMode: kidsMode, isStudent: relation === 'student', courseLevels: [course.educationLevel] });
    if (!receives(type, { relation, kidsMode: kids })) return;
    const createdAt = new Date(now.getTime() - hoursAgo * HOUR);
    rows.push({ tenantId: course.tenantId, userGuid, type, data: data as Record<string, unknown>, createdAt, viewedAt: viewed ? new Date(createdAt.getTime() + HOUR) : null });
  };
  for (const course of courses) {
    const ofCourse = messages.filter((m) => m.courseGuid === course.courseGuid);
    const reminder = ofCourse.find((m) => m.parentGuid == null && m.messageFor === 'students');
    const question = reminder ? ofCourse.find((m) => m.parentGuid === reminder.guid && m.authorGuid !== course.teacherGuid) : undefined;
    const courseRef = { guid: course.courseGuid, name: course.courseName };
    if (reminder?.guid) {
      const data: NotificationDataDto = { course: courseRef, user: { guid: course.teacherGuid, name: nameOf(course.teacherGuid) }, message: { guid: reminder.guid, excerpt: excerpt(reminder.message) } };
      for (const student of course.studentGuids) add(course, student, 'board.message', data, 26, true);
    }
    if (reminder?.guid && question?.guid && question.authorGuid) {
      const data: NotificationDataDto = {
        course: courseRef,
        user: { guid: question.authorGuid, name: nameOf(question.authorGuid) },
        message: { guid: question.guid, excerpt: excerpt(question.message) },
        parent_message: { guid: reminder.guid },
      };
      add(course, course.teacherGuid, 'board.message', data, 22, false);
    }
    const item = course.latestItem;
    if (item) {
      const data: NotificationDataDto = {
        course: courseRef,
        item: { guid: item.guid, name: item.name, lesson_guid: item.lessonGuid, content_type: item.contentType, is_evaluable: item.isEvaluable, deliver_at: item.deliverAt?.toISOString() ?? null },
      };
      for (const student of course.studentGuids) add(course, student, item.contentType === 'CTTY_09' ? 'test.published' : 'content.published', data, 3, false);
    }
  }
  return rows;
}
