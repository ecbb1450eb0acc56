import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { checkColumnMaxScore, checkWeight, MAX_COLUMN_SCORE, MAX_WEIGHT, WEIGHT_DECIMALS } from '@domain/gradebook/gradebookSettings';
import { checkColumnName, COLUMN_NAME_MAX } from '@domain/gradebook/gradebookSetup';
import { parseLocalDateTime } from '@domain/lessons/deliverDate';
import { parsePeriodCode } from '@domain/grading/periods';
import type { Gradebook, GradebookItem } from '@application/gradebook/Gradebook';
import { ItemSettingsStore, itemRefusal, type ItemField } from '@application/gradebook/ItemSettingsStore';
import { useService } from '@ui/app/ContainerContext';
import { Alert } from '@ui/components/Alert';
import { Select } from '@ui/components/Select';
import { TextField } from '@ui/components/TextField';
import { DateTimeField } from '@ui/pages/lessons/editor/fields';
import { fromInputValue, toInputValue } from '@ui/pages/lessons/editor/localDateTime';
import { SetupCheckbox } from '@ui/pages/gradebook/setup/SetupFields';
import { SetupFormDialog } from '@ui/pages/gradebook/setup/SetupFormDialog';
import { typedNumber } from '@ui/pages/gradebook/grid/gridFormat';
import { periodLabel, useSetupNumber, validationMessage } from '@ui/pages/gradebook/setup/setupText';
import { timeZoneName } from '@ui/app/timeZoneName';

/** The form's values: every gradebook field of the item, as the controls hold them ('' for none). */
interface ItemValues extends Record<ItemField, string | boolean> {
  name: string;
  maxScore: string;
  period: string;
  categoryGuid: string;
  weight: string;
  countsForFinalGrade: boolean;
  lateCountsAsZero: boolean;
  /** `<input type="datetime-local">` value in the school's zone. */
  dueAtLocal: string;
}

// A yup test that asks the domain; the message is the domain's code, translated where it shows.
function domainTest<R extends { ok: boolean; val: unknown }>(check: (value: string) => R) {
  return (value: string | undefined, context: yup.TestContext) => {
    const result = check(value ?? '');
    return result.ok ? true : context.createError({ message: (result.val as { code: string }).code });
  };
}

function itemSchema(isColumn: boolean) {
  return yup.object({
    name: isColumn ? yup.string().test('domain', '', domainTest(checkColumnName)) : yup.string(),
    maxScore: isColumn ? yup.string().test('domain', '', domainTest(checkColumnMaxScore)) : yup.string(),
    weight: yup.string().test('domain', '', domainTest(checkWeight)),
    dueAtLocal: yup.string().test('domain', 'due-date.invalid', (value) => {
      const local = fromInputValue(value ?? '');
      return local === null || parseLocalDateTime(local).ok;
    }),
  });
}

// Values of the messages: each field's own limits.
const MESSAGE_VALUES: Partial<Record<ItemField, Record<string, number>>> = {
  name: { max: COLUMN_NAME_MAX },
  maxScore: { min: 0, max: MAX_COLUMN_SCORE, decimals: 2 },
  weight: { min: 0, max: MAX_WEIGHT, decimals: WEIGHT_DECIMALS },
};

interface ItemSettingsDialogProps {
  gradebook: Gradebook;
  /** Null: a new manual column. */
  item: GradebookItem | null;
  onSaved: (item: GradebookItem) => void;
  onClose: () => void;
}

