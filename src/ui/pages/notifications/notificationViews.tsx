import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { dayLabel, groupByDay, KIDS_NOTIFICATION_TYPES, type NotificationTarget } from '@domain/notifications/notifications';
import type { AppNotification } from '@application/notifications/Notification';
import { SessionStore } from '@application/session/SessionStore';
import { useService } from '@ui/app/ContainerContext';

/** The id of a message's element on its board: a link to `/course/{guid}/board#<anchor>` lands on it. */
export function boardMessageAnchor(messageGuid: string): string {
  return `message-${messageGuid}`;
}

/** The page a notification opens (ADR 0512's targets, as the SPA's routes name them). */
export function targetPath(target: NotificationTarget): string {
  switch (target.kind) {
    case 'board':
      return `/course/${target.courseGuid}/board${target.messageGuid === undefined ? '' : `#${boardMessageAnchor(target.messageGuid)}`}`;
    case 'assessment':
      return `/course/${target.courseGuid}/lesson/${target.lessonGuid}/assessment/${target.itemGuid}`;
    case 'item':
      return `/course/${target.courseGuid}/lesson/${target.lessonGuid}/content/${target.itemGuid}`;
    case 'grades':
      return `/course/${target.courseGuid}/grades`;
    case 'course':
      return `/course/${target.courseGuid}`;
    case 'none':
      return '/notifications';
  }
}

/** A type as a catalogue key: `board.message` → `board-message` (a dot would be a level of the catalogue). */
const keyOf = (type: string) => type.replace(/\./gu, '-');

function sentence(t: TFunction<'shell'>, n: AppNotification, kids: boolean): string {
  const values = {
    course: n.data.course?.name ?? '',
    item: n.data.item?.name ?? '',
    user: n.data.user?.name ?? '',
    excerpt: n.data.message?.excerpt ?? '',
    interpolation: { escapeValue: false },
  };
  if (kids && KIDS_NOTIFICATION_TYPES.includes(n.type)) return t(`notifications.kids.${keyOf(n.type)}`, values);
  if (n.type === 'board.message' && n.data.parentMessage !== undefined) return t('notifications.type.board-reply', values);
  if (n.type === 'grades.published' && n.data.item === undefined) return t('notifications.type.grades-published-period', values);
  return t(`notifications.type.${keyOf(n.type)}`, values);
}

/** How a notification reads for the signed-in person: kids-mode students get the short words (ADR 0512). */
export function useNotificationText(): (n: AppNotification) => string {
  const { t } = useTranslation('shell');
  const session = useService(SessionStore);
  const kids = session.tenant.flags.kidsMode && session.role === 'R01';
  return (n) => sentence(t, n, kids);
}

const isoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const dayOf = (instant: Date) => isoDay.format(instant);

/** The notifications grouped by the reader's day, newest first, each group with its heading. */
export function useDayGroups(items: readonly AppNotification[]): { day: string; heading: string; items: AppNotification[] }[] {
  const { t, i18n } = useTranslation('shell');
  const now = new Date();
  const today = dayOf(now);
  const yesterday = dayOf(new Date(now.getTime() - 86_400_000));
  return groupByDay(items, dayOf).map((group) => {
    const label = dayLabel(group.day, today, yesterday);
    const first = group.items[0]?.createdAt ?? now;
    const heading = label === 'date' ? first.toLocaleDateString(i18n.language, { weekday: 'long', day: 'numeric', month: 'long' }) : t(`notifications.${label}`);
    return { day: group.day, heading, items: group.items };
  });
}
