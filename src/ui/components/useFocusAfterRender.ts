import { useEffect, useState } from 'react';

/**
 * Focuses what the next render draws: a row just added, moved or removed, an edit that closed. Adding or reordering
 * re-creates DOM nodes, so a handler cannot focus them itself; it calls `focusLater(target)` and `focus(target)` runs
 * once the DOM has them.
 */
export function useFocusAfterRender<T>(focus: (target: T) => void): (target: T) => void {
  const [pending, setPending] = useState<{ target: T } | undefined>(undefined);
  useEffect(() => {
    if (pending === undefined) return;
    focus(pending.target);
    setPending(undefined);
  }, [pending, focus]);
  return (target: T) => setPending({ target });
}
