import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '@application/notifications/Notification';
import { HISTORY_PAGE, NotificationsStore } from '@application/notifications/NotificationsStore';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { Button } from '@ui/components/Button';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Skeleton } from '@ui/components/Skeleton';
import { NotificationList } from '@ui/pages/notifications/NotificationList';
import { notificationPath } from '@domain/notifications/notifications';
import './notifications.css';

/** /notifications: the whole history, newest first, a page at a time, grouped by day. */
export const NotificationsPage = observer(function NotificationsPage() {
  const store = useService(NotificationsStore);
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const { history } = store;

  useEffect(() => {
    void history.load(page);
  }, [history, page]);

  const handleOpen = (notification: AppNotification) => void store.open(notification).then((target) => navigate(notificationPath(target)));
  const handleMarkAll = () => void store.markAllRead();
  const value = history.value;
  const pages = value ? Math.max(1, Math.ceil(value.total / HISTORY_PAGE)) : 1;

  return (
    <div className="stack">
      <div className="spread">
        <PageHeading title={t('notifications.pageTitle')} />
        <Button variant="ghost" onClick={handleMarkAll} disabled={store.unread === 0}>
          {t('notifications.markAll')}
        </Button>
      </div>
      <p>{t('notifications.pageIntro')}</p>
      {history.status === 'failed' ? (
        <ErrorState title={t('notifications.failed')} description={errorMessage(t, history.error)} onRetry={() => void history.retry()} />
      ) : value === undefined ? (
        <div aria-busy="true" aria-label={t('notifications.loading')}>
          <Skeleton lines={6} />
        </div>
      ) : value.items.length === 0 ? (
        <EmptyState title={t('notifications.empty')} icon="info" />
      ) : (
        <>
          <NotificationList items={value.items} onOpen={handleOpen} level={2} />
          {pages > 1 && (
            <nav className="notifications-page__pager spread" aria-label={t('notifications.pageOf', { page, pages })}>
              <Button variant="ghost" onClick={() => setPage(page - 1)} disabled={page <= 1}>
                {t('notifications.previous')}
              </Button>
              <span>{t('notifications.pageOf', { page, pages })}</span>
              <Button variant="ghost" onClick={() => setPage(page + 1)} disabled={page >= pages}>
                {t('notifications.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
});
