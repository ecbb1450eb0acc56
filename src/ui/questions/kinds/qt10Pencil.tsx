import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ANSWER_LIMITS } from '@domain/assessments/answers';
import type { Stroke } from '@domain/assessments/questionModel';
import { Button } from '@ui/components/Button';
import type { EditorProps, PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { CANVAS_SIZE, DrawingView, StrokeLayer } from '@ui/questions/shared/Drawing';
import { ImageUploadField } from '@ui/questions/shared/ImageUploadField';
import { useIssueText } from '@ui/questions/shared/issues';
import { clamp } from '@ui/questions/shared/lists';
import { mediaUrl, useLocalMedia } from '@ui/questions/shared/media';
import { NoAnswer, ReviewFrame } from '@ui/questions/shared/review';
import '@ui/questions/questions.css';

const COLORS = [
  { key: 'black', value: '#1e2433' },
  { key: 'blue', value: '#1e4fb8' },
  { key: 'red', value: '#c62828' },
  { key: 'green', value: '#15803d' },
] as const;
const WIDTHS = [
  { key: 'thin', value: 4 },
  { key: 'medium', value: 10 },
  { key: 'thick', value: 20 },
] as const;
/** Points closer than this (in canvas units) to the previous one are skipped: smaller answers, same drawing. */
const MIN_STEP = 4;

function Editor({ data, onChange, issues, media, uploadImage, idPrefix }: EditorProps<'QT_10'>) {
  const { t } = useTranslation('questions');
  const issueText = useIssueText(issues);
  const [allMedia, addMedia] = useLocalMedia(media);
  const src = mediaUrl(allMedia, data.background_file_guid);
  return (
    <div className="tz-q-editor">
      <ImageUploadField
        id={`${idPrefix}-background`}
        label={t('qt10.background')}
        fileGuid={data.background_file_guid}
        fileName={data.background_file_guid ? allMedia[data.background_file_guid]?.name : undefined}
        uploadImage={uploadImage}
        onUploaded={(guid, item) => {
          addMedia(guid, item);
          onChange({ background_file_guid: guid });
        }}
        error={issueText('/background_file_guid')}
      />
      {data.background_file_guid ? (
        <>
          <DrawingView strokes={[]} background={src} label={t('qt10.backgroundPreview')} />
          <Button variant="secondary" size="sm" onClick={() => onChange({ background_file_guid: null })}>
            {t('qt10.removeBackground')}
          </Button>
        </>
      ) : (
        <p className="tz-q-hint">{t('qt10.noBackground')}</p>
      )}
    </div>
  );
}

function toCanvas(svg: SVGSVGElement, clientX: number, clientY: number): [number, number] | undefined {
  const rect = svg.getBoundingClientRect();
  if (rect.width <= 0 || rect.height <= 0) return undefined;
  return [Math.round(clamp(((clientX - rect.left) / rect.width) * CANVAS_SIZE, 0, CANVAS_SIZE)), Math.round(clamp(((clientY - rect.top) / rect.height) * CANVAS_SIZE, 0, CANVAS_SIZE))];
}

function Player({ data, answer, onAnswer, readOnly, media, labelledBy, idPrefix }: PlayerProps<'QT_10'>) {
  const { t } = useTranslation('questions');
  const [color, setColor] = useState<string>(COLORS[0].value);
  const [width, setWidth] = useState<number>(WIDTHS[1].value);
  const [current, setCurrent] = useState<Stroke | null>(null);
  const drawing = useRef<Stroke | null>(null);
  const strokes = answer.strokes;
  const full = strokes.length >= ANSWER_LIMITS.strokes;
  const background = mediaUrl(media, data.background_file_guid);
  const descId = `${idPrefix}-desc`;

  const handleDown = (event: PointerEvent<SVGSVGElement>) => {
    if (readOnly || full || event.button > 0) return;
    const at = toCanvas(event.currentTarget, event.clientX, event.clientY);
    if (!at) return;
    event.preventDefault();
    if (typeof event.currentTarget.setPointerCapture === 'function' && event.pointerId !== undefined) {
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // A synthetic or already released pointer: drawing still works without capture.
      }
    }
    drawing.current = { points: at, color, width };
    setCurrent(drawing.current);
  };
  const handleMove = (event: PointerEvent<SVGSVGElement>) => {
    const stroke = drawing.current;
    if (!stroke) return;
    const at = toCanvas(event.currentTarget, event.clientX, event.clientY);
    if (!at || stroke.points.length + 2 > ANSWER_LIMITS.strokeNumbers) return;
    const [lastX = 0, lastY = 0] = stroke.points.slice(-2);
    if (Math.hypot(at[0] - lastX, at[1] - lastY) < MIN_STEP) return;
    drawing.current = { ...stroke, points: [...stroke.points, ...at] };
    setCurrent(drawing.current);
  };
  const handleUp = () => {
    const stroke = drawing.current;
    drawing.current = null;
    setCurrent(null);
    if (stroke) onAnswer({ strokes: [...strokes, stroke.points.length === 2 ? { ...stroke, points: [...stroke.points, ...stroke.points] } : stroke] });
  };

  return (
    <div role="group" aria-labelledby={labelledBy} className="tz-q-stack tz-q-pencil">
      {!readOnly ? (
        <div className="tz-q-toolbar">
          <fieldset className="tz-q-toolbar__group">
            <legend className="tz-q-toolbar__legend">{t('qt10.colour')}</legend>
            {COLORS.map((c) => (
              <label key={c.key} className="tz-q-swatch">
                <input type="radio" name={`${idPrefix}-colour`} checked={color === c.value} onChange={() => setColor(c.value)} />
                <span className="tz-q-swatch__dot" style={{ background: c.value }} aria-hidden="true" />
                <span>{t(`qt10.colours.${c.key}`)}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className="tz-q-toolbar__group">
            <legend className="tz-q-toolbar__legend">{t('qt10.width')}</legend>
            {WIDTHS.map((w) => (
              <label key={w.key} className="tz-q-swatch">
                <input type="radio" name={`${idPrefix}-width`} checked={width === w.value} onChange={() => setWidth(w.value)} />
                <span className="tz-q-swatch__line" style={{ height: `${Math.max(2, w.value / 3)}px` }} aria-hidden="true" />
                <span>{t(`qt10.widths.${w.key}`)}</span>
              </label>
            ))}
          </fieldset>
          <div className="tz-q-toolbar__group tz-q-toolbar__actions">
            <Button variant="secondary" size="sm" disabled={strokes.length === 0} onClick={() => onAnswer({ strokes: strokes.slice(0, -1) })}>
              {t('qt10.undo')}
            </Button>
            <Button variant="danger" size="sm" disabled={strokes.length === 0} onClick={() => onAnswer({ strokes: [] })}>
              {t('qt10.clear')}
            </Button>
          </div>
        </div>
      ) : null}
      <p className="tz-q-hint" id={descId}>
        {readOnly ? t('qt10.readOnlyDescription') : t('qt10.description')}
      </p>
      <svg
        className={['tz-q-canvas', readOnly ? '' : 'tz-q-canvas--live'].filter(Boolean).join(' ')}
        viewBox={`0 0 ${CANVAS_SIZE} ${CANVAS_SIZE}`}
        role="img"
        aria-label={t('qt10.surface')}
        aria-describedby={descId}
        onPointerDown={handleDown}
        onPointerMove={handleMove}
        onPointerUp={handleUp}
        onPointerCancel={handleUp}
      >
        <rect width={CANVAS_SIZE} height={CANVAS_SIZE} fill="#ffffff" />
        {background ? <image href={background} width={CANVAS_SIZE} height={CANVAS_SIZE} preserveAspectRatio="xMidYMid meet" /> : null}
        <StrokeLayer strokes={current ? [...strokes, current] : strokes} />
      </svg>
      <p className="tz-q-hint" aria-live="polite">
        {t('qt10.strokes', { count: strokes.length })}
      </p>
    </div>
  );
}

function Review({ data, answer, score, media, labelledBy }: ReviewProps<'QT_10'>) {
  const { t } = useTranslation('questions');
  const strokes = answer?.strokes ?? [];
  return (
    <ReviewFrame labelledBy={labelledBy} score={score}>
      {strokes.length === 0 ? <NoAnswer /> : null}
      <DrawingView strokes={strokes} background={mediaUrl(media, data.background_file_guid)} label={t('qt10.reviewLabel', { count: strokes.length })} />
    </ReviewFrame>
  );
}

export const kind: QuestionKindModule<'QT_10'> = { Editor, Player, Review };
