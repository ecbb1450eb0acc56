import { useEffect, useId, useMemo, useRef, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CalendarDate } from '@domain/calendar/calendarDate';
import { NonSchoolDaysStore } from '@application/calendar/NonSchoolDaysStore';
import type { NonSchoolDayOwner, RecordedNonSchoolDay } from '@application/calendar/ports/NonSchoolDayGateway';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { Alert } from '@ui/components/Alert';
import { Button } from '@ui/components/Button';
import { DayField } from '@ui/components/DayTimeFields';
import { ErrorState } from '@ui/components/ErrorState';
import { Icon } from '@ui/components/Icon';
import { Skeleton } from '@ui/components/Skeleton';
import { TextField } from '@ui/components/TextField';
import { useFocusAfterRender } from '@ui/components/useFocusAfterRender';

interface NonSchoolDaysPanelProps {
  owner: NonSchoolDayOwner;
  /** The school's day now: where a new stretch starts. */
  today: CalendarDate;
  /** After a change: the calendar reads its days (and sessions) again. */
  onChanged: () => void;
  /** The school's panel shows only to those who record its days; a course's to everyone in it. */
  onlyForEditors?: boolean;
}

/**
 * A school's or a course's own non-school days (ADR 0503): listed, and recorded by those who may (the school's admins,
 * the course's teachers). The domain checks a draft whole; issues are told at their fields and the typing is kept.
 */
