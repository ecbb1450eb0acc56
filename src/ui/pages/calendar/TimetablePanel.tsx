import { useEffect, useId, useMemo, useRef, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CalendarDate } from '@domain/calendar/calendarDate';
import { TimetableStore, type SlotDraft } from '@application/calendar/TimetableStore';
import { ToastStore } from '@application/feedback/ToastStore';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { Alert } from '@ui/components/Alert';
import { Button } from '@ui/components/Button';
import { DayField, TimeField } from '@ui/components/DayTimeFields';
import { ErrorState } from '@ui/components/ErrorState';
import { Icon } from '@ui/components/Icon';
import { Select } from '@ui/components/Select';
import { Skeleton } from '@ui/components/Skeleton';
import { TextField } from '@ui/components/TextField';
import { useFocusAfterRender } from '@ui/components/useFocusAfterRender';
import '@ui/pages/calendar/timetable.css';

const WEEKDAYS = [1, 2, 3, 4, 5] as const;

/** Monday 2026-01-05 … Friday 2026-01-09: weekday names in the app's language. */
function useWeekdayNames(): (weekday: number) => string {
  const { i18n } = useTranslation('calendar');
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
    return (weekday: number) => {
      const name = format.format(new Date(Date.UTC(2026, 0, 4 + weekday)));
      return name.charAt(0).toLocaleUpperCase(i18n.language) + name.slice(1);
    };
  }, [i18n.language]);
}

function useDayFormat(): (day: CalendarDate) => string {
  const { i18n } = useTranslation('calendar');
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    return (day: CalendarDate) => format.format(new Date(`${day}T00:00:00Z`));
  }, [i18n.language]);
}

interface TimetablePanelProps {
  courseGuid: string;
  /** The school's day now: where a first timetable starts. */
  today: CalendarDate;
  /** After a save: the calendar reads its sessions again. */
  onSaved: () => void;
}

/** The course's weekly timetable on /calendar/{course} (ADR 0501): read by everyone in the course, edited by its teachers. */
export const TimetablePanel = observer(function TimetablePanel({ courseGuid, today, onSaved }: TimetablePanelProps) {
  const store = useService(TimetableStore);
  const { t } = useTranslation('calendar');
  const headingId = useId();
  const weekdayName = useWeekdayNames();
  const dayFormat = useDayFormat();
  const editButton = useRef<HTMLButtonElement>(null);
  // The editor closes on the next render: the edit button is back only then.
  const focusEdit = useFocusAfterRender(() => editButton.current?.focus());

  useEffect(() => {
    void store.load(courseGuid);
  }, [store, courseGuid]);

  const value = store.value;
  return (
    <section className="cal-timetable" aria-labelledby={headingId}>
      <div className="cal-timetable__header spread">
        <h2 id={headingId} className="cal-timetable__title">
          {t('timetable.title')}
        </h2>
        {value?.canEdit && !store.editing ? (
          <Button ref={editButton} variant="secondary" size="sm" icon={<Icon name="edit" />} onClick={() => store.edit(today)}>
            {value.slots.length === 0 ? t('timetable.create') : t('timetable.edit')}
          </Button>
        ) : null}
      </div>
      {store.timetable.status === 'failed' ? <ErrorState title={t('timetable.loadFailed')} description={errorMessage(t, store.timetable.error)} onRetry={() => void store.timetable.retry()} /> : null}
      {store.timetable.status === 'loading' && value === undefined ? <Skeleton variant="rect" height={64} /> : null}
      {value !== undefined && !store.editing ? (
        value.slots.length === 0 || value.startsOn === null || value.endsOn === null ? (
          <p className="cal-hint">{value.canEdit ? t('timetable.emptyTeacher') : t('timetable.empty')}</p>
        ) : (
          <>
            <p className="cal-hint">{t('timetable.runs', { from: dayFormat(value.startsOn), to: dayFormat(value.endsOn) })}</p>
            <ul className="cal-timetable__slots">
              {value.slots.map((slot) => (
                <li key={`${slot.weekday}-${slot.starts}`} className="cal-timetable__slot">
                  <span className="cal-timetable__day">{weekdayName(slot.weekday)}</span>
                  <span>{t('timetable.hours', { starts: slot.starts, ends: slot.ends })}</span>
                  {slot.room ? <span className="cal-timetable__room">{slot.room}</span> : null}
                </li>
              ))}
            </ul>
          </>
        )
      ) : null}
      {store.editing ? (
        <TimetableForm
          store={store}
          weekdayName={weekdayName}
          onDone={(saved) => {
            if (saved) onSaved();
            focusEdit(true);
          }}
        />
      ) : null}
    </section>
  );
});

