import { useEffect, useId, useMemo, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { BEHAVIOUR_KINDS, behaviourLabelKey, checkBehaviourPoint, MAX_BEHAVIOUR_REASON, MAX_POINT_STUDENTS, type BehaviourKind } from '@domain/gradebook/behaviour';
import { BehaviourStore } from '@application/gradebook/BehaviourStore';
import type { GivenPoint } from '@application/gradebook/Classroom';
import type { AppError } from '@application/shared/AppError';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { Alert } from '@ui/components/Alert';
import { Badge } from '@ui/components/Badge';
import { Button } from '@ui/components/Button';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Icon } from '@ui/components/Icon';
import { Spinner } from '@ui/components/Spinner';
import { TextField } from '@ui/components/TextField';
import { ScrollRegion } from '@ui/components/ScrollRegion';
import type { GradebookAreaProps } from '@ui/pages/gradebook/areas/GradebookAreaProps';
import { listOf } from '@ui/pages/gradebook/areas/areaFormat';
import { formatBalance, formatDay, fullName, refusalText } from '@ui/pages/gradebook/areas/classroomFormat';
import '@ui/pages/gradebook/areas/classroom.css';

const NS = 'gradebookClassroom';

/** Quick reasons per kind (translation keys under behaviour.reasons.<kind>). */
const QUICK_REASONS: Record<BehaviourKind, readonly string[]> = {
  positive: ['helped', 'participation', 'effort', 'teamwork'],
  'needs-work': ['homework', 'disrupting', 'materials', 'late'],
};

export interface PointValues {
  studentGuids: string[];
  kind: BehaviourKind;
  reason: string;
}

/** The form's rules are the domain's: a reason as `checkBehaviourPoint` wants it, 1–60 students. */
export const behaviourPointSchema = yup.object({
  studentGuids: yup.array(yup.string().required()).default([]).min(1, 'behaviour.no-students').max(MAX_POINT_STUDENTS, 'behaviour.too-many-students'),
  kind: yup.string().oneOf(BEHAVIOUR_KINDS).required(),
  reason: yup
    .string()
    .default('')
    .test('reason', (value, context) => {
      const checked = checkBehaviourPoint({ studentGuid: '', kind: 'positive', reason: value ?? '' });
      return checked.ok || context.createError({ message: checked.val.code });
    }),
});


/**
 * The gradebook's behaviour (ADR 0233): give a positive or needs-work point with a reason to one or several students,
 * undo the last one, the counts per student and the recent points (delete a slip). Read-only for school admins.
 */
