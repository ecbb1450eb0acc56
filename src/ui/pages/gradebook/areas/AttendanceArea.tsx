import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@ui/components/DateInput';
import type { CalendarDate } from '@domain/calendar/calendarDate';
import { ATTENDANCE_STATUSES, attendanceLabelKey, attendanceRange, MAX_ATTENDANCE_DAYS, type AttendanceStatus } from '@domain/gradebook/attendance';
import { AttendanceStore } from '@application/gradebook/AttendanceStore';
import type { ClassroomStudent } from '@application/gradebook/Classroom';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { Alert } from '@ui/components/Alert';
import { Badge, type BadgeTone } from '@ui/components/Badge';
import { Button } from '@ui/components/Button';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Icon } from '@ui/components/Icon';
import { Spinner } from '@ui/components/Spinner';
import { ScrollRegion } from '@ui/components/ScrollRegion';
import { ConfirmDialog } from '@ui/pages/courses/ConfirmDialog';
import type { GradebookAreaProps } from '@ui/pages/gradebook/areas/GradebookAreaProps';
import { formatDay, formatRate, fullName, refusalText } from '@ui/pages/gradebook/areas/classroomFormat';
import '@ui/pages/gradebook/areas/classroom.css';

const NS = 'gradebookClassroom';

/** The colour of a mark only repeats its word. */
const MARK_TONES: Record<AttendanceStatus, BadgeTone> = { present: 'success', absent: 'error', late: 'warning', excused: 'info' };

/** The values of the attendance refusals' texts. */
const LIMITS = { max: MAX_ATTENDANCE_DAYS };

/**
 * The gradebook's attendance (ADR 0233): a school day's list with a radio group per student (present, absent, late,
 * excused), saved as the teacher goes; "everyone without a mark is present"; and the counts over a range. School
 * admins (and a student, for themselves) read the same without the controls.
 */
export const AttendanceArea = observer(function AttendanceArea({ courseGuid, gradebook }: GradebookAreaProps) {
  const store = useService(AttendanceStore);
  const { t } = useTranslation(NS);
  const headingId = useId();
  const canWrite = gradebook.abilities.update;

  useEffect(() => {
    void store.init(courseGuid, gradebook.timeZone, canWrite);
  }, [store, courseGuid, gradebook.timeZone, canWrite]);

  return (
    <section className="classroom" aria-labelledby={headingId}>
      <header className="classroom__header">
        <h2 id={headingId} className="classroom__title">
          {t('attendance.title')}
        </h2>
        <p className="classroom__intro">{canWrite ? t('attendance.intro') : t('attendance.readOnly')}</p>
      </header>
      <DayPicker store={store} />
      <DayList store={store} />
      <AttendanceSummary store={store} />
    </section>
  );
});

const DayPicker = observer(function DayPicker({ store }: { store: AttendanceStore }) {
  const { t, i18n } = useTranslation(NS);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const handleChange = (value: string) => {
    // Cleared: the day shown stays until another is typed.
    if (value !== '') store.goToDay(value);
  };
  // PageUp / PageDown anywhere in the picker move a day, as in calendar apps.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'PageUp') store.previousDay();
    else if (event.key === 'PageDown') store.nextDay();
    else return;
    event.preventDefault();
  };

  return (
    <div className="classroom-day" role="group" aria-label={t('attendance.day.group')} onKeyDown={handleKeyDown}>
      <div className="classroom-day__controls">
        <Button variant="ghost" size="sm" icon={<Icon name="chevron-left" />} onClick={store.previousDay} aria-label={t('attendance.day.previous')} title={t('attendance.day.previous')} />
        <label className="visually-hidden" htmlFor={id}>
          {t('attendance.day.label')}
        </label>
        <DateInput
          id={id}
          className="classroom-day__input"
          value={store.day}
          max={store.today}
          onChange={handleChange}
          describedBy={`${hintId} ${errorId}`}
          invalid={store.dayInputError !== undefined}
        />
        <Button variant="ghost" size="sm" icon={<Icon name="chevron-right" />} onClick={store.nextDay} disabled={!store.canGoNext} aria-label={t('attendance.day.next')} title={t('attendance.day.next')} />
        <Button variant="secondary" size="sm" onClick={store.goToToday} disabled={store.isToday}>
          {t('attendance.day.today')}
        </Button>
      </div>
      <p className="classroom-day__long">
        {formatDay(store.day, i18n.language, 'full')}
        {store.isToday ? (
          <>
            {' '}
            <Badge tone="primary">{t('attendance.day.todayBadge')}</Badge>
          </>
        ) : null}
      </p>
      <p id={hintId} className="classroom__hint">
        {t('attendance.day.keyboardHint')}
      </p>
      <p id={errorId} className="classroom__error" role="alert">
        {store.dayInputError ? t(`attendance.errors.${store.dayInputError}`, LIMITS) : null}
      </p>
    </div>
  );
});

