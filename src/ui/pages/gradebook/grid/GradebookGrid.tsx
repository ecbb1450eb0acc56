import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { GradebookStore } from '@application/gradebook/GradebookStore';
import type { GridMessage } from '@application/gradebook/GridMessage';
import type { GroupBy } from '@application/gradebook/gridLayout';
import { errorMessage } from '@ui/app/errorMessage';
import { Button } from '@ui/components/Button';
import { Icon } from '@ui/components/Icon';
import { ScrollRegion } from '@ui/components/ScrollRegion';
import { AuditDialog } from '@ui/pages/gradebook/grid/AuditDialog';
import { GridHeader } from '@ui/pages/gradebook/grid/GridHeader';
import { GridRow } from '@ui/pages/gradebook/grid/GridRow';
import { gradeFormatter, numberFormatter } from '@ui/pages/gradebook/grid/gridFormat';
import { GridFocusContext, type CellTexts } from '@ui/pages/gradebook/grid/ScoreCell';
import { gridWindow, useGridViewport, type WindowEntry } from '@ui/pages/gradebook/grid/gridWindow';
import '@ui/pages/gradebook/grid/grid.css';

const GROUPINGS: readonly GroupBy[] = ['period', 'unit'];

/** The text of a live-region message: the message, then why (a refused score) or what failed. */
function messageText(t: TFunction, message: GridMessage | undefined): string {
  if (message === undefined) return '';
  const parts = [t(message.key, message.values)];
  if (message.problem) parts.push(t(message.problem.code, message.problem.values));
  if (message.error) parts.push(errorMessage(t, message.error));
  return parts.join(' ');
}

/** The cell a keyboard or focus event happened on: `data-row`/`data-col` of a grid cell or a column header. */
function cellOf(target: EventTarget | null): { row: number; col: number } | undefined {
  if (!(target instanceof HTMLElement) || target.dataset.col === undefined || target.dataset.row === undefined) return undefined;
  return { row: Number(target.dataset.row), col: Number(target.dataset.col) };
}

/** The sizes grid.css gives a body row and a column, until the rendered grid is measured (CSS pixels). */
const DEFAULT_SIZES = { rowHeight: 41, item: 129, final: 97 };

/** A key that changes only when the entries do: rows re-render on a sideways scroll only. */
function entriesKey(entries: readonly WindowEntry[]): string {
  return entries.map((entry) => (entry.kind === 'index' ? entry.index : `${entry.from}+${entry.count}`)).join(',');
}

/**
 * The teacher's grid: students × gradable items grouped by period or unit, then the final grades. An ARIA grid with one
 * tab stop (roving tabindex), spreadsheet keys (GradebookStore.keyDown over GridCursor), inline editing, undo, excuses and the audit trail.
 * Only the rows and columns in view are in the DOM (ADR 0486): `aria-rowcount`/`aria-colcount` give the whole grid's
 * size and every row and cell its `aria-rowindex`/`aria-colindex`; the active cell always stays, so the focus does.
 */
