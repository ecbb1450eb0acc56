// Files on board messages (ADRs 0517–0518): choosing them for a message (uploaded at once, with progress and Remove,
// which cancels an upload on its way), the list a message shows with its downloads, removing one (asked first), adding
// more to a posted message, and a file from Google Drive where the tenant offers it.
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MESSAGE_FILE_KINDS, MESSAGE_MAX_FILES } from '@domain/board/messageFiles';
import { acceptAttribute } from '@domain/content/uploadRules';
import { BoardAttachments } from '@application/board/BoardAttachments';
import type { BoardStore, BoardWrite } from '@application/board/BoardStore';
import type { BoardReply, MessageFile } from '@application/board/Message';
import { SessionStore } from '@application/session/SessionStore';
import { ToastStore } from '@application/feedback/ToastStore';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { Button } from '@ui/components/Button';
import { FieldError } from '@ui/components/FieldError';
import { Icon } from '@ui/components/Icon';
import { TextField } from '@ui/components/TextField';
import { ConfirmDialog } from '@ui/pages/courses/ConfirmDialog';
import { FileBatchList } from '@ui/pages/viewer/FileBatchList';
import { formatFileSize } from '@ui/pages/viewer/viewerFormat';

/** The text of a refused file write: the domain's code before sending, or the server's error. */
function useFileWriteError() {
  const { t } = useTranslation('board');
  return (write: BoardWrite): string | undefined => {
    if (write.ok) return undefined;
    return write.val.kind === 'invalid' ? t(`errors.${write.val.error.code}`) : errorMessage(t, write.val.error);
  };
}

/** One attachments form per message form: its files go to `courseGuid`, with room for what the message has left. */
export function useAttachments(courseGuid: string, held = 0): BoardAttachments {
  const attachments = useService(BoardAttachments);
  useEffect(() => attachments.forMessage(courseGuid, held), [attachments, courseGuid, held]);
  useEffect(() => () => attachments.batch.dispose(), [attachments]);
  return attachments;
}

/** The file picker of a message form and the files chosen, each uploading as soon as it is chosen. */
export const FilePicker = observer(function FilePicker({ attachments, held = 0 }: { attachments: BoardAttachments; held?: number }) {
  const { t } = useTranslation('board');
  const id = useId();
  const batch = attachments.batch;
  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => {
    batch.addFiles(Array.from(event.target.files ?? []));
    event.target.value = '';
  };
  return (
    <div className="tz-field board-files__picker">
      <label className="tz-field__label" htmlFor={id}>
        {t('files.label')}
      </label>
      <input id={id} type="file" multiple accept={acceptAttribute(MESSAGE_FILE_KINDS)} onChange={handleFiles} disabled={!batch.hasRoom} aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className="tz-field__hint">
        {t('files.hint', { max: MESSAGE_MAX_FILES, left: MESSAGE_MAX_FILES - held })}
      </p>
      <FileBatchList files={batch.files} onRemove={(fileId) => batch.removeFile(fileId)} />
      <p className="board-files__status" aria-live="polite">
        {batch.uploading ? t('files.uploading') : ''}
      </p>
    </div>
  );
});

