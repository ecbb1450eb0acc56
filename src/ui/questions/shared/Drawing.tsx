import type { Stroke } from '@domain/assessments/questionModel';
import '@ui/questions/questions.css';

/** Size of the drawing space: stroke points are integers 0–1000 on both axes. */
export const CANVAS_SIZE = 1000;

/** An SVG path through a stroke's flattened points (a single point draws a dot). */
export function strokePath(points: readonly number[]): string {
  if (points.length < 2) return '';
  const parts: string[] = [];
  for (let i = 0; i + 1 < points.length; i += 2) parts.push(`${i === 0 ? 'M' : 'L'}${points[i]} ${points[i + 1]}`);
  if (points.length === 2) parts.push(`L${points[0]} ${points[1]}`);
  return parts.join(' ');
}

export function StrokeLayer({ strokes }: { strokes: readonly Stroke[] }) {
  return (
    <g fill="none" strokeLinecap="round" strokeLinejoin="round">
      {strokes.map((stroke, i) => (
        <path key={i} d={strokePath(stroke.points)} stroke={stroke.color} strokeWidth={stroke.width} />
      ))}
    </g>
  );
}

/** A finished drawing (review, previews): the background picture under the strokes. */
export function DrawingView({ strokes, background, label }: { strokes: readonly Stroke[]; background: string | undefined; label: string }) {
  return (
    <svg className="tz-q-canvas tz-q-canvas--view" viewBox={`0 0 ${CANVAS_SIZE} ${CANVAS_SIZE}`} role="img" aria-label={label}>
      <rect width={CANVAS_SIZE} height={CANVAS_SIZE} fill="#ffffff" />
      {background ? <image href={background} width={CANVAS_SIZE} height={CANVAS_SIZE} preserveAspectRatio="xMidYMid meet" /> : null}
      <StrokeLayer strokes={strokes} />
    </svg>
  );
}