export const GradebookGrid = observer(function GradebookGrid({ store, onChanged }: { store: GradebookStore; onChanged: () => void }) {
  const { t, i18n } = useTranslation('gradebook');
  const helpId = useId();
  const captionId = useId();
  const focus = useRef(false);
  const tableRef = useRef<HTMLTableElement>(null);
  const pressedActive = useRef(false);
  const format = useMemo(() => numberFormatter(i18n.language), [i18n.language]);
  const gradeFormat = useMemo(() => gradeFormatter(i18n.language), [i18n.language]);
  const marksId = useId();
  const texts = useMemo<CellTexts>(
    () => ({
      ids: { empty: `${marksId}-empty`, manual: `${marksId}-manual`, precalculated: `${marksId}-precalculated`, late: `${marksId}-late`, overdue: `${marksId}-overdue` },
      empty: t('grid.cell.empty'),
      manual: t('grid.cell.manual'),
      precalculated: t('grid.cell.precalculated'),
      excused: t('grid.cell.excused'),
      late: t('grid.cell.late'),
      overdue: t('grid.cell.overdue'),
      saving: t('grid.cell.saving'),
      saved: t('grid.cell.saved'),
      error: t('grid.cell.error'),
    }),
    [t, marksId],
  );
  const { sheet, cursor } = store;
  const regionOf = useCallback(() => tableRef.current?.closest<HTMLElement>('.gb-scroll') ?? null, []);
  const covered = useRef({ top: 0, left: 0 });
  const [sizes, setSizes] = useState(DEFAULT_SIZES);
  const viewport = useGridViewport(regionOf, covered);
  const layout = sheet.gradebook === undefined ? undefined : sheet.layout;
  const boundaries = useMemo(() => new Set(layout === undefined ? [] : [...layout.groups.map((g) => g.start), ...layout.categoryRuns.map((r) => r.start), layout.itemColumns]), [layout]);
  const columnWidths = useMemo(() => (layout?.columns ?? []).map((column) => (column.kind === 'final' ? sizes.final : sizes.item)), [layout, sizes]);
  const shown = gridWindow({ rowHeight: sizes.rowHeight, columnWidths }, sheet.rows.length, viewport, cursor.active, boundaries);
  const columnsKey = entriesKey(shown.columns);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same entries keep the same array
  const columnEntries = useMemo(() => shown.columns, [columnsKey]);

  // What the sticky headers and names cover, and the sizes the browser gave a row and a column: the window's arithmetic.
  // After every render (a few reads); the state changes only when a size does.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- measured after every render on purpose
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (table === null) return;
    covered.current = { top: table.tHead?.offsetHeight ?? 0, left: table.querySelector<HTMLElement>('.gb-corner')?.offsetWidth ?? 0 };
    const row = table.tBodies[0]?.querySelector<HTMLElement>('tr.gb-row')?.offsetHeight;
    const item = table.querySelector<HTMLElement>('th.gb-colhead:not(.gb-colhead--final)')?.offsetWidth;
    const final = table.querySelector<HTMLElement>('th.gb-colhead--final')?.offsetWidth;
    const next = { rowHeight: row || sizes.rowHeight, item: item || sizes.item, final: final || sizes.final };
    if (next.rowHeight !== sizes.rowHeight || next.item !== sizes.item || next.final !== sizes.final) setSizes(next);
  });

  const gradebook = sheet.gradebook;
  if (gradebook === undefined || layout === undefined) return null;
  const readOnly = !sheet.canEdit;
  const headerRows = layout.categoryRuns.length > 0 ? 3 : 2;

  const handleKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const element = event.target as HTMLElement;
    const cell = cellOf(element);
    // Keys pressed inside a header's own widgets (its actions menu) are theirs.
    if (cell === undefined && element.dataset.gridEditor === undefined) return;
    if (cell !== undefined && (cell.row !== cursor.active.row || cell.col !== cursor.active.col) && !store.activate(cell.row, cell.col)) return;
    // In the header row Tab goes into the header's actions, then out of the grid.
    if (cell?.row === -1 && event.key === 'Tab' && !event.shiftKey) return;
    if (store.keyDown(event)) event.preventDefault();
  };

  const handleFocus = (event: FocusEvent<HTMLTableElement>) => {
    focus.current = true;
    const cell = cellOf(event.target);
    if (cell === undefined || (cell.row === cursor.active.row && cell.col === cursor.active.col)) return;
    // A refused entry keeps its cell: the focus goes back to what was typed.
    if (!store.activate(cell.row, cell.col)) tableRef.current?.querySelector<HTMLInputElement>('[data-grid-editor]')?.focus();
  };

  const handleBlur = (event: FocusEvent<HTMLTableElement>) => {
    const next = event.relatedTarget;
    // Focus going nowhere (an editor removed on commit) keeps the grid's focus; going elsewhere on the page leaves it.
    if (next instanceof Node && !tableRef.current?.contains(next)) {
      focus.current = false;
      if (cursor.editing !== undefined) store.commit('none');
    }
  };

  // A click (a tap) on the cell that already has the focus edits it, as a second tap does in a spreadsheet app.
  const handlePointerDown = (event: PointerEvent<HTMLTableElement>) => {
    const element = (event.target as HTMLElement).closest<HTMLElement>('td[data-col]');
    pressedActive.current = element !== null && element === document.activeElement && cursor.editing === undefined;
  };

  const handleClick = (event: MouseEvent<HTMLTableElement>) => {
    const cell = cellOf((event.target as HTMLElement).closest('td[data-col]'));
    if (pressedActive.current && cell !== undefined && cell.row === cursor.active.row && cell.col === cursor.active.col) store.startEditing('edit');
    pressedActive.current = false;
  };

  return (
    <div className="gb-grid-area">
      <GridToolbar store={store} groupName={`${captionId}-group`} />

      <p id={helpId} className="gb-help">
        {readOnly ? t('grid.helpReadOnly') : t('grid.help')}
      </p>

      {/* What the cells' marks mean, once for every cell that points at them (aria-describedby). */}
      <div hidden>
        {(Object.keys(texts.ids) as (keyof CellTexts['ids'])[]).map((mark) => (
          <span key={mark} id={texts.ids[mark]}>
            {texts[mark]}
          </span>
        ))}
      </div>

      <ScrollRegion className="gb-scroll" labelledBy={captionId} focusable={false}>
        <GridFocusContext.Provider value={focus}>
          <table
            ref={tableRef}
            role="grid"
            className="gb-grid"
            aria-labelledby={captionId}
            aria-describedby={helpId}
            aria-readonly={readOnly || undefined}
            aria-rowcount={headerRows + sheet.rows.length}
            aria-colcount={layout.columns.length + 1}
            onKeyDown={handleKeyDown}
            onFocus={handleFocus}
            onBlur={handleBlur}
            onPointerDown={handlePointerDown}
            onClick={handleClick}
          >
            <caption id={captionId} className="visually-hidden">
              {t('grid.caption', { course: gradebook.courseName })}
            </caption>
            <GridHeader store={store} entries={columnEntries} onChanged={onChanged} />
            <tbody>
              {shown.rows.map((entry) => {
                if (entry.kind === 'gap') {
                  return (
                    <tr key={entry.key} className="gb-gap-row" aria-hidden="true" style={{ height: entry.size }}>
                      <td className="gb-gap" colSpan={columnEntries.length + 1} />
                    </tr>
                  );
                }
                const row = sheet.rows[entry.index];
                if (row === undefined) return null;
                return (
                  <GridRow
                    key={row.student.guid}
                    row={row}
                    rowIndex={headerRows + entry.index + 1}
                    columns={layout.columns}
                    entries={columnEntries}
                    readOnly={readOnly}
                    texts={texts}
                    format={format}
                    gradeFormat={gradeFormat}
                    t={t}
                    onEditText={store.setEditText}
                  />
                );
              })}
            </tbody>
          </table>
        </GridFocusContext.Provider>
      </ScrollRegion>

      <GridLegend />

      <GridAnnouncer store={store} />
      <AuditDialog store={store} />
    </div>
  );
});

