// Who is told what (ADR 0512), run inside the transaction of the event that causes it: a rollback takes its
// notifications with it, and the commit tells every server process (trigger notifications_created, ADR 0513).
import type { NotificationDataDto } from '@contract/notifications';
import { messageExcerpt, type MessageAudience } from '@domain/board/messages';
import { ASSESSMENT_CONTENT_TYPE } from '@domain/content/contentTypes';
import { showsTeacherName } from '@domain/courses/teacherName';
import { boardMessageRecipients, concerns, isDeliverSoon, receives, SOON_WINDOW_MS, type NotificationType } from '@domain/notifications/notifications';
import type { TenantFlags } from '@domain/tenancy/tenant';
import type { Repositories } from '../../plugins/app/repositories';
import type { CourseMember, ItemFacts, NewNotification } from '../../repositories/NotificationRepository';

/** The tenant's switch on teachers' names (ADR 0554): a notification a student receives names no teacher where it hides them. */
async function namingFlags(repos: Repositories, tenantId: string): Promise<Pick<TenantFlags, 'hideTeacher'>> {
  return { hideTeacher: (await repos.tenants.findById(tenantId))?.flags.hideTeacher ?? false };
}

function itemData(item: ItemFacts): NotificationDataDto {
  return {
    course: { guid: item.courseGuid, name: item.courseName },
    item: {
      guid: item.itemGuid,
      name: item.name,
      lesson_guid: item.lessonGuid,
      content_type: item.contentType,
      is_evaluable: item.isEvaluable,
      deliver_at: item.deliverAt?.toISOString() ?? null,
    },
    section: item.sectionName,
  };
}

/** The members an event of `type` concerns and who receive it (kids mode, ADR 0512), as rows to write. */
function toMembers(
  members: readonly CourseMember[],
  type: NotificationType,
  event: { tenantId: string; data: NotificationDataDto; key: ((userGuid: string) => string) | null; at: Date; except?: string },
): NewNotification[] {
  return members
    .filter((m) => m.guid !== event.except && concerns(type, m.relation) && receives(type, m))
    .map((m) => ({ tenantId: event.tenantId, userGuid: m.guid, type, data: event.data as Record<string, unknown>, key: event.key ? event.key(m.guid) : null, at: event.at }));
}

/**
 * An item became visible to the course's students (created published, or published later): `test.published` for a
 * test, `content.published` for anything else; once per item and student.
 */
export async function notifyItemPublished(repos: Repositories, itemGuid: string, at: Date): Promise<void> {
  await tellStudentsOnce(repos, itemGuid, at, { test: 'test.published', other: 'content.published' }, 'published');
}

/** Tells an item's students once (the key) when it is visible to them: `types.test` for a test, `types.other` else. */
async function tellStudentsOnce(repos: Repositories, itemGuid: string, at: Date, types: { test: NotificationType; other: NotificationType }, keyPrefix: string): Promise<void> {
  const item = await repos.notifications.item(itemGuid);
  if (!item?.visibleToStudents) return;
  const type = item.contentType === ASSESSMENT_CONTENT_TYPE ? types.test : types.other;
  const members = await repos.notifications.courseMembers(item.courseGuid);
  await repos.notifications.insertMany(toMembers(members, type, { tenantId: item.tenantId, data: itemData(item), key: () => `${keyPrefix}:${item.itemGuid}`, at }));
}

/** A student handed work in: the course's teachers are told who and what. */
export async function notifyHandInReceived(repos: Repositories, studentGuid: string, itemGuid: string, at: Date): Promise<void> {
  const item = await repos.notifications.item(itemGuid);
  if (!item) return;
  const data = { ...itemData(item), user: { guid: studentGuid, name: await repos.notifications.userName(studentGuid) } };
  const members = await repos.notifications.courseMembers(item.courseGuid);
  await repos.notifications.insertMany(toMembers(members, 'hand-in.received', { tenantId: item.tenantId, data, key: null, at, except: studentGuid }));
}

