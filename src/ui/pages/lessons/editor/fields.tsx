import type { ChangeEvent } from 'react';
import type { FormikProps } from 'formik';
import type { TFunction } from 'i18next';
import { contentFileGuid, contentFilePath } from '@domain/content/htmlPolicy';
import { DateInput } from '@ui/components/DateInput';
import { Field } from '@ui/components/Field';
import type { RichTextImages } from '@ui/components/richText/images';
import { RichTextField } from '@ui/components/richText/RichTextField';
import { UploadField } from '@ui/pages/lessons/editor/UploadField';
import '@ui/components/TextField.css';

/** A formik error of `path` (e.g. `pages.2.title`), shown once touched or after a submit, translated from `lesson:validation.*`. */
export function fieldError<V>(form: FormikProps<V>, path: string, t: TFunction, params: Record<string, unknown> = {}): string | undefined {
  const dig = (root: unknown) => path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), root);
  const error = dig(form.errors);
  const shown = form.submitCount > 0 || dig(form.touched) === true;
  return shown && typeof error === 'string' ? t(`lesson:validation.${error}`, params) : undefined;
}

interface TextAreaProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  required?: boolean;
  rows?: number;
  maxLength?: number;
}

export function TextArea({ id, label, value, onChange, onBlur, error, hint, required = false, rows = 6, maxLength }: TextAreaProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Field className={`tz-field${error ? ' tz-textfield--invalid' : ''}`} htmlFor={id} label={label} required={required} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <div className="tz-textfield__control">
        <textarea
          id={id}
          className="tz-textfield__input editor-textarea"
          value={value}
          rows={rows}
          maxLength={maxLength}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${hint ? hintId : ''} ${errorId}`.trim()}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      </div>
    </Field>
  );
}

interface HtmlFieldProps {
  id: string;
  label: string;
  /** Sanitised HTML; '' when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Images of the text, uploaded to this course; without it the editor offers no images. */
  images?: RichTextImages;
}

/** Formatted text (documents, instructions, question statements) in the rich-text editor; the value stays sanitised HTML. */
export function HtmlField({ id, label, value, onChange, onBlur, error, hint, required = false, images }: HtmlFieldProps) {
  return <RichTextField id={id} label={label} value={value} onChange={onChange} onBlur={onBlur} error={error} hint={hint} required={required} images={images} />;
}

/** The images of a course's formatted text: uploaded through the upload pipeline, shown through the signed URLs the API gave. */
export function courseImages(courseGuid: string, media: Readonly<Record<string, { url: string } | undefined>>): RichTextImages {
  return {
    renderUpload: ({ id, label, onUploaded }) => (
      <UploadField
        id={id}
        label={label}
        courseGuid={courseGuid}
        purpose="content"
        kinds={['image']}
        initial={undefined}
        required
        onChange={() => undefined}
        onUploaded={(file) => onUploaded({ src: contentFilePath(file.guid), url: file.url, name: file.name })}
      />
    ),
    displayUrl: (src) => {
      const guid = contentFileGuid(src);
      return guid === undefined ? undefined : media[guid]?.url;
    },
  };
}

export function Checkbox({ id, label, checked, onChange, hint }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: string }) {
  const hintId = `${id}-hint`;
  return (
    <div className="editor-checkbox">
      <input id={id} type="checkbox" checked={checked} aria-describedby={hint ? hintId : undefined} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="tz-field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

export function DateTimeField({ id, label, value, onChange, onBlur, error, hint }: Omit<TextAreaProps, 'rows' | 'maxLength' | 'required'>) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Field className={`tz-field${error ? ' tz-textfield--invalid' : ''}`} htmlFor={id} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <div className="tz-textfield__control">
        <DateInput
          id={id}
          kind="datetime"
          value={value}
          invalid={Boolean(error)}
          describedBy={`${hint ? hintId : ''} ${errorId}`.trim()}
          onChange={onChange}
          onBlur={onBlur}
        />
      </div>
    </Field>
  );
}
