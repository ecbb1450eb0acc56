import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { RankingStore } from '@application/gradebook/RankingStore';
import { fullName } from '@application/gradebook/gradebookAnalysis';
import { EmptyState } from '@ui/components/EmptyState';
import { ScrollRegion } from '@ui/components/ScrollRegion';
import { useAreaFormat } from '@ui/pages/gradebook/areas/areaFormat';
import type { GradebookAreaProps } from '@ui/pages/gradebook/areas/GradebookAreaProps';
import { AreaSection } from '@ui/pages/gradebook/areas/AreaSection';
import { PeriodSelect } from '@ui/pages/gradebook/areas/PeriodSelect';
import { useAreaStore } from '@ui/pages/gradebook/areas/useAreaStore';
import '@ui/pages/gradebook/areas/areas.css';

/** The ranking area: the class by the final grade of a period, equal grades sharing a position (1, 2, 2, 4), students without a grade last. */
export const RankingArea = observer(function RankingArea({ gradebook }: GradebookAreaProps) {
  const store = useAreaStore(RankingStore, gradebook);
  const { t } = useTranslation('gradebookAreas');
  const format = useAreaFormat();
  const captionId = useId();


  return (
    <AreaSection title={t('ranking.title')} intro={t('ranking.intro')}>
      {store.rows.length === 0 ? (
        <EmptyState icon="people" titleLevel={3} title={t('empty.noStudents')} description={t('empty.noStudentsHint')} />
      ) : (
        <>
          <div className="gba-area__toolbar">
            <PeriodSelect choice={store.period} label={t('period')} />
            <p className="gba-area__count" aria-live="polite">
              {t('ranking.graded', { count: store.gradedCount, total: store.rows.length })}
            </p>
          </div>
          <ScrollRegion className="gba-table-wrap" labelledBy={captionId}>
            <table className="gba-table">
              <caption id={captionId} className="gba-table__caption">
                {t('ranking.caption', { period: format.period(store.period.code) })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('ranking.position')}</th>
                  <th scope="col">{t('student')}</th>
                  <th scope="col">{t('ranking.grade')}</th>
                  <th scope="col">{t('ranking.percent')}</th>
                </tr>
              </thead>
              <tbody>
                {store.rows.map((row) => (
                  <tr key={row.student.guid} className={row.rank === null ? 'gba-table__row--muted' : undefined}>
                    <td className="gba-table__number">
                      {row.rank === null ? (
                        <>
                          <span aria-hidden="true">—</span>
                          <span className="visually-hidden">{t('ranking.unranked')}</span>
                        </>
                      ) : (
                        <>
                          {row.rank}
                          {row.tied ? <span className="gba-tie"> {t('ranking.tie')}</span> : null}
                        </>
                      )}
                    </td>
                    <th scope="row">{fullName(row.student)}</th>
                    <td>{row.grade === null ? t('noGrade') : format.grade(row.grade)}</td>
                    <td className="gba-table__number">{format.percentOrNone(row.percent)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
    </AreaSection>
  );
});
