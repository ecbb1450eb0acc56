import { useTranslation } from 'react-i18next';
import type { LiveRoundView } from '@application/projection/LiveRound';
import '@ui/pages/projection/liveQuestions.css';

/** A tally's label as the class reads it: true/false in the class's language, anything else as given. */
function tallyLabel(round: LiveRoundView, label: string, t: (key: string) => string): string {
  return round.type === 'QT_3' ? t(label === 'true' ? 'live.true' : 'live.false') : label;
}

/**
 * The projector's live question (ADR 0527): the prompt, the answers arriving as bars (choices, true/false) or as a
 * frequency list sized by count (typed texts and numbers), how many answered of the class; the right answer and the
 * right share only once revealed; names only when the teacher shows them.
 */
export function LiveRoundScreen({ round }: { round: LiveRoundView }) {
  const { t } = useTranslation('projection');
  const revealed = round.state === 'revealed';
  const most = Math.max(1, ...round.tallies.map((tally) => tally.count));
  return (
    <section className="live-screen" aria-labelledby="live-screen-prompt" data-testid="live-screen">
      <p className="live-screen__state">{t(`live.state.${round.state}`)}</p>
      <h1 id="live-screen-prompt" className="live-screen__prompt">
        {round.prompt}
      </h1>
      {round.kind === 'bars' ? (
        <ol className="live-bars" aria-label={t('live.results')}>
          {round.tallies.map((tally) => (
            <li key={tally.key} className={`live-bars__bar${revealed && tally.correct ? ' live-bars__bar--right' : ''}`} data-testid="live-bar">
              <span className="live-bars__label">
                {tallyLabel(round, tally.label, t)}
                {revealed && tally.correct ? <span className="live-bars__mark"> ✓ {t('live.right')}</span> : null}
              </span>
              <span className="live-bars__track" aria-hidden="true">
                <span className="live-bars__fill" style={{ width: `${(tally.count / most) * 100}%` }} />
              </span>
              <span className="live-bars__count" data-testid="live-bar-count">
                {tally.count}
              </span>
            </li>
          ))}
        </ol>
      ) : round.tallies.length === 0 ? (
        <p className="live-screen__waiting">{t('live.waiting')}</p>
      ) : (
        <ul className="live-cloud" aria-label={t('live.results')}>
          {round.tallies.map((tally) => (
            <li key={tally.key} className={`live-cloud__word${revealed && tally.correct ? ' live-cloud__word--right' : ''}`} style={{ fontSize: `${1.25 + (tally.count / most) * 2.5}rem` }}>
              {tally.label} <span className="live-cloud__count">({tally.count})</span>
            </li>
          ))}
        </ul>
      )}
      <p className="live-screen__answered" data-testid="live-answered">
        {t('live.answered', { answered: round.answered, total: round.classSize })}
        {revealed ? ` · ${t('live.rightShare', { percent: Math.round(round.correctShare * 100) })}` : ''}
      </p>
      {round.namesShown && round.names.length > 0 ? (
        <ul className="live-screen__names" aria-label={t('live.names')}>
          {round.names.map((entry) => (
            <li key={`${entry.name}-${entry.answer}`}>
              {entry.name}: {round.type === 'QT_3' ? tallyLabel(round, entry.answer, t) : entry.answer}
              {revealed ? (entry.outcome === 'correct' ? ' ✓' : ' ✗') : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