/** A teacher graded a student's hand-in: that student is told (the score itself shows where grades show). */
export async function notifyHandInGraded(repos: Repositories, teacherGuid: string, studentGuid: string, itemGuid: string, at: Date): Promise<void> {
  const item = await repos.notifications.item(itemGuid);
  if (!item) return;
  const student = (await repos.notifications.courseMembers(item.courseGuid)).filter((m) => m.guid === studentGuid);
  // The student is told who graded, unless the school withholds teachers' names from students (ADR 0554).
  const named = showsTeacherName(await namingFlags(repos, item.tenantId), 'student');
  const data = { ...itemData(item), ...(named ? { user: { guid: teacherGuid, name: await repos.notifications.userName(teacherGuid) } } : {}) };
  await repos.notifications.insertMany(toMembers(student, 'hand-in.graded', { tenantId: item.tenantId, data, key: null, at }));
}

/** A teacher published an activity's grades (a test's: `test.result`): its students are told once. */
export async function notifyItemGradesPublished(repos: Repositories, itemGuid: string, at: Date): Promise<void> {
  await tellStudentsOnce(repos, itemGuid, at, { test: 'test.result', other: 'grades.published' }, 'grades');
}

/** A teacher published a period's grades: the course's students are told once per period (not once per item in it). */
export async function notifyPeriodGradesPublished(repos: Repositories, courseGuid: string, period: string, at: Date): Promise<void> {
  const course = await repos.notifications.course(courseGuid);
  if (!course) return;
  const members = await repos.notifications.courseMembers(courseGuid);
  const data: NotificationDataDto = { course: { guid: course.courseGuid, name: course.courseName }, period };
  await repos.notifications.insertMany(toMembers(members, 'grades.published', { tenantId: course.tenantId, data, key: () => `period:${courseGuid}:${period}`, at }));
}

export interface PostedMessage {
  courseGuid: string;
  messageGuid: string;
  authorGuid: string;
  html: string;
  audience: MessageAudience;
  parent: { guid: string; authorGuid: string | null } | null;
}

/** A board message: everyone its audience includes (a reply: the author of the message it answers), never its author. */
export async function notifyBoardMessage(repos: Repositories, message: PostedMessage, at: Date): Promise<void> {
  const course = await repos.notifications.course(message.courseGuid);
  if (!course) return;
  const members = await repos.notifications.courseMembers(message.courseGuid);
  const recipients = new Set(
    boardMessageRecipients(
      { authorGuid: message.authorGuid, audience: message.audience, isReply: message.parent !== null, parentAuthorGuid: message.parent?.authorGuid ?? null },
      members,
    ),
  );
  const data: NotificationDataDto = {
    course: { guid: course.courseGuid, name: course.courseName },
    user: { guid: message.authorGuid, name: await repos.notifications.userName(message.authorGuid) },
    message: { guid: message.messageGuid, excerpt: messageExcerpt(message.html) },
    ...(message.parent ? { parent_message: { guid: message.parent.guid } } : {}),
  };
  // A teacher's message names them to its students only where the school does not withhold teachers' names (ADR 0554).
  const flags = await namingFlags(repos, course.tenantId);
  const relationOf = new Map(members.map((m) => [m.guid, m.relation]));
  const authorTeaches = relationOf.get(message.authorGuid) === 'teacher';
  const { user: _user, ...unnamed } = data;
  const dataFor = (userGuid: string) => (authorTeaches && !showsTeacherName(flags, relationOf.get(userGuid) ?? 'student') ? unnamed : data);
  await repos.notifications.insertMany(
    [...recipients].map((userGuid) => ({ tenantId: course.tenantId, userGuid, type: 'board.message' as const, data: dataFor(userGuid) as Record<string, unknown>, key: null, at })),
  );
}

/**
 * Tells every student whose item is due within 24 hours and not turned in yet (spec "soon"), once per item: run by
 * the sweeper of every process (the key makes a second run, or another process, write nothing). Answers how many.
 */
export async function notifySoonDeadlines(repos: Repositories, now: Date): Promise<number> {
  const due = await repos.notifications.dueSoon(now, new Date(now.getTime() + SOON_WINDOW_MS));
  const rows = due
    .filter((d) => isDeliverSoon(d.deliverAt, now) && receives('deliver.soon', { relation: 'student', kidsMode: d.kidsMode }))
    .map((d) => ({
      tenantId: d.tenantId,
      userGuid: d.studentGuid,
      type: 'deliver.soon' as const,
      data: itemData(d) as Record<string, unknown>,
      key: `soon:${d.itemGuid}:${d.deliverAt?.toISOString() ?? ''}`,
      at: now,
    }));
  return repos.notifications.insertMany(rows);
}
