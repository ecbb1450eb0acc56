import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { contentType, parseContentTypeCode } from '@domain/content/contentTypes';
import { ZOOM_STEPS } from '@domain/projection/projectionView';
import type { ProjectionCommand } from '@domain/projection/projection';
import { mediaNow } from '@application/projection/projectedClock';
import type { ProjectionState } from '@application/projection/Projection';
import { Button } from '@ui/components/Button';
import { formatClock } from '@ui/pages/viewer/viewerFormat';
import { TimerFace } from '@ui/pages/projection/TimerFace';
import { useTick } from '@ui/pages/projection/useTick';

const MEDIA_VIEWERS = new Set(['video', 'audio', 'video-lesson']);
const PAGED_VIEWERS = new Set(['book', 'pdf', 'document']);
/** The countdowns the remote offers in one tap (minutes); 0 is the stopwatch. */
const COUNTDOWNS = [0, 1, 3, 5, 10];
const SKIP_SECONDS = 10;
const MAX_ZOOM = Math.max(...ZOOM_STEPS);

export interface RemoteExtrasProps {
  state: ProjectionState;
  /** False while the link is down: the buttons wait. */
  connected: boolean;
  send: (command: ProjectionCommand) => void;
}

/**
 * The phone remote's extras for the item on screen (ADR 0524): play, pause and skip its media, turn its pages, zoom,
 * and the class's timer. Only what the current item can use shows, so one thumb finds it.
 */
export const RemoteExtras = observer(function RemoteExtras({ state, connected, send }: RemoteExtrasProps) {
  const { t } = useTranslation('projection');
  const item = state.items[state.current];
  const code = item ? parseContentTypeCode(item.contentType) : undefined;
  const viewer = code ? contentType(code).viewer : '';
  const media = state.view.media;
  const now = useTick(media.playing);
  const position = formatClock(mediaNow(media, state.receivedAt, now));
  const pageCount = state.view.pageCount;
  const disabled = !connected;
  const zoomPercent = Math.round(state.view.zoom * 100);

  return (
    <div className="remote__extras">
      {item && MEDIA_VIEWERS.has(viewer) ? (
        <section className="remote__panel" aria-labelledby="remote-media-heading">
          <h2 id="remote-media-heading" className="remote__panel-heading">
            {t('remote.media.heading')}
          </h2>
          {/* A timer's role: read when asked, never announced at every tick. */}
          <p className="remote__reading" role="timer" data-testid="remote-media-time">
            {media.length === null
              ? t(media.playing ? 'remote.media.playingAt' : 'remote.media.pausedAt', { time: position })
              : t(media.playing ? 'remote.media.playingOf' : 'remote.media.pausedOf', { time: position, length: formatClock(media.length) })}
          </p>
          <div className="remote__row remote__row--3">
            <Button variant="secondary" disabled={disabled} onClick={() => send({ kind: 'media', action: 'skip', seconds: -SKIP_SECONDS })}>
              {t('remote.media.back', { seconds: SKIP_SECONDS })}
            </Button>
            <Button variant="primary" disabled={disabled} onClick={() => send({ kind: 'media', action: media.playing ? 'pause' : 'play' })}>
              {t(media.playing ? 'remote.media.pause' : 'remote.media.play')}
            </Button>
            <Button variant="secondary" disabled={disabled} onClick={() => send({ kind: 'media', action: 'skip', seconds: SKIP_SECONDS })}>
              {t('remote.media.forward', { seconds: SKIP_SECONDS })}
            </Button>
          </div>
          <Button variant="ghost" size="sm" disabled={disabled} onClick={() => send({ kind: 'media', action: 'restart' })}>
            {t('remote.media.restart')}
          </Button>
        </section>
      ) : null}

      {item && PAGED_VIEWERS.has(viewer) ? (
        <section className="remote__panel" aria-labelledby="remote-page-heading">
          <h2 id="remote-page-heading" className="remote__panel-heading">
            {t('remote.page.heading')}
          </h2>
          <p className="remote__reading" aria-live="polite" data-testid="remote-page">
            {pageCount === null ? t('remote.page.number', { page: state.view.page }) : t('remote.page.ofCount', { page: state.view.page, count: pageCount })}
          </p>
          <div className="remote__row">
            <Button variant="secondary" disabled={disabled || state.view.page <= 1} onClick={() => send({ kind: 'page', direction: 'previous' })}>
              {t('remote.page.previous')}
            </Button>
            <Button variant="secondary" disabled={disabled || (pageCount !== null && state.view.page >= pageCount)} onClick={() => send({ kind: 'page', direction: 'next' })}>
              {t('remote.page.next')}
            </Button>
          </div>
        </section>
      ) : null}

      {item ? (
        <section className="remote__panel" aria-labelledby="remote-zoom-heading">
          <h2 id="remote-zoom-heading" className="remote__panel-heading">
            {t('remote.zoom.heading')}
          </h2>
          <div className="remote__row remote__row--3">
            <Button variant="secondary" disabled={disabled || state.view.zoom <= ZOOM_STEPS[0]} onClick={() => send({ kind: 'zoom', direction: 'out' })}>
              {t('remote.zoom.out')}
            </Button>
            <Button variant="ghost" disabled={disabled || state.view.zoom === ZOOM_STEPS[0]} onClick={() => send({ kind: 'zoom', direction: 'reset' })} aria-label={t('remote.zoom.reset', { percent: zoomPercent })}>
              <span data-testid="remote-zoom">{t('remote.zoom.percent', { percent: zoomPercent })}</span>
            </Button>
            <Button variant="secondary" disabled={disabled || state.view.zoom >= MAX_ZOOM} onClick={() => send({ kind: 'zoom', direction: 'in' })}>
              {t('remote.zoom.in')}
            </Button>
          </div>
        </section>
      ) : null}

      <section className="remote__panel" aria-labelledby="remote-timer-heading">
        <h2 id="remote-timer-heading" className="remote__panel-heading">
          {t('remote.timer.heading')}
        </h2>
        <TimerFace timer={state.timer} receivedAt={state.receivedAt} className="remote__timer" />
        <div className="remote__row">
          <Button variant="primary" disabled={disabled} onClick={() => send({ kind: 'timer', action: state.timer.running ? 'pause' : 'start' })}>
            {t(state.timer.running ? 'remote.timer.pause' : 'remote.timer.start')}
          </Button>
          <Button variant="secondary" disabled={disabled || state.timer.idle} onClick={() => send({ kind: 'timer', action: 'reset', seconds: state.timer.durationMs / 1000 })}>
            {t('remote.timer.reset')}
          </Button>
        </div>
        <div className="remote__chips" role="group" aria-label={t('remote.timer.kinds')}>
          {COUNTDOWNS.map((minutes) => (
            <Button
              key={minutes}
              variant={state.timer.durationMs === minutes * 60_000 ? 'primary' : 'ghost'}
              size="sm"
              aria-pressed={state.timer.durationMs === minutes * 60_000}
              disabled={disabled}
              onClick={() => send({ kind: 'timer', action: 'reset', seconds: minutes * 60 })}
            >
              {minutes === 0 ? t('remote.timer.stopwatch') : t('remote.timer.minutes', { count: minutes })}
            </Button>
          ))}
        </div>
      </section>
    </div>
  );
});
