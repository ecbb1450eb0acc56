import { useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer, QuestionData, QuestionScore } from '@domain/assessments/questionModel';
import { QUESTION_TYPE_CODES, questionTypeKey, type QuestionTypeCode } from '@domain/assessments/questionTypes';
import { PageHeading } from '@ui/app/PageHeading';
import { Alert } from '@ui/components/Alert';
import { Button } from '@ui/components/Button';
import { ErrorState } from '@ui/components/ErrorState';
import { Select } from '@ui/components/Select';
import { Spinner } from '@ui/components/Spinner';
import type { EditorProps, MediaMap, QuestionKindModule, UploadFile } from '@ui/questions/QuestionKind';
import type { QuestionSample, SampleLanguage } from '@ui/questions/samples/sampleShape';
import { QuestionView } from '@ui/questions/QuestionView';
import { checkQuestion, sampleLanguage, scoreQuestion, startAnswer } from '@ui/pages/questionLab/labQuestion';
import { useLabQuestion } from '@ui/pages/questionLab/useLabQuestion';
import './questionLab.css';

/** A random UUID v4; `crypto.randomUUID` exists only on secure origins (https, localhost). */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Uploads kept in the browser: the playground never talks to a server. */
function useLocalUploads(): { media: MediaMap; upload: UploadFile } {
  const [media, setMedia] = useState<MediaMap>({});
  const urls = useRef<string[]>([]);
  useEffect(() => {
    const created = urls.current;
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  const upload: UploadFile = async (file, name, onProgress) => {
    const url = URL.createObjectURL(file);
    urls.current.push(url);
    const guid = randomUuid();
    const mime = file.type || 'application/octet-stream';
    setMedia((current) => ({ ...current, [guid]: { url, name, mime } }));
    onProgress?.(1);
    return Promise.resolve({ guid, url, name, mime });
  };
  return { media, upload };
}

/** /lemon-test: pick a type, edit its sample, answer it, check it with the domain's scoring. */
export function LemonTestPage() {
  const { t, i18n } = useTranslation('questionsMore');
  const [type, setType] = useState<QuestionTypeCode>('QT_12');
  const language = sampleLanguage(i18n.language);
  const options = QUESTION_TYPE_CODES.map((code) => ({ value: code, label: t('lab.typeOption', { code, name: t(`questions:types.${questionTypeKey(code)}`) }) }));
  return (
    <div className="qlab">
      <header className="qlab__header">
        <PageHeading title={t('lab.lemon.title')} />
        <p className="qlab__intro">{t('lab.lemon.intro')}</p>
      </header>
      <div className="qlab__type">
        <Select id="lemon-type" label={t('lab.lemon.type')} value={type} options={options} onChange={(value) => setType(value as QuestionTypeCode)} />
      </div>
      <TypeLab key={`${type}-${language}`} type={type} language={language} />
    </div>
  );
}

function TypeLab({ type, language }: { type: QuestionTypeCode; language: SampleLanguage }) {
  const { t } = useTranslation('questionsMore');
  const state = useLabQuestion(type, language);
  if (state.status === 'loading') return <Spinner label={t('lab.loading')} />;
  if (state.status === 'error') return <ErrorState title={t('lab.loadError')} onRetry={state.retry} titleLevel={2} />;
  return <Playground type={type} kind={state.kind} sample={state.sample} />;
}

type Result = { answer: Answer; score: QuestionScore; correct: Answer | null };

function Playground({ type, kind, sample }: { type: QuestionTypeCode; kind: QuestionKindModule<QuestionTypeCode>; sample: QuestionSample<QuestionTypeCode> }) {
  const { t } = useTranslation('questionsMore');
  const uploads = useLocalUploads();
  const [data, setData] = useState<QuestionData>(sample.data);
  const [answer, setAnswer] = useState<Answer>(() => startAnswer(type));
  const [result, setResult] = useState<Result | null>(null);
  const checked = useMemo(() => checkQuestion(type, data, sample.points), [type, data, sample.points]);
  const media: MediaMap = { ...sample.media, ...uploads.media };
  const Editor = kind.Editor as ComponentType<EditorProps<QuestionTypeCode>>;
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  // After "Check", the review is what the user wants next.
  useEffect(() => {
    if (result) reviewHeading.current?.focus();
  }, [result]);

  const answerWith = (next: Answer) => {
    setAnswer(next);
    setResult(null);
  };
  const handleCheck = () => {
    if (!checked.ok) return;
    setResult({ answer, ...scoreQuestion(type, checked.data, sample.points, answer) });
  };
  const handleReset = () => answerWith(startAnswer(type));
  const handleReload = () => {
    setData(sample.data);
    answerWith(startAnswer(type));
  };

  return (
    <div className="qlab__grid">
      <section className="qlab__panel" aria-labelledby="lemon-editor-title">
        <div className="spread qlab__panel-head">
          <h2 id="lemon-editor-title">{t('lab.lemon.editor')}</h2>
          <Button variant="ghost" size="sm" onClick={handleReload}>
            {t('lab.lemon.reload')}
          </Button>
        </div>
        <Editor data={data} onChange={(next) => setData(next)} issues={checked.issues} media={media} uploadImage={uploads.upload} idPrefix="lemon-editor" />
        <p role="status" className={checked.ok ? 'qlab__valid' : 'qlab__invalid'}>
          {checked.ok ? t('lab.lemon.valid') : t('lab.lemon.invalid', { count: checked.issues.length })}
        </p>
        <details className="qlab__json">
          <summary>{t('lab.lemon.dataJson')}</summary>
          <pre>{JSON.stringify(data, null, 2)}</pre>
        </details>
      </section>

      <section className="qlab__panel" aria-labelledby="lemon-player-title">
        <div className="spread qlab__panel-head">
          <h2 id="lemon-player-title">{t('lab.lemon.player')}</h2>
        </div>
        {checked.ok ? (
          <>
            <QuestionView
              mode="player"
              type={type}
              name={sample.name}
              description={sample.prompt}
              points={sample.points}
              data={checked.player}
              answer={answer}
              onAnswer={answerWith}
              media={media}
              uploadFile={uploads.upload}
              headingLevel={3}
              idPrefix="lemon-player"
            />
            <div className="qlab__actions">
              <Button onClick={handleCheck}>{t('lab.lemon.check')}</Button>
              <Button variant="secondary" onClick={handleReset}>
                {t('lab.lemon.reset')}
              </Button>
              <Button variant="ghost" onClick={() => answerWith(sample.goodAnswer)}>
                {t('lab.lemon.fillGood')}
              </Button>
              <Button variant="ghost" onClick={() => answerWith(sample.wrongAnswer)}>
                {t('lab.lemon.fillWrong')}
              </Button>
            </div>
            <details className="qlab__json">
              <summary>{t('lab.lemon.answerJson')}</summary>
              <pre>{JSON.stringify(answer, null, 2)}</pre>
            </details>
          </>
        ) : (
          <Alert tone="warning">{t('lab.lemon.fixFirst')}</Alert>
        )}
      </section>

      <section className="qlab__panel qlab__panel--wide" aria-labelledby="lemon-review-title">
        <div className="spread qlab__panel-head">
          <h2 id="lemon-review-title" tabIndex={-1} ref={reviewHeading}>
            {t('lab.lemon.review')}
          </h2>
        </div>
        {result && checked.ok ? (
          <QuestionView
            mode="review"
            type={type}
            name={sample.name}
            description=""
            points={sample.points}
            data={checked.player}
            answer={result.answer}
            correct={result.correct}
            score={result.score}
            media={media}
            headingLevel={3}
            idPrefix="lemon-review"
          />
        ) : (
          <p className="qlab__muted">{t('lab.lemon.reviewEmpty')}</p>
        )}
      </section>
    </div>
  );
}
