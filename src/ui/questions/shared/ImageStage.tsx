import type { MouseEvent, ReactNode } from 'react';
import type { Point } from '@domain/assessments/questionModel';
import { clamp, round1 } from '@ui/questions/shared/lists';
import '@ui/questions/questions.css';

export interface ImageStageProps {
  src: string | undefined;
  alt: string;
  /** Called with the clicked (or tapped) place in percent of the image, 1 decimal. */
  onPick?: (point: Point) => void;
  /** Markers positioned with `style={pointStyle(p)}`. */
  children?: ReactNode;
  className?: string;
  /** A described-by id for the image (e.g. how to place points by keyboard). */
  describedBy?: string;
}

/** Absolute position of a marker at a percent point of the stage. */
export function pointStyle(point: Point): { left: string; top: string } {
  return { left: `${point.x}%`, top: `${point.y}%` };
}

/** The place of a click in percent of an element's box; undefined when the element has no size. */
export function percentPoint(element: Element, clientX: number, clientY: number): Point | undefined {
  const rect = element.getBoundingClientRect();
  if (rect.width <= 0 || rect.height <= 0) return undefined;
  return { x: round1(clamp(((clientX - rect.left) / rect.width) * 100, 0, 100)), y: round1(clamp(((clientY - rect.top) / rect.height) * 100, 0, 100)) };
}

/** An image with markers over it; a click or tap on the picture (not on a marker) picks a point. */
export function ImageStage({ src, alt, onPick, children, className, describedBy }: ImageStageProps) {
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!onPick) return;
    const target = event.target as Element;
    if (target.closest('button, input, select, a, [data-no-pick]')) return;
    const point = percentPoint(event.currentTarget, event.clientX, event.clientY);
    if (point) onPick(point);
  };
  return (
    <div className={['tz-q-stage', onPick ? 'tz-q-stage--pick' : '', className].filter(Boolean).join(' ')} onClick={handleClick}>
      {src ? <img className="tz-q-stage__img" src={src} alt={alt} aria-describedby={describedBy} draggable={false} /> : <div className="tz-q-stage__missing" role="img" aria-label={alt} />}
      <div className="tz-q-stage__layer">{children}</div>
    </div>
  );
}
