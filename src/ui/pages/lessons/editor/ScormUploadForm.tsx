import { useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ToastStore } from '@application/feedback/ToastStore';
import { ScormUploadStore } from '@application/standards/ScormUploadStore';
import { XapiUploadStore } from '@application/standards/XapiStores';
import { Alert } from '@ui/components/Alert';
import { Button, buttonClassName } from '@ui/components/Button';
import { FieldError } from '@ui/components/FieldError';
import { TextField } from '@ui/components/TextField';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { ContentTypeIcon } from '@ui/pages/lessons/editor/ContentTypeIcon';
import { ITEM_NAME_MAX } from '@ui/pages/lessons/editor/itemForm';

/**
 * A package zip as a new lesson item — SCORM 1.2 or 2004, or xAPI (`kind`): the server reads the package and says why
 * when it refuses it.
 */
export const ScormUploadForm = observer(function ScormUploadForm({ lessonGuid, base, kind = 'scorm' }: { lessonGuid: string; base: string; kind?: 'scorm' | 'xapi' }) {
  const { t } = useTranslation('lesson');
  const scorm = useService(ScormUploadStore);
  const xapi = useService(XapiUploadStore);
  const store = kind === 'xapi' ? xapi : scorm;
  const code = kind === 'xapi' ? 'CTTY_20' : 'CTTY_10';
  const toasts = useService(ToastStore);
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const hintId = useId();
  const errorId = useId();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await store.send(lessonGuid, name);
    if (result.err) return;
    toasts.show('lesson:editor.created', 'success');
    void navigate(base);
  };

  const refusal = store.error ? errorMessage(t, store.error) : undefined;

  return (
    <>
      <PageHeading title={t('editor.addTitle', { type: t(`contentTypes.${kind}`, { ns: 'catalog' }) })} />
      <p className="editor-lead">
        <ContentTypeIcon code={code} /> {t(`editor.${kind}.lead`)}
      </p>
      <form className="item-form stack" noValidate onSubmit={(event) => void handleSubmit(event)}>
        {refusal ? <Alert tone="error" title={t(`editor.${kind}.refused`)}>{refusal}</Alert> : null}
        <TextField id="name" name="name" label={t(`editor.${kind}.name`)} hint={t(`editor.${kind}.nameHint`)} value={name} onChange={setName} maxLength={ITEM_NAME_MAX} />
        <div className="tz-field upload-field">
          <label className="tz-field__label" htmlFor="scorm-file">
            {t(`editor.${kind}.file`)}
            <span className="tz-field__required" aria-hidden="true">
              *
            </span>
          </label>
          <input
            id="scorm-file"
            type="file"
            className="upload-field__input"
            accept=".zip,application/zip"
            aria-required
            aria-invalid={refusal ? true : undefined}
            aria-describedby={`${hintId} ${errorId}`}
            disabled={store.sending}
            onChange={(event) => store.choose(event.target.files?.[0])}
          />
          <p className="tz-field__hint" id={hintId}>
            {t(`editor.${kind}.fileHint`)}
          </p>
          <FieldError id={errorId} message={store.error?.code === 'FILE_EMPTY' ? t(`editor.${kind}.chooseFile`) : undefined} />
        </div>
        <div className="cluster editor-actions">
          <Button type="submit" variant="primary" loading={store.sending}>
            {t(`editor.${kind}.submit`)}
          </Button>
          <Link to={base} className={buttonClassName('ghost')}>
            {t('common:cancel')}
          </Link>
        </div>
      </form>
    </>
  );
});
