// QT_20 audio answer: record with the microphone (MediaRecorder) or choose an audio file; a teacher grades it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@ui/components/Button';
import { Icon } from '@ui/components/Icon';
import { ProgressBar } from '@ui/components/ProgressBar';
import { TextField } from '@ui/components/TextField';
import type { EditorProps, PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { issuesAt, useIssueListText } from '@ui/questions/shared/issues';
import { ReviewFrame } from '@ui/questions/parts/ReviewFrame';
import { Verdict } from '@ui/questions/parts/Verdict';
import '@ui/questions/parts/parts.css';

type RecorderError = 'denied' | 'noMic' | 'failed' | 'uploadFailed' | 'noUpload' | 'notAudio';
type Status = { kind: 'idle' } | { kind: 'asking' } | { kind: 'recording'; secondsLeft: number } | { kind: 'uploading'; fraction: number };

/** Whether this browser can record from a microphone. */
export function canRecordAudio(): boolean {
  return typeof window !== 'undefined' && typeof window.MediaRecorder === 'function' && typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** A getUserMedia failure in the words a student understands. */
function recorderError(error: unknown): RecorderError {
  const name = error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException) ? (error as Error).name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError' || name === 'NotReadableError') return 'noMic';
  return 'failed';
}

function minutesSeconds(total: number): string {
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

function Editor({ data, onChange, issues, idPrefix }: EditorProps<'QT_20'>) {
  const { t } = useTranslation('questionsMore');
  const issueText = useIssueListText();
  const [draft, setDraft] = useState(String(data.max_seconds));
  const [seen, setSeen] = useState(data.max_seconds);
  if (seen !== data.max_seconds && Number(draft) !== data.max_seconds) {
    setSeen(data.max_seconds);
    setDraft(String(data.max_seconds));
  }
  const valid = /^\d+$/.test(draft.trim());
  return (
    <div className="qm-editor">
      <TextField
        id={`${idPrefix}-max-seconds`}
        name={`${idPrefix}-max-seconds`}
        type="number"
        label={t('audio.editor.maxSeconds')}
        hint={t('audio.editor.maxSecondsHint')}
        value={draft}
        onChange={(text) => {
          setDraft(text);
          if (/^\d+$/.test(text.trim())) {
            const n = Number(text.trim());
            setSeen(n);
            onChange({ max_seconds: n });
          }
        }}
        error={valid ? issueText(issuesAt(issues, '/max_seconds', true)) : t('audio.editor.notWhole')}
        required
      />
    </div>
  );
}

function Player({ data, answer, onAnswer, readOnly, labelledBy, idPrefix, media, uploadFile }: PlayerProps<'QT_20'>) {
  const { t } = useTranslation('questionsMore');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [error, setError] = useState<RecorderError | null>(null);
  const [localUrls, setLocalUrls] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<{ blob: Blob; name: string } | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const recordable = canRecordAudio();
  const url = answer.file_guid ? (media[answer.file_guid]?.url ?? localUrls[answer.file_guid]) : undefined;
  const busy = status.kind !== 'idle';

  const stopTracks = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  useEffect(
    () => () => {
      if (recorder.current && recorder.current.state !== 'inactive') {
        recorder.current.onstop = null;
        recorder.current.stop();
      }
      stopTracks();
    },
    [],
  );

  const send = async (blob: Blob, name: string) => {
    if (!uploadFile) {
      setError('noUpload');
      setStatus({ kind: 'idle' });
      return;
    }
    setPending({ blob, name });
    setError(null);
    setStatus({ kind: 'uploading', fraction: 0 });
    try {
      const result = await uploadFile(blob, name, (fraction) => setStatus({ kind: 'uploading', fraction }));
      setLocalUrls((current) => ({ ...current, [result.guid]: result.url }));
      setPending(null);
      onAnswer({ file_guid: result.guid });
    } catch {
      setError('uploadFailed');
    } finally {
      setStatus({ kind: 'idle' });
    }
  };

  const stop = () => {
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  };

  const start = async () => {
    if (readOnly || busy) return;
    setError(null);
    setStatus({ kind: 'asking' });
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (failure) {
      setError(recorderError(failure));
      setStatus({ kind: 'idle' });
      return;
    }
    stream.current = media;
    const chunks: Blob[] = [];
    const rec = new MediaRecorder(media);
    recorder.current = rec;
    rec.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    rec.onstop = () => {
      stopTracks();
      const type = rec.mimeType || 'audio/webm';
      const extension = type.includes('ogg') ? 'ogg' : type.includes('mp4') ? 'm4a' : 'webm';
      void send(new Blob(chunks, { type }), `${t('audio.fileName')}.${extension}`);
    };
    rec.start();
    let left = data.max_seconds;
    setStatus({ kind: 'recording', secondsLeft: left });
    timer.current = setInterval(() => {
      left -= 1;
      if (left <= 0) stop();
      else setStatus({ kind: 'recording', secondsLeft: left });
    }, 1000);
  };

  const chooseFile = (file: File) => {
    if (!file.type.startsWith('audio/')) {
      setError('notAudio');
      return;
    }
    void send(file, file.name);
  };

  return (
    <div className="qm-player qm-audio" role="group" aria-labelledby={labelledBy} aria-describedby={`${idPrefix}-audio-help`}>
      <p className="qm-hint" id={`${idPrefix}-audio-help`}>
        {t('audio.help', { time: minutesSeconds(data.max_seconds) })}
      </p>
      {url ? (
        <div className="qm-stack-tight">
          <p className="qm-legend">{t('audio.yourRecording')}</p>
          <audio controls src={url} aria-label={t('audio.yourRecording')} />
        </div>
      ) : (
        <p className="qm-muted">{t('audio.none')}</p>
      )}
      {readOnly ? null : (
        <>
          <div className="qm-audio__controls">
            {status.kind === 'recording' ? (
              <>
                <Button variant="danger" onClick={stop} icon={<span aria-hidden="true">■</span>}>
                  {t('audio.stop')}
                </Button>
                <span className="qm-audio__countdown" aria-hidden="true">
                  {minutesSeconds(status.secondsLeft)}
                </span>
              </>
            ) : recordable ? (
              <Button id={`${idPrefix}-audio-record`} onClick={() => void start()} loading={status.kind === 'asking'} disabled={busy} icon={<span aria-hidden="true">●</span>}>
                {answer.file_guid ? t('audio.recordAgain') : t('audio.record')}
              </Button>
            ) : null}
            {answer.file_guid && !busy ? (
              <Button
                variant="ghost"
                icon={<Icon name="close" size={18} />}
                onClick={() => {
                  onAnswer({ file_guid: null });
                  // The button goes away: keep the keyboard on the way to answer again.
                  document.getElementById(recordable ? `${idPrefix}-audio-record` : `${idPrefix}-audio-file`)?.focus();
                }}
              >
                {t('audio.remove')}
              </Button>
            ) : null}
          </div>
          {recordable ? null : <p className="qm-muted">{t('audio.noRecorder')}</p>}
          <div className="qm-stack-tight">
            <label htmlFor={`${idPrefix}-audio-file`} className="tz-field__label">
              {recordable ? t('audio.chooseInstead') : t('audio.choose')}
            </label>
            <input
              id={`${idPrefix}-audio-file`}
              className="qm-file-input"
              type="file"
              accept="audio/*"
              disabled={busy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) chooseFile(file);
                event.target.value = '';
              }}
            />
          </div>
          {status.kind === 'uploading' ? <ProgressBar value={Math.round(status.fraction * 100)} label={t('audio.uploading')} showValue size="sm" /> : null}
        </>
      )}
      <p role="status" className="visually-hidden">
        {status.kind === 'recording' ? t('audio.recording') : status.kind === 'uploading' ? t('audio.uploading') : answer.file_guid ? t('audio.saved') : ''}
      </p>
      {status.kind === 'recording' && status.secondsLeft <= 10 ? (
        <p role="status" className="qm-hint">
          {t('audio.secondsLeft', { count: status.secondsLeft })}
        </p>
      ) : null}
      {error ? (
        <div role="alert" className="tz-field__error">
          <Icon name="alert" size={16} />
          <span>{t(`audio.errors.${error}`)}</span>
          {error === 'uploadFailed' && pending ? (
            <Button variant="secondary" size="sm" onClick={() => void send(pending.blob, pending.name)}>
              {t('audio.retry')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function Review({ answer, score, labelledBy, media }: ReviewProps<'QT_20'>) {
  const { t } = useTranslation('questionsMore');
  const url = answer?.file_guid ? media[answer.file_guid]?.url : undefined;
  return (
    <ReviewFrame score={score} labelledBy={labelledBy}>
      {answer?.file_guid ? (
        url ? (
          <audio controls src={url} aria-label={t('audio.yourRecording')} />
        ) : (
          <p className="qm-muted">{t('audio.unavailable')}</p>
        )
      ) : (
        <p>
          <Verdict verdict="unanswered" />
        </p>
      )}
    </ReviewFrame>
  );
}

export const kind: QuestionKindModule<'QT_20'> = { Editor, Player, Review };
