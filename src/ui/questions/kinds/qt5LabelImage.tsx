import { useTranslation } from 'react-i18next';
import type { Choice } from '@domain/assessments/questionModel';
import { Button } from '@ui/components/Button';
import { FormattedText } from '@ui/components/FormattedText';
import { Icon } from '@ui/components/Icon';
import { Select } from '@ui/components/Select';
import type { EditorProps, PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { ChoiceListEditor } from '@ui/questions/shared/ChoiceListEditor';
import { FieldError } from '@ui/components/FieldError';
import { NumberField } from '@ui/questions/shared/fields';
import { ImageStage, pointStyle } from '@ui/questions/shared/ImageStage';
import { ImagePlacementField } from '@ui/questions/shared/ImagePlacementField';
import { useIssueText } from '@ui/questions/shared/issues';
import { clamp, nextId } from '@ui/questions/shared/lists';
import { mediaUrl } from '@ui/questions/shared/media';
import { NoAnswer, ReviewFrame, ReviewMark, RightAnswer } from '@ui/questions/shared/review';
import { plainText } from '@ui/questions/shared/text';
import { usePickAndDrop } from '@ui/questions/shared/pickAndDrop';
import '@ui/questions/questions.css';

const MAX_TARGETS = 20;

function labelText(labels: readonly Choice[], id: string | undefined): string | undefined {
  return labels.find((label) => label.id === id)?.text;
}

function Editor({ data, onChange, issues, media, uploadImage, idPrefix }: EditorProps<'QT_5'>) {
  const { t } = useTranslation('questions');
  const issueText = useIssueText(issues);

  const addTarget = (x: number, y: number) => {
    if (data.targets.length >= MAX_TARGETS) return;
    const id = nextId(
      data.targets.map((target) => target.id),
      't',
    );
    onChange({ ...data, targets: [...data.targets, { id, x, y }] });
  };
  const updateTarget = (index: number, change: { x?: number; y?: number }) =>
    onChange({ ...data, targets: data.targets.map((target, i) => (i === index ? { ...target, ...change } : target)) });
  const removeTarget = (id: string) => {
    const correct = { ...data.correct };
    delete correct[id];
    onChange({ ...data, targets: data.targets.filter((target) => target.id !== id), correct });
  };
  const setRight = (targetId: string, labelId: string) => {
    const correct = { ...data.correct };
    if (labelId === '') delete correct[targetId];
    else correct[targetId] = labelId;
    onChange({ ...data, correct });
  };
  const labelOptions = [{ value: '', label: t('qt5.chooseLabel') }, ...data.labels.map((label, i) => ({ value: label.id, label: plainText(label.text) || t('qt5.label', { n: i + 1 }) }))];

  return (
    <div className="tz-q-editor">
      <ImagePlacementField
        idPrefix={idPrefix}
        fileGuid={data.image_file_guid}
        media={media}
        uploadImage={uploadImage}
        onImage={(guid) => onChange({ ...data, image_file_guid: guid })}
        error={issueText('/image_file_guid')}
        help={t('qt5.placeHelp')}
        alt={t('qt5.imageAltEditor')}
        onPick={(point) => addTarget(point.x, point.y)}
      >
        {data.targets.map((target, i) => (
          <span key={target.id} className="tz-q-pin" style={pointStyle(target)} aria-hidden="true">
            {i + 1}
          </span>
        ))}
      </ImagePlacementField>
      <fieldset className="tz-q-list">
        <legend className="tz-q-list__legend">{t('qt5.targets')}</legend>
        <FieldError id={`${idPrefix}-targets-error`} message={issueText('/targets') ?? issueText('/correct')} />
        <ol className="tz-q-list__rows">
          {data.targets.map((target, i) => {
            const n = i + 1;
            const rowError = issueText(`/targets/${i}`, false) ?? issueText(`/correct/${target.id}`);
            return (
              <li key={target.id} className="tz-q-list__row tz-q-target-row">
                <span className="tz-q-pin tz-q-pin--static" aria-hidden="true">
                  {n}
                </span>
                <NumberField id={`${idPrefix}-t-${target.id}-x`} label={t('editor.x', { n })} value={target.x} onChange={(x) => updateTarget(i, { x: clamp(x ?? 0, 0, 100) })} className="tz-q-num" />
                <NumberField id={`${idPrefix}-t-${target.id}-y`} label={t('editor.y', { n })} value={target.y} onChange={(y) => updateTarget(i, { y: clamp(y ?? 0, 0, 100) })} className="tz-q-num" />
                <Select id={`${idPrefix}-t-${target.id}-label`} label={t('qt5.rightLabelOf', { n })} value={data.correct[target.id] ?? ''} options={labelOptions} onChange={(value) => setRight(target.id, value)} error={rowError} />
                <Button variant="ghost" size="sm" aria-label={t('qt5.removeTarget', { n })} title={t('qt5.removeTarget', { n })} onClick={() => removeTarget(target.id)}>
                  <Icon name="close" size={18} />
                </Button>
              </li>
            );
          })}
        </ol>
        <Button variant="secondary" size="sm" icon={<Icon name="plus" size={18} />} disabled={data.targets.length >= MAX_TARGETS} onClick={() => addTarget(50, 50)}>
          {t('qt5.addTarget')}
        </Button>
      </fieldset>
      <ChoiceListEditor
        idPrefix={`${idPrefix}-labels`}
        legend={t('qt5.labels')}
        itemLabel={(n) => t('qt5.label', { n })}
        addLabel={t('qt5.addLabel')}
        items={data.labels}
        mark="none"
        onChange={({ items }) => {
          const ids = new Set(items.map((item) => item.id));
          onChange({ ...data, labels: items, correct: Object.fromEntries(Object.entries(data.correct).filter(([, labelId]) => ids.has(labelId))) });
        }}
        issues={issues}
        path="/labels"
        newIdPrefix="l"
        min={1}
        max={20}
      />
    </div>
  );
}

function Player({ data, answer, onAnswer, readOnly, media, labelledBy, idPrefix }: PlayerProps<'QT_5'>) {
  const { t } = useTranslation('questions');
  const options = [{ value: '', label: t('qt5.chooseLabel') }, ...data.labels.map((label) => ({ value: label.id, label: plainText(label.text) }))];
  const place = (targetId: string, labelId: string) => {
    if (readOnly) return;
    const placements = { ...answer.placements };
    if (labelId === '') delete placements[targetId];
    else placements[targetId] = labelId;
    onAnswer({ placements });
  };
  const drag = usePickAndDrop((labelId, targetId) => place(targetId, labelId), readOnly);
  const ghostText = drag.ghost ? labelText(data.labels, drag.ghost.id) : undefined;
  return (
    <div role="group" aria-labelledby={labelledBy} className="tz-q-stack">
      {!readOnly ? (
        // The pointer path (drag, or tap a label then a number); keyboards and screen readers use the selects below.
        <div className="tz-q-bank" aria-hidden="true">
          <p className="tz-q-hint">{t('qt5.dragHelp')}</p>
          <div className="tz-q-bank__chips">
            {data.labels.map((label) => (
              <button key={label.id} type="button" tabIndex={-1} className={['tz-q-chip', drag.picked === label.id ? 'tz-q-chip--picked' : ''].filter(Boolean).join(' ')} {...drag.itemProps(label.id)}>
                <FormattedText html={label.text} inline />
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <ImageStage src={mediaUrl(media, data.image_file_guid)} alt={t('qt5.imageAlt', { count: data.targets.length })}>
        {data.targets.map((target, i) => {
          const text = labelText(data.labels, answer.placements[target.id]);
          const content = (
            <>
              {i + 1}
              {text ? <FormattedText className="tz-q-pin__label" html={text} inline /> : null}
            </>
          );
          return readOnly ? (
            <span key={target.id} className="tz-q-pin" style={pointStyle(target)} aria-hidden="true">
              {content}
            </span>
          ) : (
            <button key={target.id} type="button" tabIndex={-1} aria-hidden="true" className={['tz-q-pin', drag.picked ? 'tz-q-pin--drop' : ''].filter(Boolean).join(' ')} style={pointStyle(target)} {...drag.targetProps(target.id)}>
              {content}
            </button>
          );
        })}
      </ImageStage>
      {drag.ghost && ghostText ? (
        <span className="tz-q-chip tz-q-chip--ghost" style={{ left: drag.ghost.x, top: drag.ghost.y }} aria-hidden="true">
          <FormattedText html={ghostText} inline />
        </span>
      ) : null}
      <div className="tz-q-selects">
        {data.targets.map((target, i) => (
          <Select
            key={target.id}
            id={`${idPrefix}-target-${target.id}`}
            label={t('qt5.target', { n: i + 1 })}
            value={answer.placements[target.id] ?? ''}
            options={options}
            disabled={readOnly}
            onChange={(value) => place(target.id, value)}
          />
        ))}
      </div>
    </div>
  );
}

function Review({ data, answer, correct, score, media, labelledBy }: ReviewProps<'QT_5'>) {
  const { t } = useTranslation('questions');
  const placements = answer?.placements ?? {};
  const outcomeOk = score?.outcome === 'correct' ? true : score?.outcome === 'incorrect' ? false : undefined;
  return (
    <ReviewFrame labelledBy={labelledBy} score={score}>
      <ImageStage src={mediaUrl(media, data.image_file_guid)} alt={t('qt5.imageAlt', { count: data.targets.length })}>
        {data.targets.map((target, i) => (
          <span key={target.id} className="tz-q-pin" style={pointStyle(target)} aria-hidden="true">
            {i + 1}
          </span>
        ))}
      </ImageStage>
      {Object.keys(placements).length === 0 ? <NoAnswer /> : null}
      <ol className="tz-q-review__parts">
        {data.targets.map((target, i) => {
          const given = placements[target.id];
          const right = correct?.placements[target.id];
          const ok = correct ? given !== undefined && given === right : outcomeOk;
          const givenText = labelText(data.labels, given);
          const rightText = labelText(data.labels, right);
          return (
            <li key={target.id} className="tz-q-review__part">
              <span className="tz-q-review__part-name">{t('qt5.target', { n: i + 1 })}:</span> {givenText ? <FormattedText html={givenText} inline /> : <span>{t('review.empty')}</span>}
              {ok !== undefined ? <ReviewMark ok={ok} /> : null}
              {ok === false && rightText ? (
                <RightAnswer>
                  <FormattedText html={rightText} inline />
                </RightAnswer>
              ) : null}
            </li>
          );
        })}
      </ol>
    </ReviewFrame>
  );
}

export const kind: QuestionKindModule<'QT_5'> = { Editor, Player, Review };
