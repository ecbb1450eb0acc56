import { useEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Answer } from '@domain/assessments/questionModel';
import { AttemptStore } from '@application/assessments/taking/AttemptStore';
import { TestPreviewStore } from '@application/assessments/taking/TestPreviewStore';
import { SeeAsStudentStore } from '@application/courses/SeeAsStudentStore';
import type { AttemptQuestion } from '@application/assessments/taking/Attempt';
import { SessionStore } from '@application/session/SessionStore';
import { useService } from '@ui/app/ContainerContext';
import { PageHeading } from '@ui/app/PageHeading';
import { Alert } from '@ui/components/Alert';
import { Button, buttonClassName } from '@ui/components/Button';
import { Dialog } from '@ui/components/Dialog';
import { ErrorState } from '@ui/components/ErrorState';
import { FormattedText } from '@ui/components/FormattedText';
import { Spinner } from '@ui/components/Spinner';
import { QuestionView } from '@ui/questions/QuestionView';
import { preloadQuestionKinds } from '@ui/questions/useQuestionKind';
import { formatInstant } from '@ui/pages/viewer/viewerFormat';
import { assessmentErrorMessage, lessonPathOf, myResultPath, SaveStatusIndicator, takeTestPath, TestFacts, TestTimer } from '@ui/pages/assessments/assessmentUi';
import '@ui/pages/assessments/assessment.css';

interface RouteIds {
  courseGuid: string;
  lessonGuid: string;
  assessmentGuid: string;
}

const sectionId = (question: AttemptQuestion) => `take-q-${question.guid}`;

function focusQuestion(question: AttemptQuestion): void {
  const element = document.getElementById(sectionId(question));
  element?.scrollIntoView?.({ block: 'start' });
  element?.focus();
}

/**
 * ${LESSON}/assessment/:assessmentGuid[/question/:contentGuid]: a student takes a test — one
 * question per page (previous/next and a navigator) or all on one page, with the countdown, the
 * save status, the final-submit dialog and the end screen.
 */
export const TakeTestPage = observer(function TakeTestPage() {
  const params = useParams();
  const ids: RouteIds = { courseGuid: params.courseGuid ?? '', lessonGuid: params.lessonGuid ?? '', assessmentGuid: params.assessmentGuid ?? '' };
  const session = useService(SessionStore);
  const store = useService(AttemptStore);
  const { t } = useTranslation('assessment');
  // /me answers 403 to anyone but the course's students, and a 403 ends the session: teachers never ask — unless they
  // see the course as a student, when the server answers them as one (ADR 0553).
  const previewing = useService(SeeAsStudentStore).previews(ids.courseGuid);
  const teacher = session.isTeacherLike && !previewing;

  useEffect(() => {
    if (!teacher) void store.load(ids.assessmentGuid);
    return () => store.dispose();
  }, [store, ids.assessmentGuid, teacher]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') store.flushOnHide();
    };
    const onPageHide = () => store.flushOnHide();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [store]);

  const backLink = (
    <p className="take__back">
      <Link to={lessonPathOf(ids.courseGuid, ids.lessonGuid)}>{t('backToLesson')}</Link>
    </p>
  );

  if (teacher) {
    return (
      <div className="take stack">
        <PageHeading title={t('title')} />
        <Alert tone="info">{t('teacherNotice')}</Alert>
        <p>
          <Link to={`${lessonPathOf(ids.courseGuid, ids.lessonGuid)}/content/${ids.assessmentGuid}`}>{t('openItem')}</Link>
        </p>
      </div>
    );
  }

  switch (store.phase) {
    case 'idle':
    case 'loading':
      return (
        <div className="take">
          <Spinner label={t('loading')} />
        </div>
      );
    case 'failed':
      return (
        <div className="take stack">
          <PageHeading title={t('title')} />
          <ErrorState title={assessmentErrorMessage(t, store.loadError)} onRetry={() => void store.load(ids.assessmentGuid)} />
          {backLink}
        </div>
      );
    case 'intro':
      return <Intro store={store} backLink={backLink} previewing={previewing} />;
    case 'submitted':
      return <Done store={store} ids={ids} />;
    case 'taking':
      return <Taking store={store} ids={ids} contentGuid={params.contentGuid} />;
  }
});