/** "Ajustes de la columna" and "Nueva columna": period, category, weight, counts, late-as-zero, due date (and name, maximum for columns). */
export const ItemSettingsDialog = observer(function ItemSettingsDialog({ gradebook, item, onSaved, onClose }: ItemSettingsDialogProps) {
  const store = useService(ItemSettingsStore);
  const { t, i18n } = useTranslation('gradebookSetup');
  const number = useSetupNumber();
  // Opened once per dialog: later grid reloads do not reset what the teacher is typing.
  useState(() => store.open(gradebook, item));

  const draft = store.initialDraft;
  const initialValues: ItemValues = {
    name: draft.name,
    maxScore: typedNumber(Number(draft.maxScore), i18n.language),
    period: draft.period ?? '',
    categoryGuid: draft.categoryGuid ?? '',
    weight: typedNumber(Number(draft.weight), i18n.language),
    countsForFinalGrade: draft.countsForFinalGrade,
    lateCountsAsZero: draft.lateCountsAsZero,
    dueAtLocal: toInputValue(draft.dueAtLocal),
  };

  const handleSubmit = (values: ItemValues) =>
    store.save({
      name: values.name,
      maxScore: values.maxScore,
      period: parsePeriodCode(values.period) ?? null,
      categoryGuid: values.categoryGuid === '' ? null : values.categoryGuid,
      weight: values.weight,
      countsForFinalGrade: values.countsForFinalGrade,
      lateCountsAsZero: values.lateCountsAsZero,
      dueAtLocal: fromInputValue(values.dueAtLocal),
    });

  const periodOptions = [
    { value: '', label: t('item.noPeriod') },
    ...store.periodChoices.map((choice) => ({ value: choice.code, label: choice.ofScheme ? periodLabel(t, choice.code) : t('item.otherSchemePeriod', { period: periodLabel(t, choice.code) }) })),
  ];
  const categoryOptions = [{ value: '', label: t('item.noCategory') }, ...store.categoryChoices.map((category) => ({ value: category.guid, label: category.name }))];
  const title = item === null ? t('item.newTitle') : t('item.title', { name: item.name });

  return (
    <SetupFormDialog<ItemValues, GradebookItem>
      open
      title={title}
      submitLabel={item === null ? t('item.create') : t('item.save')}
      initialValues={initialValues}
      validationSchema={itemSchema(store.isColumn)}
      onSubmit={handleSubmit}
      refusal={itemRefusal}
      successToastKey={item === null ? 'gradebookSetup:item.createdToast' : 'gradebookSetup:item.savedToast'}
      onSaved={onSaved}
      onClose={onClose}
      intro={
        item !== null && item.kind === 'item' ? (
          <p className="setup-note">
            {t('item.lessonItem', { lesson: item.lessonName ?? '', max: number(item.maxScore) })} {t('item.lessonItemFields')}
          </p>
        ) : null
      }
    >
      {(form, errorOf) => {
        const message = (name: ItemField) => {
          const code = errorOf(name);
          return code === undefined ? undefined : validationMessage(t, code, MESSAGE_VALUES[name]);
        };
        const set = (name: ItemField) => (value: string | boolean) => void form.setFieldValue(name, value);
        const touch = (name: ItemField) => () => void form.setFieldTouched(name, true);
        return (
          <>
            {store.isColumn ? (
              <div className="setup-form__row">
                <TextField id="item-name" name="name" label={t('item.name')} value={form.values.name} onChange={set('name')} onBlur={touch('name')} error={message('name')} maxLength={COLUMN_NAME_MAX} required />
                <TextField id="item-max" name="maxScore" label={t('item.maxScore')} hint={t('item.maxScoreHint')} value={form.values.maxScore} onChange={set('maxScore')} onBlur={touch('maxScore')} error={message('maxScore')} required className="setup-form__narrow" />
              </div>
            ) : null}
            <div className="setup-form__row">
              <Select id="item-period" name="period" label={t('item.period')} value={form.values.period} options={periodOptions} onChange={set('period')} error={message('period')} hint={form.values.period === '' ? t('item.noPeriodHint') : undefined} />
              <Select
                id="item-category"
                name="categoryGuid"
                label={t('item.category')}
                value={form.values.categoryGuid}
                options={categoryOptions}
                onChange={set('categoryGuid')}
                error={message('categoryGuid')}
                hint={store.categoriesRequired && form.values.categoryGuid === '' ? t('item.noCategoryHint') : undefined}
              />
            </div>
            <TextField id="item-weight" name="weight" label={t('item.weight')} hint={t('item.weightHint')} value={form.values.weight} onChange={set('weight')} onBlur={touch('weight')} error={message('weight')} required className="setup-form__narrow" />
            <DateTimeField
              id="item-due"
              label={t('item.dueAt')}
              hint={t('item.dueAtHint', { zone: timeZoneName(t, store.timeZone) })}
              value={form.values.dueAtLocal}
              onChange={set('dueAtLocal')}
              onBlur={touch('dueAtLocal')}
              error={message('dueAtLocal')}
            />
            <SetupCheckbox id="item-counts" label={t('item.counts')} hint={t('item.countsHint')} checked={form.values.countsForFinalGrade} onChange={set('countsForFinalGrade')} />
            {form.values.dueAtLocal !== '' ? (
              <SetupCheckbox id="item-late" label={t('item.lateAsZero')} hint={t('item.lateAsZeroHint')} checked={form.values.lateCountsAsZero} onChange={set('lateCountsAsZero')} />
            ) : null}
            {item !== null && item.published ? <Alert tone="info">{t('item.publishedNote')}</Alert> : null}
          </>
        );
      }}
    </SetupFormDialog>
  );
});
