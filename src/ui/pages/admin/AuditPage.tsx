import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUDIT_ACTIONS, auditReadScope, isAuditAction } from '@domain/audit/auditLog';
import { AuditStore } from '@application/admin/AuditStore';
import type { AuditEntry } from '@application/admin/AuditEntry';
import { SessionStore } from '@application/session/SessionStore';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { Alert } from '@ui/components/Alert';
import { Button, buttonClassName } from '@ui/components/Button';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Select } from '@ui/components/Select';
import { Skeleton } from '@ui/components/Skeleton';
import { AdminTabs } from '@ui/pages/admin/AdminTabs';
import '@ui/pages/admin/admin.css';

/** /audit (ADR 0610): who did what to whom, where, why and when; school admins and helpdesk only. */
export const AuditPage = observer(function AuditPage() {
  const session = useService(SessionStore);
  const { t } = useTranslation('admin');
  const scope = session.role === undefined ? 'none' : auditReadScope(session.role);
  // The server refuses anyone else with a 403, which would end the session: they are told here, before any request.
  if (scope === 'none') {
    return (
      <section className="page admin-page">
        <EmptyState
          icon="lock"
          title={t('audit.notForYou.title')}
          description={t('audit.notForYou.description')}
          action={
            <Link to="/home" className={buttonClassName('secondary')}>
              {t('audit.notForYou.home')}
            </Link>
          }
        />
      </section>
    );
  }
  return <AuditLog scope={scope} />;
});

const AuditLog = observer(function AuditLog({ scope }: { scope: 'tenant' | 'own-schools' }) {
  const store = useService(AuditStore);
  const { t } = useTranslation('admin');

  useEffect(() => {
    void store.load();
  }, [store]);

  const page = store.firstPage;
  const options = [{ value: '', label: t('audit.filter.all') }, ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`audit.actions.${action}`) }))];
  const handleFilter = (value: string) => void store.filter(isAuditAction(value) ? value : undefined);

  return (
    <section className="page admin-page">
      <PageHeading title={t('audit.title')} />
      {scope === 'own-schools' ? <AdminTabs current="audit" /> : null}
      <p className="admin-hint">{t(scope === 'tenant' ? 'audit.scope.tenant' : 'audit.scope.schools')}</p>
      <div className="admin-toolbar">
        <Select label={t('audit.filter.label')} value={store.action ?? ''} options={options} onChange={handleFilter} />
      </div>
      {page.value === undefined && page.status !== 'failed' ? (
        <div aria-busy="true" aria-label={t('audit.loading')} className="admin-loading">
          <Skeleton height="3.5rem" />
          <Skeleton height="3.5rem" />
          <Skeleton height="3.5rem" />
        </div>
      ) : null}
      {page.status === 'failed' && page.value === undefined ? <ErrorState title={t('audit.loadFailed')} description={errorMessage(t, page.error)} onRetry={() => void store.load()} /> : null}
      {page.value !== undefined && store.entries.length === 0 ? (
        <EmptyState icon="sparkles" title={t(store.action ? 'audit.emptyFiltered' : 'audit.empty')} description={t('audit.emptyHint')} />
      ) : null}
      {store.entries.length > 0 ? (
        <ol className="audit-list" aria-label={t('audit.listLabel')} aria-busy={page.status === 'loading'}>
          {store.entries.map((entry) => (
            <AuditRow key={entry.guid} entry={entry} />
          ))}
        </ol>
      ) : null}
      {store.moreError ? (
        <Alert tone="error" title={t('audit.moreFailed')}>
          {errorMessage(t, store.moreError)}
        </Alert>
      ) : null}
      {store.hasMore ? (
        <div>
          <Button variant="secondary" onClick={() => void store.loadMore()} loading={store.loadingMore}>
            {t('audit.more')}
          </Button>
        </div>
      ) : null}
    </section>
  );
});

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('admin');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(entry.at);
  const someone = t('audit.someone');
  const facts: { key: string; label: string; value: ReactNode }[] = [
    { key: 'who', label: t('audit.who'), value: entry.actor ? `${entry.actor.name} (${t(`audit.roles.${entry.actor.role}`)})` : someone },
  ];
  if (entry.targetUser) facts.push({ key: 'whom', label: t('audit.onWhom'), value: entry.targetUser.name });
  if (entry.targetCourse) facts.push({ key: 'course', label: t('audit.course'), value: entry.targetCourse.name });
  if (entry.school) facts.push({ key: 'school', label: t('audit.school'), value: entry.school.name });
  for (const [name, value] of Object.entries(entry.details)) facts.push({ key: `detail-${name}`, label: t(`audit.details.${name}`, { defaultValue: name }), value });
  return (
    <li className="audit-entry">
      <div className="audit-entry__head">
        <h2 className="audit-entry__action">{t(`audit.actions.${entry.action}`)}</h2>
        <time dateTime={entry.at.toISOString()} className="admin-hint">
          {when}
        </time>
      </div>
      <dl className="audit-entry__facts">
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {entry.reason ? (
        <p className="audit-entry__reason">
          <span className="audit-entry__reason-label">{t('audit.reason')}</span> {entry.reason}
        </p>
      ) : null}
    </li>
  );
}
