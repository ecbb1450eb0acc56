import { useId, useRef, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CalendarEventStore } from '@application/calendar/CalendarEventStore';
import { ToastStore } from '@application/feedback/ToastStore';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { Alert } from '@ui/components/Alert';
import { Button } from '@ui/components/Button';
import { CheckboxField } from '@ui/components/CheckboxField';
import { DayField, TimeField } from '@ui/components/DayTimeFields';
import { Dialog } from '@ui/components/Dialog';
import { TextField } from '@ui/components/TextField';

type Path = '/title' | '/starts_on' | '/ends_on' | '/starts' | '/ends';

/** A teacher's own event (ADR 0504): added from "New event", changed or removed by opening it on the calendar. */
export const CalendarEventDialog = observer(function CalendarEventDialog({ store, onChanged, onRemoved }: { store: CalendarEventStore; onChanged: () => void; onRemoved: () => void }) {
  const { t } = useTranslation('calendar');
  const toasts = useService(ToastStore);
  const formId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const issue = (path: Path) => {
    const code = store.issue(path);
    return code === undefined ? undefined : t(`event.issues.${code.replace(/^event\./, '')}`, { defaultValue: t('event.issues.generic') });
  };
  const issueCount = Object.keys(store.issues).length;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.save()) {
      toasts.show('calendar:event.saved', 'success');
      onChanged();
    } else if (Object.keys(store.issues).length > 0) {
      summary.current?.focus();
    }
  };

  const handleRemove = async () => {
    if (await store.remove()) {
      toasts.show('calendar:event.removed', 'success');
      onRemoved();
    }
  };

  const dayField = (field: 'startsOn' | 'endsOn', path: Path) => (
    <DayField id={`${formId}-${field}`} label={t(`event.${field}`)} value={store[field]} error={issue(path)} onChange={(day) => (field === 'startsOn' ? store.setStartsOn(day) : store.setEndsOn(day))} />
  );

  const timeField = (field: 'starts' | 'ends', path: Path) => (
    <TimeField id={`${formId}-${field}`} label={t(`event.${field}`)} value={store[field]} error={issue(path)} onChange={(time) => (field === 'starts' ? store.setStarts(time) : store.setEnds(time))} />
  );

  return (
    <Dialog
      open={store.editing !== undefined}
      title={t(store.editing === 'new' ? 'event.titleNew' : 'event.titleEdit')}
      onClose={store.close}
      initialFocusRef={titleRef}
      actions={
        <>
          {store.editing !== 'new' ? (
            <Button variant="danger" loading={store.busy === 'removing'} onClick={() => void handleRemove()}>
              {t('event.remove')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={store.close}>
            {t('event.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={store.busy === 'saving'}>
            {t('event.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className="cal-event-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <p className="cal-hint">{t('event.hint')}</p>
        {issueCount > 0 ? (
          <div ref={summary} tabIndex={-1}>
            <Alert tone="error">{t('event.issuesSummary', { count: issueCount })}</Alert>
          </div>
        ) : null}
        {store.error !== undefined ? <Alert tone="error">{errorMessage(t, store.error)}</Alert> : null}
        <TextField name="event-title" label={t('event.title')} value={store.title} onChange={store.setTitle} required maxLength={120} error={issue('/title')} inputRef={titleRef} />
        <CheckboxField id={`${formId}-all-day`} className="cal-event-form__check" label={t('event.allDay')} checked={store.allDay} onChange={store.setAllDay} />
        <div className="cal-timetable__range">
          {dayField('startsOn', '/starts_on')}
          {store.allDay ? dayField('endsOn', '/ends_on') : null}
        </div>
        {store.allDay ? null : (
          <div className="cal-timetable__range">
            {timeField('starts', '/starts')}
            {timeField('ends', '/ends')}
          </div>
        )}
      </form>
    </Dialog>
  );
});
