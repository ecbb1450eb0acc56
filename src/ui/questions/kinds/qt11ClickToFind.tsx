import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Area, Point } from '@domain/assessments/questionModel';
import { Button } from '@ui/components/Button';
import { Icon } from '@ui/components/Icon';
import type { EditorProps, PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { FieldError } from '@ui/components/FieldError';
import { NumberField } from '@ui/questions/shared/fields';
import { ImageStage, pointStyle } from '@ui/questions/shared/ImageStage';
import { ImagePlacementField } from '@ui/questions/shared/ImagePlacementField';
import { useIssueText } from '@ui/questions/shared/issues';
import { clamp, nextId, round1 } from '@ui/questions/shared/lists';
import { mediaUrl } from '@ui/questions/shared/media';
import { NoAnswer, ReviewFrame, ReviewMark } from '@ui/questions/shared/review';
import '@ui/questions/questions.css';

const MAX_AREAS = 20;
const NEW_AREA = 12;

function areaStyle(area: Area) {
  return { left: `${area.x}%`, top: `${area.y}%`, width: `${area.w}%`, height: `${area.h}%` };
}

function Editor({ data, onChange, issues, media, uploadImage, idPrefix }: EditorProps<'QT_11'>) {
  const { t } = useTranslation('questions');
  const issueText = useIssueText(issues);

  const addArea = (center: Point) => {
    if (data.targets.length >= MAX_AREAS) return;
    const id = nextId(
      data.targets.map((a) => a.id),
      'a',
    );
    const x = round1(clamp(center.x - NEW_AREA / 2, 0, 100 - NEW_AREA));
    const y = round1(clamp(center.y - NEW_AREA / 2, 0, 100 - NEW_AREA));
    const targets = [...data.targets, { id, x, y, w: NEW_AREA, h: NEW_AREA }];
    onChange({ ...data, targets, max_clicks: Math.max(data.max_clicks, targets.length) });
  };
  const update = (index: number, change: Partial<Area>) => onChange({ ...data, targets: data.targets.map((a, i) => (i === index ? { ...a, ...change } : a)) });
  const remove = (id: string) => onChange({ ...data, targets: data.targets.filter((a) => a.id !== id) });
  const num = (value: number | null) => round1(clamp(value ?? 0, 0, 100));

  return (
    <div className="tz-q-editor">
      <ImagePlacementField
        idPrefix={idPrefix}
        fileGuid={data.image_file_guid}
        media={media}
        uploadImage={uploadImage}
        onImage={(guid) => onChange({ ...data, image_file_guid: guid })}
        error={issueText('/image_file_guid')}
        help={t('qt11.placeHelp')}
        alt={t('qt11.imageAltEditor')}
        onPick={addArea}
      >
        {data.targets.map((area, i) => (
          <span key={area.id} className="tz-q-area" style={areaStyle(area)} aria-hidden="true">
            {i + 1}
          </span>
        ))}
      </ImagePlacementField>
      <fieldset className="tz-q-list">
        <legend className="tz-q-list__legend">{t('qt11.areas')}</legend>
        <FieldError id={`${idPrefix}-areas-error`} message={issueText('/targets')} />
        <ol className="tz-q-list__rows">
          {data.targets.map((area, i) => {
            const n = i + 1;
            return (
              <li key={area.id} className="tz-q-list__row tz-q-target-row">
                <span className="tz-q-pin tz-q-pin--static" aria-hidden="true">
                  {n}
                </span>
                <NumberField id={`${idPrefix}-${area.id}-x`} label={t('editor.x', { n })} value={area.x} onChange={(v) => update(i, { x: num(v) })} className="tz-q-num" />
                <NumberField id={`${idPrefix}-${area.id}-y`} label={t('editor.y', { n })} value={area.y} onChange={(v) => update(i, { y: num(v) })} className="tz-q-num" />
                <NumberField id={`${idPrefix}-${area.id}-w`} label={t('qt11.w', { n })} value={area.w} onChange={(v) => update(i, { w: num(v) })} className="tz-q-num" />
                <NumberField id={`${idPrefix}-${area.id}-h`} label={t('qt11.h', { n })} value={area.h} onChange={(v) => update(i, { h: num(v) })} className="tz-q-num" />
                <Button variant="ghost" size="sm" aria-label={t('qt11.removeArea', { n })} title={t('qt11.removeArea', { n })} onClick={() => remove(area.id)}>
                  <Icon name="close" size={18} />
                </Button>
                <FieldError id={`${idPrefix}-${area.id}-error`} message={issueText(`/targets/${i}`, false)} />
              </li>
            );
          })}
        </ol>
        <Button variant="secondary" size="sm" icon={<Icon name="plus" size={18} />} disabled={data.targets.length >= MAX_AREAS} onClick={() => addArea({ x: 50, y: 50 })}>
          {t('qt11.addArea')}
        </Button>
      </fieldset>
      <NumberField
        id={`${idPrefix}-max`}
        label={t('qt11.maxClicks')}
        hint={t('qt11.maxClicksHint')}
        value={data.max_clicks}
        onChange={(value) => onChange({ ...data, max_clicks: Math.round(value ?? 1) })}
        error={issueText('/max_clicks')}
        className="tz-q-num"
      />
    </div>
  );
}

const STEP = 2;
const BIG_STEP = 10;

function Player({ data, answer, onAnswer, readOnly, media, labelledBy, idPrefix }: PlayerProps<'QT_11'>) {
  const { t } = useTranslation('questions');
  const [cross, setCross] = useState<Point>({ x: 50, y: 50 });
  const points = answer.points;
  const full = points.length >= data.max_clicks;
  const helpId = `${idPrefix}-help`;
  const statusId = `${idPrefix}-status`;

  const mark = (point: Point) => {
    if (readOnly || full) return;
    onAnswer({ points: [...points, point] });
  };
  const removeAt = (index: number) => {
    if (readOnly) return;
    onAnswer({ points: points.filter((_, i) => i !== index) });
  };
  const handleKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const step = event.shiftKey ? BIG_STEP : STEP;
    const move: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const delta = move[event.key];
    if (delta) {
      event.preventDefault();
      setCross((c) => ({ x: round1(clamp(c.x + delta[0], 0, 100)), y: round1(clamp(c.y + delta[1], 0, 100)) }));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      mark(cross);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      if (points.length > 0) removeAt(points.length - 1);
    }
  };

  return (
    <div role="group" aria-labelledby={labelledBy} className="tz-q-stack tz-q-find">
      <p className="tz-q-hint" id={helpId}>
        {t('qt11.playerHelp', { count: data.targets_count, max: data.max_clicks })} {readOnly ? null : t('qt11.keyboardHelp')}
      </p>
      <div
        className="tz-q-find__surface"
        tabIndex={readOnly ? -1 : 0}
        role="application"
        aria-roledescription={t('qt11.surfaceRole')}
        aria-label={t('qt11.surface', { x: Math.round(cross.x), y: Math.round(cross.y) })}
        aria-describedby={`${helpId} ${statusId}`}
        onKeyDown={readOnly ? undefined : handleKey}
      >
        <ImageStage src={mediaUrl(media, data.image_file_guid)} alt={t('qt11.imageAlt')} onPick={readOnly ? undefined : mark}>
          {points.map((point, i) => (
            <button key={`${i}-${point.x}-${point.y}`} type="button" className="tz-q-marker" style={pointStyle(point)} disabled={readOnly} aria-label={t('qt11.removeMark', { n: i + 1 })} title={t('qt11.removeMark', { n: i + 1 })} onClick={() => removeAt(i)}>
              {i + 1}
            </button>
          ))}
          {!readOnly ? <span className="tz-q-cross" style={pointStyle(cross)} aria-hidden="true" /> : null}
        </ImageStage>
      </div>
      <p className="tz-q-hint" id={statusId} aria-live="polite">
        {t('qt11.status', { count: points.length, max: data.max_clicks })} {full && !readOnly ? t('qt11.full') : null}
      </p>
    </div>
  );
}

