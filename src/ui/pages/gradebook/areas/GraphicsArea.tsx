import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { GraphicsStore } from '@application/gradebook/GraphicsStore';
import { EmptyState } from '@ui/components/EmptyState';
import { ScrollRegion } from '@ui/components/ScrollRegion';
import { useAreaFormat } from '@ui/pages/gradebook/areas/areaFormat';
import { ChartFigure } from '@ui/pages/gradebook/areas/charts/ChartFigure';
import { seriesStyle } from '@ui/pages/gradebook/areas/charts/chartSpec';
import type { GradebookAreaProps } from '@ui/pages/gradebook/areas/GradebookAreaProps';
import { AreaSection } from '@ui/pages/gradebook/areas/AreaSection';
import { PeriodSelect } from '@ui/pages/gradebook/areas/PeriodSelect';
import { useAreaStore } from '@ui/pages/gradebook/areas/useAreaStore';
import '@ui/pages/gradebook/areas/areas.css';

/** The graphics area: the distribution of a period's final grades on the course's scale, and the class's evolution over the year. */
export const GraphicsArea = observer(function GraphicsArea({ gradebook }: GradebookAreaProps) {
  const store = useAreaStore(GraphicsStore, gradebook);
  const { t } = useTranslation('gradebookAreas');
  const format = useAreaFormat();
  const headingId = useId();

  const distribution = store.distribution;
  const evolution = store.evolution;

  if (gradebook.students.length === 0) {
    return (
      <section className="gba-area" aria-labelledby={headingId}>
        <h2 id={headingId} className="gba-area__title">
          {t('graphics.title')}
        </h2>
        <EmptyState icon="people" titleLevel={3} title={t('empty.noStudents')} description={t('empty.noStudentsHint')} />
      </section>
    );
  }

  const graded = distribution ? gradebook.students.length - distribution.withoutGrade : 0;
  const top = distribution?.bands.reduce<(typeof distribution.bands)[number] | undefined>((best, band) => (best === undefined || band.count > best.count ? band : best), undefined);
  const first = evolution[0];
  const last = evolution[evolution.length - 1];

  return (
    <AreaSection title={t('graphics.title')} intro={t('graphics.intro')}>
      <div className="gba-area__toolbar">
        <PeriodSelect choice={store.period} label={t('graphics.period')} />
      </div>
      {distribution === undefined || graded === 0 || top === undefined ? (
        <p className="gba-area__hint">{t('graphics.distribution.empty', { period: format.period(store.period.code) })}</p>
      ) : (
        <ChartFigure
          title={t('graphics.distribution.title', { period: format.period(store.period.code) })}
          summary={t('graphics.distribution.summary', { count: graded, bands: distribution.bands.length, top: format.band(top), topCount: top.count, without: distribution.withoutGrade })}
          spec={{
            kind: 'bar',
            labels: distribution.bands.map(format.band),
            series: [{ label: t('graphics.distribution.students'), data: distribution.bands.map((b) => b.count), style: seriesStyle(0) }],
            values: 'count',
            yTitle: t('graphics.distribution.students'),
            xTitle: t('graphics.distribution.band'),
            format: format.number,
          }}
        >
          <ScrollRegion className="gba-table-wrap" label={t('graphics.distribution.caption', { period: format.period(store.period.code) })}>
            <table className="gba-table">
              <caption className="gba-table__caption">{t('graphics.distribution.caption', { period: format.period(store.period.code) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('graphics.distribution.band')}</th>
                  <th scope="col">{t('graphics.distribution.students')}</th>
                </tr>
              </thead>
              <tbody>
                {distribution.bands.map((band) => (
                  <tr key={format.band(band)}>
                    <th scope="row">{format.band(band)}</th>
                    <td className="gba-table__number">{format.number(band.count)}</td>
                  </tr>
                ))}
              </tbody>
              {distribution.withoutGrade > 0 ? (
                <tfoot>
                  <tr>
                    <th scope="row">{t('graphics.distribution.without')}</th>
                    <td className="gba-table__number">{format.number(distribution.withoutGrade)}</td>
                  </tr>
                </tfoot>
              ) : null}
            </table>
          </ScrollRegion>
        </ChartFigure>
      )}

      {first === undefined || last === undefined ? (
        <p className="gba-area__hint">{t('graphics.evolution.empty')}</p>
      ) : (
        <ChartFigure
          title={t('graphics.evolution.title')}
          summary={t('graphics.evolution.summary', { count: evolution.length, from: format.day(first.day), to: format.day(last.day), first: format.percent(first.percent), last: format.percent(last.percent) })}
          spec={{
            kind: 'line',
            labels: evolution.map((p) => `${format.shortDay(p.day)} · ${p.item.name}`),
            series: [{ label: t('classAverage'), data: evolution.map((p) => p.percent), style: seriesStyle(0) }],
            values: 'percent',
            yTitle: t('classAverage'),
            format: format.percent,
          }}
        >
          <ScrollRegion className="gba-table-wrap" label={t('graphics.evolution.caption')}>
            <table className="gba-table">
              <caption className="gba-table__caption">{t('graphics.evolution.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('date')}</th>
                  <th scope="col">{t('item')}</th>
                  <th scope="col">{t('classAverage')}</th>
                  <th scope="col">{t('graphics.evolution.counted')}</th>
                </tr>
              </thead>
              <tbody>
                {evolution.map((point) => (
                  <tr key={point.item.guid}>
                    <td className="gba-table__nowrap">{format.day(point.day)}</td>
                    <th scope="row">{point.item.name}</th>
                    <td className="gba-table__number">{format.percent(point.percent)}</td>
                    <td className="gba-table__number">{format.number(point.counted)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </ChartFigure>
      )}
    </AreaSection>
  );
});
