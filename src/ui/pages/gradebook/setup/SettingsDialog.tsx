import { useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MAX_DROP_LOWEST } from '@domain/gradebook/gradebookSettings';
import { PERIOD_SCHEME_NAMES, periodsOfScheme, type PeriodScheme } from '@domain/grading/periods';
import type { Gradebook } from '@application/gradebook/Gradebook';
import { GradebookSettingsStore } from '@application/gradebook/GradebookSettingsStore';
import { ToastStore } from '@application/feedback/ToastStore';
import { useService } from '@ui/app/ContainerContext';
import { Alert } from '@ui/components/Alert';
import { Button } from '@ui/components/Button';
import { Dialog } from '@ui/components/Dialog';
import { Select } from '@ui/components/Select';
import { TextField } from '@ui/components/TextField';
import { CategoriesSection } from '@ui/pages/gradebook/setup/CategoriesSection';
import { ScaleEditor } from '@ui/pages/gradebook/setup/ScaleEditor';
import { SetupAnnouncer } from '@ui/pages/gradebook/setup/SetupAnnouncer';
import { SetupFieldset } from '@ui/pages/gradebook/setup/SetupFields';
import { useChangedRevision } from '@ui/pages/gradebook/setup/useChangedRevision';
import { periodList, setupErrorMessage, validationMessage } from '@ui/pages/gradebook/setup/setupText';

interface SettingsDialogProps {
  gradebook: Gradebook;
  /** After every saved change (settings, each category change): the grid is read again behind the dialog. */
  onChanged: () => void;
  onClose: () => void;
}

/** "Ajustes del cuaderno": period scheme, final-grade scale and drop-lowest (saved together), and the categories (saved as they change). */
export const SettingsDialog = observer(function SettingsDialog({ gradebook, onChanged, onClose }: SettingsDialogProps) {
  const store = useService(GradebookSettingsStore);
  const toasts = useService(ToastStore);
  const { t, i18n } = useTranslation('gradebookSetup');
  const formId = useId();
  // Opened once: a grid reload behind the dialog does not reset what the teacher is editing.
  useState(() => store.open(gradebook));
  useChangedRevision(store.revision, onChanged);

  const handleClose = () => onClose();
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.saveSettings()) {
      if (store.changed) toasts.show('gradebookSetup:settings.savedToast', 'success');
      onClose();
    }
  };

  const handleScheme = (value: string) => {
    const scheme = PERIOD_SCHEME_NAMES.find((name) => name === value);
    if (scheme) store.setScheme(scheme);
  };
  const schemeOption = (scheme: PeriodScheme) => ({
    value: scheme,
    label: t('schemes.option', { scheme: t(`schemes.${scheme}`), periods: periodList(t, periodsOfScheme(scheme).slice(0, -1), i18n.language) }),
  });
  const impact = store.schemeImpact;
  const dropError = store.dropLowestError;

  return (
    <Dialog
      open
      title={t('settings.title')}
      onClose={handleClose}
      actions={
        <>
          <Button type="button" variant="ghost" onClick={handleClose}>
            {store.changed ? t('settings.close') : t('common:cancel')}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={store.status === 'saving'}>
            {t('settings.save')}
          </Button>
        </>
      }
    >
      <div className="setup-settings">
        <SetupAnnouncer announcement={store.announcement} />
        <form id={formId} noValidate className="dialog-form setup-form" onSubmit={(event) => void handleSubmit(event)} aria-label={t('settings.formLabel')}>
          {store.error && store.serverScaleError === undefined ? <Alert tone="error">{setupErrorMessage(t, store.error)}</Alert> : null}
          <SetupFieldset legend={t('settings.periods')}>
            <Select id="settings-scheme" label={t('settings.scheme')} value={store.scheme} options={PERIOD_SCHEME_NAMES.map(schemeOption)} onChange={handleScheme} />
            {impact && (impact.itemsWithoutPeriod > 0 || impact.unpublishedPeriods.length > 0) ? (
              <Alert tone="warning" title={t('settings.impactTitle')}>
                <ul className="setup-list">
                  {impact.itemsWithoutPeriod > 0 ? <li>{t('settings.impactItems', { count: impact.itemsWithoutPeriod })}</li> : null}
                  {impact.unpublishedPeriods.length > 0 ? <li>{t('settings.impactPublished', { periods: periodList(t, impact.unpublishedPeriods, i18n.language), count: impact.unpublishedPeriods.length })}</li> : null}
                </ul>
              </Alert>
            ) : null}
            {impact === undefined && gradebook.publishedPeriods.length > 0 ? (
              <p className="tz-field__hint">{t('settings.published', { periods: periodList(t, gradebook.publishedPeriods, i18n.language) })}</p>
            ) : null}
          </SetupFieldset>
          <ScaleEditor store={store} />
          <TextField
            id="settings-drop-lowest"
            name="dropLowest"
            label={t('settings.dropLowest')}
            hint={t('settings.dropLowestHint')}
            value={store.dropLowest}
            onChange={store.setDropLowest}
            error={dropError ? validationMessage(t, dropError.code, { min: 0, max: MAX_DROP_LOWEST }) : undefined}
            className="setup-form__narrow"
          />
        </form>
        <CategoriesSection store={store} />
      </div>
    </Dialog>
  );
});
