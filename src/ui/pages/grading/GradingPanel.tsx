import { useEffect, useId, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ScoreError } from '@domain/grading/scoreValidation';
import type { GradingStore } from '@application/grading/GradingStore';
import { Alert } from '@ui/components/Alert';
import { Badge } from '@ui/components/Badge';
import { Button } from '@ui/components/Button';
import { Dialog } from '@ui/components/Dialog';
import { RichTextField } from '@ui/components/richText/RichTextField';
import { Select } from '@ui/components/Select';
import { TextField } from '@ui/components/TextField';
import { errorMessage } from '@ui/app/errorMessage';
import { JobView } from '@ui/pages/viewer/JobView';
import './grading.css';

function scoreErrorText(t: (key: string, options?: Record<string, unknown>) => string, error: ScoreError): string {
  return t(`grading.scoreErrors.${error.code.replace('score.', '')}`, error.code === 'score.out-of-range' ? { min: error.min, max: error.max } : error.code === 'score.too-many-decimals' ? { decimals: error.decimals } : {});
}

/**
 * Grading one hand-in where the teacher meets it (the assignment's list of hand-ins, a student's record): the work,
 * a score checked against the item's scale as it is typed, feedback in the rich-text editor (loaded lazily), hand
 * back (confirmed first), and the previous or next student without leaving the page. Alt+← / Alt+→ move too.
 */
export const GradingPanel = observer(function GradingPanel({ store, courseGuid }: { store: GradingStore; courseGuid: string }) {
  const { t, i18n } = useTranslation('viewer');
  const scoreId = useId();
  const feedbackId = useId();
  const headingId = useId();
  const evaluatorId = useId();
  const job = store.current;

  useEffect(() => {
    void store.loadTeachers(courseGuid);
  }, [store, courseGuid]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey) return;
      if (event.key === 'ArrowLeft' && store.hasPrevious) store.previous();
      else if (event.key === 'ArrowRight' && store.hasNext) store.next();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);

  if (!job) return null;
  const fullName = `${job.studentName} ${job.studentLastname}`.trim();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  const scoreError = store.scoreError;
  return (
    <section className="grading-panel stack" aria-labelledby={headingId}>
      <div className="grading-panel__head cluster">
        <h3 id={headingId}>{t('grading.title', { name: fullName })}</h3>
        {store.stage ? <Badge tone={store.stage === 'evaluated' ? 'success' : store.stage === 'returned' ? 'warning' : 'info'}>{t(`grading.stage.${store.stage}`)}</Badge> : null}
        <span className="viewer-muted">{t('grading.position', { n: store.position + 1, total: store.gradable.length })}</span>
      </div>
      <nav className="cluster" aria-label={t('grading.studentsNav')}>
        <Button variant="secondary" size="sm" onClick={store.previous} disabled={!store.hasPrevious} aria-keyshortcuts="Alt+ArrowLeft">
          {t('grading.previous')}
        </Button>
        <Button variant="secondary" size="sm" onClick={store.next} disabled={!store.hasNext} aria-keyshortcuts="Alt+ArrowRight">
          {t('grading.next')}
        </Button>
        <Button variant="ghost" size="sm" onClick={store.close}>
          {t('grading.close')}
        </Button>
      </nav>
      <JobView job={job} />
      <form className="stack" onSubmit={handleSubmit} noValidate aria-busy={store.status === 'saving'}>
        <TextField
          id={scoreId}
          name="score"
          label={t('grading.scoreLabel', { max: store.maxScore.toLocaleString(i18n.language) })}
          value={store.scoreText}
          onChange={store.setScore}
          required
          error={scoreError ? scoreErrorText(t, scoreError) : undefined}
        />
        <RichTextField id={feedbackId} label={t('grading.feedback')} value={store.feedback} onChange={store.setFeedback} hint={t('grading.feedbackHint')} />
        {store.status === 'failed' ? <Alert tone="error">{errorMessage(t, store.error)}</Alert> : null}
        <p role="status" className="viewer-muted">
          {store.status === 'saving' ? t('grading.saving') : store.status === 'saved' ? t(store.lastWrite === 'evaluator' ? 'grading.evaluatorSaved' : store.lastWrite === 'hand-back' ? 'grading.handedBack' : 'grading.saved') : ''}
        </p>
        <div className="cluster">
          <Button type="submit" loading={store.status === 'saving'}>
            {t('grading.save')}
          </Button>
          {store.stage === 'waiting' || store.stage === 'evaluated' ? (
            <Button variant="secondary" onClick={store.askHandBack} disabled={store.status === 'saving'}>
              {t('grading.handBack')}
            </Button>
          ) : null}
          {store.hasNext ? (
            <Button variant="ghost" onClick={store.next}>
              {t('grading.next')}
            </Button>
          ) : null}
        </div>
      </form>
      <EvaluatorPicker store={store} id={evaluatorId} />
      <Dialog
        open={store.confirmingHandBack}
        title={t('grading.handBackTitle', { name: fullName })}
        onClose={store.cancelHandBack}
        actions={
          <>
            <Button variant="secondary" onClick={store.cancelHandBack}>
              {t('grading.cancel')}
            </Button>
            <Button onClick={() => void store.handBack()}>{t('grading.handBackConfirm')}</Button>
          </>
        }
      >
        <p>{t('grading.handBackText')}</p>
      </Dialog>
    </section>
  );
});

/**
 * Who grades the open hand-in: the course's teachers in a native select (keyboard and screen readers as the platform
 * gives them) and a button, so moving through the options with the arrow keys never saves on its own.
 */
const EvaluatorPicker = observer(function EvaluatorPicker({ store, id }: { store: GradingStore; id: string }) {
  const { t } = useTranslation('viewer');
  const teachers = store.teachers.value;
  if (store.teachers.status !== 'ready' || !teachers || teachers.length === 0) return null;
  const options = [{ value: '', label: t('grading.evaluatorNone'), disabled: true }, ...teachers.map((teacher) => ({ value: teacher.guid, label: `${teacher.name} ${teacher.lastname}`.trim() }))];
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.saveEvaluator();
  };
  return (
    <form className="grading-panel__evaluator cluster" onSubmit={handleSubmit} aria-busy={store.status === 'saving'}>
      <Select id={id} name="evaluator" label={t('grading.evaluator')} hint={t('grading.evaluatorHint')} value={store.evaluatorChoice} options={options} onChange={store.chooseEvaluator} />
      <Button type="submit" variant="secondary" disabled={!store.evaluatorChanged || store.status === 'saving'}>
        {t('grading.assign')}
      </Button>
    </form>
  );
});
