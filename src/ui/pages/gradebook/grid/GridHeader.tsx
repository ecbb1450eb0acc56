import { memo, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Gradebook, GradebookBook, GradebookItem } from '@application/gradebook/Gradebook';
import type { GradebookStore } from '@application/gradebook/GradebookStore';
import type { ColumnGroup } from '@application/gradebook/gridLayout';
import { formatLocalDateTime } from '@ui/pages/viewer/viewerFormat';
import { ItemActions } from '@ui/pages/gradebook/setup/ItemActions';
import { itemKindLabel, numberFormatter } from '@ui/pages/gradebook/grid/gridFormat';
import { GridFocusContext } from '@ui/pages/gradebook/grid/ScoreCell';
import { GapCell } from '@ui/pages/gradebook/grid/GridRow';
import type { WindowEntry } from '@ui/pages/gradebook/grid/gridWindow';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Roving tabindex inside a header: the widgets of a column header (its actions menu) are a tab stop only while that
 * header is the active cell, so the grid stays one tab stop however many columns it has.
 */
function rove(container: HTMLElement, reachable: boolean): void {
  for (const element of container.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    const original = element.dataset.gbTabindex;
    if (reachable) {
      if (original === undefined) continue;
      if (original === '') element.removeAttribute('tabindex');
      else element.setAttribute('tabindex', original);
      delete element.dataset.gbTabindex;
    } else if (original === undefined) {
      element.dataset.gbTabindex = element.getAttribute('tabindex') ?? '';
      element.setAttribute('tabindex', '-1');
    }
  }
}

function groupLabel(t: TFunction, group: ColumnGroup): string {
  switch (group.kind) {
    case 'period':
      return t(`catalog:periods.${group.period ?? 'annual'}`);
    case 'no-period':
      return t('grid.groups.noPeriod');
    case 'unit':
      return group.name ?? t('grid.groups.noUnit');
    case 'no-unit':
      return t('grid.groups.noUnit');
    case 'columns':
      return t('grid.groups.columns');
    case 'finals':
      return t('grid.groups.finals');
  }
}

function bookState(t: TFunction, book: GradebookBook | undefined): string | null {
  if (book === undefined) return null;
  if (book.published) return t('grid.book.published');
  return book.unpublishedItems > 0 ? t('grid.book.unpublished', { count: book.unpublishedItems }) : null;
}

/** How many of the entries (columns in the DOM and gaps) a header of columns `start … start + span - 1` spans; gaps never cross it. */
function spanOf(entries: readonly WindowEntry[], start: number, span: number): number {
  return entries.filter((entry) => {
    const index = entry.kind === 'index' ? entry.index : entry.from;
    return index >= start && index < start + span;
  }).length;
}

/**
 * The header rows: period or unit groups, category runs (when the course has categories), then one header per column
 * in the DOM (`entries`, gridWindow); a group's or a category's header spans its columns in the DOM and the gaps.
 */
export const GridHeader = observer(function GridHeader({ store, entries, onChanged }: { store: GradebookStore; entries: readonly WindowEntry[]; onChanged: () => void }) {
  const { t, i18n } = useTranslation('gradebook');
  const format = useMemo(() => numberFormatter(i18n.language), [i18n.language]);
  const gradebook = store.sheet.gradebook;
  if (gradebook === undefined) return null;
  const layout = store.sheet.layout;
  const categorised = layout.categoryRuns.length > 0;
  const headerRows = categorised ? 3 : 2;
  const activeCol = store.cursor.headerColumn;
  const categories = new Map(gradebook.categories.map((category) => [category.guid, category]));

  return (
    <thead>
      <tr role="row" className="gb-head-row gb-head-row--groups" aria-rowindex={1}>
        <th role="columnheader" scope="col" rowSpan={headerRows} className="gb-corner" aria-colindex={1}>
          {t('grid.student')}
        </th>
        {layout.groups.map((group) => {
          const state = group.kind === 'period' ? bookState(t, store.bookFor(group.period)) : null;
          return (
            <th
              key={group.key}
              role="columnheader"
              scope="colgroup"
              colSpan={spanOf(entries, group.start, group.span)}
              aria-colindex={group.start + 2}
              aria-colspan={group.span}
              rowSpan={group.kind === 'finals' && categorised ? 2 : undefined}
              className={`gb-group gb-group--${group.kind}`}
            >
              <span className="gb-group__name">{groupLabel(t, group)}</span>
              {state !== null ? <span className="gb-group__state"> · {state}</span> : null}
            </th>
          );
        })}
      </tr>
      {categorised ? (
        <tr role="row" className="gb-head-row gb-head-row--categories" aria-rowindex={2}>
          {layout.categoryRuns.map((run) => {
            const category = run.categoryGuid === null ? undefined : categories.get(run.categoryGuid);
            return (
              <th key={run.key} role="columnheader" scope="colgroup" colSpan={spanOf(entries, run.start, run.span)} aria-colindex={run.start + 2} aria-colspan={run.span} className="gb-category">
                {category ? t('grid.category', { name: category.name, weight: format(category.weight) }) : t('grid.uncategorised')}
              </th>
            );
          })}
        </tr>
      ) : null}
      <tr role="row" className="gb-head-row gb-head-row--columns" aria-rowindex={headerRows}>
        {entries.map((entry) => {
          if (entry.kind === 'gap') return <GapCell key={entry.key} size={entry.size} />;
          const col = entry.index;
          const column = layout.columns[col];
          if (column === undefined) return null;
          return column.kind === 'item' ? (
            <ItemHeader key={column.key} col={col} item={column.item} gradebook={gradebook} active={activeCol === col} canUpdate={gradebook.abilities.update} format={format} onChanged={onChanged} />
          ) : (
            <FinalHeader key={column.key} col={col} label={t(`catalog:periods.${column.period}`)} hint={t('grid.final.hint')} active={activeCol === col} />
          );
        })}
      </tr>
    </thead>
  );
});

