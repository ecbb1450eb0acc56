import { useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AnalysisStore } from '@application/gradebook/AnalysisStore';
import { fullName, type AreaUnit } from '@application/gradebook/gradebookAnalysis';
import { Button } from '@ui/components/Button';
import { EmptyState } from '@ui/components/EmptyState';
import { ScrollRegion } from '@ui/components/ScrollRegion';
import { listOf, useAreaFormat, type AreaFormat } from '@ui/pages/gradebook/areas/areaFormat';
import { ChartFigure } from '@ui/pages/gradebook/areas/charts/ChartFigure';
import { CLASS_STYLE, seriesStyle } from '@ui/pages/gradebook/areas/charts/chartSpec';
import type { GradebookAreaProps } from '@ui/pages/gradebook/areas/GradebookAreaProps';
import { AreaSection } from '@ui/pages/gradebook/areas/AreaSection';
import { PeriodSelect } from '@ui/pages/gradebook/areas/PeriodSelect';
import { useAreaStore } from '@ui/pages/gradebook/areas/useAreaStore';
import '@ui/pages/gradebook/areas/areas.css';

/** The analysis area: up to five students compared over time and unit by unit, each chart with its data table. */
export const AnalysisArea = observer(function AnalysisArea({ gradebook }: GradebookAreaProps) {
  const store = useAreaStore(AnalysisStore, gradebook);
  const { t } = useTranslation('gradebookAreas');
  const format = useAreaFormat();
  const countId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  const handleToggle = (guid: string) => store.toggle(guid);
  // The button goes with the selection: the focus goes back to the first student to pick.
  const handleClear = () => {
    store.clearSelection();
    listRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  };

  return (
    <AreaSection title={t('analysis.title')} intro={t('analysis.intro', { max: store.max })}>
      {store.students.length === 0 ? (
        <EmptyState icon="people" titleLevel={3} title={t('empty.noStudents')} description={t('empty.noStudentsHint')} />
      ) : (
        <div className="gba-analysis">
          <fieldset className="gba-picker" aria-describedby={countId}>
            <legend className="gba-picker__legend">{t('analysis.pick')}</legend>
            <p id={countId} className="gba-picker__count" aria-live="polite">
              {t('analysis.count', { count: store.selected.length, max: store.max })}
            </p>
            <ul ref={listRef} className="gba-picker__list">
              {store.students.map((student) => (
                <li key={student.guid}>
                  <label className="gba-picker__option">
                    <input type="checkbox" checked={store.isSelected(student.guid)} onChange={() => handleToggle(student.guid)} />
                    <span>{fullName(student)}</span>
                  </label>
                </li>
              ))}
            </ul>
            <div role="alert" className="gba-picker__refusal">
              {store.refusal ? <p className="gba-refusal">{t(store.refusal.code, { max: store.refusal.max })}</p> : null}
            </div>
            {store.selected.length > 0 ? (
              <Button variant="ghost" size="sm" onClick={handleClear}>
                {t('analysis.clear')}
              </Button>
            ) : null}
          </fieldset>

          <div className="gba-analysis__charts">
            <div className="gba-area__toolbar">
              <PeriodSelect choice={store.period} label={t('period')} />
            </div>
            {store.selected.length === 0 ? <p className="gba-area__hint">{t('analysis.noSelection')}</p> : <AnalysisCharts store={store} format={format} />}
          </div>
        </div>
      )}
    </AreaSection>
  );
});

const AnalysisCharts = observer(function AnalysisCharts({ store, format }: { store: AnalysisStore; format: AreaFormat }) {
  const { t, i18n } = useTranslation('gradebookAreas');
  const timeline = store.timeline;
  const byUnit = store.byUnit;
  const names = listOf(store.selectedStudents.map(fullName), i18n.language);
  const unitName = (unit: AreaUnit) => unit.name ?? t('noUnit');
  const first = timeline.points[0];
  const last = timeline.points[timeline.points.length - 1];

  return (
    <>
      {first === undefined || last === undefined ? (
        <p className="gba-area__hint">{t('analysis.overTime.empty')}</p>
      ) : (
        <ChartFigure
          title={t('analysis.overTime.title', { period: format.period(store.period.code) })}
          summary={t('analysis.overTime.summary', { names, count: timeline.points.length, from: format.day(first.day), to: format.day(last.day) })}
          spec={{
            kind: 'line',
            labels: timeline.points.map((p) => `${format.shortDay(p.day)} · ${p.item.name}`),
            series: timeline.students.map((s, i) => ({ label: fullName(s.student), data: s.averages, style: seriesStyle(i) })),
            values: 'percent',
            yTitle: t('analysis.overTime.axis'),
            format: format.percent,
          }}
        >
          <ScrollRegion className="gba-table-wrap" label={t('analysis.overTime.caption')}>
            <table className="gba-table">
              <caption className="gba-table__caption">{t('analysis.overTime.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('date')}</th>
                  <th scope="col">{t('item')}</th>
                  {timeline.students.map((s) => (
                    <th scope="col" key={s.student.guid}>
                      {fullName(s.student)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {timeline.points.map((point, p) => (
                  <tr key={point.item.guid}>
                    <td className="gba-table__nowrap">{format.day(point.day)}</td>
                    <th scope="row">{point.item.name}</th>
                    {timeline.students.map((s) => {
                      const percent = s.percents[p] ?? null;
                      const average = s.averages[p] ?? null;
                      return (
                        <td key={s.student.guid} className="gba-table__number">
                          {percent === null || average === null ? (
                            <>
                              <span aria-hidden="true">—</span>
                              <span className="visually-hidden">{t('noGrade')}</span>
                            </>
                          ) : (
                            <>
                              {format.percent(percent)}
                              <span className="gba-sub">{t('analysis.overTime.average', { average: format.percent(average) })}</span>
                            </>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </ChartFigure>
      )}

      {byUnit.units.length === 0 ? (
        <p className="gba-area__hint">{t('analysis.byUnit.empty')}</p>
      ) : (
        <ChartFigure
          title={t('analysis.byUnit.title', { period: format.period(store.period.code) })}
          summary={t('analysis.byUnit.summary', { names, count: byUnit.units.length })}
          spec={{
            kind: 'bar',
            labels: byUnit.units.map(unitName),
            series: [
              ...byUnit.students.map((s, i) => ({ label: fullName(s.student), data: s.values, style: seriesStyle(i) })),
              { label: t('classAverage'), data: byUnit.classValues, style: CLASS_STYLE },
            ],
            values: 'percent',
            yTitle: t('analysis.byUnit.axis'),
            format: format.percent,
          }}
        >
          <ScrollRegion className="gba-table-wrap" label={t('analysis.byUnit.caption')}>
            <table className="gba-table">
              <caption className="gba-table__caption">{t('analysis.byUnit.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('unit')}</th>
                  {byUnit.students.map((s) => (
                    <th scope="col" key={s.student.guid}>
                      {fullName(s.student)}
                    </th>
                  ))}
                  <th scope="col">{t('classAverage')}</th>
                </tr>
              </thead>
              <tbody>
                {byUnit.units.map((unit, u) => (
                  <tr key={unit.unitGuid ?? 'none'}>
                    <th scope="row">{unitName(unit)}</th>
                    {byUnit.students.map((s) => (
                      <td key={s.student.guid} className="gba-table__number">
                        {format.percentOrNone(s.values[u] ?? null)}
                      </td>
                    ))}
                    <td className="gba-table__number">{format.percentOrNone(byUnit.classValues[u] ?? null)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </ChartFigure>
      )}
    </>
  );
});
