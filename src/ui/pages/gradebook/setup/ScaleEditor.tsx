import { useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { gradeText, MAX_SCALE_DECIMALS, scaleLabelKey, toScale, type GradeScaleKind } from '@domain/gradebook/gradeScales';
import type { ScaleDraftError } from '@domain/gradebook/gradebookSettings';
import type { GradebookSettingsStore } from '@application/gradebook/GradebookSettingsStore';
import { Button } from '@ui/components/Button';
import { Icon } from '@ui/components/Icon';
import { Select } from '@ui/components/Select';
import { TextField } from '@ui/components/TextField';
import { VisuallyHidden } from '@ui/components/VisuallyHidden';
import { useFocusAfterRender } from '@ui/components/useFocusAfterRender';
import { focusMoveButton, moveButtonKey, SetupFieldset } from '@ui/pages/gradebook/setup/SetupFields';
import { useSetupNumber, validationMessage } from '@ui/pages/gradebook/setup/setupText';

const KINDS: readonly GradeScaleKind[] = ['numeric', 'letters', 'pass-fail', 'custom'];

/** The scale's problem in words; row problems say which row. */
function scaleMessage(t: TFunction, error: ScaleDraftError | { code: string }, kind: GradeScaleKind): string {
  const values: Record<string, unknown> = { max: MAX_SCALE_DECIMALS };
  if ('label' in error) values.label = error.label;
  if ('max' in error && typeof error.max === 'number') values.top = error.max;
  const text = validationMessage(t, error.code, values, `scale.${kind}`);
  return 'level' in error && error.level !== undefined ? t('scale.onRow', { row: error.level + 1, message: text }) : text;
}

// Which control of a row a row problem is about.
function rowPart(error: ScaleDraftError | { code: string } | undefined): 'label' | 'at' | undefined {
  if (error === undefined || !('level' in error) || error.level === undefined) return undefined;
  return error.code === 'scale.empty-label' || error.code === 'scale.duplicate-label' ? 'label' : 'at';
}

/** The final grade's scale: numeric (top, decimals), letters (bands), pass/fail (pass mark) or custom (levels). */
export const ScaleEditor = observer(function ScaleEditor({ store }: { store: GradebookSettingsStore }) {
  const { t } = useTranslation('gradebookSetup');
  const number = useSetupNumber();
  const errorId = useId();
  const kind = store.scaleKind;
  const error = store.scaleError;
  const part = rowPart(error);
  const errorRow = error !== undefined && 'level' in error ? error.level : undefined;
  const fieldError = (field: string) => (error !== undefined && 'field' in error && error.field === field ? scaleMessage(t, error, kind) : undefined);
  const tableRef = useRef<HTMLTableElement>(null);
  const setFocusRow = useFocusAfterRender((row: number) => tableRef.current?.querySelector<HTMLInputElement>(`[data-row="${row}"]`)?.focus());
  const setMoved = useFocusAfterRender((moved: { id: number; delta: -1 | 1 }) => focusMoveButton(tableRef.current, moved.id, moved.delta));

  const handleKind = (value: string) => {
    const next = KINDS.find((k) => k === value);
    if (next) store.setScaleKind(next, [t('scale.customStart.low'), t('scale.customStart.pass')]);
  };
  const handleAdd = () => setFocusRow(store.addRow());
  const handleMove = (id: number, delta: -1 | 1) => {
    if (store.moveRow(id, delta)) setMoved({ id, delta });
  };
  const handleRemove = (id: number, index: number) => {
    store.removeRow(id);
    // Focus the row that takes its place, or the add button.
    const next = store.rows[Math.min(index, store.rows.length - 1)];
    if (next) setFocusRow(next.id);
    else tableRef.current?.parentElement?.querySelector<HTMLButtonElement>('.setup-levels__add')?.focus();
  };

  const check = store.scaleCheck;
  const preview = check.ok ? toScale(check.val, 75) : undefined;
  const previewText = preview === undefined ? undefined : preview.kind === 'number' ? number(preview.value, MAX_SCALE_DECIMALS) : scaleLabelKey(preview) ? t(`scale.labels.${preview.label}`) : gradeText(preview);
  const isLetters = kind === 'letters';
  const rowError = error !== undefined && errorRow !== undefined ? scaleMessage(t, error, kind) : undefined;
  const generalError = error !== undefined && errorRow === undefined && !('field' in error) ? scaleMessage(t, error, kind) : undefined;

  return (
    <SetupFieldset legend={t('scale.legend')} className="setup-scale">
      <Select id="scale-kind" label={t('scale.kind')} value={kind} options={KINDS.map((k) => ({ value: k, label: t(`scale.kinds.${k}`) }))} onChange={handleKind} hint={t(`scale.kindHints.${kind}`)} />
      {kind === 'numeric' ? (
        <div className="setup-form__row">
          <TextField id="scale-max" name="scaleMax" label={t('scale.max')} value={store.numericMax} onChange={store.setNumericMax} error={fieldError('max')} required className="setup-form__narrow" />
          <TextField id="scale-decimals" name="scaleDecimals" label={t('scale.decimals')} value={store.numericDecimals} onChange={store.setNumericDecimals} error={fieldError('decimals')} required className="setup-form__narrow" />
        </div>
      ) : null}
      {kind === 'pass-fail' ? (
        <TextField id="scale-pass" name="scalePass" label={t('scale.passPercent')} value={store.passPercent} onChange={store.setPassPercent} error={fieldError('pass-percent')} required className="setup-form__narrow" />
      ) : null}
      {kind === 'custom' ? (
        <TextField id="scale-custom-max" name="scaleCustomMax" label={t('scale.customMax')} hint={t('scale.customMaxHint')} value={store.customMax} onChange={store.setCustomMax} error={fieldError('max')} required className="setup-form__narrow" />
      ) : null}
      {isLetters || kind === 'custom' ? (
        <div className="setup-levels">
          <table ref={tableRef} className="setup-levels__table">
            <caption className="visually-hidden">{t(isLetters ? 'scale.lettersCaption' : 'scale.levelsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t(isLetters ? 'scale.letter' : 'scale.level')}</th>
                <th scope="col">{t(isLetters ? 'scale.from' : 'scale.value')}</th>
                <th scope="col">
                  <VisuallyHidden>{t('scale.rowActions')}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {store.rows.map((row, index) => {
                const n = index + 1;
                const invalid = errorRow === index;
                return (
                  <tr key={row.id} className={invalid ? 'setup-levels__row--invalid' : undefined}>
                    <td>
                      <input
                        className="tz-textfield__input setup-levels__input"
                        data-row={row.id}
                        value={row.label}
                        maxLength={40}
                        aria-label={t(isLetters ? 'scale.letterOf' : 'scale.levelOf', { row: n })}
                        aria-invalid={(invalid && part === 'label') || undefined}
                        aria-describedby={invalid && part === 'label' ? errorId : undefined}
                        onChange={(event) => store.setRowLabel(row.id, event.target.value)}
                      />
                    </td>
                    <td>
                      <input
                        className="tz-textfield__input setup-levels__input setup-levels__input--number"
                        value={row.at}
                        inputMode="decimal"
                        aria-label={t(isLetters ? 'scale.fromOf' : 'scale.valueOf', { row: n })}
                        aria-invalid={(invalid && part === 'at') || undefined}
                        aria-describedby={invalid && part === 'at' ? errorId : undefined}
                        onChange={(event) => store.setRowAt(row.id, event.target.value)}
                      />
                    </td>
                    <td className="setup-levels__actions">
                      <button type="button" className="setup-icon-button setup-icon-button--up" aria-label={t('scale.moveUp', { row: n })} title={t('scale.moveUp', { row: n })} disabled={index === 0} onClick={() => handleMove(row.id, -1)} {...moveButtonKey(row.id, -1)}>
                        <Icon name="chevron-down" size={18} />
                      </button>
                      <button type="button" className="setup-icon-button" aria-label={t('scale.moveDown', { row: n })} title={t('scale.moveDown', { row: n })} disabled={index === store.rows.length - 1} onClick={() => handleMove(row.id, 1)} {...moveButtonKey(row.id, 1)}>
                        <Icon name="chevron-down" size={18} />
                      </button>
                      <button type="button" className="setup-icon-button setup-icon-button--danger" aria-label={t('scale.remove', { row: n })} title={t('scale.remove', { row: n })} onClick={() => handleRemove(row.id, index)}>
                        <Icon name="close" size={18} />
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <Button variant="secondary" size="sm" className="setup-levels__add" icon={<Icon name="plus" size={18} />} onClick={handleAdd}>
            {t(isLetters ? 'scale.addLetter' : 'scale.addLevel')}
          </Button>
          <p className="tz-field__hint">{t(isLetters ? 'scale.lettersHint' : 'scale.levelsHint')}</p>
        </div>
      ) : null}
      <p className="setup-scale__error tz-field__error" id={errorId} role="alert">
        {rowError ?? generalError ?? null}
      </p>
      {previewText !== undefined ? <p className="setup-note">{t('scale.preview', { grade: previewText })}</p> : null}
    </SetupFieldset>
  );
});
