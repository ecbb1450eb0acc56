import { observer } from 'mobx-react-lite';
import type { TFunction } from 'i18next';
import type { GradebookRow } from '@application/gradebook/GradebookRow';
import type { GridColumn } from '@application/gradebook/gridLayout';
import { gradeLabel } from '@ui/pages/gradebook/grid/gridFormat';
import { FinalCell, ScoreCell, type CellTexts } from '@ui/pages/gradebook/grid/ScoreCell';
import type { WindowEntry } from '@ui/pages/gradebook/grid/gridWindow';

export interface GridRowProps {
  row: GradebookRow;
  /** 1-based among all the grid's rows, the header rows first (`aria-rowindex`). */
  rowIndex: number;
  columns: readonly GridColumn[];
  /** The columns in the DOM and the gaps standing for the others (gridWindow). */
  entries: readonly WindowEntry[];
  readOnly: boolean;
  texts: CellTexts;
  format: (value: number) => string;
  /** Final grades: the scale's decimals in full (`gradeFormatter`). */
  gradeFormat: (value: number) => string;
  t: TFunction;
  onEditText: (text: string) => void;
}

/**
 * One student's row. It observes only its own row (cells, save states, problems, final grades, and whether the active
 * cell or the edit is in it), so a score change or a move renders the rows involved, and of them only the changed cells.
 */
export const GridRow = observer(function GridRow({ row, rowIndex, columns, entries, readOnly, texts, format, gradeFormat, t, onEditText }: GridRowProps) {
  const activeCol = row.activeColumn;
  const edit = row.edit;
  const finals = row.finalGrades;
  const { student } = row;
  return (
    <tr role="row" className="gb-row" aria-rowindex={rowIndex}>
      <th role="rowheader" scope="row" className="gb-rowhead" aria-colindex={1}>
        <span className="gb-rowhead__name">
          {student.lastname}, {student.name}
        </span>
      </th>
      {entries.map((entry) => {
        if (entry.kind === 'gap') return <GapCell key={entry.key} size={entry.size} />;
        const col = entry.index;
        const column = columns[col];
        if (column === undefined) return null;
        if (column.kind === 'final') {
          const grade = finals.find((g) => g.period === column.period);
          const label = grade?.grade ? gradeLabel(t, grade.grade, gradeFormat) : null;
          const percent = grade?.percent === null || grade?.percent === undefined ? null : t('gradebook:grid.final.percent', { percent: format(grade.percent) });
          return <FinalCell key={column.key} row={row.index} col={col} grade={grade} active={activeCol === col} label={label} percent={percent} texts={texts} />;
        }
        const cell = row.cells[column.itemIndex];
        if (cell === undefined) return null;
        const guid = column.item.guid;
        const problem = row.problems.get(guid);
        const cellEdit = edit !== undefined && edit.col === col ? edit : undefined;
        return (
          <ScoreCell
            key={column.key}
            row={row.index}
            col={col}
            cell={cell}
            active={activeCol === col}
            edit={cellEdit}
            state={row.saveStateOf(guid)}
            problemText={problem ? t(`gradebook:${problem.code}`, problem.values) : undefined}
            inputLabel={cellEdit ? t('gradebook:grid.cell.input', { student: row.fullName, item: column.item.name, max: format(column.item.maxScore) }) : undefined}
            readOnly={readOnly}
            texts={texts}
            format={format}
            onEditText={onEditText}
          />
        );
      })}
    </tr>
  );
});

/** Stands for the columns out of view: their width, nothing a screen reader reads. */
export function GapCell({ size }: { size: number }) {
  return <td className="gb-gap" aria-hidden="true" style={{ width: size, minWidth: size, maxWidth: size }} />;
}