export const BehaviourArea = observer(function BehaviourArea({ courseGuid, gradebook }: GradebookAreaProps) {
  const store = useService(BehaviourStore);
  const { t } = useTranslation(NS);
  const headingId = useId();
  const giveHeadingId = useId();
  const canWrite = gradebook.abilities.update;
  const students = useMemo(() => gradebook.students.map((s) => ({ guid: s.guid, name: s.name, lastname: s.lastname, avatar: s.avatar })), [gradebook.students]);

  useEffect(() => {
    void store.init(courseGuid, students, canWrite);
    // The grid read again (new student objects) must not reload the points nor lose the Undo: see the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, courseGuid, canWrite]);
  useEffect(() => store.setStudents(students), [store, students]);

  return (
    <section className="classroom" aria-labelledby={headingId}>
      <header className="classroom__header">
        <h2 id={headingId} className="classroom__title">
          {t('behaviour.title')}
        </h2>
        <p className="classroom__intro">{canWrite ? t('behaviour.intro') : t('behaviour.readOnly')}</p>
      </header>
      <Announcer store={store} />
      {store.read.status === 'idle' || store.read.status === 'loading' ? (
        <div className="classroom__loading">
          <Spinner label={t('behaviour.loading')} />
        </div>
      ) : null}
      {store.read.status === 'failed' ? <ErrorState titleLevel={3} title={t('behaviour.loadFailed')} description={errorMessage(t, store.read.error)} onRetry={() => void store.load()} /> : null}
      {store.read.status === 'ready' ? (
        store.students.length === 0 ? (
          <EmptyState titleLevel={3} icon="people" title={t('behaviour.noStudents')} />
        ) : (
          <>
            {store.canWrite ? <GivePoint store={store} headingId={giveHeadingId} /> : null}
            {/* Undone, the bar goes with its button: the focus goes to the form, ready for the next point. */}
            {store.canWrite ? <UndoBar store={store} onUndone={() => document.getElementById(giveHeadingId)?.focus()} /> : null}
            {store.actionError ? <Alert tone="error">{t('behaviour.actionFailed')}</Alert> : null}
            <BehaviourSummary store={store} />
            <RecentPoints store={store} />
          </>
        )
      ) : null}
    </section>
  );
});

const Announcer = observer(function Announcer({ store }: { store: BehaviourStore }) {
  const { t } = useTranslation(NS);
  const current = store.announcement;
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {current ? <span key={current.id}>{t(current.key, current.values)}</span> : null}
    </div>
  );
});

const GivePoint = observer(function GivePoint({ store, headingId }: { store: BehaviourStore; headingId: string }) {
  const { t } = useTranslation(NS);

  const handleSubmit = async (values: PointValues, helpers: FormikHelpers<PointValues>) => {
    const result = await store.give(values);
    if (result.err) {
      helpers.setStatus(result.val);
      return;
    }
    helpers.setStatus(undefined);
    helpers.resetForm({ values: { studentGuids: [], kind: values.kind, reason: '' } });
  };

  return (
    <section className="classroom-give" aria-labelledby={headingId}>
      <h3 id={headingId} className="classroom__subtitle" tabIndex={-1}>
        {t('behaviour.give.title')}
      </h3>
      <Formik<PointValues> initialValues={{ studentGuids: [], kind: 'positive', reason: '' }} validationSchema={behaviourPointSchema} onSubmit={handleSubmit} validateOnChange={false}>
        {(form) => <GiveForm store={store} form={form} />}
      </Formik>
    </section>
  );
});

const GiveForm = observer(function GiveForm({ store, form }: { store: BehaviourStore; form: FormikProps<PointValues> }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const studentsError = form.submitCount > 0 && typeof form.errors.studentGuids === 'string' ? form.errors.studentGuids : undefined;
  const reasonError = form.submitCount > 0 || (form.touched.reason === true && form.values.reason !== '') ? form.errors.reason : undefined;
  const selected = new Set(form.values.studentGuids);
  const count = selected.size;
  const serverError = form.status as AppError | undefined;

  const toggle = (guid: string) => {
    const next = selected.has(guid) ? form.values.studentGuids.filter((g) => g !== guid) : [...form.values.studentGuids, guid];
    void form.setFieldValue('studentGuids', next);
  };
  const handleSelectAll = () => void form.setFieldValue('studentGuids', store.students.map((s) => s.guid));
  const handleSelectNone = () => void form.setFieldValue('studentGuids', []);
  const handleQuickReason = (key: string) => {
    void form.setFieldValue('reason', t(`behaviour.reasons.${form.values.kind}.${key}`));
  };

  return (
    <Form className="classroom-give__form" noValidate>
      {serverError ? <Alert tone="error">{refusalText(t, serverError, 'behaviour', { max: MAX_BEHAVIOUR_REASON })}</Alert> : null}
      <fieldset className="classroom-give__students" aria-describedby={`${id}-students-error`}>
        <legend className="classroom-give__legend">
          {t('behaviour.give.students')} <span className="classroom__hint">({t('behaviour.give.selected', { count })})</span>
        </legend>
        <div className="classroom-give__bulk">
          <Button variant="ghost" size="sm" onClick={handleSelectAll}>
            {t('behaviour.give.selectAll')}
          </Button>
          <Button variant="ghost" size="sm" onClick={handleSelectNone} disabled={count === 0}>
            {t('behaviour.give.selectNone')}
          </Button>
        </div>
        <ul className="classroom-give__list">
          {store.students.map((student) => (
            <li key={student.guid}>
              <label className="classroom-chip">
                <input type="checkbox" checked={selected.has(student.guid)} onChange={() => toggle(student.guid)} />
                <span>{fullName(t, student)}</span>
              </label>
            </li>
          ))}
        </ul>
        <p id={`${id}-students-error`} className="classroom__error" role="alert">
          {studentsError ? t(`behaviour.errors.${studentsError}`, { max: MAX_POINT_STUDENTS }) : null}
        </p>
      </fieldset>

      <fieldset className="classroom-give__kind">
        <legend className="classroom-give__legend">{t('behaviour.give.kind')}</legend>
        <div className="classroom-segmented">
          {BEHAVIOUR_KINDS.map((kind) => (
            <label key={kind} className={`classroom-segmented__option classroom-segmented__option--${kind}`}>
              <input type="radio" name={`${id}-kind`} value={kind} checked={form.values.kind === kind} onChange={() => void form.setFieldValue('kind', kind)} />
              <span>{t(behaviourLabelKey(kind))}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <TextField
        id={`${id}-reason`}
        name="reason"
        label={t('behaviour.give.reason')}
        hint={t('behaviour.give.reasonHint')}
        value={form.values.reason}
        onChange={(value) => void form.setFieldValue('reason', value)}
        onBlur={() => void form.setFieldTouched('reason', true)}
        error={reasonError ? t(`behaviour.errors.${reasonError}`, { max: MAX_BEHAVIOUR_REASON }) : undefined}
        required
      />
      <div className="classroom-give__quick" role="group" aria-label={t('behaviour.give.quickReasons')}>
        {QUICK_REASONS[form.values.kind].map((key) => (
          <button key={key} type="button" className="classroom-quick" onClick={() => handleQuickReason(key)}>
            {t(`behaviour.reasons.${form.values.kind}.${key}`)}
          </button>
        ))}
      </div>

      <div className="classroom-give__actions">
        <Button type="submit" variant="primary" loading={store.giving} icon={<Icon name="plus" />}>
          {count === 0 ? t('behaviour.give.submit') : t('behaviour.give.submit', { count })}
        </Button>
      </div>
    </Form>
  );
});

const UndoBar = observer(function UndoBar({ store, onUndone }: { store: BehaviourStore; onUndone: () => void }) {
  const { t, i18n } = useTranslation(NS);
  const last = store.lastGiven;
  const first = last[0];
  if (first === undefined) return null;
  const handleUndo = async () => {
    await store.undoLast();
    if (store.lastGiven.length === 0) onUndone();
  };
  const names = listOf(
    last.map((p) => {
      const student = store.studentOf(p.studentGuid);
      return student ? fullName(t, student) : '';
    }),
    i18n.language,
  );
  return (
    <div className="classroom-undo">
      <Icon name="check" size={18} />
      <span className="classroom-undo__text">
        {t(`behaviour.undo.${first.kind}`, { count: last.length, names })} · {t('behaviour.undo.reason', { reason: first.reason })}
      </span>
      <Button variant="secondary" size="sm" onClick={() => void handleUndo()} loading={store.undoing}>
        {t('behaviour.undo.button')}
      </Button>
    </div>
  );
});

const BehaviourSummary = observer(function BehaviourSummary({ store }: { store: BehaviourStore }) {
  const { t, i18n } = useTranslation(NS);
  const headingId = useId();
  return (
    <section className="classroom-summary" aria-labelledby={headingId}>
      <h3 id={headingId} className="classroom__subtitle">
        {t('behaviour.summary.title')}
      </h3>
      <ScrollRegion className="classroom-table-wrap" label={t('behaviour.summary.table')}>
        <table className="classroom-table classroom-table--numbers" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('behaviour.summary.student')}</th>
              <th scope="col">{t('behaviour.summary.positive')}</th>
              <th scope="col">{t('behaviour.summary.needsWork')}</th>
              <th scope="col">{t('behaviour.summary.balance')}</th>
            </tr>
          </thead>
          <tbody>
            {store.summary.map(({ student, counts }) => (
              <tr key={student.guid}>
                <th scope="row">{fullName(t, student)}</th>
                <td>{counts.positive}</td>
                <td>{counts.needsWork}</td>
                <td className={counts.balance < 0 ? 'classroom-balance--low' : counts.balance > 0 ? 'classroom-balance--high' : undefined}>{formatBalance(counts.balance, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
});

const RecentPoints = observer(function RecentPoints({ store }: { store: BehaviourStore }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  // A deleted point leaves with its button: the focus goes to the delete button now in its place (or the one before),
  // so several slips can be deleted in a row; with none left, to the list's heading.
  const handleRemove = (pointGuid: string) => {
    const index = store.recentPoints.findIndex((p) => p.guid === pointGuid);
    void store.remove(pointGuid);
    const section = sectionRef.current;
    const buttons = section?.querySelectorAll<HTMLButtonElement>('[data-delete-point]') ?? [];
    const next = [...buttons].filter((button) => button.dataset.deletePoint !== pointGuid);
    (next[Math.min(index, next.length - 1)] ?? section?.querySelector<HTMLElement>('h3'))?.focus();
  };
  return (
    <section ref={sectionRef} className="classroom-recent" aria-labelledby={headingId}>
      <h3 id={headingId} className="classroom__subtitle" tabIndex={-1}>
        {t('behaviour.recent.title')}
      </h3>
      {store.points.length === 0 ? (
        <EmptyState titleLevel={4} icon="sparkles" title={t('behaviour.recent.empty')} description={t('behaviour.recent.emptyHint')} />
      ) : (
        <>
          <ul className="classroom-points">
            {store.recentPoints.map((point) => (
              <PointRow key={point.guid} store={store} point={point} onRemove={handleRemove} />
            ))}
          </ul>
          {store.hasMore ? (
            <Button variant="ghost" size="sm" onClick={store.showMore}>
              {t('behaviour.recent.more')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
});

const PointRow = observer(function PointRow({ store, point, onRemove }: { store: BehaviourStore; point: GivenPoint; onRemove: (pointGuid: string) => void }) {
  const { t, i18n } = useTranslation(NS);
  const student = store.studentOf(point.studentGuid);
  const who = student ? fullName(t, student) : '';
  const date = formatDay(point.day, i18n.language);
  return (
    <li className={`classroom-point classroom-point--${point.kind}`}>
      <Badge tone={point.kind === 'positive' ? 'success' : 'warning'}>{t(behaviourLabelKey(point.kind))}</Badge>
      <div className="classroom-point__body">
        <span className="classroom-point__student">{who}</span>
        <span className="classroom-point__reason">{point.reason}</span>
        <span className="classroom-point__meta">{point.givenBy ? t('behaviour.recent.by', { date, teacher: fullName(t, point.givenBy) }) : t('behaviour.recent.dayOnly', { date })}</span>
      </div>
      {store.canWrite ? (
        <Button variant="ghost" size="sm" data-delete-point={point.guid} onClick={() => onRemove(point.guid)} aria-label={t('behaviour.recent.delete', { student: who, reason: point.reason })}>
          {t('behaviour.recent.deleteShort')}
        </Button>
      ) : null}
    </li>
  );
});
