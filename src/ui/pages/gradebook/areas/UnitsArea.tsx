import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { UnitsStore } from '@application/gradebook/UnitsStore';
import { fullName, type AreaUnit } from '@application/gradebook/gradebookAnalysis';
import { EmptyState } from '@ui/components/EmptyState';
import { ScrollRegion } from '@ui/components/ScrollRegion';
import { useAreaFormat } from '@ui/pages/gradebook/areas/areaFormat';
import type { GradebookAreaProps } from '@ui/pages/gradebook/areas/GradebookAreaProps';
import { AreaSection } from '@ui/pages/gradebook/areas/AreaSection';
import { useAreaStore } from '@ui/pages/gradebook/areas/useAreaStore';
import '@ui/pages/gradebook/areas/areas.css';

/** The units area: each unit with its items and class average, then every student's average per unit. */
export const UnitsArea = observer(function UnitsArea({ gradebook }: GradebookAreaProps) {
  const store = useAreaStore(UnitsStore, gradebook);
  const { t } = useTranslation('gradebookAreas');
  const format = useAreaFormat();
  const captionId = useId();
  const units = store.units;
  const unitName = (unit: AreaUnit) => unit.name ?? t('noUnit');

  return (
    <AreaSection title={t('units.title')} intro={t('units.intro')}>
      {units.length === 0 ? (
        <EmptyState icon="book" titleLevel={3} title={t('units.empty')} description={t('units.emptyHint')} />
      ) : (
        <>
          <ul className="gba-units">
            {units.map((unit) => (
              <li key={unit.unitGuid ?? 'none'} className="gba-unit">
                <h3 className="gba-unit__name">{unitName(unit)}</h3>
                <p className="gba-unit__average">
                  {t('classAverage')}: <strong>{format.percentOrNone(unit.classPercent)}</strong>
                </p>
                <p className="gba-unit__items-label">{t('units.items', { count: unit.items.length })}</p>
                <ul className="gba-unit__items">
                  {unit.items.map((item) => (
                    <li key={item.guid}>
                      {item.name} <span className="gba-sub gba-sub--inline">({format.kind(item)})</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          {gradebook.students.length === 0 ? null : (
            <ScrollRegion className="gba-table-wrap" labelledBy={captionId}>
              <table className="gba-table">
                <caption id={captionId} className="gba-table__caption">
                  {t('units.caption')}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('student')}</th>
                    {units.map((unit) => (
                      <th scope="col" key={unit.unitGuid ?? 'none'}>
                        {unitName(unit)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {gradebook.students.map((student, s) => (
                    <tr key={student.guid}>
                      <th scope="row">{fullName(student)}</th>
                      {units.map((unit) => (
                        <td key={unit.unitGuid ?? 'none'} className="gba-table__number">
                          {format.percentOrNone(unit.students[s]?.percent ?? null)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t('classAverage')}</th>
                    {units.map((unit) => (
                      <td key={unit.unitGuid ?? 'none'} className="gba-table__number">
                        <strong>{format.percentOrNone(unit.classPercent)}</strong>
                      </td>
                    ))}
                  </tr>
                </tfoot>
              </table>
            </ScrollRegion>
          )}
        </>
      )}
    </AreaSection>
  );
});