const Intro = observer(function Intro({ store, backLink, previewing }: { store: AttemptStore; backLink: ReactNode; previewing: boolean }) {
  const { t } = useTranslation('assessment');
  const assessment = store.assessment;
  if (!assessment) return null;
  return (
    <div className="take stack">
      <PageHeading title={assessment.name} />
      <TestFacts settings={assessment.settings} questionsCount={assessment.questionsCount} attemptsUsed={assessment.attempts.length} deliverAt={assessment.deliverAt} />
      {assessment.settings.instructionsHtml.trim() !== '' ? (
        <section aria-labelledby="take-instructions" className="take__instructions">
          <h2 id="take-instructions">{t('intro.instructions')}</h2>
          <FormattedText html={assessment.settings.instructionsHtml} />
        </section>
      ) : null}
      {assessment.delivery === 'late' ? <Alert tone="warning">{t('facts.delivery.late')}</Alert> : null}
      {previewing ? (
        <TestPreviewPanel itemGuid={assessment.guid} />
      ) : assessment.canStart ? (
        <div className="stack">
          <p>{t('intro.timerStarts')}</p>
          <div>
            <Button size="lg" onClick={() => void store.start()} loading={store.starting}>
              {store.starting ? t('intro.starting') : t('intro.start')}
            </Button>
          </div>
        </div>
      ) : (
        <Alert tone="info">{t(`intro.reason.${assessment.reason ?? 'closed'}`)}</Alert>
      )}
      <MyResultLink store={store} />
      {store.startError ? (
        <Alert tone="error">{assessmentErrorMessage(t, store.startError)}</Alert>
      ) : null}
      {backLink}
    </div>
  );
});

/**
 * Seeing the course as a student (ADR 0553): the test's questions as a student's attempt shows them, read-only, and no
 * attempt is made.
 */
const TestPreviewPanel = observer(function TestPreviewPanel({ itemGuid }: { itemGuid: string }) {
  const { t } = useTranslation('assessment');
  const store = useService(TestPreviewStore);
  const preview = store.preview;
  if (store.read.status === 'idle') {
    return (
      <div className="stack">
        <Alert tone="info">{t('preview.notice')}</Alert>
        <div>
          <Button size="lg" onClick={() => void store.open(itemGuid)}>
            {t('preview.open')}
          </Button>
        </div>
      </div>
    );
  }
  if (store.read.status === 'failed') return <ErrorState title={assessmentErrorMessage(t, store.read.error)} onRetry={() => void store.open(itemGuid)} />;
  if (!preview) return <Spinner label={t('loading')} />;
  return (
    <section className="stack" aria-labelledby="take-preview-title">
      <h2 id="take-preview-title">{t('preview.title')}</h2>
      <Alert tone="info">{t('preview.readOnly')}</Alert>
      {preview.questions.map((question) => (
        <div key={question.guid} className="take-question">
          <QuestionView
            mode="player"
            type={question.type}
            name={question.name}
            description={question.description}
            points={question.points}
            data={question.data}
            answer={null}
            readOnly
            media={preview.media}
            headingLevel={3}
            idPrefix={`preview-${question.guid}`}
          />
        </div>
      ))}
    </section>
  );
});

/** Once the results are published, the way to the student's own result (never before: they see nothing there). */
const MyResultLink = observer(function MyResultLink({ store }: { store: AttemptStore }) {
  const { t } = useTranslation('assessment');
  const me = useService(SessionStore).user?.guid;
  const assessment = store.assessment;
  const submitted = assessment?.attempts.some((attempt) => attempt.status === 'submitted') === true;
  if (!assessment || !assessment.gradesPublished || !submitted || me === undefined) return null;
  return (
    <p>
      <Link className={buttonClassName('primary')} to={myResultPath(assessment.courseGuid, assessment.guid, me)}>
        {t('card.seeResults')}
      </Link>
    </p>
  );
});

const Done = observer(function Done({ store, ids }: { store: AttemptStore; ids: RouteIds }) {
  const { t, i18n } = useTranslation('assessment');
  const attempt = store.attempt;
  const timeUp = store.timeRanOut || attempt?.autoSubmitted === true;
  return (
    <div className="take stack">
      <PageHeading title={t('done.title')} />
      {store.assessment ? <p className="take__subtitle">{store.assessment.name}</p> : null}
      <Alert tone="success" title={t('done.title')}>
        {timeUp ? t('done.timeUp') : attempt?.submittedAt ? t('done.submitted', { date: formatInstant(attempt.submittedAt, i18n.language) }) : null}
      </Alert>
      {store.assessment?.gradesPublished ? <MyResultLink store={store} /> : <p>{t('done.results')}</p>}
      <ul className="take__links">
        <li>
          <Link to={lessonPathOf(ids.courseGuid, ids.lessonGuid)}>{t('backToLesson')}</Link>
        </li>
        <li>
          <Link to={`${lessonPathOf(ids.courseGuid, ids.lessonGuid)}/content/${ids.assessmentGuid}`}>{t('openItem')}</Link>
        </li>
      </ul>
    </div>
  );
});

