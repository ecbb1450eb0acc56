import { createContext, memo, useContext, useLayoutEffect, useRef, type ChangeEvent } from 'react';
import type { PeriodGrade } from '@domain/gradebook/periodGrades';
import type { GradebookCell } from '@application/gradebook/Gradebook';
import type { CellEdit, CellSaveState } from '@application/gradebook/GradebookRow';
import { Icon } from '@ui/components/Icon';

/** Whether the grid holds the keyboard focus: cells take the focus when they become active only then. */
export const GridFocusContext = createContext<{ current: boolean }>({ current: false });

/** The marks a cell can carry, each described once for the whole grid (`CellTexts.ids`). */
export type CellMark = 'empty' | 'manual' | 'precalculated' | 'late' | 'overdue';

/**
 * The words of a cell, translated once per language (thousands of cells share them). The marks' words are rendered once
 * (hidden) and cells point at them with `aria-describedby`: five thousand visually hidden spans cost the browser more
 * layout than the whole visible grid.
 */
export interface CellTexts {
  ids: Record<CellMark, string>;
  empty: string;
  manual: string;
  precalculated: string;
  excused: string;
  late: string;
  overdue: string;
  saving: string;
  saved: string;
  error: string;
}

export interface ScoreCellProps {
  row: number;
  col: number;
  cell: GradebookCell;
  active: boolean;
  /** The edit in progress when it is this cell's. */
  edit: CellEdit | undefined;
  state: CellSaveState | undefined;
  /** Why the last entry was refused, translated; shown while the cell is active. */
  problemText: string | undefined;
  /** The editor's accessible name ("Score of Ana in Test 1 (0 to 10)"), only while editing. */
  inputLabel: string | undefined;
  readOnly: boolean;
  texts: CellTexts;
  format: (value: number) => string;
  onEditText: (text: string) => void;
}

/**
 * One student's score for one item. A pure component: after a change only the cells whose props changed render again.
 * The score's origin (manual ✎ or precalculated ⚙), excuse, lateness and save state are an icon plus words.
 */