function useHeaderFocus(active: boolean) {
  const focus = useContext(GridFocusContext);
  const ref = useRef<HTMLTableCellElement>(null);
  useLayoutEffect(() => {
    if (active && focus.current && ref.current && !ref.current.contains(document.activeElement)) ref.current.focus();
  }, [active, focus]);
  return ref;
}

interface ItemHeaderProps {
  col: number;
  item: GradebookItem;
  gradebook: Gradebook;
  active: boolean;
  canUpdate: boolean;
  format: (value: number) => string;
  onChanged: () => void;
}

const ItemHeader = memo(function ItemHeader({ col, item, gradebook, active, canUpdate, format, onChanged }: ItemHeaderProps) {
  const { t, i18n } = useTranslation('gradebook');
  const ref = useHeaderFocus(active);
  const nameId = `gb-col-${col}-name`;
  const metaId = `gb-col-${col}-meta`;
  const category = item.categoryGuid === null ? undefined : gradebook.categories.find((c) => c.guid === item.categoryGuid);

  useLayoutEffect(() => {
    if (ref.current) rove(ref.current, active);
  });

  return (
    <th
      ref={ref}
      role="columnheader"
      scope="col"
      tabIndex={active ? 0 : -1}
      data-row={-1}
      data-col={col}
      aria-colindex={col + 2}
      aria-labelledby={`${nameId} ${metaId}`}
      className={['gb-colhead', active ? 'gb-colhead--active' : '', item.kind === 'column' ? 'gb-colhead--manual' : ''].filter(Boolean).join(' ')}
    >
      <span className="gb-colhead__name" id={nameId} title={item.name}>
        {item.name}
      </span>
      <span className="gb-colhead__meta" id={metaId}>
        {itemKindLabel(t, item)} · {t('grid.column.max', { max: format(item.maxScore) })}
      </span>
      {item.dueAtLocal !== null ? <span className="gb-colhead__detail">{t('grid.column.due', { date: formatLocalDateTime(item.dueAtLocal, i18n.language) })}</span> : null}
      <span className="gb-colhead__detail">
        {category ? category.name : null}
        {category ? ' · ' : null}
        {t('grid.column.weight', { weight: format(item.weight) })}
        {!item.countsForFinalGrade ? ` · ${t('grid.column.notCounted')}` : null}
        {item.lateCountsAsZero ? ` · ${t('grid.column.lateAsZero')}` : null}
      </span>
      <span className={`gb-colhead__published gb-colhead__published--${item.published ? 'yes' : 'no'}`}>{item.published ? t('grid.column.published') : t('grid.column.unpublished')}</span>
      {canUpdate ? (
        <span className="gb-colhead__actions">
          <ItemActions gradebook={gradebook} item={item} onChanged={onChanged} />
        </span>
      ) : null}
    </th>
  );
});

function FinalHeader({ col, label, hint, active }: { col: number; label: string; hint: string; active: boolean }) {
  const ref = useHeaderFocus(active);
  return (
    <th ref={ref} role="columnheader" scope="col" tabIndex={active ? 0 : -1} data-row={-1} data-col={col} aria-colindex={col + 2} className={['gb-colhead', 'gb-colhead--final', active ? 'gb-colhead--active' : ''].filter(Boolean).join(' ')}>
      <span className="gb-colhead__name">{label}</span>
      <span className="gb-colhead__meta">{hint}</span>
    </th>
  );
}