/** Grouping, undo, excuse and the audit trail, acting on the active cell. */
const GridToolbar = observer(function GridToolbar({ store, groupName }: { store: GradebookStore; groupName: string }) {
  const { t } = useTranslation('gradebook');
  const readOnly = !store.sheet.canEdit;
  const target = store.activeTarget;
  const column = store.sheet.columns[store.cursor.active.col];
  const activeItem = column?.kind === 'item' ? column.item : undefined;
  const handleGroupBy = (groupBy: GroupBy) => () => store.setGroupBy(groupBy);
  const handleUndo = () => store.undo();
  const handleExcuse = () => store.toggleExcused();
  const handleCellAudit = () => void store.openAudit('cell');
  const handleColumnAudit = () => void store.openAudit('column');
  return (
    <div className="spread gb-toolbar">
      <fieldset className="gb-grouping">
        <legend className="gb-grouping__legend">{t('grid.groupBy')}</legend>
        {GROUPINGS.map((grouping) => (
          <label key={grouping} className="gb-grouping__option">
            <input type="radio" name={groupName} value={grouping} checked={store.sheet.groupBy === grouping} onChange={handleGroupBy(grouping)} />
            {t(`grid.groupByOption.${grouping}`)}
          </label>
        ))}
      </fieldset>
      <div className="gb-toolbar__actions">
        {!readOnly ? (
          <>
            <Button variant="secondary" size="sm" onClick={handleUndo} disabled={store.writes.undoStack.length === 0} aria-keyshortcuts="Control+Z">
              {t('grid.actions.undo', { count: store.writes.undoStack.length })}
            </Button>
            <Button variant="secondary" size="sm" onClick={handleExcuse} disabled={target === undefined}>
              {target?.cell.excused ? t('grid.actions.unexcuse') : t('grid.actions.excuse')}
            </Button>
          </>
        ) : null}
        <Button variant="ghost" size="sm" onClick={handleCellAudit} disabled={target === undefined}>
          {t('grid.actions.cellAudit')}
        </Button>
        <Button variant="ghost" size="sm" onClick={handleColumnAudit} disabled={activeItem === undefined}>
          {t('grid.actions.columnAudit')}
        </Button>
        <span className="gb-toolbar__status">
          {store.writes.savingCount > 0 ? t('grid.actions.saving', { count: store.writes.savingCount }) : null}
          {store.refreshing ? t('grid.refreshing') : null}
        </span>
      </div>
    </div>
  );
});

