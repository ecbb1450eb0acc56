import { Component, lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@ui/components/Button';
import { FieldError } from '@ui/components/FieldError';
import { Icon } from '@ui/components/Icon';
import { Spinner } from '@ui/components/Spinner';
import type { RichTextImages } from '@ui/components/richText/images';
import '@ui/components/TextField.css';
import './richTextField.css';

// The editor (Tiptap, ProseMirror and the toolbar) is a chunk of its own, fetched when a form that
// writes formatted text first shows: never on the start page or the login page.
const loadEditor = () => import('@ui/components/richText/RichTextEditor').then((module) => ({ default: module.RichTextEditor }));

export interface RichTextFieldProps {
  id: string;
  label: string;
  /** Sanitised HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  hint?: string;
  /** A validation message, already translated. */
  error?: string;
  required?: boolean;
  /** Offered when the form can upload images to the course. */
  images?: RichTextImages;
}

class LoadBoundary extends Component<{ fallback: (retry: () => void) => ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}

/**
 * A form field for formatted text: the visible label, the editor (loaded on demand), a hint that
 * tells how to reach the toolbar, and the error paragraph that announces messages.
 */
export function RichTextField({ id, label, value, onChange, onBlur, hint, error, required = false, images }: RichTextFieldProps) {
  const { t } = useTranslation('components');
  const labelId = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React keeps a failed import's error, a retry must import again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const RichTextEditor = useMemo(() => lazy(loadEditor), [attempt]);

  const focusText = () => document.getElementById(id)?.focus();

  return (
    <div className={`tz-field rt-field${error ? ' tz-textfield--invalid' : ''}`}>
      {/* Not a <label for>: the surface is a contenteditable, named through aria-labelledby. */}
      <span id={labelId} className="tz-field__label" onClick={focusText}>
        {label}
        {required ? (
          <span className="tz-field__required" aria-hidden="true" title={t('textField.required')}>
            *
          </span>
        ) : null}
      </span>
      <LoadBoundary
        key={attempt}
        fallback={(retry) => (
          <div className="rt-field__failed" role="alert">
            <Icon name="alert" size={16} />
            <span>{t('richText.loadFailed')}</span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setAttempt((n) => n + 1);
                retry();
              }}
            >
              {t('errorState.retry')}
            </Button>
          </div>
        )}
      >
        <Suspense
          fallback={
            <div className="rt-field__loading">
              <Spinner label={t('richText.loading')} />
            </div>
          }
        >
          <RichTextEditor
            id={id}
            labelId={labelId}
            describedBy={`${hintId} ${errorId}`}
            required={required}
            invalid={Boolean(error)}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            images={images}
          />
        </Suspense>
      </LoadBoundary>
      <p className="tz-field__hint" id={hintId}>
        {hint ? `${hint} ` : ''}
        {t('richText.keyboardHint')}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