/** A message's files: download links with name, size and type; Remove (asked first) for whoever may change it. */
export const MessageFileList = observer(function MessageFileList({ store, message }: { store: BoardStore; message: BoardReply }) {
  const { t, i18n } = useTranslation('board');
  const [removing, setRemoving] = useState<MessageFile | undefined>(undefined);
  if (message.files.length === 0) return null;
  return (
    <>
      <ul className="board-files" aria-label={t('files.listLabel', { count: message.files.length })}>
        {message.files.map((file) => (
          <li key={file.guid} className="board-files__file">
            <Icon name="book" />
            <a href={file.url} download={file.name} className="board-files__name">
              {file.name}
            </a>
            <span className="board-files__meta">
              {t(`files.kinds.${file.mediaType}`, { defaultValue: file.mime })} · {formatFileSize(t, file.size, i18n.language)}
            </span>
            {message.abilities.update ? (
              <Button variant="ghost" size="sm" icon={<Icon name="trash" />} onClick={() => setRemoving(file)} aria-label={t('files.removeOf', { name: file.name })}>
                {t('files.remove')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {removing ? (
        <ConfirmDialog open title={t('files.confirmTitle', { name: removing.name })} confirmLabel={t('files.remove')} onConfirm={() => store.removeFile(message, removing)} successToastKey="board:files.removed" onClose={() => setRemoving(undefined)}>
          <p>{t('files.confirmBody')}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
});

/** More files for a posted message: uploads, or one from Google Drive where the tenant offers it. */
export const AddFiles = observer(function AddFiles({ store, message }: { store: BoardStore; message: BoardReply }) {
  const { t } = useTranslation('board');
  const session = useService(SessionStore);
  const [open, setOpen] = useState(false);
  if (!message.abilities.update || message.files.length >= MESSAGE_MAX_FILES) return null;
  if (!open) {
    return (
      <Button variant="ghost" size="sm" icon={<Icon name="plus" />} onClick={() => setOpen(true)}>
        {t('files.add')}
      </Button>
    );
  }
  return (
    <div className="board-files__add">
      <UploadMore store={store} message={message} onDone={() => setOpen(false)} />
      {session.tenant.flags.googleDrive ? <FromDrive store={store} message={message} onDone={() => setOpen(false)} /> : null}
    </div>
  );
});

const UploadMore = observer(function UploadMore({ store, message, onDone }: { store: BoardStore; message: BoardReply; onDone: () => void }) {
  const { t } = useTranslation('board');
  const toasts = useService(ToastStore);
  const writeError = useFileWriteError();
  const attachments = useAttachments(message.courseGuid, message.files.length);
  const [error, setError] = useState<string | undefined>(undefined);
  const errorId = useId();
  const guids = attachments.batch.uploadedGuids;
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const failed = writeError(await store.attachFiles(message, guids));
    setError(failed);
    if (failed !== undefined) return;
    attachments.batch.clear();
    toasts.show('board:files.attached', 'success');
    onDone();
  };
  return (
    <form className="board-files__form" onSubmit={(event) => void handleSubmit(event)} aria-label={t('files.addLabel')}>
      <FilePicker attachments={attachments} held={message.files.length} />
      <FieldError id={errorId} message={error} />
      <div className="board-composer__actions">
        <Button variant="ghost" onClick={onDone}>
          {t('compose.cancel')}
        </Button>
        <Button type="submit" loading={store.writing} disabled={attachments.batch.uploading || guids.length === 0}>
          {t('files.attach')}
        </Button>
      </div>
    </form>
  );
});

const FromDrive = observer(function FromDrive({ store, message, onDone }: { store: BoardStore; message: BoardReply; onDone: () => void }) {
  const { t } = useTranslation('board');
  const toasts = useService(ToastStore);
  const writeError = useFileWriteError();
  const id = useId();
  const [link, setLink] = useState('');
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const failed = writeError(await store.attachFromDrive(message, link, token));
    setError(failed);
    if (failed !== undefined) return;
    setToken('');
    toasts.show('board:files.attached', 'success');
    onDone();
  };
  return (
    <form className="board-files__form" onSubmit={(event) => void handleSubmit(event)} aria-label={t('drive.label')}>
      <p className="board-files__drive-title">{t('drive.title')}</p>
      <TextField id={`${id}-link`} name="drive-link" label={t('drive.link')} hint={t('drive.linkHint')} value={link} onChange={setLink} required />
      <TextField id={`${id}-token`} name="drive-token" type="password" autoComplete="off" label={t('drive.token')} hint={t('drive.tokenHint')} value={token} onChange={setToken} required />
      <FieldError id={`${id}-error`} message={error} />
      <div className="board-composer__actions">
        <Button type="submit" loading={store.writing}>
          {t('drive.fetch')}
        </Button>
      </div>
    </form>
  );
});
