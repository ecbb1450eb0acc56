import { useTranslation } from 'react-i18next';
import type { QuestionScore } from '@domain/assessments/questionModel';
import { Icon } from '@ui/components/Icon';

export type PartVerdict = 'right' | 'wrong' | 'missed' | 'unanswered';

/** A part of an answer marked with an icon and a word, never colour alone. */
export function Verdict({ verdict }: { verdict: PartVerdict }) {
  const { t } = useTranslation('questionsMore');
  const icon = verdict === 'right' ? 'check' : verdict === 'wrong' ? 'close' : 'alert';
  return (
    <span className={`qm-verdict qm-verdict--${verdict}`}>
      <Icon name={icon} size={16} />
      <span>{t(`verdict.${verdict}`)}</span>
    </span>
  );
}

/** The question's score and outcome, above a review. */
export function ScoreLine({ score }: { score: QuestionScore | null }) {
  const { t, i18n } = useTranslation('questionsMore');
  if (!score) return null;
  const format = (n: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(n);
  const tone = score.outcome === 'correct' ? 'right' : score.outcome === 'partial' ? 'partial' : score.outcome === 'needs-grading' ? 'pending' : 'wrong';
  return (
    <p className={`qm-score qm-score--${tone}`}>
      <Icon name={tone === 'right' ? 'check' : tone === 'pending' ? 'info' : tone === 'partial' ? 'alert' : 'close'} size={18} />
      <span className="qm-score__outcome">{t(`outcome.${score.outcome}`)}</span>
      {score.points !== null ? <span className="qm-score__points">{t('review.points', { points: format(score.points), max: format(score.max) })}</span> : null}
    </p>
  );
}

/** Right/wrong of a part when the key is known; null when it is not (results not published). */
export function partVerdict(given: string | null | undefined, expected: string | null | undefined, knowKey: boolean): PartVerdict | null {
  const answered = given !== undefined && given !== null && given !== '';
  if (!knowKey) return answered ? null : 'unanswered';
  if (!answered) return 'unanswered';
  return given === expected ? 'right' : 'wrong';
}
