import { useEffect, useId, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CREDENTIAL_NAME_MAX } from '@domain/xapi/credentials';
import { LrsCredentialsStore } from '@application/xapi/LrsCredentialsStore';
import type { LrsCredential } from '@application/xapi/LrsCredential';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { Alert } from '@ui/components/Alert';
import { Badge } from '@ui/components/Badge';
import { Button } from '@ui/components/Button';
import { Dialog, DialogActions } from '@ui/components/Dialog';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Skeleton } from '@ui/components/Skeleton';
import { TextField } from '@ui/components/TextField';
import '@ui/pages/sync/sync.css';

/** /config/lrs: a school admin's LRS credentials for xAPI content and tools (ADR 0563). */
export const LrsCredentialsPage = observer(function LrsCredentialsPage() {
  const store = useService(LrsCredentialsStore);
  const { t } = useTranslation('sync');

  useEffect(() => {
    void store.load();
  }, [store]);

  const list = store.list;
  return (
    <section className="page sync-page">
      <PageHeading title={t('lrs.title')} />
      <p className="sync-card__hint">{t('lrs.lead')}</p>
      {list.value === undefined && list.status !== 'failed' ? (
        <div aria-busy="true" aria-label={t('lrs.loading')} className="sync-page__loading">
          <Skeleton height="4rem" />
          <Skeleton height="8rem" />
        </div>
      ) : null}
      {list.status === 'failed' && list.value === undefined ? <ErrorState title={t('lrs.loadFailed')} description={errorMessage(t, list.error)} onRetry={() => void store.load()} /> : null}
      {list.value ? (
        <>
          <section className="sync-card" aria-labelledby="lrs-endpoint">
            <h2 id="lrs-endpoint">{t('lrs.endpoint')}</h2>
            <p>
              <code>{store.endpoint}</code>
            </p>
            <p className="sync-card__hint">{t('lrs.endpointHint')}</p>
          </section>
          {store.issued ? <IssuedCard store={store} /> : <CreateForm store={store} />}
          <section aria-labelledby="lrs-list">
            <h2 id="lrs-list">{t('lrs.list')}</h2>
            {store.credentials.length === 0 ? (
              <EmptyState icon="sparkles" titleLevel={3} title={t('lrs.empty')} description={t('lrs.emptyHint')} />
            ) : (
              <ul className="sync-jobs">
                {store.credentials.map((credential) => (
                  <CredentialCard key={credential.guid} credential={credential} onRevoke={() => store.askRevoke(credential)} />
                ))}
              </ul>
            )}
          </section>
          <Dialog
            open={store.revoking !== undefined}
            alert
            title={t('lrs.revokeTitle', { name: store.revoking?.name ?? '' })}
            onClose={() => store.askRevoke(undefined)}
            actions={<DialogActions confirmLabel={t('lrs.revoke')} tone="danger" busy={store.revokeBusy} onConfirm={() => void store.confirmRevoke()} onCancel={() => store.askRevoke(undefined)} />}
          >
            <p>{t('lrs.revokeText')}</p>
            {store.revokeError ? <Alert tone="error">{errorMessage(t, store.revokeError)}</Alert> : null}
          </Dialog>
        </>
      ) : null}
    </section>
  );
});

const CreateForm = observer(function CreateForm({ store }: { store: LrsCredentialsStore }) {
  const { t } = useTranslation('sync');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.create();
  };
  return (
    <section className="sync-card" aria-labelledby="lrs-create">
      <h2 id="lrs-create">{t('lrs.create')}</h2>
      <form onSubmit={handleSubmit} className="sync-import">
        <TextField name="name" label={t('lrs.name')} hint={t('lrs.nameHint')} value={store.name} onChange={store.setName} maxLength={CREDENTIAL_NAME_MAX} required />
        {store.createError ? <Alert tone="error">{errorMessage(t, store.createError)}</Alert> : null}
        <div>
          <Button type="submit" disabled={!store.nameValid} loading={store.creating}>
            {t('lrs.createButton')}
          </Button>
        </div>
      </form>
    </section>
  );
});

const IssuedCard = observer(function IssuedCard({ store }: { store: LrsCredentialsStore }) {
  const { t } = useTranslation('sync');
  const keyId = useId();
  const secretId = useId();
  const issued = store.issued;
  if (!issued) return null;
  return (
    <section className="sync-card" aria-labelledby="lrs-issued">
      <h2 id="lrs-issued">{t('lrs.issuedTitle', { name: issued.credential.name })}</h2>
      <Alert tone="warning" title={t('lrs.secretOnce')}>
        {t('lrs.secretOnceHint')}
      </Alert>
      <dl className="lrs-pair">
        <dt id={keyId}>{t('lrs.key')}</dt>
        <dd>
          <code aria-labelledby={keyId}>{issued.credential.key}</code>
        </dd>
        <dt id={secretId}>{t('lrs.secret')}</dt>
        <dd>
          <code aria-labelledby={secretId} data-testid="lrs-secret">
            {issued.secret}
          </code>
        </dd>
      </dl>
      <div>
        <Button variant="secondary" onClick={store.dismissIssued}>
          {t('lrs.done')}
        </Button>
      </div>
    </section>
  );
});

function CredentialCard({ credential, onRevoke }: { credential: LrsCredential; onRevoke: () => void }) {
  const { t, i18n } = useTranslation('sync');
  const format = (date: Date) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  const created = format(credential.createdAt);
  return (
    <li className="sync-card sync-job">
      <div className="sync-job__head">
        <h3>{credential.name}</h3>
        {credential.revokedAt ? <Badge tone="neutral">{t('lrs.revoked')}</Badge> : <Badge tone="success">{t('lrs.active')}</Badge>}
      </div>
      <p>
        {t('lrs.key')}: <code>{credential.key}</code>
      </p>
      <p className="sync-card__hint">{credential.createdByName ? t('lrs.createdBy', { name: credential.createdByName, when: created }) : created}</p>
      <p className="sync-card__hint">{credential.lastUsedAt ? t('lrs.lastUsed', { when: format(credential.lastUsedAt) }) : t('lrs.neverUsed')}</p>
      {credential.revokedAt ? null : (
        <div>
          <Button variant="danger" size="sm" onClick={onRevoke} aria-label={t('lrs.revokeNamed', { name: credential.name })}>
            {t('lrs.revoke')}
          </Button>
        </div>
      )}
    </li>
  );
}
