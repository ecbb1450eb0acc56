import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyAnswer } from '@domain/assessments/answers';
import type { AnswerByType, PlayerDataByType, QuestionScore } from '@domain/assessments/questionModel';
import type { QuestionTypeCode } from '@domain/assessments/questionTypes';
import { ErrorState } from '@ui/components/ErrorState';
import { FormattedText } from '@ui/components/FormattedText';
import { Skeleton } from '@ui/components/Skeleton';
import type { MediaMap, PlayerProps, ReviewProps, UploadFile } from '@ui/questions/QuestionKind';
import { useQuestionKind } from '@ui/questions/useQuestionKind';
import '@ui/questions/questions.css';

export interface QuestionViewProps<T extends QuestionTypeCode> {
  mode: 'player' | 'review';
  type: T;
  /** content_name: the prompt, shown as the heading. */
  name: string;
  /** content_description: formatted text under the heading ('' for none). */
  description: string;
  /** The question's points (ranking_scale). */
  points: number;
  data: PlayerDataByType[T];
  /** The student's answer; null → nothing answered yet. */
  answer: AnswerByType[T] | null;
  /** Player mode: every change. Without it the player is read-only. */
  onAnswer?: (answer: AnswerByType[T]) => void;
  readOnly?: boolean;
  /** Review mode: the answer key as an answer (null before publishing or for manual types). */
  correct?: AnswerByType[T] | null;
  score?: QuestionScore | null;
  media: MediaMap;
  uploadFile?: UploadFile;
  /** Level of the prompt heading (2 by default). */
  headingLevel?: 2 | 3 | 4;
  /** Unique per question on the page: prefixes every id inside. */
  idPrefix: string;
}

const noop = () => undefined;

/** A question as everyone renders it: prompt heading, description, points, and the type's player or review. */
export function QuestionView<T extends QuestionTypeCode>(props: QuestionViewProps<T>) {
  const { mode, type, name, description, points, idPrefix, headingLevel = 2 } = props;
  const { t, i18n } = useTranslation('questions');
  const state = useQuestionKind(type);
  const Heading = `h${headingLevel}` as const;
  const promptId = `${idPrefix}-prompt`;
  const pointsText = t('view.points', { count: points, formatted: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(points) });

  let body;
  if (state.status === 'loading') {
    body = (
      <div className="tz-q-view__loading" aria-busy="true">
        <span className="visually-hidden">{t('view.loading')}</span>
        <Skeleton variant="rect" height={56} />
        <Skeleton variant="rect" height={56} />
        <Skeleton lines={2} />
      </div>
    );
  } else if (state.status === 'error') {
    body = <ErrorState title={t('view.loadError')} description={t('view.loadErrorHint')} onRetry={state.retry} titleLevel={headingLevel === 4 ? 4 : ((headingLevel + 1) as 3 | 4)} />;
  } else if (mode === 'player') {
    const Player = state.kind.Player as ComponentType<PlayerProps<T>>;
    body = (
      <Player
        data={props.data}
        answer={props.answer ?? emptyAnswer(type)}
        onAnswer={props.onAnswer ?? noop}
        readOnly={props.readOnly === true || props.onAnswer === undefined}
        media={props.media}
        uploadFile={props.uploadFile}
        labelledBy={promptId}
        idPrefix={idPrefix}
      />
    );
  } else {
    const Review = state.kind.Review as ComponentType<ReviewProps<T>>;
    body = <Review data={props.data} answer={props.answer} correct={props.correct ?? null} score={props.score ?? null} media={props.media} labelledBy={promptId} idPrefix={idPrefix} />;
  }

  return (
    <section className="tz-q-view" aria-labelledby={promptId} data-question-type={type}>
      <header className="spread tz-q-view__header">
        <Heading id={promptId} className="tz-q-view__prompt">
          <FormattedText html={name} inline />
        </Heading>
        <span className="tz-q-view__points">{pointsText}</span>
      </header>
      {description.trim() !== '' ? <FormattedText className="tz-q-view__description" html={description} /> : null}
      <div className="tz-q-view__body">{body}</div>
    </section>
  );
}