function Review({ data, answer, correct, score, media, labelledBy }: ReviewProps<'QT_11'>) {
  const { t } = useTranslation('questions');
  const points = answer?.points ?? [];
  // Without the areas a click cannot be judged one by one: only a fully right answer marks them all.
  const allOk = score?.outcome === 'correct' ? true : undefined;
  return (
    <ReviewFrame labelledBy={labelledBy} score={score}>
      <ImageStage src={mediaUrl(media, data.image_file_guid)} alt={t('qt11.imageAlt')}>
        {correct?.points.map((point, i) => (
          <span key={`r${i}`} className="tz-q-marker tz-q-marker--right" style={pointStyle(point)} aria-hidden="true">
            ✓
          </span>
        ))}
        {points.map((point, i) => (
          <span key={`p${i}`} className="tz-q-marker" style={pointStyle(point)} aria-hidden="true">
            {i + 1}
          </span>
        ))}
      </ImageStage>
      {points.length === 0 ? <NoAnswer /> : null}
      <ol className="tz-q-review__parts">
        {points.map((point, i) => (
          <li key={i} className="tz-q-review__part">
            {t('qt11.markAt', { n: i + 1, x: Math.round(point.x), y: Math.round(point.y) })}
            {allOk !== undefined ? <ReviewMark ok={allOk} /> : null}
          </li>
        ))}
      </ol>
      {correct ? <p className="tz-q-hint">{t('qt11.rightPlaces', { count: correct.points.length })}</p> : null}
    </ReviewFrame>
  );
}

export const kind: QuestionKindModule<'QT_11'> = { Editor, Player, Review };
