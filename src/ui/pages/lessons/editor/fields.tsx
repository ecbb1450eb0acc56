import type { FormikProps } from 'formik';
import type { TFunction } from 'i18next';
import { contentFileGuid, contentFilePath } from '@domain/content/htmlPolicy';
import { CheckboxField, type CheckboxFieldProps } from '@ui/components/CheckboxField';
import { DateInput } from '@ui/components/DateInput';
import { Field } from '@ui/components/Field';
import type { RichTextImages } from '@ui/components/richText/images';
import { TextAreaField, type TextAreaFieldProps } from '@ui/components/TextAreaField';
import { UploadField } from '@ui/pages/lessons/editor/UploadField';
import '@ui/components/TextField.css';

/** A formik error of `path` (e.g. `pages.2.title`), shown once touched or after a submit, translated from `lesson:validation.*`. */
export function fieldError<V>(form: FormikProps<V>, path: string, t: TFunction, params: Record<string, unknown> = {}): string | undefined {
  const dig = (root: unknown) => path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), root);
  const error = dig(form.errors);
  const shown = form.submitCount > 0 || dig(form.touched) === true;
  return shown && typeof error === 'string' ? t(`lesson:validation.${error}`, params) : undefined;
}

type TextAreaProps = Omit<TextAreaFieldProps, 'readOnly' | 'describedBy' | 'textareaRef'>;

/** An item form's multi-line text box. */
export function TextArea({ rows = 6, ...props }: TextAreaProps) {
  return <TextAreaField textareaClassName="editor-textarea" rows={rows} {...props} />;
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

/** An item form's checkbox. */
export function Checkbox(props: Omit<CheckboxFieldProps, 'name' | 'disabled'>) {
  return <CheckboxField className="editor-checkbox" {...props} />;
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
