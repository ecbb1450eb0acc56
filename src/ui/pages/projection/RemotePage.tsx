import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RemoteStore } from '@application/projection/RemoteStore';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { Button } from '@ui/components/Button';
import { ErrorState } from '@ui/components/ErrorState';
import { Spinner } from '@ui/components/Spinner';
import { ConnectionNote } from '@ui/pages/projection/ConnectionNote';
import { RemoteExtras } from '@ui/pages/projection/RemoteExtras';
import { RemoteLivePanel } from '@ui/pages/projection/RemoteLivePanel';
import '@ui/pages/projection/projection.css';

/** The phone remote (`/remote/{shortToken}`), one hand at 390 px: previous, next, black screen, jump to an item. */
export const RemotePage = observer(function RemotePage() {
  const store = useService(RemoteStore);
  const { shortToken = '' } = useParams();
  const { t } = useTranslation('projection');

  useEffect(() => {
    void store.pair(shortToken);
    return () => store.dispose();
  }, [store, shortToken]);

  const state = store.live.state;
  return (
    <section className="page remote">
      <PageHeading title={t('remote.title')} />
      {store.pairing.status === 'failed' ? (
        <ErrorState title={t('remote.pairFailed')} description={errorMessage(t, store.pairing.error)} onRetry={() => void store.pair(shortToken)} />
      ) : !state ? (
        <Spinner label={t('remote.pairing')} />
      ) : (
        <>
          <p className="remote__lesson">{t('remote.lesson', { lesson: state.lessonName })}</p>
          <ConnectionNote connection={store.live.connection} />
          <p className="remote__now" aria-live="polite" data-testid="remote-now">
            {state.blank
              ? t('remote.nowBlank')
              : state.items[state.current]
                ? t('remote.nowShowing', { item: state.items[state.current]?.name, current: state.current + 1, total: state.items.length })
                : t('remote.empty')}
          </p>
          {state.question && !state.question.live ? (
            <p className="remote__question-note" role="note" data-testid="remote-question-on-devices">
              {t('question.onDevices', { name: state.question.name })}
            </p>
          ) : null}
          <RemoteNotes notes={store.currentNotes} />
          <div className="remote__pad">
            <Button variant="secondary" size="lg" onClick={store.previous} disabled={store.atFirst || store.live.connection !== 'open'}>
              {t('remote.previous')}
            </Button>
            <Button variant="primary" size="lg" onClick={store.next} disabled={store.atLast || store.live.connection !== 'open'}>
              {t('remote.next')}
            </Button>
          </div>
          <Button variant={state.blank ? 'primary' : 'secondary'} className="remote__blank" onClick={store.toggleBlank} aria-pressed={state.blank} disabled={store.live.connection !== 'open'}>
            {t('remote.blankOn')}
          </Button>
          <RemoteExtras state={state} connected={store.live.connection === 'open'} send={store.command} />
          <RemoteLivePanel projectionGuid={state.guid} round={state.live ?? null} connected={store.live.connection === 'open'} />
          {state.items.length > 0 ? (
            <nav aria-labelledby="remote-items-heading">
              <h2 id="remote-items-heading" className="remote__items-heading">
                {t('remote.items')}
              </h2>
              <ol className="remote__items">
                {state.items.map((item, index) => (
                  <li key={item.guid}>
                    <button
                      type="button"
                      className={`remote__item${index === state.current ? ' remote__item--current' : ''}`}
                      aria-current={index === state.current ? 'true' : undefined}
                      disabled={store.live.connection !== 'open'}
                      onClick={() => store.command({ kind: 'goto', index })}
                    >
                      <span className="remote__item-number">{index + 1}</span>
                      <span>{item.name}</span>
                    </button>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
});

/** The teacher's notes for the item on screen (ADR 0526): on this phone only, never projected. */
function RemoteNotes({ notes }: { notes: string | null }) {
  const { t } = useTranslation('projection');
  return (
    <section className="remote__panel remote__notes" aria-labelledby="remote-notes-heading" data-testid="remote-notes">
      <h2 id="remote-notes-heading" className="remote__panel-heading">
        {t('remote.notes.heading')}
      </h2>
      {notes === null ? <p className="remote__notes-none">{t('remote.notes.none')}</p> : <p className="remote__notes-text">{notes}</p>}
    </section>
  );
}