const Taking = observer(function Taking({ store, ids, contentGuid }: { store: AttemptStore; ids: RouteIds; contentGuid: string | undefined }) {
  const { t } = useTranslation('assessment');
  const [confirming, setConfirming] = useState(false);
  const onePerPage = store.assessment?.settings.onePerPage ?? true;
  const questions = store.questions;
  const routeIndex = contentGuid === undefined ? -1 : store.indexOfContent(contentGuid);
  const types = questions.map((question) => question.type).join(',');

  useEffect(() => {
    // Every player of the test now, while online: one question per page must still show offline.
    preloadQuestionKinds(store.questions.map((question) => question.type));
  }, [store, types]);

  useEffect(() => {
    if (routeIndex >= 0) store.goTo(routeIndex);
  }, [store, routeIndex]);

  useEffect(() => {
    // All on one page, opened at a question's address: bring it into view.
    if (!onePerPage && routeIndex >= 0) {
      const question = store.questions[routeIndex];
      if (question) focusQuestion(question);
    }
  }, [store, onePerPage, routeIndex]);

  const pathOf = (question: AttemptQuestion) => takeTestPath(ids.courseGuid, ids.lessonGuid, ids.assessmentGuid, question.contentGuid);

  if (onePerPage && routeIndex < 0 && questions.length > 0) {
    const target = store.currentQuestion ?? questions[0];
    if (target) return <Navigate to={pathOf(target)} replace />;
  }

  const current = onePerPage ? questions[routeIndex] : undefined;
  const timeUp = store.secondsLeft === 0;

  return (
    <div className="take">
      <div className="spread take__bar">
        <PageHeading title={store.assessment?.name ?? t('title')} className="take__title" />
        <TestTimer secondsLeft={store.secondsLeft} alert={store.timeAlert} />
        <SaveStatusIndicator status={store.saveStatus} onRetry={() => void store.flush()} />
      </div>
      {timeUp ? <Alert tone="warning">{t('question.readOnly')}</Alert> : null}
      <div className="take__layout">
        <div className="take__main stack">
          {onePerPage && current ? (
            <>
              <p className="take__position">{t('question.position', { current: routeIndex + 1, total: questions.length })}</p>
              <QuestionBlock store={store} question={current} />
              <nav className="take__pager" aria-label={t('navigator.label')}>
                {routeIndex > 0 ? (
                  <Link className="btn btn--secondary btn--md" to={pathOf(questions[routeIndex - 1] as AttemptQuestion)}>
                    ← {t('question.previous')}
                  </Link>
                ) : (
                  <span />
                )}
                {routeIndex < questions.length - 1 ? (
                  <Link className="btn btn--primary btn--md" to={pathOf(questions[routeIndex + 1] as AttemptQuestion)}>
                    {t('question.next')} →
                  </Link>
                ) : null}
              </nav>
            </>
          ) : (
            questions.map((question) => <QuestionBlock key={question.guid} store={store} question={question} />)
          )}
          <div className="take__submit">
            <Button variant={onePerPage && routeIndex < questions.length - 1 ? 'secondary' : 'primary'} onClick={() => setConfirming(true)} disabled={store.isSubmitting}>
              {t('submit.open')}
            </Button>
          </div>
        </div>
        <QuestionNavigator store={store} currentIndex={onePerPage ? routeIndex : -1} pathOf={onePerPage ? pathOf : undefined} />
      </div>
      <SubmitDialog store={store} open={confirming} onClose={() => setConfirming(false)} pathOf={onePerPage ? pathOf : undefined} />
    </div>
  );
});

const QuestionBlock = observer(function QuestionBlock({ store, question }: { store: AttemptStore; question: AttemptQuestion }) {
  return (
    <div id={sectionId(question)} tabIndex={-1} className="take-question">
      <QuestionView
        mode="player"
        type={question.type}
        name={question.name}
        description={question.description}
        points={question.points}
        data={question.data}
        answer={store.answerOf(question)}
        onAnswer={(answer: Answer) => store.setAnswer(question.guid, answer)}
        readOnly={!store.canAnswer}
        media={store.media}
        uploadFile={store.uploadFile}
        headingLevel={2}
        idPrefix={`take-${question.guid}`}
      />
    </div>
  );
});

