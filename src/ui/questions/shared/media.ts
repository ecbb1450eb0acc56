import { useCallback, useMemo, useState } from 'react';
import type { MediaMap, QuestionMedia } from '@ui/questions/QuestionKind';

/** The media map given by the page plus what an editor uploaded since (its URL is known before the page reloads). */
export function useLocalMedia(media: MediaMap): [MediaMap, (guid: string, item: QuestionMedia) => void] {
  const [added, setAdded] = useState<Record<string, QuestionMedia>>({});
  const merged = useMemo(() => ({ ...added, ...media }), [added, media]);
  const add = useCallback((guid: string, item: QuestionMedia) => setAdded((current) => ({ ...current, [guid]: item })), []);
  return [merged, add];
}

export function mediaUrl(media: MediaMap, guid: string | null | undefined): string | undefined {
  if (!guid) return undefined;
  return media[guid]?.url;
}
