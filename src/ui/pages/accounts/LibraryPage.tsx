import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIBRARY_STATUSES, type LibraryStatus } from '@domain/accounts/librarySearch';
import type { LibraryEntry } from '@application/accounts/Account';
import { LibraryStore } from '@application/accounts/LibraryStore';
import { TitleActionsStore } from '@application/accounts/TitleActionsStore';
import { SessionStore } from '@application/session/SessionStore';
import { Alert } from '@ui/components/Alert';
import { Badge } from '@ui/components/Badge';
import { Button } from '@ui/components/Button';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Icon } from '@ui/components/Icon';
import { Select } from '@ui/components/Select';
import { Skeleton } from '@ui/components/Skeleton';
import { TextField } from '@ui/components/TextField';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { AddLessonsDialog, CreateFromTitleDialog } from '@ui/pages/accounts/TitleDialogs';
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

/** Search and filters of the library (ADR 0539): words, level (only those the library has), licence still running. */
const LibraryFilters = observer(function LibraryFilters({ store, shown }: { store: LibraryStore; shown: number }) {
  const { t } = useTranslation('accounts');
  const total = store.entries.value?.length ?? 0;
  return (
    <div className="library-filters" role="search" aria-label={t('library.search.label')}>
      <TextField name="library-search" type="search" label={t('library.search.query')} value={store.filter.query} onChange={(query) => store.setFilter({ query })} clearable autoComplete="off" />
      {store.levels.length > 1 && (
        <Select
          label={t('library.search.level')}
          value={store.filter.level}
          options={[{ value: '', label: t('library.search.allLevels') }, ...store.levels.map((code) => ({ value: code, label: t(`catalog:levels.${code}`, { defaultValue: code }) }))]}
          onChange={(level) => store.setFilter({ level })}
        />
      )}
      <Select
        label={t('library.search.status')}
        value={store.filter.status}
        options={LIBRARY_STATUSES.map((status) => ({ value: status, label: t(`library.search.statuses.${status}`) }))}
        onChange={(status) => store.setFilter({ status: status as LibraryStatus })}
      />
      <p className="library-filters__count" aria-live="polite">
        {store.isFiltering ? t('library.search.shown', { count: shown, total }) : t('library.search.all', { count: total })}
      </p>
    </div>
  );
});

type TitleAction = { kind: 'create' | 'add'; entry: LibraryEntry } | undefined;

/** A teacher's title: the courses of theirs that use it (each opening its tools), making a course, adding lessons (ADRs 0556–0558). */
const TitleActions = observer(function TitleActions({ entry, onAction }: { entry: LibraryEntry; onAction: (action: TitleAction) => void }) {
  const { t } = useTranslation('accounts');
  const session = useService(SessionStore);
  if (entry.title.profile !== 'teacher') return null;
  return (
    <div className="library-card__teaching">
      {entry.courses.length > 0 && (
        <div className="library-card__courses">
          <h3 className="library-card__subtitle">{t('titleTools.inCourses')}</h3>
          <ul>
            {entry.courses.map((course) => (
              <li key={course.projectGuid}>
                <Link to={`/tools/${course.projectGuid}`}>{t('titleTools.toolsFor', { course: course.courseName })}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {entry.active && (
        <div className="library-card__actions">
          {session.canCreateCourse && (
            <Button type="button" size="sm" icon={<Icon name="plus" />} onClick={() => onAction({ kind: 'create', entry })}>
              {t('titleTools.create.open')}
            </Button>
          )}
          <Button type="button" size="sm" variant="secondary" onClick={() => onAction({ kind: 'add', entry })}>
            {t('titleTools.add.open')}
          </Button>
        </div>
      )}
    </div>
  );
});

/** The titles, each with its level, years, whom it is for and its licence. */
const LibraryList = observer(function LibraryList({ entries, onAction }: { entries: readonly LibraryEntry[]; onAction: (action: TitleAction) => void }) {
  const { t, i18n } = useTranslation('accounts');
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <ul className="library-list">
      {entries.map((entry) => (
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
          <TitleActions entry={entry} onAction={onAction} />
        </li>
      ))}
    </ul>
  );
});

/** `/library`: the titles the user's licences grant. */
export const LibraryPage = observer(function LibraryPage() {
  const store = useService(LibraryStore);
  const actions = useService(TitleActionsStore);
  const navigate = useNavigate();
  const [action, setAction] = useState<TitleAction>(undefined);
  const { t } = useTranslation('accounts');
  useEffect(() => void store.load(), [store]);

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
    const levelName = (code: string) => t(`catalog:levels.${code}`, { defaultValue: code });
    const visible = store.visibleEntries(levelName);
    body = (
      <>
        <LibraryFilters store={store} shown={visible.length} />
        {visible.length === 0 ? (
          <EmptyState
            icon="library"
            title={t('library.search.none')}
            description={t('library.search.noneHint')}
            action={
              <Button type="button" variant="secondary" onClick={store.clearFilter}>
                {t('library.search.clear')}
              </Button>
            }
          />
        ) : (
          <LibraryList entries={visible} onAction={setAction} />
        )}
      </>
    );
  }

  return (
    <div className="page library">
      <PageHeading title={t('library.title')} />
      <p className="library__lead">{t('library.lead')}</p>
      {body}
      {store.entries.status === 'ready' && <AddLicence store={store} />}
      {action?.kind === 'create' && <CreateFromTitleDialog store={actions} entry={action.entry} onClose={() => setAction(undefined)} />}
      {action?.kind === 'add' && <AddLessonsDialog store={actions} entry={action.entry} onClose={() => setAction(undefined)} onAdded={(projectGuid) => void navigate(`/tools/${projectGuid}`)} />}
    </div>
  );
});
