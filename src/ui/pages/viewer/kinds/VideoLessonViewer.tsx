import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@ui/components/Icon';
import { MediaPlayer } from '@ui/pages/viewer/kinds/MediaPlayer';
import { MissingFile } from '@ui/pages/viewer/kinds/MissingFile';
import type { ViewerProps } from '@ui/pages/viewer/kinds/ViewerProps';
import { formatClock } from '@ui/pages/viewer/viewerFormat';

/** A video with the moments where questions will appear (the questions come with assessments). */
export function VideoLessonViewer({ item, tracker, onMeasure }: ViewerProps) {
  const { t } = useTranslation('viewer');
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [duration, setDuration] = useState(0);
  if (item.content.kind !== 'video-lesson') return null;
  const { file, captions, captionsLanguage, markers } = item.content;
  if (!file) return <MissingFile />;

  const seek = (seconds: number) => {
    const element = media.current;
    if (!element) return;
    element.currentTime = seconds;
    element.focus();
  };

  return (
    <div className="viewer-videolesson stack">
      <MediaPlayer kind="video" file={file} captions={captions} captionsLanguage={captionsLanguage} tracker={tracker} label={item.name} mediaRef={media}
        onDuration={(seconds) => {
          setDuration(seconds);
          onMeasure?.({ seconds });
        }}
      />
      {markers.length > 0 && duration > 0 ? (
        <div className="viewer-timeline" role="group" aria-label={t('videoLesson.timeline')}>
          {markers.map((marker, index) => (
            <button
              key={`${marker.atSeconds}-${index}`}
              type="button"
              className="viewer-timeline__marker"
              style={{ insetInlineStart: `${Math.min(100, (marker.atSeconds / duration) * 100)}%` }}
              onClick={() => seek(marker.atSeconds)}
              title={t('videoLesson.questionAt', { time: formatClock(marker.atSeconds) })}
            >
              <span className="visually-hidden">{t('videoLesson.seekTo', { time: formatClock(marker.atSeconds), label: marker.label })}</span>
            </button>
          ))}
        </div>
      ) : null}
      <section aria-labelledby="viewer-markers-title">
        <h2 id="viewer-markers-title">{t('videoLesson.markers')}</h2>
        <p className="viewer-note">
          <Icon name="info" /> {t('videoLesson.note')}
        </p>
        {markers.length === 0 ? (
          <p>{t('videoLesson.noMarkers')}</p>
        ) : (
          <ol className="viewer-markers">
            {markers.map((marker, index) => (
              <li key={`${marker.atSeconds}-${index}`}>
                <button type="button" className="viewer-markers__item" onClick={() => seek(marker.atSeconds)}>
                  <span className="viewer-markers__time">{t('videoLesson.questionAt', { time: formatClock(marker.atSeconds) })}</span>
                  {marker.label ? <span className="viewer-markers__label">{marker.label}</span> : null}
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
