import { useEffect, useState } from 'react';

/** The page's clock (performance.now()), re-read every `ms` while `active`: a running timer or a playing video. */
export function useTick(active: boolean, ms = 250): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!active) return undefined;
    setNow(performance.now());
    const interval = setInterval(() => setNow(performance.now()), ms);
    return () => clearInterval(interval);
  }, [active, ms]);
  return active ? now : performance.now();
}
