import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After each in-app navigation (not the first load), move focus to the new page's heading, so
 * keyboard and screen-reader users start reading the page they asked for. `onNavigate` runs first.
 */
export function useFocusOnNavigation(onNavigate?: () => void): void {
  const location = useLocation();
  const first = useRef(true);
  const callback = useRef(onNavigate);
  callback.current = onNavigate;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    callback.current?.();
    document.querySelector<HTMLElement>('main [data-page-heading]')?.focus();
  }, [location.pathname]);
}
