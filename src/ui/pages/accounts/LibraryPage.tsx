import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LibraryStore } from '@application/accounts/LibraryStore';
import { Alert } from '@ui/components/Alert';
import { Badge } from '@ui/components/Badge';
import { Button } from '@ui/components/Button';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Skeleton } from '@ui/components/Skeleton';
import { TextField } from '@ui/components/TextField';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import '@ui/pages/accounts/accounts.css';

const AddLicence = observer(function AddLicence({ store }: { store: LibraryStore }) {
  const { t } = useTranslation('accounts');
  const [code, setCode] = useState('');
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() !== '' && (await store.addLicence(code))) setCode('');
  };
  return (
    <form className="library-add" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <TextField
        id="library-code"
        name="library-code"
        label={t('library.addLabel')}
        hint={t('signup.licences.hint')}
        value={code}
        onChange={setCode}
        error={store.addError ? errorMessage(t, store.addError) : undefined}
        autoComplete="off"
      />
      <Button type="submit" variant="secondary" loading={store.adding} disabled={store.adding}>
        {t('library.add')}
      </Button>
      {store.added && <Alert tone="success">{t('library.added', { title: store.added.title.name })}</Alert>}
    </form>
  );
});

/** `/library`: the titles the user's licences grant. */
export const LibraryPage = observer(function LibraryPage() {
  const store = useService(LibraryStore);
  const { t, i18n } = useTranslation('accounts');
  useEffect(() => void store.load(), [store]);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });

  let body;
  if (store.entries.status === 'idle' || store.entries.status === 'loading') {
    body = (
      <div aria-busy="true" aria-label={t('library.loading')}>
        <Skeleton height="6rem" />
        <Skeleton height="6rem" />
      </div>
    );
  } else if (store.entries.status === 'failed') {
    body = store.isNotFound ? (
      <ErrorState title={t('library.notOffered')} />
    ) : (
      <ErrorState title={t('library.loadFailed')} description={errorMessage(t, store.entries.error)} onRetry={() => void store.load()} />
    );
  } else if ((store.entries.value ?? []).length === 0) {
    body = <EmptyState icon="library" title={t('library.empty')} description={t('library.emptyHint')} />;
  } else {
    body = (
      <ul className="library-list">
        {(store.entries.value ?? []).map((entry) => (
          <li key={entry.code} className="library-card">
            <h2 className="library-card__title">{entry.title.name}</h2>
            <p className="library-card__meta">
              {t(`catalog:levels.${entry.title.educationLevel}`, { defaultValue: entry.title.educationLevel })}
              {entry.title.educationYears.length > 0 ? ` · ${entry.title.educationYears.join(', ')}` : ''}
              {' · '}
              {t(`library.profile.${entry.title.profile}`)}
            </p>
            <p className="library-card__description">{entry.title.description}</p>
            <p className="library-card__licence">
              {entry.active ? (
                t('library.validUntil', { date: dateFormat.format(new Date(`${entry.endsOn}T00:00:00Z`)) })
              ) : (
                <Badge tone="neutral">{t('library.expired')}</Badge>
              )}
              <span className="library-card__code">{entry.code}</span>
            </p>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="page library">
      <PageHeading title={t('library.title')} />
      <p className="library__lead">{t('library.lead')}</p>
      {body}
      {store.entries.status === 'ready' && <AddLicence store={store} />}
    </div>
  );
});
