import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { dayLabel, groupByDay, notificationWording } from '@domain/notifications/notifications';
import type { AppNotification } from '@application/notifications/Notification';
import { SessionStore } from '@application/session/SessionStore';
import { useService } from '@ui/app/ContainerContext';

/** Where a board message's element is: kept here for the pages that link to it. */
export { boardMessageAnchor } from '@domain/notifications/notifications';

function sentence(t: TFunction<'shell'>, n: AppNotification, kids: boolean): string {
  const values = {
    course: n.data.course?.name ?? '',
    item: n.data.item?.name ?? '',
    user: n.data.user?.name ?? '',
    excerpt: n.data.message?.excerpt ?? '',
    interpolation: { escapeValue: false },
  };
  return t(`notifications.${notificationWording(n.type, { isReply: n.data.parentMessage !== undefined, hasItem: n.data.item !== undefined, hasUser: n.data.user !== undefined }, kids)}`, values);
}

/** How a notification reads for the signed-in person: kids-mode students get the short words (ADR 0512). */
export function useNotificationText(): (n: AppNotification) => string {
  const { t } = useTranslation('shell');
  const session = useService(SessionStore);
  const kids = session.kidsMode;
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
