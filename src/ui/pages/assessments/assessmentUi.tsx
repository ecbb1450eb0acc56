import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AssessmentSettings } from '@domain/assessments/attemptRules';
import type { AppError } from '@application/shared/AppError';
import type { SaveStatus } from '@application/assessments/taking/AnswerSync';
import type { TimeAlert } from '@application/assessments/taking/Countdown';
import { errorMessage } from '@ui/app/errorMessage';
import { Button } from '@ui/components/Button';
import { formatClock, formatLocalDateTime } from '@ui/pages/viewer/viewerFormat';
import { timeZoneName } from '@ui/app/timeZoneName';

/** A student's own result of a test (the spec's individual results route). */
export function myResultPath(courseGuid: string, assessmentGuid: string, userGuid: string): string {
  return `/results-assesment-individual/course/${courseGuid}/${assessmentGuid}/user/${userGuid}`;
}

/** Where a student takes an assessment (contract SPA routes). */

export function takeTestPath(courseGuid: string, lessonGuid: string, assessmentGuid: string, contentGuid?: string): string {
  const base = `/course/${courseGuid}/lesson/${lessonGuid}/assessment/${assessmentGuid}`;
  return contentGuid ? `${base}/question/${contentGuid}` : base;
}

export function lessonPathOf(courseGuid: string, lessonGuid: string): string {
  return `/course/${courseGuid}/lesson/${lessonGuid}`;
}

/** The assessment's own texts for its error codes, else the app-wide ones. */
export function assessmentErrorMessage(t: TFunction, error: AppError | undefined): string {
  if (error && error.kind !== 'rate-limited') {
    const text = t(`assessment:errors.${error.code}`, { defaultValue: '' });
    if (text !== '') return text;
  }
  return errorMessage(t, error);
}

/** Duration, attempts, questions and due date as a definition list. */
export function TestFacts({
  settings,
  questionsCount,
  attemptsUsed,
  deliverAt,
  timeZone,
}: {
  settings: AssessmentSettings;
  questionsCount: number | null;
  attemptsUsed?: number;
  deliverAt?: string | null;
  timeZone?: string;
}) {
  const { t, i18n } = useTranslation('assessment');
  return (
    <dl className="take-facts" aria-label={t('facts.label')}>
      <div>
        <dt>{t('facts.duration')}</dt>
        <dd>{settings.durationMinutes === null ? t('facts.unlimited') : t('facts.minutes', { count: settings.durationMinutes })}</dd>
      </div>
      <div>
        <dt>{t('facts.attempts')}</dt>
        <dd>{attemptsUsed === undefined ? settings.attemptsAllowed : t('facts.attemptsUsed', { used: attemptsUsed, allowed: settings.attemptsAllowed })}</dd>
      </div>
      {questionsCount !== null ? (
        <div>
          <dt>{t('facts.questions')}</dt>
          <dd>{t('facts.questionsCount', { count: questionsCount })}</dd>
        </div>
      ) : null}
      {deliverAt !== undefined ? (
        <div>
          <dt>{t('facts.deliverAt')}</dt>
          <dd>
            {deliverAt === null
              ? t('facts.noDeadline')
              : timeZone
                ? t('facts.deliverAtValue', { date: formatLocalDateTime(deliverAt, i18n.language), zone: timeZoneName(t, timeZone) })
                : formatLocalDateTime(deliverAt, i18n.language)}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * The visible countdown (not live: it would speak every second) plus a live region that speaks only
 * when five and one minute are left.
 */
export function TestTimer({ secondsLeft, alert }: { secondsLeft: number | null; alert: TimeAlert }) {
  const { t } = useTranslation('assessment');
  const announcement = alert === 'one-minute' ? t('timer.oneMinute') : alert === 'five-minutes' ? t('timer.fiveMinutes') : '';
  return (
    <div className={`take-timer${alert ? ' take-timer--low' : ''}`}>
      {secondsLeft === null ? (
        <p className="take-timer__value">{t('timer.unlimited')}</p>
      ) : (
        <p className="take-timer__value">
          <span className="take-timer__label">{t('timer.label')}</span>{' '}
          <span role="timer" aria-label={t('timer.value', { time: formatClock(secondsLeft) })} className="take-timer__clock">
            {formatClock(secondsLeft)}
          </span>
          {alert ? <span className="take-timer__low"> · {t('timer.low')}</span> : null}
        </p>
      )}
      <div aria-live="assertive" aria-atomic="true" className="visually-hidden" data-testid="timer-announcer">
        {announcement}
      </div>
    </div>
  );
}

const SAVE_ICONS: Record<SaveStatus, string> = { saved: '✓', saving: '…', offline: '⚠', error: '⚠' };

/** Saved / saving / offline (kept on this device) / error; only the problems are announced. */
export function SaveStatusIndicator({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  const { t } = useTranslation('assessment');
  const problem = status === 'offline' || status === 'error';
  return (
    <div className={`take-save take-save--${status}`}>
      <p className="take-save__text">
        <span aria-hidden="true">{SAVE_ICONS[status]} </span>
        {t(`save.${status}`)}
      </p>
      {problem ? (
        <Button variant="ghost" size="sm" onClick={onRetry}>
          {t('save.retry')}
        </Button>
      ) : null}
      <div role="status" className="visually-hidden">
        {problem ? t(`save.${status}`) : ''}
      </div>
    </div>
  );
}
