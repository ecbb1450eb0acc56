import type { CSSProperties } from 'react';
import './Skeleton.css';

export interface SkeletonProps {
  variant?: 'text' | 'rect' | 'circle';
  /** CSS length or pixels. */
  width?: string | number;
  height?: string | number;
  /** For text: number of lines (the last one is shorter). */
  lines?: number;
  className?: string;
}

/**
 * A placeholder shape while content loads. Hidden from assistive technology: the container
 * that is loading should say so (aria-busy, or a Spinner with a label).
 */
export function Skeleton({ variant = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const size = (value: string | number | undefined) => (typeof value === 'number' ? `${value}px` : value);
  const classes = ['tz-skeleton', `tz-skeleton--${variant}`, className].filter(Boolean).join(' ');
  const style: CSSProperties = { width: size(width), height: size(height) };
  if (variant === 'text' && lines > 1) {
    return (
      <span className="tz-skeleton-lines" aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <span key={index} className={classes} style={{ ...style, width: index === lines - 1 ? '60%' : style.width }} />
        ))}
      </span>
    );
  }
  return <span className={classes} style={style} aria-hidden="true" />;
}
