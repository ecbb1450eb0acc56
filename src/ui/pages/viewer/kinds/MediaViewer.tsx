import { MediaPlayer } from '@ui/pages/viewer/kinds/MediaPlayer';
import { MissingFile } from '@ui/pages/viewer/kinds/MissingFile';
import type { ViewerProps } from '@ui/pages/viewer/kinds/ViewerProps';

/** A video or an audio file with the native player. */
export function MediaViewer({ item, tracker, onMeasure }: ViewerProps) {
  const content = item.content;
  if (content.kind !== 'video' && content.kind !== 'audio') return null;
  if (!content.file) return <MissingFile />;
  return <MediaPlayer kind={content.kind} file={content.file} captions={content.captions} captionsLanguage={content.captionsLanguage} tracker={tracker} label={item.name} onDuration={onMeasure ? (seconds) => onMeasure({ seconds }) : undefined} />;
}
