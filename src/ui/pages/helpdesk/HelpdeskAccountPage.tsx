import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ACCOUNT_FACTS, type AccountFact } from '@domain/helpdesk/helpdeskAccess';
import { roleName } from '@domain/identity/roles';
import type { UserSyncStatus } from '@domain/sync/syncStatus';
import { HelpdeskAccountStore } from '@application/helpdesk/HelpdeskAccountStore';
import type { HelpdeskAccount } from '@application/helpdesk/HelpdeskAccount';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { Badge, type BadgeTone } from '@ui/components/Badge';
import { Breadcrumbs } from '@ui/components/Breadcrumbs';
import { ErrorState } from '@ui/components/ErrorState';
import { Skeleton } from '@ui/components/Skeleton';
import '@ui/pages/helpdesk/helpdesk.css';

const SYNC_TONE: Record<UserSyncStatus, BadgeTone> = { synchronised: 'success', 'not-synchronised': 'warning', error: 'error' };

/** /helpdesk/users/{guid}: a person's account as helpdesk reads it — how they sign in and where they learn, never their work. */
export const HelpdeskAccountPage = observer(function HelpdeskAccountPage() {
  const { guid = '' } = useParams();
  const store = useService(HelpdeskAccountStore);
  const { t } = useTranslation('helpdesk');

  useEffect(() => {
    void store.load(guid);
  }, [store, guid]);

  const account = store.account;
  const person = account.value?.guid === guid ? account.value : undefined;
  const title = person ? `${person.name} ${person.lastname}` : t('account.title');
  return (
    <section className="page helpdesk">
      <Breadcrumbs trail={[{ label: t('title'), to: '/helpdesk' }, { label: title }]} />
      <PageHeading title={title} />
      {account.status === 'failed' && <ErrorState title={t('account.failed')} description={errorMessage(t, account.error)} onRetry={() => void account.retry()} />}
      {person === undefined && account.status !== 'failed' && (
        <div className="helpdesk__facts" aria-busy="true" aria-label={t('account.loading')}>
          <Skeleton height="5rem" />
          <Skeleton height="5rem" />
          <Skeleton height="5rem" />
        </div>
      )}
      {person && (
        <div className="helpdesk__facts">
          {ACCOUNT_FACTS.map((fact) => (
            <FactCard key={fact} fact={fact} account={person} />
          ))}
        </div>
      )}
    </section>
  );
});

function FactCard({ fact, account }: { fact: AccountFact; account: HelpdeskAccount }) {
  const { t } = useTranslation('helpdesk');
  const id = `fact-${fact}`;
  return (
    <section className={`helpdesk-card helpdesk-card--${fact}`} aria-labelledby={id}>
      <h2 id={id}>{t(`facts.${fact}.title`)}</h2>
      <FactBody fact={fact} account={account} />
    </section>
  );
}

function useFormats() {
  const { i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return { when: (at: Date) => when.format(at), day: (iso: string) => day.format(new Date(`${iso}T00:00:00Z`)) };
}

function FactBody({ fact, account }: { fact: AccountFact; account: HelpdeskAccount }): ReactNode {
  const { t } = useTranslation('helpdesk');
  const format = useFormats();
  const none = (key: string) => <p className="helpdesk-card__none">{t(key)}</p>;
  switch (fact) {
    case 'identity':
      return (
        <dl className="helpdesk-card__list">
          <dt>{t('facts.identity.email')}</dt>
          <dd className="helpdesk-card__email">{account.email}</dd>
          <dt>{t('facts.identity.id')}</dt>
          <dd className="helpdesk-card__id">{account.guid}</dd>
          <dt>{t('facts.identity.status')}</dt>
          <dd>{t(`facts.identity.statuses.${account.status === 'pending-consent' ? 'pending-consent' : 'active'}`)}</dd>
          <dt>{t('facts.identity.created')}</dt>
          <dd>{format.when(account.createdAt)}</dd>
        </dl>
      );
    case 'role':
      return <p>{t(`catalog:roles.${roleName(account.role)}`)}</p>;
    case 'schools':
      return account.schools.length === 0 ? none('facts.schools.none') : <ul>{account.schools.map((school) => <li key={school.guid}>{school.name}</li>)}</ul>;
    case 'courses':
      return account.courses.length === 0 ? (
        none('facts.courses.none')
      ) : (
        <ul>
          {account.courses.map((course) => (
            <li key={course.guid}>
              {course.name} <span className="helpdesk-card__muted">· {t(`facts.courses.as.${course.role}`)}</span>
            </li>
          ))}
        </ul>
      );
    case 'sign-in-methods':
      return (
        <ul>
          <li>{t(account.signIn.password ? 'facts.sign-in-methods.password' : 'facts.sign-in-methods.noPassword')}</li>
          {account.signIn.providers.map((provider) => (
            <li key={`${provider.issuerHost}-${provider.email ?? ''}`}>
              {t('facts.sign-in-methods.provider', { provider: provider.issuerHost, email: provider.email ?? '—', when: format.when(provider.lastSignInAt) })}
            </li>
          ))}
        </ul>
      );
    case 'last-sign-in':
      return account.lastSignInAt === null ? none('facts.last-sign-in.never') : <p>{format.when(account.lastSignInAt)}</p>;
    case 'sync-state':
      return (
        <p>
          <Badge tone={SYNC_TONE[account.sync.status]}>{t(`facts.sync-state.${account.sync.status}`)}</Badge>
          {account.sync.error !== null && (
            <span className="helpdesk-card__muted">
              {' '}
              {t('facts.sync-state.refusedFor')} <code>{account.sync.error}</code>
            </span>
          )}
        </p>
      );
    case 'licences':
      return account.licences.length === 0 ? (
        none('facts.licences.none')
      ) : (
        <ul>
          {account.licences.map((licence) => (
            <li key={`${licence.titleName}-${licence.endsOn}`}>
              {licence.titleName}{' '}
              <Badge tone={licence.active ? 'success' : 'neutral'}>{t(licence.active ? 'facts.licences.until' : 'facts.licences.ended', { day: format.day(licence.endsOn) })}</Badge>
            </li>
          ))}
        </ul>
      );
    case 'recent-errors':
      return account.recentErrors.length === 0 ? (
        none('facts.recent-errors.none')
      ) : (
        <ol className="helpdesk-errors">
          {account.recentErrors.map((error, index) => (
            <li key={`${error.at.getTime()}-${index}`} className="helpdesk-errors__row">
              <span className="helpdesk-errors__when">{format.when(error.at)}</span>
              <span>
                <code>{error.code}</code> <span className="helpdesk-card__muted">({error.status})</span>
              </span>
              <ErrorWords code={error.code} />
              <code className="helpdesk-errors__route">
                {error.method} {error.route}
              </code>
            </li>
          ))}
        </ol>
      );
  }
}

/** What a code means, in the desk's words or the app's own message for it; nothing for a code without either. */
function ErrorWords({ code }: { code: string }) {
  const { t } = useTranslation('helpdesk');
  const words = t([`codes.${code}`, `errors:${code}`], { defaultValue: '' });
  return words === '' ? null : <span className="helpdesk-errors__what">{words}</span>;
}
