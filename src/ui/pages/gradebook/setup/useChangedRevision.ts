import { useEffect, useRef } from 'react';

/** Calls `onChanged` each time a store's revision moves past 0: every saved change reloads the grid behind a dialog. */
export function useChangedRevision(revision: number, onChanged: () => void): void {
  const callback = useRef(onChanged);
  useEffect(() => {
    callback.current = onChanged;
  }, [onChanged]);
  useEffect(() => {
    if (revision > 0) callback.current();
  }, [revision]);
}
