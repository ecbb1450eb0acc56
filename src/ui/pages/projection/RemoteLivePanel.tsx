import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { LiveQuestionType } from '@domain/projection/liveRound';
import { LiveLaunchStore } from '@application/projection/LiveLaunchStore';
import type { LiveRoundView } from '@application/projection/LiveRound';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { Button } from '@ui/components/Button';
import '@ui/pages/projection/liveQuestions.css';

/**
 * The remote's live question (ADR 0527): with no round running, a quick question to type and launch; with one, how many
 * answered and the teacher's steps — close, reveal, names, save to the gradebook, back to the lesson.
 */
export const RemoteLivePanel = observer(function RemoteLivePanel({ projectionGuid, round, connected }: { projectionGuid: string; round: LiveRoundView | null; connected: boolean }) {
  const store = useService(LiveLaunchStore);
  const { t } = useTranslation('projection');
  const id = useId();
  const disabled = !connected || store.busy;

  if (round) {
    const act = (action: Parameters<typeof store.act>[2]) => () => void store.act(projectionGuid, round.guid, action);
    return (
      <section className="remote-live" aria-labelledby={`${id}-heading`} data-testid="remote-live">
        <h2 id={`${id}-heading`} className="remote-live__heading">
          {t('live.running')}
        </h2>
        <p className="remote-live__prompt">{round.prompt}</p>
        <p aria-live="polite" data-testid="remote-live-status">
          {t(`live.state.${round.state}`)} · {t('live.answered', { answered: round.answered, total: round.classSize })}
        </p>
        <div className="remote-live__actions">
          {round.state === 'open' ? (
            <Button variant="secondary" onClick={act('close')} disabled={disabled}>
              {t('live.close')}
            </Button>
          ) : null}
          {round.state !== 'revealed' ? (
            <Button variant="primary" onClick={act('reveal')} disabled={disabled}>
              {t('live.reveal')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={act(round.namesShown ? 'hide-names' : 'show-names')} aria-pressed={round.namesShown} disabled={disabled}>
            {t('live.showNames')}
          </Button>
          {round.state !== 'open' ? (
            round.columnGuid ? (
              <p className="remote-live__saved" role="status">
                {t('live.saved')}
              </p>
            ) : (
              <Button variant="primary" onClick={() => void store.save(projectionGuid, round.guid)} disabled={disabled}>
                {t('live.save')}
              </Button>
            )
          ) : null}
          <Button variant="secondary" onClick={act('end')} disabled={disabled}>
            {t('live.end')}
          </Button>
        </div>
        {store.error ? (
          <p className="remote-live__error" role="alert">
            {errorMessage(t, store.error)}
          </p>
        ) : null}
      </section>
    );
  }

  const choice = store.type === 'QT_1' || store.type === 'QT_2';
  return (
    <section className="remote-live" aria-labelledby={`${id}-heading`} data-testid="remote-live">
      <h2 id={`${id}-heading`} className="remote-live__heading">
        {t('live.ask')}
      </h2>
      <form
        className="remote-live__form"
        onSubmit={(event) => {
          event.preventDefault();
          void store.launch(projectionGuid);
        }}
      >
        <label className="remote-live__field">
          <span>{t('live.type')}</span>
          <select value={store.type} onChange={(event) => store.setType(event.target.value as LiveQuestionType)}>
            {store.types.map((type) => (
              <option key={type} value={type}>
                {t(`live.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="remote-live__field">
          <span>{t('live.prompt')}</span>
          <textarea rows={2} value={store.prompt} onChange={(event) => store.setPrompt(event.target.value)} maxLength={500} />
        </label>
        {choice ? (
          <fieldset className="remote-live__options">
            <legend>{t(store.type === 'QT_1' ? 'live.optionsOne' : 'live.optionsMany')}</legend>
            {store.options.map((text, index) => (
              <div key={index} className="remote-live__option">
                <input
                  type={store.type === 'QT_1' ? 'radio' : 'checkbox'}
                  name={`${id}-right`}
                  checked={store.right.includes(index)}
                  onChange={() => store.toggleRight(index)}
                  aria-label={t('live.rightOption', { n: index + 1 })}
                />
                <input type="text" value={text} onChange={(event) => store.setOption(index, event.target.value)} aria-label={t('live.option', { n: index + 1 })} maxLength={200} />
              </div>
            ))}
            {store.options.length < 6 ? (
              <Button variant="secondary" size="sm" onClick={store.addOption}>
                {t('live.addOption')}
              </Button>
            ) : null}
          </fieldset>
        ) : null}
        {store.type === 'QT_3' ? (
          <fieldset className="remote-live__options">
            <legend>{t('live.truth')}</legend>
            {[true, false].map((value) => (
              <label key={String(value)} className="remote-live__option">
                <input type="radio" name={`${id}-truth`} checked={store.truth === value} onChange={() => store.setTruth(value)} />
                {t(value ? 'live.true' : 'live.false')}
              </label>
            ))}
          </fieldset>
        ) : null}
        {store.type === 'QT_7' ? (
          <label className="remote-live__field">
            <span>{t('live.accepted')}</span>
            <textarea rows={2} value={store.accepted} onChange={(event) => store.setAccepted(event.target.value)} />
          </label>
        ) : null}
        {store.type === 'QT_14' ? (
          <div className="remote-live__numbers">
            <label className="remote-live__field">
              <span>{t('live.value')}</span>
              <input type="text" inputMode="decimal" value={store.value} onChange={(event) => store.setValue(event.target.value)} />
            </label>
            <label className="remote-live__field">
              <span>{t('live.tolerance')}</span>
              <input type="text" inputMode="decimal" value={store.tolerance} onChange={(event) => store.setTolerance(event.target.value)} />
            </label>
          </div>
        ) : null}
        <Button type="submit" variant="primary" size="lg" disabled={disabled || store.draft === undefined}>
          {t('live.launch')}
        </Button>
        {store.savedColumn ? <p role="status">{t('live.saved')}</p> : null}
        {store.error ? (
          <p className="remote-live__error" role="alert">
            {errorMessage(t, store.error)}
          </p>
        ) : null}
      </form>
    </section>
  );
});