/** The live regions: polite news (undone, excused…) and alerts (a refused or failed score). */
const GridAnnouncer = observer(function GridAnnouncer({ store }: { store: GradebookStore }) {
  const { t } = useTranslation('gradebook');
  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {store.notice ? <span key={store.notice.id}>{messageText(t, store.notice)}</span> : null}
      </div>
      <div className="visually-hidden" role="alert" aria-atomic="true">
        {store.alert ? <span key={store.alert.id}>{messageText(t, store.alert)}</span> : null}
      </div>
    </>
  );
});

/** What the marks of a cell mean, and the keys of the grid. */
function GridLegend() {
  const { t } = useTranslation('gradebook');
  return (
    <div className="gb-legend">
      <h2 className="gb-legend__title">{t('grid.legend.title')}</h2>
      <ul className="gb-legend__list">
        <li>
          <span className="gb-mark gb-mark--manual" aria-hidden="true">
            ✎
          </span>{' '}
          {t('grid.legend.manual')}
        </li>
        <li>
          <span className="gb-mark gb-mark--precalculated" aria-hidden="true">
            ⚙
          </span>{' '}
          {t('grid.legend.precalculated')}
        </li>
        <li>
          <span className="gb-tag gb-tag--excused">{t('grid.cell.excused')}</span> {t('grid.legend.excused')}
        </li>
        <li>
          <span className="gb-mark gb-mark--late" aria-hidden="true">
            <Icon name="clock" size={12} />
          </span>{' '}
          {t('grid.legend.late')}
        </li>
        <li>
          <span className="gb-mark gb-mark--overdue" aria-hidden="true">
            !
          </span>{' '}
          {t('grid.legend.overdue')}
        </li>
        <li>
          <span className="gb-save gb-save--saved" aria-hidden="true">
            ✓
          </span>{' '}
          {t('grid.legend.saved')}
        </li>
        <li>
          <span className="gb-save gb-save--error" aria-hidden="true">
            ⚠
          </span>{' '}
          {t('grid.legend.error')}
        </li>
      </ul>
      <details className="gb-keys">
        <summary>{t('grid.keys.title')}</summary>
        <dl className="gb-keys__list">
          {(['move', 'tab', 'jump', 'page', 'edit', 'type', 'commit', 'cancel', 'clear', 'undo', 'header'] as const).map((key) => (
            <div key={key} className="gb-keys__entry">
              <dt>{t(`grid.keys.${key}.keys`)}</dt>
              <dd>{t(`grid.keys.${key}.does`)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
