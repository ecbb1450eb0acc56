import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '@application/notifications/Notification';
import { NotificationsStore } from '@application/notifications/NotificationsStore';
import { Button } from '@ui/components/Button';
import { Icon } from '@ui/components/Icon';
import { useService } from '@ui/app/ContainerContext';
import { NotificationList } from '@ui/pages/notifications/NotificationList';
import { notificationPath } from '@domain/notifications/notifications';
import { useNotificationText } from '@ui/pages/notifications/notificationViews';
import './notifications.css';

/**
 * The shell's bell (ADR 0514): the unread count, a panel of the newest grouped by day, "mark all read", and a polite
 * announcement of each notification that arrives live. Opening one marks it and goes to its page.
 */
export const NotificationBell = observer(function NotificationBell() {
  const store = useService(NotificationsStore);
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const text = useNotificationText();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);

  // Focus the panel when it opens; a click outside closes it.
  useEffect(() => {
    if (!open) return undefined;
    panel.current?.focus();
    const outside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const handleToggle = () => {
    if (!open) void store.load();
    setOpen(!open);
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  const handleOpen = (notification: AppNotification) => {
    setOpen(false);
    void store.open(notification).then((target) => navigate(notificationPath(target)));
  };
  const handleMarkAll = () => void store.markAllRead();

  const unread = store.unread;
  const label = unread > 0 ? t('notifications.labelUnread', { count: unread }) : t('notifications.label');
  return (
    <div className="notification-bell">
      <button ref={button} type="button" className="notification-bell__button" aria-expanded={open} aria-controls={panelId} aria-label={label} onClick={handleToggle}>
        <Icon name="bell" />
        {unread > 0 && (
          <span className="notification-bell__count" aria-hidden="true" data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {store.arrived ? <span key={store.arrivals}>{t('notifications.announce', { text: text(store.arrived), interpolation: { escapeValue: false } })}</span> : null}
      </div>
      {open && (
        <div ref={panel} id={panelId} className="notification-panel" role="region" aria-labelledby={titleId} tabIndex={-1} onKeyDown={handleKeyDown}>
          <div className="notification-panel__header spread">
            <h2 id={titleId}>{t('notifications.panelTitle')}</h2>
            <Button variant="ghost" size="sm" onClick={handleMarkAll} disabled={unread === 0}>
              {t('notifications.markAll')}
            </Button>
          </div>
          {store.recent.status === 'failed' ? (
            <p role="alert">
              {t('notifications.failed')}{' '}
              <Button variant="ghost" size="sm" onClick={() => void store.load()}>
                {t('notifications.retry')}
              </Button>
            </p>
          ) : store.recent.value === undefined ? (
            <p aria-busy="true">{t('notifications.loading')}</p>
          ) : store.items.length === 0 ? (
            <p>{t('notifications.empty')}</p>
          ) : (
            <NotificationList items={store.items} onOpen={handleOpen} level={3} />
          )}
          <Link to="/notifications" className="notification-panel__all" onClick={() => setOpen(false)}>
            {t('notifications.seeAll')}
          </Link>
        </div>
      )}
    </div>
  );
});
