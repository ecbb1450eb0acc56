// QT_14 numeric answer with a tolerance: "3,5" and "3.5" read the same.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readNumber as readDomainNumber } from '@domain/assessments/scoring';
import { TextField } from '@ui/components/TextField';
import type { EditorProps, PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { issuesAt, useIssueListText } from '@ui/questions/shared/issues';
import { ReviewFrame } from '@ui/questions/parts/ReviewFrame';
import { Verdict, type PartVerdict } from '@ui/questions/parts/Verdict';
import '@ui/questions/parts/parts.css';

/** A number as typed with a decimal comma or dot: the domain's reading (the one scoring uses); null when it is not one. */
export function readNumber(text: string): number | null {
  return readDomainNumber(text) ?? null;
}

/** How the teacher's numbers are shown: with the language's decimal separator. */
function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 10, useGrouping: false }).format(value);
}

function NumberField({ id, label, value, onChange, error, hint }: { id: string; label: string; value: number; onChange: (n: number) => void; error?: string; hint?: string }) {
  const { t, i18n } = useTranslation('questionsMore');
  const [draft, setDraft] = useState(() => formatNumber(value, i18n.language));
  const [seen, setSeen] = useState(value);
  // The value changed from outside (a sample loaded): show it.
  if (value !== seen && readNumber(draft) !== value) {
    setSeen(value);
    setDraft(formatNumber(value, i18n.language));
  }
  const parsed = readNumber(draft);
  return (
    <TextField
      id={id}
      name={id}
      label={label}
      value={draft}
      hint={hint}
      onChange={(text) => {
        setDraft(text);
        const n = readNumber(text);
        if (n !== null) {
          setSeen(n);
          onChange(n);
        }
      }}
      error={draft.trim() === '' ? t('numeric.editor.required') : parsed === null ? t('numeric.notANumber') : error}
    />
  );
}

function Editor({ data, onChange, issues, idPrefix }: EditorProps<'QT_14'>) {
  const { t } = useTranslation('questionsMore');
  const issueText = useIssueListText();
  return (
    <div className="qm-editor">
      <NumberField id={`${idPrefix}-value`} label={t('numeric.editor.value')} value={data.value} onChange={(value) => onChange({ ...data, value })} error={issueText(issuesAt(issues, '/value', true))} />
      <NumberField
        id={`${idPrefix}-tolerance`}
        label={t('numeric.editor.tolerance')}
        hint={t('numeric.editor.toleranceHint')}
        value={data.tolerance}
        onChange={(tolerance) => onChange({ ...data, tolerance })}
        error={issueText(issuesAt(issues, '/tolerance', true))}
      />
      <TextField
        id={`${idPrefix}-unit`}
        name={`${idPrefix}-unit`}
        label={t('numeric.editor.unit')}
        hint={t('numeric.editor.unitHint')}
        value={data.unit ?? ''}
        onChange={(unit) => onChange({ ...data, unit: unit === '' ? null : unit })}
        error={issueText(issuesAt(issues, '/unit', true))}
        maxLength={40}
      />
    </div>
  );
}

function Player({ data, answer, onAnswer, readOnly, labelledBy, idPrefix }: PlayerProps<'QT_14'>) {
  const { t } = useTranslation('questionsMore');
  const inputId = `${idPrefix}-number`;
  const helpId = `${idPrefix}-number-help`;
  const unitId = `${idPrefix}-number-unit`;
  const invalid = answer.text.trim() !== '' && readNumber(answer.text) === null;
  return (
    <div className="qm-player" role="group" aria-labelledby={labelledBy}>
      <label htmlFor={inputId} className="tz-field__label">
        {t('numeric.label')}
      </label>
      <div className="qm-answer-line">
        <input
          id={inputId}
          className="qm-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={answer.text}
          readOnly={readOnly}
          aria-invalid={invalid || undefined}
          aria-describedby={`${data.unit ? `${unitId} ` : ''}${helpId}`}
          maxLength={40}
          onChange={(event) => {
            if (!readOnly) onAnswer({ text: event.target.value });
          }}
        />
        {data.unit ? (
          <span className="qm-unit" id={unitId}>
            {data.unit}
          </span>
        ) : null}
      </div>
      <p className="qm-hint" id={helpId}>
        {t('numeric.help')}
      </p>
      <p className="tz-field__error" role="status">
        {invalid ? t('numeric.notANumber') : null}
      </p>
    </div>
  );
}

function Review({ data, answer, correct, score, labelledBy }: ReviewProps<'QT_14'>) {
  const { t, i18n } = useTranslation('questionsMore');
  const given = answer?.text.trim() ?? '';
  const expected = correct ? readNumber(correct.text) : null;
  const verdict: PartVerdict | null =
    given === ''
      ? 'unanswered'
      : score && score.outcome !== 'needs-grading'
        ? score.outcome === 'correct'
          ? 'right'
          : 'wrong'
        : expected !== null
          ? readNumber(given) === expected
            ? 'right'
            : 'wrong'
          : null;
  const unit = data.unit ? ` ${data.unit}` : '';
  return (
    <ReviewFrame score={score} labelledBy={labelledBy}>
      <p>
        <span className="qm-legend">{t('review.yourAnswer')}</span>{' '}
        {given !== '' ? (
          <span>
            {given}
            {unit}
          </span>
        ) : null}{' '}
        {verdict ? <Verdict verdict={verdict} /> : null}
      </p>
      {correct && expected !== null ? (
        <p className="qm-right-answer">
          {t('review.rightAnswer')}: {formatNumber(expected, i18n.language)}
          {unit}
        </p>
      ) : null}
    </ReviewFrame>
  );
}

export const kind: QuestionKindModule<'QT_14'> = { Editor, Player, Review };