/** Every question's number with answered/unanswered as text and a mark (never colour alone). */
const QuestionNavigator = observer(function QuestionNavigator({
  store,
  currentIndex,
  pathOf,
}: {
  store: AttemptStore;
  currentIndex: number;
  pathOf: ((question: AttemptQuestion) => string) | undefined;
}) {
  const { t } = useTranslation('assessment');
  return (
    <nav className="take-nav" aria-label={t('navigator.label')}>
      <ol className="take-nav__list">
        {store.questions.map((question, index) => {
          const completeness = store.completenessOf(question);
          const state = completeness === 'complete' ? t('question.answered') : completeness === 'incomplete' ? t('question.answeredInPart') : t('question.unanswered');
          const label = `${t('navigator.item', { number: index + 1 })}, ${state}`;
          const className = `take-nav__item${completeness === 'complete' ? ' take-nav__item--answered' : completeness === 'incomplete' ? ' take-nav__item--partial' : ''}`;
          const content = (
            <>
              <span aria-hidden="true">{index + 1}</span>
              <span aria-hidden="true" className="take-nav__mark">
                {completeness === 'complete' ? '✓' : completeness === 'incomplete' ? '◐' : '○'}
              </span>
            </>
          );
          return (
            <li key={question.guid}>
              {pathOf ? (
                <Link to={pathOf(question)} className={className} aria-label={label} aria-current={index === currentIndex ? 'step' : undefined}>
                  {content}
                </Link>
              ) : (
                <button type="button" className={className} aria-label={label} onClick={() => focusQuestion(question)}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});

/** The final submit: says it is final and lists the unanswered questions (links to them). */
export const SubmitDialog = observer(function SubmitDialog({
  store,
  open,
  onClose,
  pathOf,
}: {
  store: AttemptStore;
  open: boolean;
  onClose: () => void;
  pathOf: ((question: AttemptQuestion) => string) | undefined;
}) {
  const { t } = useTranslation('assessment');
  const unanswered = open ? store.unanswered : [];
  const incomplete = open ? store.incomplete : [];
  const numberOf = (question: AttemptQuestion) => store.questions.indexOf(question) + 1;
  const confirm = () => {
    void store.submit().then((sent) => {
      if (sent) onClose();
    });
  };
  return (
    <Dialog
      open={open}
      title={t('submit.title')}
      onClose={onClose}
      alert
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('submit.cancel')}
          </Button>
          <Button onClick={confirm} loading={store.isSubmitting}>
            {store.isSubmitting ? t('submit.sending') : t('submit.confirm')}
          </Button>
        </>
      }
    >
      <p>
        <strong>{t('submit.final')}</strong>
      </p>
      {unanswered.length > 0 ? <QuestionList intro={t('submit.unanswered', { count: unanswered.length })} questions={unanswered} numberOf={numberOf} pathOf={pathOf} onClose={onClose} /> : null}
      {incomplete.length > 0 ? <QuestionList intro={t('submit.incomplete', { count: incomplete.length })} questions={incomplete} numberOf={numberOf} pathOf={pathOf} onClose={onClose} /> : null}
      {unanswered.length === 0 && incomplete.length === 0 ? <p>{t('submit.allAnswered')}</p> : null}
      {store.submitError ? (
        <Alert tone="error">{assessmentErrorMessage(t, store.submitError)}</Alert>
      ) : null}
    </Dialog>
  );
});

/** Questions the submit dialog names, each a link (or a jump) to it. */
function QuestionList({
  intro,
  questions,
  numberOf,
  pathOf,
  onClose,
}: {
  intro: string;
  questions: AttemptQuestion[];
  numberOf: (question: AttemptQuestion) => number;
  pathOf: ((question: AttemptQuestion) => string) | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('assessment');
  return (
    <>
      <p>{intro}</p>
      <ul className="take-dialog__list">
        {questions.map((question) => {
          const text = (
            <>
              {t('navigator.item', { number: numberOf(question) })}: <FormattedText html={question.name} inline />
            </>
          );
          return (
            <li key={question.guid}>
              {pathOf ? (
                <Link to={pathOf(question)} onClick={onClose}>
                  {text}
                </Link>
              ) : (
                <button
                  type="button"
                  className="take-dialog__jump"
                  onClick={() => {
                    onClose();
                    focusQuestion(question);
                  }}
                >
                  {text}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
