import type { ReactNode } from 'react';
import './ScrollRegion.css';

interface ScrollRegionBase {
  children: ReactNode;
  className?: string;
  /**
   * false when what it holds takes keyboard focus itself (a grid's cells scroll into view as they are focused):
   * the region is then no extra tab stop. Otherwise keyboard users reach it with Tab and scroll it with the arrows.
   */
  focusable?: boolean;
}

/** Named by a visible caption or heading (its id), else by a label of its own: a screen reader says what scrolls. */
export type ScrollRegionProps = ScrollRegionBase & ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never });

/**
 * What is wider than the screen (a table, a calendar) scrolls sideways here, never the page: a labelled region
 * (`role="region"`) that keyboard users can focus and scroll. `data-scroll-region` marks it as the page's one
 * deliberate exception to fitting the viewport (the 390 px journey checks everything else).
 */
export function ScrollRegion({ children, className, focusable = true, label, labelledBy }: ScrollRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={focusable ? 0 : undefined}
      className={['tz-scroll-region', className ?? ''].filter(Boolean).join(' ')}
      data-scroll-region=""
    >
      {children}
    </div>
  );
}
