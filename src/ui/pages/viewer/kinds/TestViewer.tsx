import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AssessmentCardStore } from '@application/assessments/taking/AssessmentCardStore';
import type { LessonItemDetail } from '@application/viewer/LessonItem';
import { SessionStore } from '@application/session/SessionStore';
import { useService } from '@ui/app/ContainerContext';
import { Alert } from '@ui/components/Alert';
import { buttonClassName } from '@ui/components/Button';
import { ErrorState } from '@ui/components/ErrorState';
import { FormattedText } from '@ui/components/FormattedText';
import { Skeleton } from '@ui/components/Skeleton';
import { lessonBasePath } from '@ui/pages/lessons/editor/lessonPaths';
import type { ViewerProps } from '@ui/pages/viewer/kinds/ViewerProps';
import { formatInstant } from '@ui/pages/viewer/viewerFormat';
import { assessmentErrorMessage, myResultPath, takeTestPath, TestFacts } from '@ui/pages/assessments/assessmentUi';
import '@ui/pages/assessments/assessment.css';

function formatScore(score: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(score);
}

/** The CTTY_09 item in the lesson viewer: the student's card (start/resume, attempts, mark) or the teacher's summary. */
export function TestViewer({ item, tracker, timeZone, canEdit }: ViewerProps) {
  if (item.content.kind !== 'test') return null;
  // Only students have progress; only they may ask /me (anyone else gets a 403, which ends the session).
  return tracker.enabled ? <StudentCard item={item} timeZone={timeZone} /> : <TeacherCard item={item} timeZone={timeZone} canEdit={canEdit} />;
}