export const ScoreCell = memo(function ScoreCell({ row, col, cell, active, edit, state, problemText, inputLabel, readOnly, texts, format, onEditText }: ScoreCellProps) {
  const focus = useContext(GridFocusContext);
  const cellRef = useRef<HTMLTableCellElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const editing = edit !== undefined;
  const problemId = `gb-problem-${row}-${col}`;

  useLayoutEffect(() => {
    if (!active || !focus.current) return;
    const input = inputRef.current;
    if (editing && input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    } else if (!editing && document.activeElement !== cellRef.current) {
      cellRef.current?.focus();
    }
  }, [active, editing, focus]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onEditText(event.target.value);

  const classes = ['gb-cell', active ? 'gb-cell--active' : '', cell.source === 'manual' ? 'gb-cell--manual' : '', cell.excused ? 'gb-cell--excused' : '', state ? `gb-cell--${state}` : '', problemText ? 'gb-cell--invalid' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <td
      ref={cellRef}
      role="gridcell"
      className={classes}
      tabIndex={active && !editing ? 0 : -1}
      data-row={row}
      data-col={col}
      aria-colindex={col + 2}
      aria-readonly={readOnly || undefined}
      aria-describedby={describedBy(cell, texts, problemText && !editing ? problemId : undefined)}
    >
      {editing ? (
        <input
          ref={inputRef}
          className="gb-cell__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          data-grid-editor=""
          value={edit.text}
          aria-label={inputLabel}
          aria-invalid={problemText ? true : undefined}
          aria-describedby={problemText ? problemId : undefined}
          onChange={handleChange}
        />
      ) : (
        <CellContent cell={cell} texts={texts} format={format} />
      )}
      {state ? <SaveMark state={state} texts={texts} /> : null}
      {problemText ? (
        <span id={problemId} className={active ? 'gb-cell__problem' : 'visually-hidden'}>
          {problemText}
        </span>
      ) : null}
    </td>
  );
});

/**
 * The marks of a cell, in reading order. Overdue matters while there is no score (late-as-zero): a score typed for work
 * done on paper ends it, and so does an excuse (the item no longer counts for that student).
 */
function marksOf(cell: GradebookCell): CellMark[] {
  const marks: CellMark[] = [];
  if (cell.score === null) marks.push('empty');
  if (cell.source !== null) marks.push(cell.source);
  if (cell.late) marks.push('late');
  if (cell.overdue && cell.score === null && !cell.excused) marks.push('overdue');
  return marks;
}

/** The ids the cell is described by: its marks' shared descriptions, then its own refusal when there is one. */
function describedBy(cell: GradebookCell, texts: CellTexts, problemId: string | undefined): string | undefined {
  const ids = marksOf(cell).map((mark) => texts.ids[mark]);
  if (problemId !== undefined) ids.push(problemId);
  return ids.length === 0 ? undefined : ids.join(' ');
}

const GLYPHS: Partial<Record<CellMark, string>> = { manual: '✎', precalculated: '⚙', overdue: '!' };

function CellContent({ cell, texts, format }: { cell: GradebookCell; texts: CellTexts; format: (value: number) => string }) {
  return (
    <span className="gb-cell__content">
      {cell.score === null ? (
        <span className="gb-cell__value gb-cell__value--empty" aria-hidden="true">
          —
        </span>
      ) : (
        <span className="gb-cell__value">{format(cell.score)}</span>
      )}
      {marksOf(cell)
        .filter((mark) => mark !== 'empty')
        .map((mark) => (
          <span key={mark} className={`gb-mark gb-mark--${mark}`} aria-hidden="true">
            {mark === 'late' ? <Icon name="clock" size={12} /> : GLYPHS[mark]}
          </span>
        ))}
      {cell.excused ? <span className="gb-tag gb-tag--excused">{texts.excused}</span> : null}
    </span>
  );
}

function SaveMark({ state, texts }: { state: CellSaveState; texts: CellTexts }) {
  const glyph = state === 'saving' ? '…' : state === 'saved' ? '✓' : '⚠';
  return (
    <span className={`gb-save gb-save--${state}`}>
      <span aria-hidden="true">{glyph}</span>
      <span className="visually-hidden">{texts[state]}</span>
    </span>
  );
}

export interface FinalCellProps {
  row: number;
  col: number;
  grade: PeriodGrade | undefined;
  active: boolean;
  /** The grade on the course's scale, formatted; null when nothing counts yet. */
  label: string | null;
  percent: string | null;
  texts: CellTexts;
}

/** A period's final grade of a student, computed by the domain: read-only. */
export const FinalCell = memo(function FinalCell({ row, col, grade, active, label, percent, texts }: FinalCellProps) {
  const focus = useContext(GridFocusContext);
  const cellRef = useRef<HTMLTableCellElement>(null);

  useLayoutEffect(() => {
    if (active && focus.current && document.activeElement !== cellRef.current) cellRef.current?.focus();
  }, [active, focus]);

  return (
    <td
      ref={cellRef}
      role="gridcell"
      aria-readonly="true"
      className={['gb-cell', 'gb-cell--final', active ? 'gb-cell--active' : '', grade?.period === 'annual' ? 'gb-cell--annual' : ''].filter(Boolean).join(' ')}
      tabIndex={active ? 0 : -1}
      data-row={row}
      data-col={col}
      aria-colindex={col + 2}
      data-final-grade={grade?.period ?? ''}
      aria-describedby={label === null ? texts.ids.empty : undefined}
    >
      {label === null ? (
        <span className="gb-cell__value gb-cell__value--empty" aria-hidden="true">
          —
        </span>
      ) : (
        <span className="gb-cell__final">
          <span className="gb-cell__value">{label}</span>
          {percent !== null ? <span className="gb-cell__percent">{percent}</span> : null}
        </span>
      )}
    </td>
  );
});
