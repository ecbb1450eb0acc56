import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionScore } from '@domain/assessments/questionModel';
import { Icon } from '@ui/components/Icon';
import '@ui/questions/questions.css';

/** "Right" / "Wrong" as an icon and a word (never colour alone). */
export function ReviewMark({ ok, className }: { ok: boolean; className?: string }) {
  const { t } = useTranslation('questions');
  return (
    <span className={['tz-q-mark', ok ? 'tz-q-mark--ok' : 'tz-q-mark--bad', className].filter(Boolean).join(' ')}>
      <Icon name={ok ? 'check' : 'close'} size={18} />
      <span>{ok ? t('review.right') : t('review.wrong')}</span>
    </span>
  );
}

/** "Score: 1.5 of 2 — partly right" in the user's language; waiting for a teacher when points are null. */
export function ScoreLine({ score }: { score: QuestionScore }) {
  const { t, i18n } = useTranslation('questions');
  const format = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value);
  const tone = score.outcome === 'correct' ? 'ok' : score.outcome === 'partial' || score.outcome === 'needs-grading' ? 'mid' : 'bad';
  return (
    <p className={`tz-q-score tz-q-score--${tone}`}>
      <span className="tz-q-score__points">
        {score.points === null ? t('review.scorePending', { max: format(score.max) }) : t('review.score', { points: format(score.points), max: format(score.max) })}
      </span>
      <span className="tz-q-score__outcome">{t(`review.outcome.${score.outcome}`)}</span>
    </p>
  );
}

/** The frame of every review: a group named by the prompt, the parts, and the score when given. */
export function ReviewFrame({ labelledBy, score, children, className }: { labelledBy: string; score: QuestionScore | null; children: ReactNode; className?: string }) {
  return (
    <div role="group" aria-labelledby={labelledBy} className={['tz-q-review', className].filter(Boolean).join(' ')}>
      {children}
      {score ? <ScoreLine score={score} /> : null}
    </div>
  );
}

/** "No answer" in the review of a question left blank. */
export function NoAnswer() {
  const { t } = useTranslation('questions');
  return <p className="tz-q-review__empty">{t('review.noAnswer')}</p>;
}

/** "Right answer: …" next to a wrong part. */
export function RightAnswer({ children }: { children: ReactNode }) {
  const { t } = useTranslation('questions');
  return (
    <span className="tz-q-right-answer">
      <span className="tz-q-right-answer__label">{t('review.rightAnswer')}</span> {children}
    </span>
  );
}
