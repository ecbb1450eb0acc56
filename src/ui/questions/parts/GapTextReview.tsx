import { useTranslation } from 'react-i18next';
import type { PlayerSegment } from '@domain/assessments/questionModel';
import type { ReviewProps } from '@ui/questions/QuestionKind';
import { GapTextView } from '@ui/questions/parts/GapTextView';
import { ReviewFrame } from '@ui/questions/parts/ReviewFrame';
import { Verdict, partVerdict } from '@ui/questions/parts/Verdict';

interface GapTextReviewProps extends Pick<ReviewProps<'QT_16'>, 'score' | 'labelledBy'> {
  segments: readonly PlayerSegment[];
  /** The student's word per gap index. */
  given: Readonly<Record<string, string>> | undefined;
  /** The right word per gap index; null before the key may be shown. */
  expected: Readonly<Record<string, string>> | null;
}

/** The review of a gap text whose gaps take one word each (drag words, dropdown cloze): given, verdict, right word. */
export function GapTextReview({ segments, given, expected, score, labelledBy }: GapTextReviewProps) {
  const { t } = useTranslation('questionsMore');
  return (
    <ReviewFrame score={score} labelledBy={labelledBy}>
      <GapTextView
        segments={segments}
        renderGap={(gap) => {
          const word = given?.[String(gap.index)];
          const right = expected?.[String(gap.index)];
          const verdict = partVerdict(word, right, expected !== null);
          return (
            <span className="qm-gap-review">
              <span className="visually-hidden">{t('review.gap', { n: gap.index + 1 })}</span>
              {word ? <strong>{word}</strong> : null}
              {verdict ? <Verdict verdict={verdict} /> : null}
              {verdict !== 'right' && right ? (
                <span className="qm-right-answer">
                  {t('review.shouldBe')} {right}
                </span>
              ) : null}
            </span>
          );
        }}
      />
    </ReviewFrame>
  );
}
