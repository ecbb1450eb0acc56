import { useEffect, useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGE_AUDIENCES, type MessageAudience } from '@domain/board/messages';
import { BoardStore, type BoardWrite } from '@application/board/BoardStore';
import type { BoardMessage, BoardReply } from '@application/board/Message';
import type { AppError } from '@application/shared/AppError';
import type { Result } from '@domain/shared/result';
import { ToastStore } from '@application/feedback/ToastStore';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { Avatar } from '@ui/components/Avatar';
import { Badge } from '@ui/components/Badge';
import { Breadcrumbs } from '@ui/components/Breadcrumbs';
import { Button } from '@ui/components/Button';
import { CheckboxField } from '@ui/components/CheckboxField';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { FormattedText } from '@ui/components/FormattedText';
import { Icon } from '@ui/components/Icon';
import { Select } from '@ui/components/Select';
import { Spinner } from '@ui/components/Spinner';
import { RichTextField } from '@ui/components/richText/RichTextField';
import { ConfirmDialog } from '@ui/pages/courses/ConfirmDialog';
import { LiveBoardAnnouncer, useLandOnMessage, useLiveBoard } from '@ui/pages/board/liveBoard';
import { boardMessageAnchor } from '@ui/pages/notifications/notificationViews';
import { AddFiles, FilePicker, MessageFileList, useAttachments } from '@ui/pages/board/MessageFiles';
import '@ui/pages/board/board.css';

/** The author's name; a teacher whose name the school withholds from students (ADR 0554) is "the teacher". */
function authorName(message: BoardReply, unknown: string, withheld: string): string {
  if (!message.author) return unknown;
  return message.author.withheld ? withheld : `${message.author.name} ${message.author.lastname}`;
}

/** The text of a refused write: the domain's code before sending, or the server's error. */
function useWriteError() {
  const { t } = useTranslation('board');
  return (write: BoardWrite): string | undefined => {
    if (write.ok) return undefined;
    return write.val.kind === 'invalid' ? t(`errors.${write.val.error.code}`) : errorMessage(t, write.val.error);
  };
}

/** /course/{guid}/board: the course's message board (ADR 0510). */
export const BoardPage = observer(function BoardPage() {
  const store = useService(BoardStore);
  const { guid = '' } = useParams();
  const { t } = useTranslation('board');

  useEffect(() => {
    void store.load(guid);
  }, [store, guid]);
  const live = useLiveBoard(store);

  const value = store.value;
  const status = store.board.status;
  useLandOnMessage(value !== undefined);

  return (
    <section className={`page board-page${value?.kidsMode ? ' tz-kids-scope' : ''}`}>
      <Breadcrumbs trail={[...(value ? [{ label: value.courseName, to: `/course/${guid}` }] : []), { label: t('crumb') }]} />
      <PageHeading title={value ? t('title', { course: value.courseName }) : t('crumb')} />
      <LiveBoardAnnouncer live={live} />
      {(status === 'idle' || status === 'loading') && value === undefined ? <Spinner label={t('loading')} /> : null}
      {status === 'failed' ? <ErrorState title={t('loadFailed')} description={errorMessage(t, store.board.error)} onRetry={() => void store.retry()} /> : null}
      {value ? (
        <>
          {value.abilities.moderate ? <StudentsSwitch store={store} /> : null}
          {value.abilities.post ? <Composer store={store} moderate={value.abilities.moderate} /> : <p className="board-page__closed">{t(value.kidsMode ? 'kidsReadOnly' : 'closed')}</p>}
          {store.messages.length === 0 ? (
            <EmptyState icon="people" title={t('empty.title')} description={t(value.abilities.post ? 'empty.hintPost' : 'empty.hint')} />
          ) : (
            <ol className="board-list" aria-label={t('listLabel')}>
              {store.messages.map((message) => (
                <li key={message.guid}>
                  <MessageCard store={store} message={message} canReply={value.abilities.post} />
                </li>
              ))}
            </ol>
          )}
          <Pager store={store} />
        </>
      ) : null}
    </section>
  );
});

