import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ScoreError } from '@domain/grading/scoreValidation';
import { isManuallyScored } from '@domain/assessments/questionTypes';
import type { Answer, PlayerData } from '@domain/assessments/questionModel';
import type { AppError } from '@application/shared/AppError';
import { SessionStore } from '@application/session/SessionStore';
import { FEEDBACK_MAX, IndividualResultStore } from '@application/assessments/results/IndividualResultStore';
import type { ResultQuestion } from '@application/assessments/results/Results';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { Breadcrumbs } from '@ui/components/Breadcrumbs';
import { Alert } from '@ui/components/Alert';
import { Avatar } from '@ui/components/Avatar';
import { Badge } from '@ui/components/Badge';
import { Button, buttonClassName } from '@ui/components/Button';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Select } from '@ui/components/Select';
import { Skeleton } from '@ui/components/Skeleton';
import { TextField } from '@ui/components/TextField';
import { TextArea } from '@ui/pages/lessons/editor/fields';
import { individualResultPath, resultsPath } from '@ui/pages/assessmentEditor/assessmentPaths';
import { JobStatusBadge, useNumber } from '@ui/pages/results/ResultsPage';
import { QuestionView } from '@ui/questions/QuestionView';
import '@ui/pages/lessons/lesson.css';
import '@ui/pages/results/results.css';

/** A domain score refusal (or the server's, same codes) in the user's language. */
export function scoreErrorMessage(t: TFunction, error: ScoreError | { code: string }, format: (value: number) => string): string {
  const values: Record<string, string | number> = {};
  if ('min' in error) values.min = format(error.min);
  if ('max' in error) values.max = format(error.max);
  if ('decimals' in error) values.decimals = error.decimals;
  return t(`results:validation.${error.code}`, { ...values, defaultValue: t('results:validation.score.invalid') });
}

function gradeErrorMessage(t: TFunction, error: AppError, format: (value: number) => string, max: number): string {
  const code = error.details?.find((detail) => detail.path === '/score')?.message;
  if (error.code === 'INVALID_SCORE' && code) return scoreErrorMessage(t, { code, min: 0, max, decimals: 2 } as ScoreError, format);
  return t(`results:errors.${error.code}`, { defaultValue: errorMessage(t, error) });
}

