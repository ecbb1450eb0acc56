import { useEffect, useRef, type RefObject, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaRef } from '@application/shared/MediaRef';
import type { ProgressTracker } from '@application/viewer/ProgressTracker';
import { languageName } from '@ui/pages/viewer/viewerFormat';

export interface MediaPlayerProps {
  kind: 'video' | 'audio';
  file: MediaRef;
  captions: MediaRef | null;
  captionsLanguage: string | null;
  tracker: ProgressTracker;
  /** Accessible name of the player (the item's name). */
  label: string;
  mediaRef?: RefObject<(HTMLVideoElement & HTMLAudioElement) | null>;
  onDuration?: (seconds: number) => void;
  onTime?: (seconds: number) => void;
}

function playedRanges(media: HTMLMediaElement): [number, number][] {
  const ranges: [number, number][] = [];
  for (let index = 0; index < media.played.length; index += 1) ranges.push([media.played.start(index), media.played.end(index)]);
  return ranges;
}

/**
 * The browser's own player (keyboard and screen readers already know it) with captions when given.
 * It resumes where the student left off; progress is reported on every tick but written by the
 * tracker at most every few seconds, and at once on pause and at the end.
 */
export function MediaPlayer({ kind, file, captions, captionsLanguage, tracker, label, mediaRef, onDuration, onTime }: MediaPlayerProps) {
  const { t, i18n } = useTranslation('viewer');
  const resumed = useRef(false);
  const own = useRef<(HTMLVideoElement & HTMLAudioElement) | null>(null);
  const ref = mediaRef ?? own;

  const applyMetadata = (media: HTMLMediaElement) => {
    onDuration?.(media.duration);
    const resume = tracker.resumePosition;
    if (!resumed.current && resume !== null && resume > 0 && resume < media.duration - 2) media.currentTime = resume;
    resumed.current = true;
  };
  const handleLoadedMetadata = (event: SyntheticEvent<HTMLMediaElement>) => applyMetadata(event.currentTarget);
  // A cached file may have its metadata before React listens: catch up once mounted.
  useEffect(() => {
    const media = ref.current;
    if (media && media.readyState >= HTMLMediaElement.HAVE_METADATA) applyMetadata(media);
    // Once, on mount: later changes arrive as events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const handleTimeUpdate = (event: SyntheticEvent<HTMLMediaElement>) => {
    const media = event.currentTarget;
    onTime?.(media.currentTime);
    tracker.reportMedia(playedRanges(media), media.currentTime, media.duration);
  };
  const handleStop = (event: SyntheticEvent<HTMLMediaElement>) => {
    const media = event.currentTarget;
    tracker.reportMedia(playedRanges(media), media.currentTime, media.duration);
    void tracker.flush();
  };

  const track = captions ? (
    <track
      kind="captions"
      src={captions.url}
      srcLang={captionsLanguage ?? i18n.language}
      label={captionsLanguage ? languageName(captionsLanguage, i18n.language) : t('media.captions')}
      default
    />
  ) : null;
  const common = {
    ref,
    src: file.url,
    controls: true,
    preload: 'metadata' as const,
    'aria-label': label,
    onLoadedMetadata: handleLoadedMetadata,
    onDurationChange: (event: SyntheticEvent<HTMLMediaElement>) => onDuration?.(event.currentTarget.duration),
    onTimeUpdate: handleTimeUpdate,
    onPause: handleStop,
    onEnded: handleStop,
  };
  return (
    <div className={`viewer-media viewer-media--${kind}`}>
      {kind === 'video' ? (
        <video {...common} playsInline>
          {track}
          {t('media.unsupported')}
        </video>
      ) : (
        <audio {...common}>
          {track}
          {t('media.unsupported')}
        </audio>
      )}
      {!captions && kind === 'video' ? <p className="viewer-media__note">{t('media.noCaptions')}</p> : null}
    </div>
  );
}
