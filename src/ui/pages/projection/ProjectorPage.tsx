import { useEffect, useRef, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useMatches, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contentTypeLabelKey, parseContentTypeCode } from '@domain/content/contentTypes';
import { ProjectorStore } from '@application/projection/ProjectorStore';
import { ProjectedContent } from '@application/projection/ProjectedContent';
import type { ItemProjectionTarget } from '@application/projection/ItemProjection';
import type { RouteHandle } from '@ui/app/routeHandles';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { usePageTitle } from '@ui/app/usePageTitle';
import { ErrorState } from '@ui/components/ErrorState';
import { Spinner } from '@ui/components/Spinner';
import { ConnectionNote } from '@ui/pages/projection/ConnectionNote';
import { ProjectedStage } from '@ui/pages/projection/ProjectedStage';
import { TimerFace } from '@ui/pages/projection/TimerFace';
import { LiveRoundScreen } from '@ui/pages/projection/LiveRoundScreen';
import '@ui/pages/projection/projection.css';

/**
 * The classroom screen: full screen, no shell, large type. Shows the pairing code and QR until a phone pairs, then
 * the item the remote chooses (teacher-only items never come). Arrows and space move, B blacks out, F goes full screen.
 */
export const ProjectorPage = observer(function ProjectorPage({ target }: { target?: ItemProjectionTarget }) {
  const store = useService(ProjectorStore);
  const params = useParams();
  const courseGuid = target?.courseGuid ?? params.courseGuid ?? '';
  const lessonGuid = target?.lessonGuid ?? params.lessonGuid ?? '';
  // `/projection/question/{g}` (ADR 0526): the test's question is asked once the projection opens.
  const questionGuid = target?.questionGuid;
  // `…/projection/{unitGuid}/power`: the item alone, edge to edge (ADR 0525).
  const power = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.projection === 'power');
  const { t, i18n } = useTranslation('projection');
  const content = useService(ProjectedContent);
  const state = store.live.state;
  usePageTitle(t('projector.title', { lesson: state?.lessonName ?? '' }));

  useEffect(() => {
    void store.open(courseGuid, lessonGuid, questionGuid);
    return () => store.dispose();
  }, [store, courseGuid, lessonGuid, questionGuid]);

  // The item on screen and its neighbours are read ahead, so a tap paints without waiting for the network.
  const guids = state?.items.map((entry) => entry.guid).join(' ') ?? '';
  const current = state?.current ?? 0;
  useEffect(() => {
    if (guids) content.around(guids.split(' '), current);
  }, [content, guids, current]);

  // One item's projection (`/projection/videolesson/{g}`, `/projection/test/{g}`) opens its lesson on that item, once.
  const positioned = useRef(false);
  const startIndex = target && state ? state.items.findIndex((entry) => entry.guid === target.itemGuid) : -1;
  const open = store.live.connection === 'open';
  useEffect(() => {
    if (positioned.current || !open || startIndex < 0) return;
    positioned.current = true;
    if (startIndex !== current) store.command({ kind: 'goto', index: startIndex });
  }, [store, open, startIndex, current]);

  const handleKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    if (key === 'arrowright' || key === ' ' || key === 'pagedown') store.command({ kind: 'next' });
    else if (key === 'arrowleft' || key === 'pageup') store.command({ kind: 'previous' });
    else if (key === 'b') store.command({ kind: 'blank', on: !(state?.blank ?? false) });
    else if (key === 'f') void document.documentElement.requestFullscreen?.().catch(() => {});
    else return;
    event.preventDefault();
  };

  if (store.opening.status === 'failed') {
    return (
      <main className="projector projector--message">
        <ErrorState title={t('projector.openFailed')} description={errorMessage(t, store.opening.error)} onRetry={() => void store.open(courseGuid, lessonGuid, questionGuid)} />
      </main>
    );
  }
  if (!state) {
    return (
      <main className="projector projector--message">
        <Spinner size="lg" label={t('projector.opening')} />
      </main>
    );
  }

  const item = state.items[state.current];
  const code = item ? parseContentTypeCode(item.contentType) : undefined;
  return (
    <main className={`projector${state.blank ? ' projector--blank' : ''}${power ? ' projector--power' : ''}`} tabIndex={0} onKeyDown={handleKey} aria-label={t('projector.title', { lesson: state.lessonName })} data-testid="projector">
      {state.blank ? (
        <p className="projector__blank-note">{t('projector.blank')}</p>
      ) : (
        <>
          <header className="projector__header">
            <p className="projector__lesson">{state.lessonName}</p>
            <ConnectionNote connection={store.live.connection} />
            {state.timer.idle ? null : <TimerFace timer={state.timer} receivedAt={state.receivedAt} className="projector__timer" />}
          </header>
          {item ? (
            <section className="projector__stage projector__stage--content" aria-labelledby="projector-item-name">
              <div aria-live="polite">
                {code ? <p className="projector__kind">{t(contentTypeLabelKey(code), { ns: 'catalog' })}</p> : null}
                <h1 className="projector__item" id="projector-item-name">
                  {item.name}
                </h1>
                {state.question && !state.question.live && state.question.itemGuid === item.guid ? (
                  <p className="projector__question-note" data-testid="question-on-devices">
                    {t('question.onDevices', { name: state.question.name })}
                  </p>
                ) : null}
              </div>
              <ProjectedStage content={content} item={item} view={state.view} receivedAt={state.receivedAt} onMeasure={store.measure} />
            </section>
          ) : (
            <section className="projector__stage">
              <h1 className="projector__item">{t('projector.empty.title')}</h1>
              <p>{t('projector.empty.description')}</p>
            </section>
          )}
          {state.items.length > 0 ? (
            <div className="projector__progress" role="img" aria-label={t('projector.progress', { current: state.current + 1, total: state.items.length })}>
              {state.items.map((entry, index) => (
                <span key={entry.guid} className={`projector__step${index === state.current ? ' projector__step--current' : ''}${index < state.current ? ' projector__step--done' : ''}`} />
              ))}
            </div>
          ) : null}
          {state.live ? <LiveRoundScreen round={state.live} /> : null}
          {store.showsPairing && store.remoteUrl ? (
            <aside className="projector__pairing" aria-labelledby="projector-pair-heading">
              <h2 id="projector-pair-heading">{t('projector.pair.heading')}</h2>
              {store.qrImage ? <img className="projector__qr" src={store.qrImage} alt={t('projector.pair.qrAlt', { url: store.remoteUrl })} width={240} height={240} /> : null}
              <p>{t('projector.pair.scan')}</p>
              <p className="projector__url">{store.remoteUrl}</p>
              <p className="projector__code">
                {t('projector.pair.code')} <strong data-testid="pairing-code">{store.shortToken}</strong>
              </p>
              <p>{t('projector.pair.expires', { time: state.expiresAt.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' }) })}</p>
              <p className="projector__keys">{t('projector.pair.keys')}</p>
            </aside>
          ) : null}
        </>
      )}
    </main>
  );
});