/** /results-assesment-individual/course/{c}/{a}/user/{u}: a teacher grades one student; the student reads their published result. */
export const IndividualResultPage = observer(function IndividualResultPage() {
  const store = useService(IndividualResultStore);
  const session = useService(SessionStore);
  const { courseGuid = '', assessmentGuid = '', userGuid = '' } = useParams();
  const { t, i18n } = useTranslation('results');
  const number = useNumber();
  const teacher = session.isTeacherLike && session.user?.guid !== userGuid;

  useEffect(() => {
    void store.load(assessmentGuid, userGuid, { teacher });
  }, [store, assessmentGuid, userGuid, teacher]);

  const result = store.result;
  const assessment = result?.assessment;
  const attempt = result?.attempt ?? null;
  const studentName = result ? `${result.student.name} ${result.student.lastname}`.trim() : '';
  const date = (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '');
  const evaluators = [{ value: '', label: t('job.noEvaluator') }, ...store.teachers.map((candidate) => ({ value: candidate.guid, label: `${candidate.name} ${candidate.lastname}`.trim() }))];

  return (
    <section className="page results-page">
      <Breadcrumbs
        trail={[
          { label: t('breadcrumbs.course'), to: `/course/${courseGuid}` },
          ...(teacher && assessment ? [{ label: t('breadcrumbs.results'), to: resultsPath(courseGuid, assessment.lessonGuid, assessment.guid) }] : []),
          { label: teacher ? studentName || t('breadcrumbs.student') : t('breadcrumbs.myResult') },
        ]}
      />

      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {store.announcement ? <span key={store.announcement.id}>{t(store.announcement.key, store.announcement.values)}</span> : null}
      </div>

      {store.read.status === 'idle' || (store.read.status === 'loading' && !result) ? (
        <div aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={48} width="50%" />
          <Skeleton variant="rect" height={240} />
        </div>
      ) : null}

      {store.read.status === 'failed' && store.notPublished && (
        <>
          <PageHeading title={t('student.notPublishedTitle')} />
          <EmptyState title={t('student.notPublishedTitle')} description={t('student.notPublishedBody')} icon="info" />
          <Link to={`/course/${courseGuid}`} className={buttonClassName('secondary')}>
            {t('student.backToCourse')}
          </Link>
        </>
      )}

      {store.read.status === 'failed' && !store.notPublished && (
        <>
          <PageHeading title={t('notAvailable')} />
          <ErrorState
            title={t(store.isNotFound ? 'notFound' : 'loadFailed')}
            description={store.isNotFound ? t('notFoundHint') : errorMessage(t, store.read.error)}
            onRetry={store.isNotFound ? undefined : () => void store.load(assessmentGuid, userGuid, { teacher })}
          />
        </>
      )}

      {/* Switching attempts keeps the one on screen (and the switcher's focus) until the next arrives. */}
      {store.read.status !== 'failed' && result && assessment && (
        <>
          <header className="individual-header">
            <Avatar name={studentName} src={result.student.avatar} size="lg" decorative />
            <div>
              <PageHeading title={teacher ? t('individual.title', { name: studentName }) : t('student.title', { name: assessment.name })} />
              <p className="editor-lead">{teacher ? assessment.name : studentName}</p>
            </div>
          </header>

          {teacher && (
            <nav className="individual-nav" aria-label={t('individual.waitingNav')}>
              {store.previousWaiting && (
                <Link className={buttonClassName('secondary', 'sm')} to={individualResultPath(courseGuid, assessmentGuid, store.previousWaiting.personGuid)}>
                  {t('individual.previousWaiting', { name: `${store.previousWaiting.name} ${store.previousWaiting.lastname}`.trim() })}
                </Link>
              )}
              {store.nextWaiting && (
                <Link className={buttonClassName('secondary', 'sm')} to={individualResultPath(courseGuid, assessmentGuid, store.nextWaiting.personGuid)}>
                  {t('individual.nextWaiting', { name: `${store.nextWaiting.name} ${store.nextWaiting.lastname}`.trim() })}
                </Link>
              )}
            </nav>
          )}

          {result.attempts.length === 0 || attempt === null ? (
            <EmptyState title={t('individual.noAttempts')} description={t('individual.noAttemptsHint')} icon="info" />
          ) : (
            <>
              <div className="cluster">
                {result.attempts.length > 1 && (
                  <Select
                    id="attempt-switcher"
                    label={t('individual.attempt')}
                    value={attempt.guid}
                    onChange={(value) => void store.showAttempt(value)}
                    options={result.attempts.map((entry, index) => ({
                      value: entry.guid,
                      label: t(index === 0 ? 'individual.attemptFirst' : index === result.attempts.length - 1 ? 'individual.attemptLast' : 'individual.attemptNumber', { number: entry.number, date: date(entry.submittedAt ?? entry.startedAt) }),
                    }))}
                  />
                )}
                <JobStatusBadge status={result.job.status} />
                {attempt.autoSubmitted && <Badge tone="info">{t('individual.autoSubmitted')}</Badge>}
              </div>

              <dl className="results-counters">
                <div className="results-counter">
                  <dt>{t('individual.points')}</dt>
                  <dd className="results-counter__value">{attempt.points === null ? t('individual.pendingGrading') : t('individual.pointsValue', { points: number(attempt.points), max: number(attempt.maxPoints) })}</dd>
                </div>
                <div className="results-counter">
                  <dt>{t('individual.score')}</dt>
                  <dd className="results-counter__value">{attempt.score === null ? '—' : t('table.scoreValue', { score: number(attempt.score), scale: number(assessment.rankingScale) })}</dd>
                </div>
                {teacher && (
                  <div className="results-counter">
                    <dt>{t('counters.waiting')}</dt>
                    <dd className="results-counter__value">{store.waitingQuestions.length}</dd>
                  </div>
                )}
              </dl>

              <ol className="result-questions">
                {result.questions.map((question) => (
                  <ResultQuestionView key={question.guid} store={store} question={question} teacher={teacher} media={result.media} />
                ))}
              </ol>
            </>
          )}

          {teacher ? (
            <form
              className="job-form editor-fieldset"
              onSubmit={(event) => {
                event.preventDefault();
                void store.saveJob();
              }}
            >
              <h2>{t('job.title')}</h2>
              {store.jobError && <Alert tone="error">{t(`errors.${store.jobError.code}`, { defaultValue: errorMessage(t, store.jobError) })}</Alert>}
              <TextArea id="job-feedback" label={t('job.feedback')} value={store.jobFeedback} rows={4} maxLength={FEEDBACK_MAX} onChange={(value) => store.setJobFeedback(value)} />
              <Select id="job-evaluator" label={t('job.evaluator')} value={store.evaluatorGuid} options={evaluators} onChange={(value) => store.setEvaluator(value)} />
              <div className="cluster">
                <Button type="submit" variant="primary" loading={store.savingJob}>
                  {t('job.save')}
                </Button>
              </div>
            </form>
          ) : (
            result.job.feedback && (
              <section className="editor-fieldset" aria-labelledby="job-feedback-title">
                <h2 id="job-feedback-title">{t('job.feedbackForYou')}</h2>
                <p>{result.job.feedback}</p>
              </section>
            )
          )}
        </>
      )}
    </section>
  );
});