export const NonSchoolDaysPanel = observer(function NonSchoolDaysPanel({ owner, today, onChanged, onlyForEditors = false }: NonSchoolDaysPanelProps) {
  const store = useService(NonSchoolDaysStore);
  const { t, i18n } = useTranslation('calendar');
  const headingId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAdd = useFocusAfterRender(() => addButton.current?.focus());
  const dayFormat = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    return (day: CalendarDate) => format.format(new Date(`${day}T00:00:00Z`));
  }, [i18n.language]);

  useEffect(() => {
    void store.load(owner);
  }, [store, owner.kind, owner.guid]); // eslint-disable-line react-hooks/exhaustive-deps -- the owner is read by its parts

  const list = store.list.value;
  if (onlyForEditors && !store.canEdit) return null;
  const title = owner.kind === 'school' ? t('nonSchool.titleSchool', { school: list?.ownerName ?? '' }) : t('nonSchool.titleCourse');
  const when = (day: RecordedNonSchoolDay) => (day.startsOn === day.endsOn ? dayFormat(day.startsOn) : t('nonSchool.range', { from: dayFormat(day.startsOn), to: dayFormat(day.endsOn) }));
  const outcome = store.outcome;

  return (
    <section className="cal-nonschool" aria-labelledby={headingId}>
      <div className="cal-nonschool__header spread">
        <h2 id={headingId} className="cal-timetable__title">
          {title}
        </h2>
        {store.canEdit && store.editing !== 'new' ? (
          <Button ref={addButton} variant="secondary" size="sm" icon={<Icon name="plus" />} onClick={() => store.add(today)}>
            {t('nonSchool.add')}
          </Button>
        ) : null}
      </div>
      <div aria-live="polite" className="cal-nonschool__live">
        {outcome?.kind === 'failed' ? <Alert tone="error">{errorMessage(t, outcome.error)}</Alert> : null}
        {outcome?.kind === 'saved' ? <Alert tone="success">{t('nonSchool.saved', { name: outcome.name })}</Alert> : null}
        {outcome?.kind === 'removed' ? (
          <Alert tone="success">
            {t('nonSchool.removed', { name: outcome.name })}{' '}
            <RestoreButton store={store} onRestored={onChanged} />
          </Alert>
        ) : null}
      </div>
      {store.list.status === 'failed' ? <ErrorState title={t('nonSchool.loadFailed')} description={errorMessage(t, store.list.error)} onRetry={() => void store.list.retry()} /> : null}
      {store.list.status === 'loading' && list === undefined ? <Skeleton variant="rect" height={48} /> : null}
      {store.editing === 'new' ? <NonSchoolDayForm store={store} onDone={(saved) => (saved ? (onChanged(), focusAdd(true)) : focusAdd(true))} /> : null}
      {list !== undefined && list.days.length === 0 && store.editing !== 'new' ? (
        <p className="cal-hint">{store.canEdit ? t(owner.kind === 'school' ? 'nonSchool.emptySchool' : 'nonSchool.emptyCourse') : t('nonSchool.empty')}</p>
      ) : null}
      {list !== undefined && list.days.length > 0 ? (
        <ul className="cal-nonschool__list">
          {list.days.map((day) => (
            <li key={day.guid} className="cal-nonschool__item">
              {store.editing === day.guid ? (
                <NonSchoolDayForm store={store} onDone={(saved) => (saved ? onChanged() : undefined)} />
              ) : (
                <>
                  <span className="cal-nonschool__name">{day.name}</span>
                  <span className="cal-hint">{when(day)}</span>
                  {store.canEdit ? (
                    <span className="cal-nonschool__actions">
                      <Button variant="ghost" size="sm" icon={<Icon name="edit" />} aria-label={t('nonSchool.edit', { name: day.name })} onClick={() => store.edit(day)} />
                      <Button
                        variant="ghost"
                        size="sm"
                        icon={<Icon name="trash" />}
                        aria-label={t('nonSchool.remove', { name: day.name })}
                        loading={store.removing === day.guid}
                        onClick={() => void store.remove(day).then((removed) => (removed ? (onChanged(), focusAdd(true)) : undefined))}
                      />
                    </span>
                  ) : null}
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
});

/** Undo of a removal: the stretch the last removal took, recorded again. */
const RestoreButton = observer(function RestoreButton({ store, onRestored }: { store: NonSchoolDaysStore; onRestored: () => void }) {
  const { t } = useTranslation('calendar');
  if (store.lastRemoved === undefined) return null;
  return (
    <Button variant="ghost" size="sm" onClick={() => void store.restore().then(onRestored)}>
      {t('nonSchool.undo')}
    </Button>
  );
});

const NonSchoolDayForm = observer(function NonSchoolDayForm({ store, onDone }: { store: NonSchoolDaysStore; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation('calendar');
  const formId = useId();
  const summary = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const issue = (path: '/name' | '/starts_on' | '/ends_on') => {
    const code = store.issue(path);
    return code === undefined ? undefined : t(`nonSchool.issues.${code.replace(/^nonSchoolDay\./, '')}`, { defaultValue: t('nonSchool.issues.generic') });
  };
  const issueCount = Object.keys(store.issues).length;

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await store.save();
    if (saved) onDone(true);
    else if (Object.keys(store.issues).length > 0) summary.current?.focus();
  };

  const dayField = (field: 'startsOn' | 'endsOn', path: '/starts_on' | '/ends_on') => (
    <DayField id={`${formId}-${field}`} label={t(`nonSchool.${field}`)} value={store[field]} error={issue(path)} onChange={(day) => (field === 'startsOn' ? store.setStartsOn(day) : store.setEndsOn(day))} />
  );

  return (
    <form className="cal-nonschool__form" onSubmit={(event) => void handleSubmit(event)} noValidate>
      {issueCount > 0 ? (
        <div ref={summary} tabIndex={-1}>
          <Alert tone="error">{t('nonSchool.issuesSummary', { count: issueCount })}</Alert>
        </div>
      ) : null}
      <TextField name="non-school-day-name" label={t('nonSchool.name')} value={store.name} onChange={store.setName} required maxLength={120} error={issue('/name')} inputRef={nameRef} />
      <div className="cal-timetable__range">
        {dayField('startsOn', '/starts_on')}
        {dayField('endsOn', '/ends_on')}
      </div>
      <div className="cal-nonschool__actions">
        <Button
          variant="ghost"
          onClick={() => {
            store.close();
            onDone(false);
          }}
        >
          {t('nonSchool.cancel')}
        </Button>
        <Button type="submit" loading={store.saving}>
          {t('nonSchool.save')}
        </Button>
      </div>
    </form>
  );
});