const StudentsSwitch = observer(function StudentsSwitch({ store }: { store: BoardStore }) {
  const { t } = useTranslation('board');
  const toasts = useService(ToastStore);
  const id = useId();
  const value = store.value;
  if (!value) return null;
  const handleChange = async (checked: boolean) => {
    const result = await store.setStudentsMayPost(checked);
    toasts.show(result.ok ? (checked ? 'board:switch.opened' : 'board:switch.closed') : 'board:switch.failed', result.ok ? 'success' : 'error');
  };
  return (
    <CheckboxField
      id={`${id}-students`}
      className="board-page__switch"
      label={t('switch.label')}
      hint={t('switch.hint')}
      checked={value.studentsMayPost}
      disabled={store.writing}
      onChange={(checked) => void handleChange(checked)}
    />
  );
});

const Composer = observer(function Composer({ store, moderate, parent, onDone }: { store: BoardStore; moderate: boolean; parent?: BoardMessage; onDone?: () => void }) {
  const { t } = useTranslation('board');
  const toasts = useService(ToastStore);
  const writeError = useWriteError();
  const id = useId();
  const [html, setHtml] = useState('');
  const [audience, setAudience] = useState<MessageAudience>('all');
  const [pinned, setPinned] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  // A new editor after each post: the field starts empty again.
  const [round, setRound] = useState(0);
  const attachments = useAttachments(store.courseGuid ?? '');

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const options = parent ? { parentGuid: parent.guid } : { ...(moderate ? { audience, isPinned: pinned } : {}), fileGuids: attachments.batch.uploadedGuids };
    const result = await store.post(html, options);
    const message = writeError(result);
    setError(message);
    if (message !== undefined) return;
    toasts.show(parent ? 'board:posted.reply' : 'board:posted.message', 'success');
    setHtml('');
    setPinned(false);
    attachments.batch.clear();
    setRound((n) => n + 1);
    onDone?.();
  };

  return (
    <form className={parent ? 'board-composer board-composer--reply' : 'board-composer'} onSubmit={(event) => void handleSubmit(event)} aria-label={t(parent ? 'compose.replyLabel' : 'compose.label')}>
      <RichTextField key={round} id={`${id}-message`} label={t(parent ? 'compose.reply' : 'compose.message')} value={html} onChange={setHtml} error={error} required />
      {moderate && !parent ? (
        <div className="board-composer__options">
          <Select
            id={`${id}-audience`}
            label={t('compose.audience')}
            value={audience}
            options={MESSAGE_AUDIENCES.map((value) => ({ value, label: t(`audience.${value}`) }))}
            onChange={(value) => setAudience(value as MessageAudience)}
          />
          <CheckboxField id={`${id}-pinned`} className="board-composer__pin" label={t('compose.pinned')} checked={pinned} onChange={setPinned} />
        </div>
      ) : null}
      {parent ? null : <FilePicker attachments={attachments} />}
      <div className="board-composer__actions">
        {onDone ? (
          <Button variant="ghost" onClick={onDone}>
            {t('compose.cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={store.writing} disabled={attachments.batch.uploading}>
          {t(parent ? 'compose.sendReply' : 'compose.send')}
        </Button>
      </div>
    </form>
  );
});

const MessageCard = observer(function MessageCard({ store, message, canReply }: { store: BoardStore; message: BoardMessage; canReply: boolean }) {
  const { t } = useTranslation('board');
  const [replying, setReplying] = useState(false);
  const headingId = useId();
  return (
    <article id={boardMessageAnchor(message.guid)} tabIndex={-1} className={message.isPinned ? 'board-message board-message--pinned' : 'board-message'} aria-labelledby={headingId}>
      <MessageBody store={store} message={message} headingId={headingId} />
      {message.replies.length > 0 ? (
        <ol className="board-replies" aria-label={t('repliesLabel', { count: message.replies.length })}>
          {message.replies.map((reply) => (
            <li key={reply.guid} id={boardMessageAnchor(reply.guid)} tabIndex={-1} className="board-reply">
              <MessageBody store={store} message={reply} />
            </li>
          ))}
        </ol>
      ) : null}
      {canReply && !replying ? (
        <Button variant="ghost" size="sm" className="board-message__reply" onClick={() => setReplying(true)}>
          {t('actions.reply')}
        </Button>
      ) : null}
      {replying ? <Composer store={store} moderate={false} parent={message} onDone={() => setReplying(false)} /> : null}
    </article>
  );
});

const MessageBody = observer(function MessageBody({ store, message, headingId }: { store: BoardStore; message: BoardReply; headingId?: string }) {
  const { t, i18n } = useTranslation('board');
  const toasts = useService(ToastStore);
  const [confirming, setConfirming] = useState(false);
  const name = authorName(message, t('formerMember'), t('teacherAuthor'));
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(message.createdAt);

  const handlePin = async () => {
    const result = await store.togglePin(message);
    toasts.show(result.ok ? (message.isPinned ? 'board:pin.unpinned' : 'board:pin.pinned') : 'board:pin.failed', result.ok ? 'success' : 'error');
  };
  const handleDelete = (): Promise<Result<void, AppError>> => store.remove(message);

  return (
    <div className="board-message__body">
      <header className="board-message__header">
        <Avatar name={name} src={message.author?.avatar ?? null} size="sm" decorative />
        <div className="board-message__meta">
          <span className="board-message__author" id={headingId}>
            {name}
          </span>
          <time dateTime={message.createdAt.toISOString()}>{when}</time>
        </div>
        {message.isPinned ? <Badge tone="primary">{t('pinned')}</Badge> : null}
        {message.parentGuid === null && message.audience !== 'all' ? <Badge tone="info">{t(`audience.${message.audience}`)}</Badge> : null}
      </header>
      <FormattedText html={message.html} className="board-message__text" />
      <MessageFileList store={store} message={message} />
      {message.parentGuid === null ? <AddFiles store={store} message={message} /> : null}
      {message.abilities.pin || message.abilities.delete ? (
        <div className="board-message__actions">
          {message.abilities.pin ? (
            <Button variant="ghost" size="sm" onClick={() => void handlePin()} disabled={store.writing}>
              {t(message.isPinned ? 'actions.unpin' : 'actions.pin')}
            </Button>
          ) : null}
          {message.abilities.delete ? (
            <Button variant="ghost" size="sm" icon={<Icon name="trash" />} onClick={() => setConfirming(true)} aria-label={t('actions.deleteOf', { name })}>
              {t('actions.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {confirming ? (
        <ConfirmDialog open title={t('delete.title')} confirmLabel={t('delete.confirm')} onConfirm={handleDelete} successToastKey="board:delete.done" onClose={() => setConfirming(false)}>
          <p>{t(message.parentGuid === null ? 'delete.body' : 'delete.bodyReply')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
});

const Pager = observer(function Pager({ store }: { store: BoardStore }) {
  const { t } = useTranslation('board');
  const count = store.pageCount;
  if (count <= 1 || store.courseGuid === undefined) return null;
  const courseGuid = store.courseGuid;
  return (
    <nav className="board-pager" aria-label={t('pager.label')}>
      <Button variant="secondary" size="sm" icon={<Icon name="chevron-left" />} disabled={store.page <= 1} onClick={() => void store.load(courseGuid, store.page - 1)}>
        {t('pager.newer')}
      </Button>
      <span>{t('pager.position', { page: store.page, count })}</span>
      <Button variant="secondary" size="sm" disabled={store.page >= count} onClick={() => void store.load(courseGuid, store.page + 1)}>
        {t('pager.older')}
      </Button>
    </nav>
  );
});
