import { useEffect, useState, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { toJS } from 'mobx';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { emptyAnswer } from '@domain/assessments/answers';
import { toPlayerQuestion } from '@domain/assessments/playerView';
import type { Answer, AuthoredQuestion, PlayerData, QuestionData } from '@domain/assessments/questionModel';
import { questionTypeKey, type QuestionTypeCode } from '@domain/assessments/questionTypes';
import type { AppError } from '@application/shared/AppError';
import { ToastStore } from '@application/feedback/ToastStore';
import { QuestionEditorStore, QUESTION_NAME_MAX, POINTS_RULES } from '@application/assessments/authoring/QuestionEditorStore';
import { RichTextField } from '@ui/components/richText/RichTextField';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { Breadcrumbs } from '@ui/components/Breadcrumbs';
import { Alert } from '@ui/components/Alert';
import { Button, buttonClassName } from '@ui/components/Button';
import { ErrorState } from '@ui/components/ErrorState';
import { Skeleton } from '@ui/components/Skeleton';
import { Spinner } from '@ui/components/Spinner';
import { TextField } from '@ui/components/TextField';
import { courseImages } from '@ui/pages/lessons/editor/fields';
import { assessmentEditPath, resultsPath } from '@ui/pages/assessmentEditor/assessmentPaths';
import type { EditorProps, UploadFile } from '@ui/questions/QuestionKind';
import { QuestionView } from '@ui/questions/QuestionView';
import { useIssueText } from '@ui/questions/shared/issues';
import { useQuestionKind } from '@ui/questions/useQuestionKind';
import '@ui/pages/lessons/lesson.css';
import '@ui/pages/assessmentEditor/assessmentEditor.css';

/** A server refusal in the user's language: `assessmentEditor:errors.<CODE>`, else the app-wide texts. */
export function editorErrorMessage(t: TFunction, error: AppError | undefined): string {
  return t(`assessmentEditor:errors.${error?.code ?? 'none'}`, { defaultValue: errorMessage(t, error) });
}

/** …/assessment/{a}/new-question/{QT_n} and …/edit-question/{guid}: one question of an assessment. */
export const QuestionEditorPage = observer(function QuestionEditorPage() {
  const store = useService(QuestionEditorStore);
  const { courseGuid = '', lessonGuid = '', assessmentGuid = '', lemonadeType, contentGuid } = useParams();
  const { t } = useTranslation('assessmentEditor');
  const back = assessmentEditPath(courseGuid, lessonGuid, assessmentGuid);

  useEffect(() => {
    void store.load(assessmentGuid, contentGuid !== undefined ? { questionGuid: contentGuid } : { type: lemonadeType ?? '' });
  }, [store, assessmentGuid, contentGuid, lemonadeType]);

  const handleRetry = () => void store.load(assessmentGuid, contentGuid !== undefined ? { questionGuid: contentGuid } : { type: lemonadeType ?? '' });

  return (
    <section className="page editor-page">
      <Breadcrumbs
        trail={[
          { label: t('breadcrumbs.course'), to: `/course/${courseGuid}` },
          { label: t('breadcrumbs.assessment'), to: back },
          { label: t(contentGuid ? 'breadcrumbs.edit' : 'breadcrumbs.new') },
        ]}
      />

      {(store.read.status === 'idle' || store.read.status === 'loading') && (
        <div aria-busy="true" aria-label={t('editor.loading')}>
          <Skeleton height={48} width="50%" />
          <Skeleton variant="rect" height={240} />
        </div>
      )}

      {store.read.status === 'failed' && store.unknownType && (
        <>
          <PageHeading title={t('editor.unknownType.title')} />
          <ErrorState title={t('editor.unknownType.title')} description={t('editor.unknownType.description', { type: lemonadeType ?? '' })} />
          <Link to={back} className={buttonClassName('secondary')}>
            {t('editor.backToAssessment')}
          </Link>
        </>
      )}

      {store.read.status === 'failed' && !store.unknownType && (
        <>
          <PageHeading title={t('editor.notAvailable')} />
          <ErrorState
            title={t(store.isNotFound ? 'editor.notFound' : 'editor.loadFailed')}
            description={store.isNotFound ? t('editor.notFoundHint') : editorErrorMessage(t, store.read.error)}
            onRetry={store.isNotFound ? undefined : handleRetry}
          />
          <Link to={back} className={buttonClassName('secondary')}>
            {t('editor.backToAssessment')}
          </Link>
        </>
      )}

      {store.read.status === 'ready' && store.type !== undefined && <QuestionForm store={store} type={store.type} courseGuid={courseGuid} lessonGuid={lessonGuid} assessmentGuid={assessmentGuid} />}
    </section>
  );
});

interface FormProps {
  store: QuestionEditorStore;
  type: QuestionTypeCode;
  courseGuid: string;
  lessonGuid: string;
  assessmentGuid: string;
}

const QuestionForm = observer(function QuestionForm({ store, type, courseGuid, lessonGuid, assessmentGuid }: FormProps) {
  const { t, i18n } = useTranslation('assessmentEditor');
  const navigate = useNavigate();
  const toasts = useService(ToastStore);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const typeName = t(`questions:types.${questionTypeKey(type)}`);
  const back = assessmentEditPath(courseGuid, lessonGuid, assessmentGuid);
  const shown = (field: string) => store.submitted || touched[field] === true;
  const touch = (field: string) => () => setTouched((current) => ({ ...current, [field]: true }));
  const number = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value);

  const pointsError = store.pointsError;
  const pointsText = pointsError && shown('points') ? t(`validation.${pointsError.code}`, { min: number(POINTS_RULES.min), max: number(POINTS_RULES.max), decimals: POINTS_RULES.decimals }) : undefined;
  const nameText = store.nameError && shown('name') ? t(`validation.${store.nameError}`, { max: QUESTION_NAME_MAX }) : undefined;
  const descriptionText = store.descriptionError ? t(`validation.${store.descriptionError}`) : undefined;

  const uploadImage: UploadFile = async (file, name, onProgress) => {
    const asFile = file instanceof File ? file : new File([file], name, { type: file.type });
    return store.uploadImage(courseGuid, asFile, onProgress);
  };

  const handleSave = async () => {
    const wasEditing = store.editing;
    const result = await store.save();
    if (result.err) {
      // The summary (or the server's refusal) is announced; focus goes to it.
      window.setTimeout(() => document.getElementById('question-editor-errors')?.focus(), 0);
      return;
    }
    toasts.show(wasEditing ? 'assessmentEditor:editor.saved' : 'assessmentEditor:editor.created', 'success');
    void navigate(back);
  };

  return (
    <>
      <PageHeading title={store.question ? t('editor.editTitle', { name: store.question.name }) : t('editor.newTitle', { type: typeName })} />
      <p className="editor-lead">{t('editor.typeLead', { type: typeName })}</p>

      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {store.announcement ? <span key={store.announcement.id}>{t(store.announcement.key, store.announcement.values)}</span> : null}
      </div>

      {store.locked && (
        <Alert tone="warning" title={t('panel.locked.title')}>
          <p>{t('editor.lockedBody')}</p>
          <Link to={resultsPath(courseGuid, lessonGuid, assessmentGuid)}>{t('panel.locked.results')}</Link>
        </Alert>
      )}

      <div className="question-editor">
        <form
          className="question-editor__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void handleSave();
          }}
        >
          <h2 className="visually-hidden">{t('editor.formTitle')}</h2>
          <div id="question-editor-errors" tabIndex={-1} className="question-editor__summary">
            {store.saveError && store.saveError.code !== 'QUESTIONS_LOCKED' && <Alert tone="error">{editorErrorMessage(t, store.saveError)}</Alert>}
            {store.submitted && !store.isValid && <ErrorSummary store={store} />}
          </div>

          <TextField id="question-name" name="name" label={t('editor.name')} value={store.name} onChange={(value) => store.setName(value)} onBlur={touch('name')} error={nameText} required maxLength={QUESTION_NAME_MAX + 50} autoFocus />
          <RichTextField
            id="question-description"
            label={t('editor.prompt')}
            hint={t('editor.promptHint')}
            value={store.description}
            onChange={(value) => store.setDescription(value)}
            error={descriptionText}
            images={courseImages(courseGuid, store.media)}
          />
          <TextField
            id="question-points"
            name="points"
            label={t('editor.points')}
            hint={t('editor.pointsHint', { min: number(POINTS_RULES.min), max: number(POINTS_RULES.max) })}
            value={store.points}
            onChange={(value) => store.setPoints(value)}
            onBlur={touch('points')}
            error={pointsText}
            required
            maxLength={8}
          />

          <fieldset className="editor-fieldset">
            <legend>{t('editor.answerKey', { type: typeName })}</legend>
            {store.data === undefined ? (
              <Alert tone="error">{t('editor.dataUnavailable')}</Alert>
            ) : (
              <KindEditor type={type} data={toJS(store.data)} onChange={(data) => {
                  store.setData(data);
                  if (!touched.data) setTouched((current) => ({ ...current, data: true }));
                }}
                issues={store.submitted || touched.data ? store.dataIssues : store.serverDataIssues} media={store.media} uploadImage={uploadImage} />
            )}
          </fieldset>

          <div className="cluster editor-actions">
            <Button type="submit" variant="primary" loading={store.saving} disabled={store.locked}>
              {store.question ? t('editor.save') : t('editor.create')}
            </Button>
            <Link to={back} className={buttonClassName('ghost')}>
              {t('common:cancel')}
            </Link>
          </div>
        </form>

        <aside className="question-editor__preview" aria-labelledby="question-preview-title">
          <h2 id="question-preview-title">{t('editor.preview.title')}</h2>
          <Preview store={store} type={type} />
        </aside>
      </div>
    </>
  );
});

