// QT_21 matrix: a table with one radio group per row (row and column headers name each cell).
import { useTranslation } from 'react-i18next';
import { FormattedText } from '@ui/components/FormattedText';
import { Select } from '@ui/components/Select';
import { ScrollRegion } from '@ui/components/ScrollRegion';
import type { EditorProps, PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { ChoiceListEditor } from '@ui/questions/shared/ChoiceListEditor';
import { plainText } from '@ui/questions/parts/ids';
import { FieldIssues, issuesAt, useIssueListText, useIssueTextAt } from '@ui/questions/shared/issues';
import { ReviewFrame } from '@ui/questions/parts/ReviewFrame';
import { Verdict, partVerdict } from '@ui/questions/parts/Verdict';
import '@ui/questions/parts/parts.css';

function Editor({ data, onChange, issues, idPrefix }: EditorProps<'QT_21'>) {
  const issueTextAt = useIssueTextAt(issues);
  const { t } = useTranslation('questionsMore');
  const issueText = useIssueListText();
  const columnOptions = [{ value: '', label: t('matrix.choose') }, ...data.columns.map((c, i) => ({ value: c.id, label: plainText(c.text) || t('matrix.editor.column', { n: i + 1 }) }))];
  const keep = (rows = data.rows, columns = data.columns) => {
    const rowIds = new Set(rows.map((r) => r.id));
    const columnIds = new Set(columns.map((c) => c.id));
    return Object.fromEntries(Object.entries(data.correct).filter(([r, c]) => rowIds.has(r) && columnIds.has(c)));
  };
  return (
    <div className="qm-editor">
      <ChoiceListEditor
        idPrefix={`${idPrefix}-rows`}
        legend={t('matrix.editor.rows')}
        hint={t('matrix.editor.rowsHint')}
        itemLabel={(n) => t('matrix.editor.row', { n })}
        addLabel={t('matrix.editor.addRow')}
        items={data.rows}
        onChange={({ items: rows }) => onChange({ ...data, rows, correct: keep(rows) })}
        path="/rows"
        issues={issues}
        min={1}
        max={10}
        newIdPrefix="r"
        mark="none"
        issueText={issueTextAt}
        movable={false}
      />
      <ChoiceListEditor
        idPrefix={`${idPrefix}-columns`}
        legend={t('matrix.editor.columns')}
        itemLabel={(n) => t('matrix.editor.column', { n })}
        addLabel={t('matrix.editor.addColumn')}
        items={data.columns}
        onChange={({ items: columns }) => onChange({ ...data, columns, correct: keep(data.rows, columns) })}
        path="/columns"
        issues={issues}
        min={2}
        max={6}
        newIdPrefix="c"
        mark="none"
        issueText={issueTextAt}
      />
      <fieldset className="qm-fieldset">
        <legend className="qm-legend">{t('matrix.editor.correct')}</legend>
        <ul className="qm-rows">
          {data.rows.map((row, i) => (
            <li key={row.id}>
              <Select
                id={`${idPrefix}-correct-${row.id}`}
                label={t('matrix.editor.correctOf', { name: plainText(row.text) || t('matrix.editor.row', { n: i + 1 }) })}
                value={data.correct[row.id] ?? ''}
                options={columnOptions}
                onChange={(value) => {
                  const correct = { ...data.correct };
                  if (value === '') delete correct[row.id];
                  else correct[row.id] = value;
                  onChange({ ...data, correct });
                }}
                error={issueText(issuesAt(issues, `/correct/${row.id}`, true))}
              />
            </li>
          ))}
        </ul>
        <FieldIssues issues={issuesAt(issues, '/correct')} />
      </fieldset>
    </div>
  );
}

function Player({ data, answer, onAnswer, readOnly, labelledBy, idPrefix }: PlayerProps<'QT_21'>) {
  const { t } = useTranslation('questionsMore');
  return (
    <div className="qm-player" role="group" aria-labelledby={labelledBy}>
      <p className="qm-hint">{t('matrix.help')}</p>
      {/* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. */}
      <ScrollRegion className="qm-table-scroll" labelledBy={labelledBy}>
        <table className="qm-matrix">
          <thead>
            <tr>
              <td />
              {data.columns.map((column) => (
                <th key={column.id} scope="col" id={`${idPrefix}-col-${column.id}`}>
                  <FormattedText html={column.text} inline />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" id={`${idPrefix}-row-${row.id}`}>
                  <FormattedText html={row.text} inline />
                </th>
                {data.columns.map((column) => {
                  const id = `${idPrefix}-cell-${row.id}-${column.id}`;
                  return (
                    <td key={column.id}>
                      <label className="qm-matrix__cell" htmlFor={id}>
                        <input
                          id={id}
                          type="radio"
                          name={`${idPrefix}-row-${row.id}`}
                          value={column.id}
                          checked={answer.cells[row.id] === column.id}
                          disabled={readOnly}
                          aria-labelledby={`${idPrefix}-row-${row.id} ${idPrefix}-col-${column.id}`}
                          onChange={() => {
                            if (!readOnly) onAnswer({ cells: { ...answer.cells, [row.id]: column.id } });
                          }}
                        />
                      </label>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}

function Review({ data, answer, correct, score, labelledBy }: ReviewProps<'QT_21'>) {
  const { t } = useTranslation('questionsMore');
  const columnText = new Map(data.columns.map((c) => [c.id, c.text]));
  return (
    <ReviewFrame score={score} labelledBy={labelledBy}>
      <ScrollRegion className="qm-table-scroll" labelledBy={labelledBy}>
        <table className="qm-matrix">
          <thead>
            <tr>
              <th scope="col">{t('matrix.rowHeader')}</th>
              <th scope="col">{t('review.yourAnswer')}</th>
              {correct ? <th scope="col">{t('review.rightAnswer')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => {
              const given = answer?.cells[row.id];
              const expected = correct?.cells[row.id];
              const verdict = partVerdict(given, expected, correct !== null);
              return (
                <tr key={row.id}>
                  <th scope="row">
                    <FormattedText html={row.text} inline />
                  </th>
                  <td>
                    {given ? <FormattedText html={columnText.get(given) ?? ''} inline /> : null} {verdict ? <Verdict verdict={verdict} /> : null}
                  </td>
                  {correct ? <td>{expected ? <FormattedText html={columnText.get(expected) ?? ''} inline /> : null}</td> : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </ReviewFrame>
  );
}

export const kind: QuestionKindModule<'QT_21'> = { Editor, Player, Review };
