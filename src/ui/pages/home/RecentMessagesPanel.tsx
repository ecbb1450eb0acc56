import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messageExcerpt } from '@domain/board/messages';
import { RecentMessagesStore } from '@application/board/RecentMessagesStore';
import type { RecentMessage } from '@application/board/Message';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { Badge } from '@ui/components/Badge';
import { Button } from '@ui/components/Button';
import { ErrorState } from '@ui/components/ErrorState';
import { Icon } from '@ui/components/Icon';
import { Skeleton } from '@ui/components/Skeleton';
import { boardMessageAnchor } from '@ui/pages/notifications/notificationViews';

const SKELETON_ROWS = 3;

/** /home's all-courses view (ADR 0516): the newest messages of the person's course boards, kept current by the feed. */
export const RecentMessagesPanel = observer(function RecentMessagesPanel() {
  const store = useService(RecentMessagesStore);
  const { t } = useTranslation('home');
  const headingId = useId();

  useEffect(() => {
    void store.load(1);
    return store.follow();
  }, [store]);

  const status = store.read.status;
  return (
    <section className="recent-messages" aria-labelledby={headingId}>
      <h2 id={headingId} className="recent-messages__title">
        {t('recent.title')}
      </h2>
      <p className="recent-messages__intro">{t('recent.intro')}</p>
      {(status === 'idle' || status === 'loading') && store.read.value === undefined ? (
        <div className="stack" aria-busy="true" aria-label={t('recent.loading')}>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <Skeleton key={index} lines={2} />
          ))}
        </div>
      ) : null}
      {status === 'failed' ? <ErrorState title={t('recent.loadFailed')} description={errorMessage(t, store.read.error)} onRetry={() => void store.load()} /> : null}
      {store.read.value !== undefined && store.items.length === 0 ? <p className="recent-messages__empty">{t('recent.empty')}</p> : null}
      {store.items.length > 0 ? (
        <ul className="recent-messages__list" aria-label={t('recent.listLabel')}>
          {store.items.map((message) => (
            <RecentMessageRow key={message.guid} message={message} />
          ))}
        </ul>
      ) : null}
      {store.pageCount > 1 ? (
        <nav className="spread recent-messages__pager" aria-label={t('recent.pager.label')}>
          <Button variant="secondary" size="sm" icon={<Icon name="chevron-left" />} disabled={store.page <= 1} onClick={() => void store.load(store.page - 1)}>
            {t('recent.pager.newer')}
          </Button>
          <span>{t('recent.pager.position', { page: store.page, count: store.pageCount })}</span>
          <Button variant="secondary" size="sm" disabled={store.page >= store.pageCount} onClick={() => void store.load(store.page + 1)}>
            {t('recent.pager.older')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
});

function RecentMessageRow({ message }: { message: RecentMessage }) {
  const { t, i18n } = useTranslation('home');
  // A teacher whose name the school withholds from students (ADR 0554) is "the teacher".
  const author = !message.author ? t('recent.formerMember') : message.author.withheld ? t('recent.teacherAuthor') : `${message.author.name} ${message.author.lastname}`;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(message.createdAt);
  return (
    <li className="recent-message">
      <Link className="recent-message__link" to={`/course/${message.courseGuid}/board#${boardMessageAnchor(message.guid)}`}>
        <span className="spread recent-message__head">
          <span className="recent-message__course">{message.courseName}</span>
          {message.isPinned ? <Badge tone="primary">{t('recent.pinned')}</Badge> : null}
        </span>
        <span className="recent-message__excerpt">{messageExcerpt(message.html)}</span>
        <span className="recent-message__meta">
          <span>{author}</span> · <time dateTime={message.createdAt.toISOString()}>{when}</time>
        </span>
      </Link>
    </li>
  );
}
