import { useEffect, useId, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { HELPDESK_QUERY_MAX } from '@domain/helpdesk/userSearch';
import { roleName } from '@domain/identity/roles';
import { HelpdeskSearchStore } from '@application/helpdesk/HelpdeskSearchStore';
import type { FoundUser } from '@application/helpdesk/HelpdeskAccount';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { Alert } from '@ui/components/Alert';
import { Badge } from '@ui/components/Badge';
import { Button } from '@ui/components/Button';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Icon } from '@ui/components/Icon';
import { Skeleton } from '@ui/components/Skeleton';
import { TextField } from '@ui/components/TextField';
import '@ui/pages/helpdesk/helpdesk.css';

const SKELETON_ROWS = 5;

/** /helpdesk: the helpdesk's home (ADR 0620): find anyone of the tenant by name, e-mail or id. The search is in the address (?q=), so going back finds it. */
export const HelpdeskPage = observer(function HelpdeskPage() {
  const store = useService(HelpdeskSearchStore);
  const { t } = useTranslation('helpdesk');
  const [params, setParams] = useSearchParams();
  const asked = params.get('q') ?? '';
  const resultsId = useId();

  useEffect(() => {
    store.setQuery(asked);
    void store.search();
  }, [store, asked]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = store.query.trim();
    if (query === asked) void store.search();
    else setParams(query === '' ? {} : { q: query });
  };

  const first = store.firstPage;
  return (
    <section className="page helpdesk">
      <header className="page__header">
        <div>
          <p className="page__eyebrow">{t('eyebrow')}</p>
          <PageHeading title={t('title')} />
        </div>
      </header>

      <form role="search" className="helpdesk__search" onSubmit={handleSubmit}>
        <TextField
          name="q"
          type="search"
          label={t('search.label')}
          hint={t('search.hint')}
          value={store.query}
          onChange={store.setQuery}
          maxLength={HELPDESK_QUERY_MAX}
          autoComplete="off"
          clearable
        />
        <Button type="submit" icon={<Icon name="search" />} loading={first.status === 'loading'}>
          {t('search.submit')}
        </Button>
      </form>

      <section aria-labelledby={resultsId} aria-busy={first.status === 'loading'}>
        <h2 id={resultsId} className="helpdesk__results-title">
          {store.searched === '' ? t('results.everyone') : t('results.for', { query: store.searched })}
        </h2>
        {first.status === 'failed' && <ErrorState title={t('results.failed')} description={errorMessage(t, first.error)} onRetry={() => void first.retry()} />}
        {(first.status === 'idle' || (first.status === 'loading' && store.users.length === 0)) && (
          <ul className="helpdesk__results" aria-label={t('results.loading')}>
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <li key={index} className="helpdesk__row">
                <Skeleton width="60%" />
                <Skeleton width="40%" />
              </li>
            ))}
          </ul>
        )}
        {store.isEmpty && <EmptyState icon="search" titleLevel={3} title={t('results.none')} description={t('results.noneHint')} />}
        {first.status !== 'failed' && store.users.length > 0 && (
          <ul className="helpdesk__results">
            {store.users.map((user) => (
              <FoundRow key={user.guid} user={user} />
            ))}
          </ul>
        )}
        {store.loadMoreError && (
          <Alert tone="error" title={t('results.moreFailed')}>
            <p>{errorMessage(t, store.loadMoreError)}</p>
          </Alert>
        )}
        {store.hasMore && first.status === 'ready' && (
          <div className="helpdesk__more">
            <Button variant="secondary" onClick={() => void store.loadMore()} loading={store.loadingMore}>
              {t('results.more')}
            </Button>
          </div>
        )}
      </section>
    </section>
  );
});

function FoundRow({ user }: { user: FoundUser }) {
  const { t } = useTranslation('helpdesk');
  return (
    <li className="helpdesk__row">
      <Link to={`/helpdesk/users/${user.guid}`} className="helpdesk__row-link">
        <span className="helpdesk__row-name">
          {user.name} {user.lastname}
        </span>
        <span className="helpdesk__row-email">{user.email}</span>
      </Link>
      <span className="helpdesk__row-facts">
        <Badge tone="neutral">{t(`catalog:roles.${roleName(user.role)}`)}</Badge>
        <span>{user.schoolName ?? t('results.noSchool')}</span>
      </span>
    </li>
  );
}
