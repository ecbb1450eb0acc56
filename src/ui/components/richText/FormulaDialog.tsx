import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@ui/components/Dialog';
import { Field } from '@ui/components/Field';
import { loadTexRenderer } from '@ui/components/FormattedText';
import { purifyRendered } from '@ui/components/formattedText/purifyConfig';
import type { TexRenderer } from '@ui/components/formattedText/renderFormattedHtml';
import { DialogForm, DialogFormActions } from '@ui/components/richText/DialogForm';
import type { FormulaAttributes } from '@ui/components/richText/formulaNode';

interface FormulaDialogProps {
  open: boolean;
  /** The formula being edited, or an empty one to insert. */
  initial: FormulaAttributes;
  onSubmit: (formula: FormulaAttributes) => void;
  onClose: () => void;
}

export const FORMULA_MAX = 2000;

/** KaTeX's own message for TeX it cannot read (it renders errors instead of throwing), or undefined. */
export function texError(rendered: string): string | undefined {
  const template = document.createElement('template');
  template.innerHTML = rendered;
  const error = template.content.querySelector('.katex-error');
  return error ? (error.getAttribute('title') ?? error.textContent ?? '') : undefined;
}

/** Writes or edits a formula in TeX with a live KaTeX preview; refuses an empty or unreadable one, saying why. */
export function FormulaDialog({ open, initial, onSubmit, onClose }: FormulaDialogProps) {
  const { t } = useTranslation('components');
  const [tex, setTex] = useState(initial.tex);
  const [display, setDisplay] = useState(initial.display);
  const [renderer, setRenderer] = useState<TexRenderer | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const previewId = useId();

  useEffect(() => {
    let active = true;
    loadTexRenderer().then(
      (render) => {
        if (active) setRenderer(() => render);
      },
      () => {
        if (active) setError(t('richText.formula.errors.unavailable'));
      },
    );
    return () => {
      active = false;
    };
  }, [t]);

  const trimmed = tex.trim();
  const preview = renderer && trimmed !== '' ? renderer(trimmed, display) : '';

  const handleSubmit = () => {
    if (trimmed === '') {
      setError(t('richText.formula.errors.empty'));
      return;
    }
    const problem = preview === '' ? undefined : texError(preview);
    if (problem !== undefined) {
      setError(t('richText.formula.errors.invalid', { message: problem }));
      return;
    }
    onSubmit({ tex: trimmed, display });
  };

  const editing = initial.tex !== '';
  return (
    <Dialog open={open} title={t(editing ? 'richText.formula.editTitle' : 'richText.formula.title')} onClose={onClose}>
      <DialogForm onSubmit={handleSubmit}>
        <Field
          className={`tz-field${error ? ' tz-textfield--invalid' : ''}`}
          htmlFor="rt-formula-tex"
          label={t('richText.formula.tex')}
          required
          hint={t('richText.formula.texHint')}
          hintId="rt-formula-tex-hint"
          error={error}
          errorId="rt-formula-tex-error"
        >
          <div className="tz-textfield__control">
            <textarea
              id="rt-formula-tex"
              className="tz-textfield__input rt-formula-input"
              value={tex}
              rows={3}
              maxLength={FORMULA_MAX}
              spellCheck={false}
              autoCapitalize="off"
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby="rt-formula-tex-hint rt-formula-tex-error"
              onChange={(event) => {
                setTex(event.target.value);
                setError(undefined);
              }}
            />
          </div>
        </Field>
        <div className="rt-checkbox">
          <input id="rt-formula-display" type="checkbox" checked={display} onChange={(event) => setDisplay(event.target.checked)} />
          <label htmlFor="rt-formula-display">{t('richText.formula.display')}</label>
        </div>
        <section className="rt-formula-preview" aria-labelledby={previewId}>
          <h3 id={previewId} className="rt-formula-preview__title">
            {t('richText.formula.preview')}
          </h3>
          {preview === '' ? (
            <p className="rt-formula-preview__empty">{renderer === null && trimmed !== '' ? t('richText.loading') : t('richText.formula.previewEmpty')}</p>
          ) : (
            // KaTeX's output (trust off) through the renderer's sanitiser, as everywhere else.
            <div className="rt-formula-preview__body tz-formatted" dangerouslySetInnerHTML={{ __html: purifyRendered(preview) }} />
          )}
        </section>
        <DialogFormActions label={t(editing ? 'richText.formula.update' : 'richText.formula.insert')} onSubmit={handleSubmit} onCancel={onClose} />
      </DialogForm>
    </Dialog>
  );
}
