import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { GradeScale } from '@domain/gradebook/gradeScales';
import type { Gradebook } from '@application/gradebook/Gradebook';
import { Button } from '@ui/components/Button';
import { Icon } from '@ui/components/Icon';
import { ItemSettingsDialog } from '@ui/pages/gradebook/setup/ItemSettingsDialog';
import { PublishDialog } from '@ui/pages/gradebook/setup/PublishDialog';
import { SettingsDialog } from '@ui/pages/gradebook/setup/SettingsDialog';
import { periodLabel, useSetupNumber } from '@ui/pages/gradebook/setup/setupText';
import '@ui/pages/gradebook/setup/setup.css';

type Open = 'settings' | 'column' | 'publish' | undefined;

/** The scale in a few words: "0–10, 2 decimals", "Letters: A, B, C, D, F"… */
function scaleSummary(t: TFunction, scale: GradeScale, number: (value: number) => string): string {
  switch (scale.kind) {
    case 'numeric':
      return t('toolbar.scaleNumeric', { max: number(scale.max), count: scale.decimals });
    case 'letters':
      return t('toolbar.scaleLetters', { labels: scale.bands.map((b) => b.label).join(', ') });
    case 'pass-fail':
      return t('toolbar.scalePassFail', { percent: number(scale.passPercent) });
    case 'custom':
      return t('toolbar.scaleCustom', { labels: scale.levels.map((l) => l.label).join(', ') });
  }
}

/**
 * Above the grid: the gradebook's settings in one line (scheme, scale, published periods), and for its teachers
 * "Ajustes del cuaderno", "Nueva columna" and "Publicar evaluación…". The export menu sits next to it: the page
 * renders it for whoever may export (admins too), so it is not repeated here.
 */
export const SetupToolbar = observer(function SetupToolbar({ gradebook, onChanged }: { gradebook: Gradebook; onChanged: () => void }) {
  const { t } = useTranslation('gradebookSetup');
  const number = useSetupNumber();
  const [open, setOpen] = useState<Open>(undefined);

  if (gradebook.view === 'student') return null;
  const canUpdate = gradebook.abilities.update;

  const handleClosed = () => setOpen(undefined);
  const published = gradebook.periods.filter((period) => gradebook.publishedPeriods.includes(period));

  return (
    <div className="spread setup-toolbar">
      <dl className="setup-toolbar__summary">
        <div>
          <dt>{t('toolbar.scheme')}</dt>
          <dd>{t(`schemes.${gradebook.periodScheme}`)}</dd>
        </div>
        <div>
          <dt>{t('toolbar.scale')}</dt>
          <dd>{scaleSummary(t, gradebook.scale, number)}</dd>
        </div>
        <div>
          <dt>{t('toolbar.published')}</dt>
          <dd>
            {published.length === 0 ? (
              t('toolbar.nonePublished')
            ) : (
              <ul className="setup-toolbar__periods">
                {published.map((period) => (
                  <li key={period} className="setup-toolbar__period">
                    <Icon name="check" size={14} />
                    {periodLabel(t, period)}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      <div className="setup-toolbar__actions">
        {canUpdate ? (
          <>
            <Button variant="secondary" size="sm" onClick={() => setOpen('settings')}>
              {t('toolbar.settings')}
            </Button>
            <Button variant="secondary" size="sm" icon={<Icon name="plus" size={16} />} onClick={() => setOpen('column')}>
              {t('toolbar.newColumn')}
            </Button>
            <Button variant="primary" size="sm" onClick={() => setOpen('publish')}>
              {t('toolbar.publish')}
            </Button>
          </>
        ) : (
          <p className="setup-toolbar__readonly">{t('toolbar.readOnly')}</p>
        )}
      </div>
      {open === 'settings' ? <SettingsDialog gradebook={gradebook} onChanged={onChanged} onClose={handleClosed} /> : null}
      {open === 'column' ? <ItemSettingsDialog gradebook={gradebook} item={null} onSaved={() => onChanged()} onClose={handleClosed} /> : null}
      {open === 'publish' ? <PublishDialog gradebook={gradebook} onChanged={onChanged} onClose={handleClosed} /> : null}
    </div>
  );
});
