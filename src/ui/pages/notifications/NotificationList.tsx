import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '@application/notifications/Notification';
import { useDayGroups, useNotificationText } from '@ui/pages/notifications/notificationViews';

interface NotificationListProps {
  items: readonly AppNotification[];
  onOpen: (notification: AppNotification) => void;
  /** The heading level of the days (the panel's h2 → h3; the page's h1 → h2). */
  level: 2 | 3;
}

/** Notifications newest first, grouped by the reader's day; each one a button that opens it. */
export const NotificationList = observer(function NotificationList({ items, onOpen, level }: NotificationListProps) {
  const { t, i18n } = useTranslation('shell');
  const text = useNotificationText();
  const groups = useDayGroups(items);
  const Heading = level === 2 ? 'h2' : 'h3';
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  return (
    <div className="notification-list">
      {groups.map((group) => (
        <section key={group.day} aria-label={group.heading}>
          <Heading className="notification-list__day">{group.heading}</Heading>
          <ul>
            {group.items.map((n) => (
              <li key={n.guid}>
                <button type="button" className={`notification-list__item${n.viewedAt === null ? ' notification-list__item--unread' : ''}`} onClick={() => onOpen(n)}>
                  <span className="notification-list__text">{text(n)}</span>
                  <span className="notification-list__meta">
                    <time dateTime={n.createdAt.toISOString()}>{time.format(n.createdAt)}</time>
                    {n.viewedAt === null && <span className="notification-list__unread">{t('notifications.unread')}</span>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
});
