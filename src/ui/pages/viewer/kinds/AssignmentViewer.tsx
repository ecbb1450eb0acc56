import { useEffect, useId, type ChangeEvent, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { acceptAttribute } from '@domain/content/uploadRules';
import { handInAcceptedKinds, MAX_HAND_IN_FILES, MAX_HAND_IN_TEXT } from '@domain/content/itemRules';
import { GradingStore } from '@application/grading/GradingStore';
import { HandInListStore } from '@application/viewer/HandInListStore';
import { HandInStore } from '@application/viewer/HandInStore';
import { Alert } from '@ui/components/Alert';
import { Avatar } from '@ui/components/Avatar';
import { Button } from '@ui/components/Button';
import { ErrorState } from '@ui/components/ErrorState';
import { FormattedText } from '@ui/components/FormattedText';
import { Skeleton } from '@ui/components/Skeleton';
import { useService } from '@ui/app/ContainerContext';
import { GradingPanel } from '@ui/pages/grading/GradingPanel';
import { JobView, LateBadge } from '@ui/pages/viewer/JobView';
import { FileBatchList } from '@ui/pages/viewer/FileBatchList';
import { HandInStatusBadge, ItemStatusBadge } from '@ui/pages/tasks/ItemStatusBadge';
import { localToInstant } from '@domain/lessons/deliverDate';
import type { ViewerProps } from '@ui/pages/viewer/kinds/ViewerProps';
import { viewerErrorMessage } from '@ui/pages/viewer/viewerErrors';
import { formatInstant, formatLocalDateTime } from '@ui/pages/viewer/viewerFormat';
import { timeZoneName } from '@ui/app/timeZoneName';

/** Instructions, then the student's hand-in form or the teacher's list of hand-ins. */
export function AssignmentViewer({ item, tracker, timeZone, canEdit }: ViewerProps) {
  const { t, i18n } = useTranslation('viewer');
  if (item.content.kind !== 'assignment') return null;
  return (
    <div className="viewer-assignment stack">
      <section aria-labelledby="viewer-instructions">
        <h2 id="viewer-instructions">{t('assignment.instructions')}</h2>
        <FormattedText html={item.content.instructionsHtml} />
      </section>
      {item.deliverAt ? (
        <p className="viewer-assignment__due">
          {t('assignment.deliverAt', { date: formatLocalDateTime(item.deliverAt, i18n.language), zone: timeZoneName(t, timeZone ?? '') })}
          {item.canDeliverLate ? ` · ${t('assignment.lateAllowed')}` : ''}
        </p>
      ) : (
        <p className="viewer-assignment__due">{t('assignment.noDeadline')}</p>
      )}
      {tracker.enabled ? <HandInPanel item={item} tracker={tracker} timeZone={timeZone} canEdit={canEdit} /> : null}
      {/* Only teachers and school admins get the course's counts, and only they may list hand-ins (a 403 would end the session). */}
      {!tracker.enabled && item.jobsAmount !== null ? <HandInList item={item} tracker={tracker} timeZone={timeZone} canEdit={canEdit} /> : null}
      {!tracker.enabled && item.jobsAmount !== null && canEdit ? <Grading itemGuid={item.guid} courseGuid={item.courseGuid} /> : null}
    </div>
  );
}

const HandInPanel = observer(function HandInPanel({ item, tracker, timeZone }: ViewerProps) {
  const store = useService(HandInStore);
  const { t } = useTranslation('viewer');
  const textId = useId();
  const filesId = useId();
  const filesHint = useId();

  useEffect(() => {
    store.setup(item, timeZone);
  }, [store, item, timeZone]);
  useEffect(() => () => store.dispose(), [store]);

  const handleText = (event: ChangeEvent<HTMLTextAreaElement>) => store.setText(event.target.value);
  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => {
    store.addFiles(Array.from(event.target.files ?? []));
    event.target.value = '';
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The server counts a hand-in as the item done; show it without writing progress again.
    void store.submit().then((sent) => {
      if (sent) tracker.acknowledge(100);
    });
  };

  if (!store.isSetUp) return null;
  if (store.delivered && store.job) {
    return (
      <section aria-labelledby="viewer-handin-title" className="viewer-handin">
        <h2 id="viewer-handin-title">{t('handIn.yours')}</h2>
        <div role="status">
          <Alert tone="success" title={t('handIn.done')} />
        </div>
        <JobView job={store.job} />
        {store.job.feedback ? (
          <div className="viewer-handin__feedback">
            <h3 className="viewer-job__label">{t('handIn.feedback')}</h3>
            <FormattedText html={store.job.feedback} />
          </div>
        ) : null}
      </section>
    );
  }

  const delivery = store.turnIn;
  const closed = delivery === 'closed' || delivery === 'view-only';
  const block = store.block;
  return (
    <section aria-labelledby="viewer-handin-title" className="viewer-handin">
      <h2 id="viewer-handin-title" className="cluster">
        {t('handIn.title')} <ItemStatusBadge label={store.itemStatus.label} />
      </h2>
      {delivery === 'open-late' ? <Alert tone="warning">{t('handIn.window.openLate')}</Alert> : null}
      {delivery === 'closed' ? <Alert tone="info" title={t('handIn.window.closedTitle')}>{t('handIn.window.closed')}</Alert> : null}
      {delivery === 'view-only' ? <Alert tone="info" title={t('handIn.window.closedTitle')}>{t('errors.GRADES_PUBLISHED')}</Alert> : null}
      <form className="stack" onSubmit={handleSubmit} noValidate>
        <fieldset disabled={closed} className="viewer-handin__fieldset stack">
          <legend className="visually-hidden">{t('handIn.title')}</legend>
          {store.acceptsText ? (
            <div className="tz-field">
              <label htmlFor={textId}>{t('handIn.textLabel')}</label>
              <textarea
                id={textId}
                className="viewer-handin__text"
                rows={8}
                value={store.text}
                onChange={handleText}
                disabled={closed}
                aria-invalid={block === 'text-too-long' || undefined}
                aria-describedby={`${textId}-count`}
              />
              <p id={`${textId}-count`} className="viewer-muted">
                {t('handIn.textCount', { count: store.text.length, max: MAX_HAND_IN_TEXT })}
              </p>
            </div>
          ) : null}
          {store.acceptsFiles ? (
            <div className="tz-field">
              <label htmlFor={filesId}>{t('handIn.filesLabel')}</label>
              <input
                id={filesId}
                type="file"
                multiple
                accept={acceptAttribute(handInAcceptedKinds)}
                onChange={handleFiles}
                disabled={!store.canAddFiles}
                aria-describedby={filesHint}
              />
              <p id={filesHint} className="viewer-muted">
                {t('handIn.filesHint', { max: MAX_HAND_IN_FILES })}
              </p>
              <FileBatchList files={store.files} onRemove={(id) => store.removeFile(id)} />
            </div>
          ) : null}
          {store.status === 'failed' ? <Alert tone="error">{viewerErrorMessage(t, store.error)}</Alert> : null}
          <p className="viewer-muted" aria-live="polite">
            {block === 'uploading' ? t('handIn.block.uploading') : block === 'text-too-long' ? t('handIn.block.tooLong') : ''}
          </p>
          <div>
            <Button type="submit" loading={store.status === 'sending'} disabled={block === 'uploading'}>
              {store.status === 'failed' ? t('handIn.retry') : t('handIn.submit')}
            </Button>
          </div>
          {block === 'empty' ? (
            store.attempted ? (
              <p role="alert" className="viewer-error">
                {t('handIn.block.empty')}
              </p>
            ) : (
              <p className="viewer-muted">{t('handIn.block.empty')}</p>
            )
          ) : null}
        </fieldset>
      </form>
    </section>
  );
});

const HandInList = observer(function HandInList({ item, timeZone }: ViewerProps) {
  const store = useService(HandInListStore);
  const { t, i18n } = useTranslation('viewer');

  useEffect(() => {
    void store.load(item.guid);
  }, [store, item.guid]);
  useEffect(() => {
    store.setItem({ dueAt: item.deliverAt === null ? null : localToInstant(item.deliverAt, timeZone), canDeliverLate: item.canDeliverLate, gradesPublished: item.gradesPublished });
  }, [store, item.deliverAt, item.canDeliverLate, item.gradesPublished, timeZone]);

  const handleRetry = () => void store.load(item.guid);
  return (
    <section aria-labelledby="viewer-handins-title" className="viewer-handins">
      <h2 id="viewer-handins-title">{t('handIns.title')}</h2>
      {store.read.status === 'failed' ? <ErrorState title={t('handIns.loadFailed')} description={viewerErrorMessage(t, store.read.error)} onRetry={handleRetry} titleLevel={3} /> : null}
      {store.read.status === 'loading' || store.read.status === 'idle' ? (
        <div aria-busy="true" aria-label={t('handIns.loading')}>
          <Skeleton lines={3} />
        </div>
      ) : null}
      {store.read.status === 'ready' ? (
        <>
          <p role="status">{t('handIns.summary', { delivered: store.deliveredCount, total: store.jobs.length })}</p>
          {store.jobs.length === 0 ? (
            <p>{t('handIns.noStudents')}</p>
          ) : (
            <ul className="viewer-handins__list">
              {store.sorted.map((job) => {
                const fullName = `${job.studentName} ${job.studentLastname}`.trim();
                return (
                  <li key={job.personGuid} className="viewer-handins__row">
                    <Avatar name={fullName} src={job.studentAvatar} size="sm" decorative />
                    <div className="viewer-handins__main stack">
                      <p className="cluster">
                        <Link to={`/single-activity/${item.courseGuid}/record/${item.guid}/${job.personGuid}`} className="viewer-handins__name">
                          {fullName}
                        </Link>
                        <HandInStatusBadge label={store.labelOf(job)} />
                        {job.late ? <LateBadge /> : null}
                        {job.deliveredAt ? <span className="viewer-muted">{t('handIn.deliveredAt', { date: formatInstant(job.deliveredAt, i18n.language) })}</span> : null}
                      </p>
                      {job.text ? <p className="viewer-job__text">{job.text}</p> : null}
                      {job.files.length > 0 ? (
                        <ul className="viewer-job__files" aria-label={t('handIn.filesOf', { name: fullName })}>
                          {job.files.map((file) => (
                            <li key={file.guid}>
                              <a href={file.url} target="_blank" rel="noopener noreferrer">
                                {file.name}
                              </a>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
});

/**
 * Grading the hand-ins (teachers of the course): `?grade=first` (the link from /tasks) opens the first waiting for
 * grading, `?grade=<student guid>` that student's; otherwise a student is chosen from the list.
 */
const Grading = observer(function Grading({ itemGuid, courseGuid }: { itemGuid: string; courseGuid: string }) {
  const store = useService(GradingStore);
  const list = useService(HandInListStore);
  const { t } = useTranslation('viewer');
  const [params] = useSearchParams();
  const grade = params.get('grade');

  useEffect(() => {
    void store.load(itemGuid, grade === 'first' ? { firstWaiting: true } : grade ? { personGuid: grade } : undefined);
  }, [store, itemGuid, grade]);
  // A grade saved here shows in the list above at once.
  useEffect(() => {
    if (store.status === 'saved') void list.load(itemGuid);
  }, [store.status, list, itemGuid]);

  if (store.sheet.status === 'failed') return <Alert tone="error">{viewerErrorMessage(t, store.sheet.error)}</Alert>;
  if (store.sheet.status !== 'ready') return null;
  return (
    <section aria-labelledby="viewer-grading-title" className="viewer-grading stack">
      <h2 id="viewer-grading-title">{t('grading.heading')}</h2>
      {store.gradable.length === 0 ? <p>{t('grading.nothing')}</p> : null}
      {store.current ? (
        <GradingPanel store={store} courseGuid={courseGuid} />
      ) : (
        <ul className="cluster" aria-label={t('grading.choose')}>
          {store.gradable.map((job) => (
            <li key={job.personGuid}>
              <Button variant="secondary" size="sm" onClick={() => store.open(job.guid)}>
                {t('grading.gradeStudent', { name: `${job.studentName} ${job.studentLastname}`.trim() })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