interface FormProps {
  store: TimetableStore;
  weekdayName: (weekday: number) => string;
  onDone: (saved: boolean) => void;
}

const TimetableForm = observer(function TimetableForm({ store, weekdayName, onDone }: FormProps) {
  const { t } = useTranslation('calendar');
  const toasts = useService(ToastStore);
  const formId = useId();
  const summary = useRef<HTMLDivElement>(null);
  const focusRow = useFocusAfterRender((key: number | 'add') => {
    const target = key === 'add' ? document.getElementById(`${formId}-add`) : document.getElementById(`${formId}-slot-${key}-weekday`);
    target?.focus();
  });
  const issue = (code: string | undefined) => (code === undefined ? undefined : t(`timetable.issues.${code.replace(/^timetable\./, '')}`, { defaultValue: t('timetable.issues.generic') }));
  const issueCount = Object.keys(store.issues).length;
  const options = WEEKDAYS.map((day) => ({ value: String(day), label: weekdayName(day) }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await store.save();
    if (result.ok) {
      toasts.show('calendar:timetable.saved', 'success');
      onDone(true);
    } else if (result.val.kind === 'invalid') {
      summary.current?.focus();
    } else {
      toasts.show('calendar:timetable.saveFailed', 'error');
    }
  };

  const rangeField = (field: 'startsOn' | 'endsOn', path: string, label: string) => (
    <DayField id={`${formId}-${field}`} label={label} value={store[field]} error={issue(store.issueAt(path))} onChange={(day) => store.setRange(field, day)} />
  );

  const timeField = (slot: SlotDraft, field: 'starts' | 'ends') => (
    <TimeField id={`${formId}-slot-${slot.key}-${field}`} label={t(`timetable.${field}`)} value={slot[field]} error={issue(store.slotIssue(slot.key, field))} onChange={(time) => store.updateSlot(slot.key, { [field]: time })} />
  );

  return (
    <form className="cal-timetable__form" onSubmit={(event) => void handleSubmit(event)} noValidate aria-describedby={`${formId}-hint`}>
      <p id={`${formId}-hint`} className="cal-hint">
        {t('timetable.formHint')}
      </p>
      {issueCount > 0 ? (
        <div ref={summary} tabIndex={-1}>
          <Alert tone="error">{t('timetable.issuesSummary', { count: issueCount })}</Alert>
        </div>
      ) : null}
      <div className="cal-timetable__range">
        {rangeField('startsOn', '/starts_on', t('timetable.startsOn'))}
        {rangeField('endsOn', '/ends_on', t('timetable.endsOn'))}
      </div>
      {store.slots.length === 0 ? <p className="cal-hint">{t('timetable.noSlots')}</p> : null}
      <ol className="cal-timetable__rows">
        {store.slots.map((slot, index) => (
          <li key={slot.key}>
            <fieldset className="cal-timetable__row">
              <legend className="visually-hidden">{t('timetable.slotLegend', { n: index + 1 })}</legend>
              <Select
                id={`${formId}-slot-${slot.key}-weekday`}
                label={t('timetable.weekday')}
                value={String(slot.weekday)}
                options={options}
                required
                error={issue(store.slotIssue(slot.key, 'weekday'))}
                onChange={(value) => store.updateSlot(slot.key, { weekday: Number(value) })}
              />
              {timeField(slot, 'starts')}
              {timeField(slot, 'ends')}
              <TextField name={`room-${slot.key}`} label={t('timetable.room')} value={slot.room} maxLength={60} error={issue(store.slotIssue(slot.key, 'room'))} onChange={(room) => store.updateSlot(slot.key, { room })} />
              <Button
                variant="ghost"
                size="sm"
                className="cal-timetable__remove"
                icon={<Icon name="trash" />}
                aria-label={t('timetable.remove', { day: weekdayName(slot.weekday), starts: slot.starts })}
                onClick={() => {
                  const next = store.slots[index + 1] ?? store.slots[index - 1];
                  store.removeSlot(slot.key);
                  focusRow(next?.key ?? 'add');
                }}
              />
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="cal-timetable__actions spread">
        <Button id={`${formId}-add`} variant="secondary" size="sm" icon={<Icon name="plus" />} disabled={!store.canAddSlot} onClick={() => focusRow(store.addSlot().key)}>
          {t('timetable.addSlot')}
        </Button>
        <span className="cal-timetable__submit">
          <Button
            variant="ghost"
            onClick={() => {
              store.cancel();
              onDone(false);
            }}
          >
            {t('timetable.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={store.saving}>
            {t('timetable.save')}
          </Button>
        </span>
      </div>
    </form>
  );
});
