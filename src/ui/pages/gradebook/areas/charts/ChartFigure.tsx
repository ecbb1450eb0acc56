import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ChartSpec } from '@ui/pages/gradebook/areas/charts/chartSpec';

/** Canvas charts need a 2D context; jsdom (unit tests) and very old browsers have none: the table alone is shown. */
function canDraw(): boolean {
  return typeof window !== 'undefined' && typeof window.CanvasRenderingContext2D !== 'undefined';
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

// Redraw only when what is drawn changes (the spec object is rebuilt on every render).
function specKey(spec: ChartSpec): string {
  return JSON.stringify([spec.kind, spec.labels, spec.values, spec.yTitle, spec.xTitle, spec.series.map((s) => [s.label, s.data, s.style])]);
}

export interface ChartFigureProps {
  title: string;
  /** What the chart shows, in a sentence: the canvas's accessible name. */
  summary: string;
  spec: ChartSpec;
  /** The equivalent data table, always shown below the chart. */
  children: ReactNode;
  className?: string;
}

/**
 * A chart drawn by chart.js (loaded on first use) with its data table (ADR 0237): the canvas is an image named
 * by `summary`, the table carries the same numbers for everyone, and animation is off for reduced motion.
 */
export function ChartFigure({ title, summary, spec, children, className }: ChartFigureProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [drawable, setDrawable] = useState(canDraw);
  const titleId = useId();
  const key = specKey(spec);
  const specRef = useRef(spec);
  specRef.current = spec;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!drawable || canvas === null) return undefined;
    let cancelled = false;
    let chart: { destroy(): void } | undefined;
    import('@ui/pages/gradebook/areas/charts/drawChart')
      .then(({ drawChart }) => {
        if (cancelled) return;
        chart = drawChart(canvas, specRef.current, { reducedMotion: prefersReducedMotion() });
        if (chart === undefined) setDrawable(false);
      })
      .catch(() => {
        if (!cancelled) setDrawable(false);
      });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [drawable, key]);

  return (
    <figure className={['gba-chart', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <figcaption id={titleId} className="gba-chart__title">
        {title}
      </figcaption>
      {drawable ? (
        <div className="gba-chart__canvas">
          <canvas ref={canvasRef} role="img" aria-label={summary} />
        </div>
      ) : null}
      <div className="gba-chart__data">{children}</div>
    </figure>
  );
}
