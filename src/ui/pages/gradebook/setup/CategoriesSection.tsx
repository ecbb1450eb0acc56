import { useId, useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { checkWeight, MAX_WEIGHT, WEIGHT_DECIMALS } from '@domain/gradebook/gradebookSettings';
import { CATEGORY_NAME_MAX, checkCategoryName, isCategoryNameTaken } from '@domain/gradebook/gradebookSetup';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { GradebookCategory } from '@application/gradebook/Gradebook';
import type { GradebookSettingsStore } from '@application/gradebook/GradebookSettingsStore';
import { formRefusal } from '@application/gradebook/setupErrors';
import { Alert } from '@ui/components/Alert';
import { Button } from '@ui/components/Button';
import { Icon } from '@ui/components/Icon';
import { TextField } from '@ui/components/TextField';
import { VisuallyHidden } from '@ui/components/VisuallyHidden';
import { ConfirmDialog } from '@ui/pages/courses/ConfirmDialog';
import { useFocusAfterRender } from '@ui/components/useFocusAfterRender';
import { focusMoveButton, moveButtonKey } from '@ui/pages/gradebook/setup/SetupFields';
import { typedNumber } from '@ui/pages/gradebook/grid/gridFormat';
import { useFieldRefusal } from '@ui/pages/gradebook/setup/SetupFormDialog';
import { setupErrorMessage, useSetupNumber, validationMessage } from '@ui/pages/gradebook/setup/setupText';

interface CategoryValues {
  name: string;
  weight: string;
}

type CategoryField = keyof CategoryValues;

const MESSAGE_VALUES: Record<CategoryField, Record<string, number>> = {
  name: { max: CATEGORY_NAME_MAX },
  weight: { min: 0, max: MAX_WEIGHT, decimals: WEIGHT_DECIMALS },
};

/** The server's refusal of a category on the form (CATEGORY_EXISTS is the name's). */
function categoryRefusal(error: AppError) {
  return formRefusal<CategoryField>(error, { '/name': 'name', '/weight': 'weight' }, { name: 'category.name', weight: 'weight' }, { CATEGORY_EXISTS: ['name', 'category.name-taken'] });
}

function categorySchema(otherNames: readonly string[]) {
  return yup.object({
    name: yup.string().test('domain', '', (value, context) => {
      const checked = checkCategoryName(value ?? '');
      if (checked.err) return context.createError({ message: checked.val.code });
      return isCategoryNameTaken(checked.val, otherNames.map((name, i) => ({ guid: String(i), name }))) ? context.createError({ message: 'category.name-taken' }) : true;
    }),
    weight: yup.string().test('domain', '', (value, context) => {
      const checked = checkWeight(value ?? '');
      return checked.ok ? true : context.createError({ message: checked.val.code });
    }),
  });
}

interface CategoryFormProps {
  idPrefix: string;
  initialValues: CategoryValues;
  otherNames: readonly string[];
  submitLabel: string;
  busy: boolean;
  onSubmit: (name: string, weight: number) => Promise<Result<GradebookCategory, AppError>>;
  onCancel?: () => void;
  /** After a success (the add form empties itself). */
  onDone?: () => void;
  autoFocus?: boolean;
}

/** One category's name and weight (adding or editing); refusals on the fields, the typing kept. */
function CategoryForm({ idPrefix, initialValues, otherNames, submitLabel, busy, onSubmit, onCancel, onDone, autoFocus = false }: CategoryFormProps) {
  const { t } = useTranslation('gradebookSetup');
  const { refused, refuse, clear, errorOf } = useFieldRefusal<CategoryValues>();

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={categorySchema(otherNames)}
      onSubmit={async (values, helpers) => {
        const name = checkCategoryName(values.name);
        const weight = checkWeight(values.weight);
        if (name.err || weight.err) return;
        const result = await onSubmit(name.val, weight.val);
        if (result.err) {
          refuse(categoryRefusal(result.val), values);
          return;
        }
        clear();
        helpers.resetForm();
        onDone?.();
      }}
    >
      {(form) => {
        const fieldError = errorOf(form);
        const message = (field: CategoryField) => {
          const code = fieldError(field);
          return code === undefined ? undefined : validationMessage(t, code, MESSAGE_VALUES[field]);
        };
        return (
          <Form noValidate className="setup-category-form" aria-label={submitLabel}>
            {refused?.general ? <Alert tone="error">{setupErrorMessage(t, refused.general)}</Alert> : null}
            <TextField
              id={`${idPrefix}-name`}
              name="name"
              label={t('categories.name')}
              value={form.values.name}
              onChange={(value) => void form.setFieldValue('name', value)}
              onBlur={() => void form.setFieldTouched('name', true)}
              error={message('name')}
              maxLength={CATEGORY_NAME_MAX}
              required
              autoFocus={autoFocus}
            />
            <TextField
              id={`${idPrefix}-weight`}
              name="weight"
              label={t('categories.weight')}
              value={form.values.weight}
              onChange={(value) => void form.setFieldValue('weight', value)}
              onBlur={() => void form.setFieldTouched('weight', true)}
              error={message('weight')}
              required
              className="setup-form__narrow"
            />
            <div className="setup-category-form__actions">
              <Button type="submit" variant="secondary" size="sm" loading={busy || form.isSubmitting}>
                {submitLabel}
              </Button>
              {onCancel ? (
                <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
                  {t('common:cancel')}
                </Button>
              ) : null}
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}

/** The course's categories: weights shown as shares of 100 %, add, rename or reweigh, reorder, delete (each saved at once). */
export const CategoriesSection = observer(function CategoriesSection({ store }: { store: GradebookSettingsStore }) {
  const { t, i18n } = useTranslation('gradebookSetup');
  const number = useSetupNumber();
  const headingId = useId();
  const [editing, setEditing] = useState<string | undefined>(undefined);
  const [deleting, setDeleting] = useState<GradebookCategory | undefined>(undefined);
  // Where focus goes back to: the row's edit button after editing, the heading after a deletion.
  const deleted = useRef(false);
  const sectionRef = useRef<HTMLElement>(null);
  const shares = store.shares;

  const setFocusAfter = useFocusAfterRender((focusAfter: string) => {
    const target = focusAfter === 'heading' ? sectionRef.current?.querySelector<HTMLElement>('h3') : sectionRef.current?.querySelector<HTMLElement>(`[data-edit="${focusAfter}"]`);
    target?.focus();
  });
  const setMoved = useFocusAfterRender((moved: { guid: string; delta: -1 | 1 }) => focusMoveButton(sectionRef.current, moved.guid, moved.delta));

  const stopEditing = (guid: string) => {
    setEditing(undefined);
    setFocusAfter(guid);
  };

  const handleDelete = async (guid: string) => {
    const result = await store.deleteCategory(guid);
    deleted.current = result.ok;
    return result;
  };

  const handleDeleteClosed = () => {
    setDeleting(undefined);
    if (deleted.current) setFocusAfter('heading');
    deleted.current = false;
  };

  // The buttons wait while the move is saved; then the focus is back on the moved category's buttons.
  const handleMove = async (guid: string, delta: -1 | 1) => {
    await store.moveCategory(guid, delta);
    setMoved({ guid, delta });
  };

  return (
    <section ref={sectionRef} className="setup-categories" aria-labelledby={headingId}>
      <h3 id={headingId} className="setup-section-title" tabIndex={-1}>
        {t('categories.title')}
      </h3>
      <p className="tz-field__hint">{t('categories.intro')}</p>
      {store.categories.length === 0 ? (
        <p className="setup-note">{t('categories.none')}</p>
      ) : (
        <table className="setup-categories__table">
          <caption className="visually-hidden">{t('categories.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('categories.name')}</th>
              <th scope="col">{t('categories.weight')}</th>
              <th scope="col">{t('categories.share')}</th>
              <th scope="col">{t('categories.items')}</th>
              <th scope="col">
                <VisuallyHidden>{t('categories.actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {store.categories.map((category, index) => {
              const share = shares.get(category.guid) ?? null;
              if (editing === category.guid) {
                return (
                  <tr key={category.guid}>
                    <td colSpan={5}>
                      <CategoryForm
                        idPrefix={`category-${category.guid}`}
                        initialValues={{ name: category.name, weight: typedNumber(category.weight, i18n.language) }}
                        otherNames={store.otherCategoryNames(category.guid)}
                        submitLabel={t('categories.save', { name: category.name })}
                        busy={store.busyCategory === category.guid}
                        onSubmit={(name, weight) => store.updateCategory(category.guid, { ...(name !== category.name ? { name } : {}), ...(weight !== category.weight ? { weight } : {}) })}
                        onCancel={() => stopEditing(category.guid)}
                        onDone={() => stopEditing(category.guid)}
                        autoFocus
                      />
                    </td>
                  </tr>
                );
              }
              return (
                <tr key={category.guid}>
                  <th scope="row">{category.name}</th>
                  <td>{number(category.weight)}</td>
                  <td>{share === null ? t('categories.noShare') : t('categories.percent', { value: number(share, 1) })}</td>
                  <td>{store.itemsIn(category.guid)}</td>
                  <td className="setup-categories__actions">
                    <Button variant="ghost" size="sm" data-edit={category.guid} onClick={() => setEditing(category.guid)}>
                      {t('categories.edit')}
                      <VisuallyHidden> {category.name}</VisuallyHidden>
                    </Button>
                    <button type="button" className="setup-icon-button setup-icon-button--up" aria-label={t('categories.moveUp', { name: category.name })} title={t('categories.moveUp', { name: category.name })} disabled={index === 0 || store.busyCategory !== undefined} onClick={() => void handleMove(category.guid, -1)} {...moveButtonKey(category.guid, -1)}>
                      <Icon name="chevron-down" size={18} />
                    </button>
                    <button
                      type="button"
                      className="setup-icon-button"
                      aria-label={t('categories.moveDown', { name: category.name })}
                      title={t('categories.moveDown', { name: category.name })}
                      disabled={index === store.categories.length - 1 || store.busyCategory !== undefined}
                      onClick={() => void handleMove(category.guid, 1)}
                      {...moveButtonKey(category.guid, 1)}
                    >
                      <Icon name="chevron-down" size={18} />
                    </button>
                    <button type="button" className="setup-icon-button setup-icon-button--danger" aria-label={t('categories.delete', { name: category.name })} title={t('categories.delete', { name: category.name })} onClick={() => setDeleting(category)}>
                      <Icon name="close" size={18} />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {store.uncategorisedItems > 0 ? <Alert tone="warning">{t('categories.uncategorised', { count: store.uncategorisedItems })}</Alert> : null}
      {store.categoryError ? <Alert tone="error">{setupErrorMessage(t, store.categoryError)}</Alert> : null}
      <div className="setup-categories__add">
        <h4 className="setup-subtitle">{t('categories.addTitle')}</h4>
        <CategoryForm idPrefix="category-new" initialValues={{ name: '', weight: '1' }} otherNames={store.otherCategoryNames()} submitLabel={t('categories.add')} busy={store.busyCategory === 'new'} onSubmit={store.addCategory} />
      </div>
      {deleting ? (
        <ConfirmDialog
          open
          title={t('categories.deleteTitle', { name: deleting.name })}
          confirmLabel={t('categories.deleteConfirm')}
          successToastKey="gradebookSetup:categories.deletedToast"
          onConfirm={() => handleDelete(deleting.guid)}
          onClose={handleDeleteClosed}
        >
          <p>{t('categories.deleteBody', { count: store.itemsIn(deleting.guid), name: deleting.name })}</p>
          {store.categories.length > 1 && store.itemsIn(deleting.guid) > 0 ? <p>{t('categories.deleteUncounted')}</p> : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
});
