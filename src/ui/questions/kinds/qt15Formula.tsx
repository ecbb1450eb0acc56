// QT_15 formula answer: typed as plain text, previewed with KaTeX, scored by equivalence (domain formula.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseFormula } from '@domain/assessments/formula';
import { FormattedText } from '@ui/components/FormattedText';
import { TextField } from '@ui/components/TextField';
import type { EditorProps, PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { formulaHtml } from '@ui/questions/parts/formulaTex';
import { issuesAt, useIssueListText } from '@ui/questions/shared/issues';
import { ReviewFrame } from '@ui/questions/parts/ReviewFrame';
import { Verdict, type PartVerdict } from '@ui/questions/parts/Verdict';
import '@ui/questions/parts/parts.css';

/** Whether the domain can read the formula: true, false, or null when it cannot tell (not available). */
function readable(text: string, variables: readonly string[]): boolean | null {
  try {
    return parseFormula(text, variables).ok;
  } catch {
    return null;
  }
}

function FormulaPreview({ text, id }: { text: string; id?: string }) {
  const { t } = useTranslation('questionsMore');
  const html = formulaHtml(text);
  return (
    <div className="qm-preview" id={id}>
      <p className="qm-preview__title">{t('formula.preview')}</p>
      {html === '' ? <p className="qm-muted">{t('formula.previewEmpty')}</p> : <FormattedText html={html} />}
    </div>
  );
}

function SyntaxHelp({ variables }: { variables: readonly string[] }) {
  const { t } = useTranslation('questionsMore');
  return (
    <details className="qm-syntax">
      <summary>{t('formula.syntax.title')}</summary>
      <ul>
        <li>{t('formula.syntax.numbers')}</li>
        <li>{variables.length > 0 ? t('formula.syntax.variables', { list: variables.join(', ') }) : t('formula.syntax.noVariables')}</li>
        <li>
          {t('formula.syntax.operators')} <code>+ - * / ^ ( )</code>
        </li>
        <li>
          {t('formula.syntax.implicit')} <code>2x</code>, <code>3(x+1)</code>
        </li>
        <li>
          {t('formula.syntax.functions')} <code>sqrt( ) sin( ) cos( ) tan( ) ln( ) log( ) exp( ) abs( )</code>, <code>pi</code>, <code>e</code>
        </li>
      </ul>
    </details>
  );
}

/** "x, y" → ['x', 'y']. */
function readVariables(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

function Editor({ data, onChange, issues, idPrefix }: EditorProps<'QT_15'>) {
  const { t } = useTranslation('questionsMore');
  const issueText = useIssueListText();
  const [variablesDraft, setVariablesDraft] = useState(() => data.variables.join(', '));
  const [seen, setSeen] = useState(data.variables);
  if (seen !== data.variables && readVariables(variablesDraft).join(',') !== data.variables.join(',')) {
    setSeen(data.variables);
    setVariablesDraft(data.variables.join(', '));
  }
  const ok = data.expression.trim() === '' ? true : readable(data.expression, data.variables);
  return (
    <div className="qm-editor">
      <TextField
        id={`${idPrefix}-variables`}
        name={`${idPrefix}-variables`}
        label={t('formula.editor.variables')}
        hint={t('formula.editor.variablesHint')}
        value={variablesDraft}
        onChange={(text) => {
          setVariablesDraft(text);
          const variables = readVariables(text);
          setSeen(variables);
          onChange({ ...data, variables });
        }}
        error={issueText(issuesAt(issues, '/variables', true))}
      />
      <TextField
        id={`${idPrefix}-expression`}
        name={`${idPrefix}-expression`}
        label={t('formula.editor.expression')}
        hint={t('formula.editor.expressionHint')}
        value={data.expression}
        onChange={(expression) => onChange({ ...data, expression })}
        error={issueText(issuesAt(issues, '/expression', true)) ?? (ok === false ? t('formula.unreadable') : undefined)}
        required
      />
      <FormulaPreview text={data.expression} />
      <SyntaxHelp variables={data.variables} />
    </div>
  );
}

function Player({ data, answer, onAnswer, readOnly, labelledBy, idPrefix }: PlayerProps<'QT_15'>) {
  const { t } = useTranslation('questionsMore');
  const inputId = `${idPrefix}-formula`;
  const previewId = `${idPrefix}-formula-preview`;
  const helpId = `${idPrefix}-formula-help`;
  const ok = answer.text.trim() === '' ? true : readable(answer.text, data.variables);
  return (
    <div className="qm-player" role="group" aria-labelledby={labelledBy}>
      <label htmlFor={inputId} className="tz-field__label">
        {t('formula.label')}
      </label>
      <input
        id={inputId}
        className="qm-input qm-input--wide"
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={answer.text}
        readOnly={readOnly}
        maxLength={200}
        aria-invalid={ok === false || undefined}
        aria-describedby={`${helpId} ${previewId}`}
        onChange={(event) => {
          if (!readOnly) onAnswer({ text: event.target.value });
        }}
      />
      <p className="qm-hint" id={helpId}>
        {data.variables.length > 0 ? t('formula.help', { list: data.variables.join(', ') }) : t('formula.helpNoVariables')}
      </p>
      <p className="tz-field__error" role="status">
        {ok === false ? t('formula.unreadable') : null}
      </p>
      <FormulaPreview text={answer.text} id={previewId} />
      {readOnly ? null : <SyntaxHelp variables={data.variables} />}
    </div>
  );
}

function Review({ answer, correct, score, labelledBy }: ReviewProps<'QT_15'>) {
  const { t } = useTranslation('questionsMore');
  const given = answer?.text.trim() ?? '';
  const verdict: PartVerdict | null = given === '' ? 'unanswered' : score && score.outcome !== 'needs-grading' ? (score.outcome === 'correct' ? 'right' : 'wrong') : null;
  return (
    <ReviewFrame score={score} labelledBy={labelledBy}>
      <p>
        <span className="qm-legend">{t('review.yourAnswer')}</span> {given !== '' ? <FormattedText html={formulaHtml(given)} inline /> : null} {verdict ? <Verdict verdict={verdict} /> : null}
      </p>
      {given !== '' ? (
        <p className="qm-muted">
          {t('formula.typed')} <code>{given}</code>
        </p>
      ) : null}
      {correct ? (
        <p className="qm-right-answer">
          {t('review.rightAnswer')}: <FormattedText html={formulaHtml(correct.text)} inline />
        </p>
      ) : null}
    </ReviewFrame>
  );
}

export const kind: QuestionKindModule<'QT_15'> = { Editor, Player, Review };