interface QuestionProps {
  store: IndividualResultStore;
  question: ResultQuestion;
  teacher: boolean;
  media: Record<string, { url: string; name?: string; mime?: string }>;
}

const ResultQuestionView = observer(function ResultQuestionView({ store, question, teacher, media }: QuestionProps) {
  const { t } = useTranslation('results');
  const number = useNumber();
  const waiting = question.outcome === 'needs-grading';
  const draft = store.drafts[question.guid] ?? { score: '', feedback: '' };
  const scoreError = store.scoreError(question.guid);
  const serverError = store.gradeErrors[question.guid];
  const id = `grade-${question.guid}`;
  return (
    <li className={`result-question${waiting ? ' result-question--waiting' : ''}`}>
      {waiting && (
        <p>
          <Badge tone="warning">{t('individual.waitingBadge')}</Badge>
        </p>
      )}
      <QuestionView
        mode="review"
        type={question.type}
        name={question.name}
        description={question.description}
        points={question.maxPoints}
        data={question.playerData as PlayerData}
        answer={question.answer as Answer | null}
        correct={question.correct as Answer | null}
        score={{ points: question.points, max: question.maxPoints, outcome: question.outcome }}
        readOnly
        media={media}
        headingLevel={2}
        idPrefix={`review-${question.guid}`}
      />
      {teacher ? (
        <form
          className="grade-form"
          aria-label={t('grade.formFor', { name: question.name })}
          onSubmit={(event) => {
            event.preventDefault();
            void store.saveGrade(question.guid);
          }}
        >
          <TextField
            id={`${id}-score`}
            name="score"
            label={t('grade.score', { max: number(question.maxPoints) })}
            hint={isManuallyScored(question.type) ? undefined : t('grade.overrideHint')}
            value={draft.score}
            onChange={(value) => store.setScore(question.guid, value)}
            onBlur={() => store.touch(question.guid)}
            error={scoreError ? scoreErrorMessage(t, scoreError, number) : undefined}
            required
            maxLength={10}
          />
          <TextArea id={`${id}-feedback`} label={t('grade.feedback')} value={draft.feedback} rows={2} maxLength={FEEDBACK_MAX} onChange={(value) => store.setFeedback(question.guid, value)} />
          <Button type="submit" variant={waiting ? 'primary' : 'secondary'} loading={store.savingGrade[question.guid] === true}>
            {t('grade.save')}
          </Button>
          {serverError && (
            <p className="tz-field__error" role="alert">
              {gradeErrorMessage(t, serverError, number, question.maxPoints)}
            </p>
          )}
        </form>
      ) : (
        question.feedback && (
          <div>
            <h3>{t('grade.feedbackForYou')}</h3>
            <p>{question.feedback}</p>
          </div>
        )
      )}
    </li>
  );
});