/** The list read on save: every problem, in form order, each linked to its field where it has one. */
const ErrorSummary = observer(function ErrorSummary({ store }: { store: QuestionEditorStore }) {
  const { t } = useTranslation('assessmentEditor');
  const issueText = useIssueText(store.dataIssues);
  const summary = store.summary;
  return (
    <Alert tone="error" title={t('editor.summary.title', { count: summary.length })}>
      <ul>
        {summary.map((entry, index) => (
          <li key={`${entry.field}-${entry.path ?? ''}-${index}`}>
            {entry.field === 'name' && <a href="#question-name">{t(`validation.${entry.code}`, { max: QUESTION_NAME_MAX })}</a>}
            {entry.field === 'points' && <a href="#question-points">{t(`validation.${entry.code}`, { min: POINTS_RULES.min, max: POINTS_RULES.max, decimals: POINTS_RULES.decimals })}</a>}
            {entry.field === 'description' && <a href="#question-description">{t(`validation.${entry.code}`)}</a>}
            {entry.field === 'data' && <span>{issueText(entry.path ?? '', true) ?? t('editor.summary.data')}</span>}
          </li>
        ))}
      </ul>
    </Alert>
  );
});

interface KindEditorProps {
  type: QuestionTypeCode;
  data: QuestionData;
  onChange: (data: QuestionData) => void;
  issues: EditorProps<QuestionTypeCode>['issues'];
  media: EditorProps<QuestionTypeCode>['media'];
  uploadImage: UploadFile;
}

