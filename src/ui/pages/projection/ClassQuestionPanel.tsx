import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Answer, AnswerByType, Choice } from '@domain/assessments/questionModel';
import { ClassQuestionStore } from '@application/projection/ClassQuestionStore';
import type { StudentRound } from '@application/projection/LiveRound';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { Button } from '@ui/components/Button';
import '@ui/pages/projection/liveQuestions.css';

const optionsOf = (round: StudentRound): Choice[] => (Array.isArray(round.data.options) ? (round.data.options as Choice[]) : []);

/** The answer's inputs for the round's type; locked once sent or when the round stops. */
function AnswerInputs({ round, answer, locked, onChange }: { round: StudentRound; answer: Answer | null; locked: boolean; onChange: (answer: Answer) => void }) {
  const { t } = useTranslation('lesson');
  const name = useId();
  switch (round.type) {
    case 'QT_1': {
      const chosen = (answer as AnswerByType['QT_1'] | null)?.choice ?? null;
      return (
        <div className="class-question__choices" role="radiogroup" aria-label={t('live.choose')}>
          {optionsOf(round).map((option) => (
            <label key={option.id} className="class-question__choice">
              <input type="radio" name={name} checked={chosen === option.id} disabled={locked} onChange={() => onChange({ choice: option.id })} />
              {option.text}
            </label>
          ))}
        </div>
      );
    }
    case 'QT_2': {
      const chosen = (answer as AnswerByType['QT_2'] | null)?.choices ?? [];
      return (
        <fieldset className="class-question__choices">
          <legend>{t('live.chooseMany')}</legend>
          {optionsOf(round).map((option) => (
            <label key={option.id} className="class-question__choice">
              <input
                type="checkbox"
                checked={chosen.includes(option.id)}
                disabled={locked}
                onChange={() => onChange({ choices: chosen.includes(option.id) ? chosen.filter((id) => id !== option.id) : [...chosen, option.id] })}
              />
              {option.text}
            </label>
          ))}
        </fieldset>
      );
    }
    case 'QT_3': {
      const value = (answer as AnswerByType['QT_3'] | null)?.value ?? null;
      return (
        <div className="class-question__choices" role="radiogroup" aria-label={t('live.choose')}>
          {[true, false].map((option) => (
            <label key={String(option)} className="class-question__choice">
              <input type="radio" name={name} checked={value === option} disabled={locked} onChange={() => onChange({ value: option })} />
              {t(option ? 'live.true' : 'live.false')}
            </label>
          ))}
        </div>
      );
    }
    case 'QT_7':
    case 'QT_14': {
      const text = (answer as AnswerByType['QT_7'] | null)?.text ?? '';
      const unit = typeof round.data.unit === 'string' ? round.data.unit : null;
      return (
        <label className="class-question__text">
          <span>{t('live.yourAnswer')}</span>
          <input
            type="text"
            inputMode={round.type === 'QT_14' ? 'decimal' : 'text'}
            value={text}
            disabled={locked}
            maxLength={typeof round.data.max_length === 'number' ? round.data.max_length : 200}
            onChange={(event) => onChange({ text: event.target.value })}
          />
          {unit ? <span>{unit}</span> : null}
        </label>
      );
    }
  }
}

/** The key as the student reads it once revealed. */
function keyText(round: StudentRound, t: (key: string) => string): string {
  const key = round.key;
  if (!key) return '';
  if (round.type === 'QT_3') return t((key as AnswerByType['QT_3']).value ? 'live.true' : 'live.false');
  if (round.type === 'QT_1' || round.type === 'QT_2') {
    const ids = round.type === 'QT_1' ? [(key as AnswerByType['QT_1']).choice] : (key as AnswerByType['QT_2']).choices;
    return optionsOf(round)
      .filter((option) => ids.includes(option.id))
      .map((option) => option.text)
      .join(', ');
  }
  return (key as AnswerByType['QT_7']).text;
}

/**
 * A student's live question on the lesson page (ADR 0527, 0528): appears when the teacher launches one, takes one
 * answer, says when answers are closed, and shows the right answer and the student's outcome once revealed.
 */
export const ClassQuestionPanel = observer(function ClassQuestionPanel({ lessonGuid }: { lessonGuid: string }) {
  const store = useService(ClassQuestionStore);
  const { t } = useTranslation('lesson');
  const headingId = useId();

  useEffect(() => store.follow(lessonGuid), [store, lessonGuid]);

  const round = store.current;
  if (!round) return null;
  const sent = round.myAnswer !== null;
  return (
    <section className="class-question" aria-labelledby={headingId} data-testid="class-question">
      <h2 id={headingId} className="class-question__heading">
        {t('live.heading')}
      </h2>
      <p className="class-question__prompt">{round.prompt}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void store.send();
        }}
      >
        <AnswerInputs round={round} answer={store.shown} locked={sent || round.state !== 'open'} onChange={store.choose} />
        {round.state === 'open' && !sent ? (
          <Button type="submit" variant="primary" disabled={!store.canSend} loading={store.sending}>
            {t('live.send')}
          </Button>
        ) : null}
      </form>
      <p className="class-question__status" role="status">
        {round.state === 'revealed'
          ? t(round.myOutcome === 'correct' ? 'live.outcome.correct' : round.myOutcome === 'partial' ? 'live.outcome.partial' : round.myOutcome === 'unanswered' ? 'live.outcome.unanswered' : 'live.outcome.incorrect', { key: keyText(round, t) })
          : sent
            ? t('live.sent')
            : round.state === 'closed'
              ? t('live.closed')
              : ''}
      </p>
      {store.error ? (
        <p className="class-question__error" role="alert">
          {errorMessage(t, store.error)}
        </p>
      ) : null}
    </section>
  );
});