const DayList = observer(function DayList({ store }: { store: AttendanceStore }) {
  const { t, i18n } = useTranslation(NS);
  const [confirming, setConfirming] = useState(false);
  const date = formatDay(store.day, i18n.language, 'long');

  if (!store.dayReady) {
    if (store.dayStatus === 'failed') return <ErrorState titleLevel={3} title={t('attendance.loadFailed')} description={errorMessage(t, store.dayError)} onRetry={() => void store.loadDay()} />;
    return (
      <div className="classroom__loading">
        <Spinner label={t('attendance.loading')} />
      </div>
    );
  }
  if (store.students.length === 0) return <EmptyState titleLevel={3} icon="people" title={t('attendance.noStudents')} description={t('attendance.noStudentsHint')} />;

  if (!store.canWrite) return <ReadOnlyDay store={store} date={date} />;

  const hasMarks = Object.keys(store.marks).length > 0;
  const handleFill = () => store.markEveryoneUnmarked('present');

  return (
    <div className="classroom-list">
      <div className="spread classroom-list__toolbar">
        <div className="classroom-list__fill">
          <Button variant="primary" icon={<Icon name="check" />} onClick={handleFill} disabled={store.unmarkedCount === 0}>
            {store.unmarkedCount === 0 ? t('attendance.fill.none') : t('attendance.fill.button', { count: store.unmarkedCount })}
          </Button>
          <span className="classroom__hint">{t('attendance.fill.hint')}</span>
        </div>
        <SaveStatus store={store} />
      </div>
      <UnsavedMarks store={store} />
      <ul className="classroom-marks" aria-label={t('attendance.list.label', { date })}>
        {store.students.map((student) => (
          <StudentMarks key={student.guid} store={store} student={student} />
        ))}
      </ul>
      {hasMarks ? (
        <div className="classroom-list__footer">
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            {t('attendance.clear.button')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('attendance.clear.title', { date })}
        confirmLabel={t('attendance.clear.confirm')}
        onConfirm={store.clearDay}
        successToastKey={`${NS}:attendance.clear.done`}
        onClose={() => setConfirming(false)}
      >
        <p>{t('attendance.clear.body')}</p>
      </ConfirmDialog>
    </div>
  );
});

const StudentMarks = observer(function StudentMarks({ store, student }: { store: AttendanceStore; student: ClassroomStudent }) {
  const { t } = useTranslation(NS);
  const name = useId();
  const mark = store.markOf(student.guid);
  const who = fullName(t, student);
  return (
    <li className="spread classroom-mark">
      <fieldset className="classroom-mark__group">
        <legend className="classroom-mark__name">{who}</legend>
        <div className="classroom-mark__options">
          {ATTENDANCE_STATUSES.map((status) => (
            <label key={status} className={`classroom-mark__option classroom-mark__option--${status}`}>
              <input type="radio" name={name} value={status} checked={mark === status} onChange={() => store.mark(student.guid, status)} />
              <span>{t(attendanceLabelKey(status))}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="classroom-mark__state">
        {mark === undefined ? (
          <span className="classroom-mark__unmarked">{t('attendance.list.unmarked')}</span>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => store.mark(student.guid, null)} aria-label={t('attendance.list.remove', { student: who })}>
            {t('attendance.list.removeShort')}
          </Button>
        )}
      </div>
    </li>
  );
});

const ReadOnlyDay = observer(function ReadOnlyDay({ store, date }: { store: AttendanceStore; date: string }) {
  const { t } = useTranslation(NS);
  const marks = store.marks;
  if (Object.keys(marks).length === 0) return <p className="classroom__empty">{t('attendance.list.nothing')}</p>;
  return (
    <ScrollRegion className="classroom-table-wrap" label={t('attendance.list.label', { date })}>
      <table className="classroom-table">
        <caption className="visually-hidden">{t('attendance.list.label', { date })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('attendance.list.studentColumn')}</th>
            <th scope="col">{t('attendance.list.markColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {store.students.map((student) => {
            const mark = marks[student.guid];
            return (
              <tr key={student.guid}>
                <th scope="row">{fullName(t, student)}</th>
                <td>{mark === undefined ? <span className="classroom-mark__unmarked">{t('attendance.list.unmarked')}</span> : <Badge tone={MARK_TONES[mark]}>{t(attendanceLabelKey(mark))}</Badge>}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
});

const SaveStatus = observer(function SaveStatus({ store }: { store: AttendanceStore }) {
  const { t } = useTranslation(NS);
  const state = store.saveState;
  return (
    <p className={`classroom-save classroom-save--${state}`} role="status">
      {state === 'saving' ? <Spinner size="sm" decorative /> : null}
      {state === 'saved' ? <Icon name="check" size={16} /> : null}
      <span>{state === 'failed' ? t('attendance.save.failedTitle') : t(`attendance.save.${state}`)}</span>
    </p>
  );
});

const UnsavedMarks = observer(function UnsavedMarks({ store }: { store: AttendanceStore }) {
  const { t, i18n } = useTranslation(NS);
  if (store.unsaved.length === 0) return null;
  const nameOf = (guid: string) => {
    const student = store.students.find((s) => s.guid === guid);
    return student ? fullName(t, student) : guid;
  };
  return (
    <Alert tone="error" title={t('attendance.save.failedTitle')} className="classroom-unsaved">
      <p>{refusalText(t, store.saveError, 'attendance', LIMITS)}</p>
      <p>{t('attendance.save.failedList')}</p>
      <ul>
        {store.unsavedMarks.map((line) => (
          <li key={`${line.day}:${line.studentGuid}`}>
            {t('attendance.save.failedLine', {
              date: formatDay(line.day, i18n.language),
              student: nameOf(line.studentGuid),
              mark: line.status === null ? t('attendance.save.removedMark') : t(attendanceLabelKey(line.status)),
            })}
          </li>
        ))}
      </ul>
      <div className="classroom-unsaved__actions">
        <Button variant="secondary" size="sm" onClick={store.retryUnsaved}>
          {t('attendance.save.retry')}
        </Button>
        <Button variant="ghost" size="sm" onClick={store.discardUnsaved}>
          {t('attendance.save.discard')}
        </Button>
      </div>
    </Alert>
  );
});

interface RangeValues {
  from: string;
  to: string;
}

/** The range is checked by the domain (`attendanceRange`): from ≤ to, at most a year, real dates. */
function rangeSchema(today: CalendarDate) {
  return yup.object({ from: yup.string().default(''), to: yup.string().default('') }).test('range', (values, context) => {
    const checked = attendanceRange({ from: values.from || undefined, to: values.to || undefined }, today);
    if (checked.ok) return true;
    const path = checked.val.code === 'attendance.invalid-day' ? checked.val.field : checked.val.code === 'attendance.invalid-range' ? 'from' : 'to';
    return context.createError({ path, message: checked.val.code });
  });
}

const AttendanceSummary = observer(function AttendanceSummary({ store }: { store: AttendanceStore }) {
  const { t, i18n } = useTranslation(NS);
  const headingId = useId();
  const fromId = useId();
  const toId = useId();
  const captionId = useId();
  const language = i18n.language;

  const handleSubmit = (values: RangeValues) => store.showRange(values.from, values.to);

  return (
    <section className="classroom-summary" aria-labelledby={headingId}>
      <h3 id={headingId} className="classroom__subtitle">
        {t('attendance.summary.title')}
      </h3>
      <Formik<RangeValues> initialValues={{ from: store.range.from, to: store.range.to }} validationSchema={rangeSchema(store.today)} onSubmit={handleSubmit} enableReinitialize>
        {(form) => {
          const error = form.errors.from ?? form.errors.to;
          return (
            <Form className="classroom-range" noValidate aria-label={t('attendance.summary.range')}>
              <div className="classroom-range__field">
                <label htmlFor={fromId}>{t('attendance.summary.from')}</label>
                <DateInput id={fromId} name="from" value={form.values.from} max={store.today} onChange={(value) => void form.setFieldValue('from', value)} invalid={form.errors.from !== undefined} />
              </div>
              <div className="classroom-range__field">
                <label htmlFor={toId}>{t('attendance.summary.to')}</label>
                <DateInput id={toId} name="to" value={form.values.to} max={store.today} onChange={(value) => void form.setFieldValue('to', value)} invalid={form.errors.to !== undefined} />
              </div>
              <Button type="submit" variant="secondary" size="sm" loading={store.summaryStatus === 'loading'}>
                {t('attendance.summary.apply')}
              </Button>
              <p className="classroom__error" role="alert">
                {error ? t(`attendance.errors.${error}`, LIMITS) : null}
              </p>
            </Form>
          );
        }}
      </Formik>
      {store.summaryStatus === 'failed' ? (
        <ErrorState titleLevel={4} title={t('attendance.summary.loadFailed')} description={errorMessage(t, store.summaryError)} onRetry={() => void store.retrySummary()} />
      ) : null}
      {store.summaryStatus === 'loading' ? (
        <div className="classroom__loading">
          <Spinner label={t('attendance.summary.loading')} />
        </div>
      ) : null}
      {store.summaryStatus === 'ready' && store.students.length > 0 ? (
        <ScrollRegion className="classroom-table-wrap" labelledBy={captionId}>
          <table className="classroom-table classroom-table--numbers">
            <caption id={captionId}>
              {t('attendance.summary.caption', { count: store.sessionsInRange, from: formatDay(store.range.from, language), to: formatDay(store.range.to, language) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('attendance.summary.student')}</th>
                {ATTENDANCE_STATUSES.map((status) => (
                  <th key={status} scope="col">
                    {t(attendanceLabelKey(status))}
                  </th>
                ))}
                <th scope="col">{t('attendance.summary.sessions')}</th>
                <th scope="col">{t('attendance.summary.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {store.summary.map(({ student, counts, rate }) => (
                <tr key={student.guid}>
                  <th scope="row">{fullName(t, student)}</th>
                  {ATTENDANCE_STATUSES.map((status) => (
                    <td key={status}>{counts[status]}</td>
                  ))}
                  <td>{counts.sessions}</td>
                  <td>
                    {rate === null ? (
                      <>
                        <span aria-hidden="true">{t('attendance.summary.noRate')}</span>
                        <span className="visually-hidden">{t('attendance.summary.noRateLabel')}</span>
                      </>
                    ) : (
                      formatRate(rate, language)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="classroom__hint">{t('attendance.summary.rateHint')}</p>
        </ScrollRegion>
      ) : null}
    </section>
  );
});