function KindEditor({ type, ...props }: KindEditorProps) {
  const { t } = useTranslation('assessmentEditor');
  const state = useQuestionKind(type);
  if (state.status === 'loading') return <Spinner label={t('editor.kindLoading')} />;
  if (state.status === 'error') {
    return <ErrorState title={t('editor.kindFailed')} onRetry={state.retry} titleLevel={3} />;
  }
  const Editor = state.kind.Editor as unknown as ComponentType<EditorProps<QuestionTypeCode>>;
  return <Editor {...props} idPrefix="question-editor" />;
}

/** The student's view of the question as it stands (the answer key removed), to try it out. */
const Preview = observer(function Preview({ store, type }: { store: QuestionEditorStore; type: QuestionTypeCode }) {
  const { t } = useTranslation('assessmentEditor');
  const [answer, setAnswer] = useState<Answer | undefined>(undefined);
  const validation = store.validation;
  const points = Number(store.points.replace(',', '.'));
  if (!validation || validation.err) return <p className="html-field__empty">{t('editor.preview.incomplete')}</p>;
  let data: PlayerData;
  let initial: Answer;
  try {
    data = toPlayerQuestion({ guid: 'preview', type, points: Number.isFinite(points) ? points : 0, data: toJS(validation.val) } as AuthoredQuestion, 'preview').data;
    initial = emptyAnswer(type);
  } catch {
    return <p className="html-field__empty">{t('editor.preview.unavailable')}</p>;
  }
  return (
    <QuestionView
      mode="player"
      type={type}
      name={store.name.trim() === '' ? t('editor.preview.untitled') : store.name}
      description={store.description}
      points={Number.isFinite(points) ? points : 0}
      data={data}
      answer={answer ?? initial}
      onAnswer={setAnswer}
      media={store.media}
      headingLevel={3}
      idPrefix="question-preview"
    />
  );
});