const StudentCard = observer(function StudentCard({ item, timeZone }: { item: LessonItemDetail; timeZone: string }) {
  const store = useService(AssessmentCardStore);
  const session = useService(SessionStore);
  const { t, i18n } = useTranslation('assessment');

  useEffect(() => {
    void store.load(item.guid);
  }, [store, item.guid]);

  if (store.card.status === 'idle' || store.card.status === 'loading') return <Skeleton lines={4} />;
  if (store.card.status === 'failed' || !store.assessment) return <ErrorState title={assessmentErrorMessage(t, store.card.error)} onRetry={() => void store.load(item.guid)} />;

  const assessment = store.assessment;
  const scale = assessment.settings.rankingScale;
  const takePath = takeTestPath(item.courseGuid, item.lessonGuid, item.guid);
  const me = session.user?.guid;
  return (
    <div className="take-card stack">
      <TestFacts
        settings={assessment.settings}
        questionsCount={assessment.questionsCount}
        attemptsUsed={assessment.attempts.length}
        deliverAt={assessment.deliverAt}
        timeZone={timeZone}
      />
      <p className="viewer-muted">{t(`facts.delivery.${assessment.delivery}`)}</p>
      {assessment.settings.instructionsHtml.trim() !== '' ? (
        <section aria-labelledby="test-instructions">
          <h2 id="test-instructions">{t('intro.instructions')}</h2>
          <FormattedText html={assessment.settings.instructionsHtml} />
        </section>
      ) : null}
      {assessment.openAttemptGuid !== null ? (
        <p>
          <Link className={buttonClassName('primary', 'lg')} to={takePath}>
            {t('intro.resume')}
          </Link>
        </p>
      ) : assessment.canStart ? (
        <p>
          <Link className={buttonClassName('primary', 'lg')} to={takePath}>
            {t('intro.start')}
          </Link>
        </p>
      ) : (
        <Alert tone="info">{t(`intro.reason.${assessment.reason ?? 'closed'}`)}</Alert>
      )}
      {assessment.gradesPublished ? (
        <section aria-labelledby="test-score" className="take-card__score stack">
          <h2 id="test-score">{t('card.yourScore')}</h2>
          <p className="take-card__score-value">
            {assessment.job.score === null ? t('card.pendingScore') : t('card.scoreValue', { score: formatScore(assessment.job.score, i18n.language), scale: formatScore(scale, i18n.language) })}
          </p>
          {assessment.job.feedback ? (
            <div>
              <h3>{t('card.feedback')}</h3>
              <p className="take-card__feedback">{assessment.job.feedback}</p>
            </div>
          ) : null}
          {me ? (
            <p>
              <Link to={myResultPath(item.courseGuid, item.guid, me)}>{t('card.seeResults')}</Link>
            </p>
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="test-attempts">
        <h2 id="test-attempts">{t('card.yourAttempts')}</h2>
        {assessment.attempts.length === 0 ? (
          <p className="viewer-muted">{t('card.noAttempts')}</p>
        ) : (
          <div className="take-table-wrap">
            <table className="take-table">
              <thead>
                <tr>
                  <th scope="col">{t('card.columns.attempt')}</th>
                  <th scope="col">{t('card.columns.state')}</th>
                  <th scope="col">{t('card.columns.date')}</th>
                  {assessment.gradesPublished ? <th scope="col">{t('card.columns.score')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {[...assessment.attempts]
                  .sort((a, b) => a.number - b.number)
                  .map((attempt) => (
                    <tr key={attempt.guid}>
                      <th scope="row">{t('card.attempt', { number: attempt.number })}</th>
                      <td>{attempt.status === 'in-progress' ? t('card.inProgress') : attempt.autoSubmitted ? t('card.autoSubmitted') : t('card.submitted')}</td>
                      <td>{formatInstant(attempt.submittedAt ?? attempt.startedAt, i18n.language, timeZone)}</td>
                      {assessment.gradesPublished ? (
                        <td>{attempt.score === null ? t('card.pendingScore') : t('card.scoreValue', { score: formatScore(attempt.score, i18n.language), scale: formatScore(scale, i18n.language) })}</td>
                      ) : null}
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
});

function TeacherCard({ item, timeZone, canEdit }: { item: LessonItemDetail; timeZone: string; canEdit: boolean }) {
  const { t, i18n } = useTranslation('assessment');
  if (item.content.kind !== 'test') return null;
  const content = item.content;
  const lesson = lessonBasePath(item.courseGuid, item.lessonGuid);
  return (
    <div className="take-card stack">
      <section aria-labelledby="test-settings" className="stack">
        <h2 id="test-settings">{t('teacher.settings')}</h2>
        <TestFacts settings={content.settings} questionsCount={content.questionsCount} deliverAt={item.deliverAt} timeZone={timeZone} />
        <dl className="take-facts">
          <div>
            <dt>{t('teacher.layout')}</dt>
            <dd>{content.settings.onePerPage ? t('teacher.onePerPage') : t('teacher.allOnPage')}</dd>
          </div>
          <div>
            <dt>{t('teacher.rankingScale')}</dt>
            <dd>{formatScore(content.settings.rankingScale, i18n.language)}</dd>
          </div>
        </dl>
        {content.settings.instructionsHtml.trim() !== '' ? (
          <div>
            <h3>{t('intro.instructions')}</h3>
            <FormattedText html={content.settings.instructionsHtml} />
          </div>
        ) : null}
      </section>
      {content.jobsDelivered !== null || content.jobsEvaluated !== null ? (
        <section aria-labelledby="test-counters">
          <h2 id="test-counters">{t('teacher.counters')}</h2>
          <dl className="take-facts">
            <div>
              <dt>{t('teacher.delivered')}</dt>
              <dd>{item.jobsAmount === null ? (content.jobsDelivered ?? 0) : `${content.jobsDelivered ?? 0} / ${item.jobsAmount}`}</dd>
            </div>
            <div>
              <dt>{t('teacher.evaluated')}</dt>
              <dd>{content.jobsEvaluated ?? 0}</dd>
            </div>
          </dl>
          <p className="viewer-muted">{content.gradesPublished ? t('teacher.published') : t('teacher.notPublished')}</p>
        </section>
      ) : null}
      <p className="take-card__actions">
        {canEdit ? (
          <Link className={buttonClassName('secondary')} to={`${lesson}/edit/${item.guid}`}>
            {t('teacher.edit')}
          </Link>
        ) : null}
        <Link className={buttonClassName('primary')} to={`${lesson}/results-assessment/${item.guid}`}>
          {t('teacher.results')}
        </Link>
      </p>
    </div>
  );
}
