import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '@domain/assessments/questionModel';
import { parseGapText, type GapSegment } from '@domain/assessments/gapText';
import { Field } from '@ui/components/Field';
import { InlineText } from '@ui/questions/parts/InlineText';
import { issuesAt, useIssueListText } from '@ui/questions/shared/issues';
import '@ui/components/TextField.css';
import './parts.css';

/** The domain's reading of a gap text, or null when it cannot be read (yet). */
export function safeParseGapText(text: string): GapSegment[] | null {
  try {
    return parseGapText(text);
  } catch {
    return null;
  }
}

export interface GapTextEditorProps {
  id: string;
  /** Where the type's wording lives in `questionsMore`: `<copy>.text` (the label), `<copy>.syntax` (how its gaps are written) and `<copy>.example`. */
  copy: string;
  value: string;
  onChange: (text: string) => void;
  issues: readonly ValidationIssue[];
  /** How a gap looks in the preview. */
  renderGap: (raw: string, index: number) => ReactNode;
}

/** A gap text ([[…]]) in a textarea, its syntax explained, and a live preview of how it reads. */
export function GapTextEditor({ id, copy, value, onChange, issues, renderGap }: GapTextEditorProps) {
  const { t } = useTranslation('questionsMore');
  const example = t(`${copy}.example`);
  const issueText = useIssueListText();
  const segments = useMemo(() => safeParseGapText(value), [value]);
  const error = issueText(issuesAt(issues, '/text', true));
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const previewId = `${id}-preview`;
  return (
    <div className="qm-gap-editor">
      <Field className={`tz-field${error ? ' tz-textfield--invalid' : ''}`} htmlFor={id} label={t(`${copy}.text`)} required hint={t(`${copy}.syntax`)} hintId={hintId} error={error} errorId={errorId}>
        <div className="tz-textfield__control">
          <textarea
            id={id}
            className="tz-textfield__input qm-textarea"
            rows={5}
            value={value}
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={`${hintId} ${id}-example ${errorId}`}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      </Field>
      <p className="qm-example" id={`${id}-example`}>
        {t('gapText.example')} <code>{example}</code>
      </p>
      <section className="qm-preview" aria-labelledby={previewId}>
        <h3 id={previewId} className="qm-preview__title">
          {t('gapText.preview')}
        </h3>
        {value.trim() === '' ? (
          <p className="qm-muted">{t('gapText.previewEmpty')}</p>
        ) : segments === null ? (
          <p className="qm-muted">{t('gapText.previewUnavailable')}</p>
        ) : (
          <p className="qm-gap-text">
            {segments.map((segment, i) =>
              segment.kind === 'text' ? <InlineText key={i} text={segment.text} /> : <span key={i}>{renderGap(segment.raw, segment.index)}</span>,
            )}
          </p>
        )}
      </section>
    </div>
  );
}
