import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer, PlayerData, QuestionData, QuestionScore } from '@domain/assessments/questionModel';
import { QUESTION_TYPE_CODES, questionTypeKey, type QuestionTypeCode } from '@domain/assessments/questionTypes';
import { PageHeading } from '@ui/app/PageHeading';
import { Alert } from '@ui/components/Alert';
import { ErrorState } from '@ui/components/ErrorState';
import { Spinner } from '@ui/components/Spinner';
import type { QuestionSample, SampleLanguage } from '@ui/questions/samples/sampleShape';
import { QuestionView } from '@ui/questions/QuestionView';
import { checkQuestion, sampleLanguage, scoreQuestion } from '@ui/pages/questionLab/labQuestion';
import { useLabQuestion } from '@ui/pages/questionLab/useLabQuestion';
import './questionLab.css';

const STATES = ['empty', 'answered', 'readOnly', 'reviewRight', 'reviewWrong'] as const;
type GalleryState = (typeof STATES)[number];

/** /test-component: every type's player and review in every state, from its sample. */
export function TestComponentPage() {
  const { t, i18n } = useTranslation('questionsMore');
  const language = sampleLanguage(i18n.language);
  const typeName = (code: QuestionTypeCode) => t(`questions:types.${questionTypeKey(code)}`);
  return (
    <div className="qlab">
      <header className="qlab__header">
        <PageHeading title={t('lab.gallery.title')} />
        <p className="qlab__intro">{t('lab.gallery.intro')}</p>
        <nav aria-label={t('lab.gallery.toc')}>
          <ul className="qlab__toc">
            {QUESTION_TYPE_CODES.map((code) => (
              <li key={code}>
                <a href={`#tc-${code}`}>{t('lab.typeOption', { code, name: typeName(code) })}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {QUESTION_TYPE_CODES.map((code) => (
        <section key={code} id={`tc-${code}`} className="qlab__type-section" aria-labelledby={`tc-${code}-title`}>
          <h2 id={`tc-${code}-title`}>{t('lab.typeOption', { code, name: typeName(code) })}</h2>
          <TypeGallery type={code} language={language} />
        </section>
      ))}
    </div>
  );
}

export function TypeGallery({ type, language }: { type: QuestionTypeCode; language: SampleLanguage }) {
  const { t } = useTranslation('questionsMore');
  const state = useLabQuestion(type, language);
  if (state.status === 'loading') return <Spinner label={t('lab.loading')} />;
  if (state.status === 'error') return <ErrorState title={t('lab.loadError')} onRetry={state.retry} titleLevel={3} />;
  const { sample } = state;
  const checked = checkQuestion(type, sample.data, sample.points);
  if (!checked.ok) return <Alert tone="error">{t('lab.gallery.invalidSample', { codes: checked.issues.map((issue) => `${issue.path} ${issue.code}`).join(', ') })}</Alert>;
  // Keyed by language: answers typed in one language's sample never show in another's.
  return <States key={language} type={type} sample={sample} data={checked.data} player={checked.player} />;
}

function States({ type, sample, data, player }: { type: QuestionTypeCode; sample: QuestionSample<QuestionTypeCode>; data: QuestionData; player: PlayerData }) {
  const { t } = useTranslation('questionsMore');
  const [empty, setEmpty] = useState<Answer | null>(null);
  const [answered, setAnswered] = useState<Answer>(sample.goodAnswer);
  const good = scoreQuestion(type, data, sample.points, sample.goodAnswer);
  const wrong = scoreQuestion(type, data, sample.points, sample.wrongAnswer);
  const common = { type, name: sample.name, description: sample.prompt, points: sample.points, data: player, media: sample.media, headingLevel: 4 as const };
  const idOf = (state: GalleryState) => `tc-${type}-${state}`;
  const view: Record<GalleryState, ReactNode> = {
    empty: <QuestionView {...common} mode="player" answer={empty} onAnswer={setEmpty} idPrefix={idOf('empty')} />,
    answered: <QuestionView {...common} mode="player" answer={answered} onAnswer={setAnswered} idPrefix={idOf('answered')} />,
    readOnly: <QuestionView {...common} mode="player" answer={sample.goodAnswer} readOnly idPrefix={idOf('readOnly')} />,
    reviewRight: <QuestionView {...common} mode="review" answer={sample.goodAnswer} correct={good.correct} score={good.score} idPrefix={idOf('reviewRight')} />,
    reviewWrong: <QuestionView {...common} mode="review" answer={sample.wrongAnswer} correct={wrong.correct} score={wrong.score} idPrefix={idOf('reviewWrong')} />,
  };
  return (
    <div className="qlab__states">
      {STATES.map((state) => (
        <section key={state} className="qlab__state" aria-labelledby={`${idOf(state)}-title`}>
          <h3 id={`${idOf(state)}-title`} className="qlab__state-title">
            {t(`lab.gallery.states.${state}`)}
            {state === 'reviewRight' || state === 'reviewWrong' ? <ScoreNote score={state === 'reviewRight' ? good.score : wrong.score} /> : null}
          </h3>
          {view[state]}
        </section>
      ))}
    </div>
  );
}

function ScoreNote({ score }: { score: QuestionScore }) {
  const { t } = useTranslation('questionsMore');
  return <span className="qlab__score-note"> · {t(`outcome.${score.outcome}`)}</span>;
}
