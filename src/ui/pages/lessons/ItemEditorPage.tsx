import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Form, Formik } from 'formik';
import { Link, useMatches, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ASSESSMENT_CONTENT_TYPE, CONTENT_TYPES, type ContentTypeCode, contentTypeLabelKey, parseContentTypeCode } from '@domain/content/contentTypes';
import { CREATABLE_TYPES, isCreatableType, PACKAGE_TYPES } from '@domain/content/itemRules';
import { TEACHER_NOTES_MAX } from '@domain/projection/teacherNotes';
import { ToastStore } from '@application/feedback/ToastStore';
import { ItemEditorStore } from '@application/lessons/ItemEditorStore';
import type { RouteHandle } from '@ui/app/routeHandles';
import { Breadcrumbs } from '@ui/components/Breadcrumbs';
import { Alert } from '@ui/components/Alert';
import { Button, buttonClassName } from '@ui/components/Button';
import { ErrorState } from '@ui/components/ErrorState';
import { Skeleton } from '@ui/components/Skeleton';
import { TextField } from '@ui/components/TextField';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { ContentTypeIcon } from '@ui/pages/lessons/editor/ContentTypeIcon';
import { Checkbox, DateTimeField, fieldError, TextArea } from '@ui/pages/lessons/editor/fields';
import { initialValues, ITEM_NAME_MAX, itemSchema, toItemInput, type ItemFormValues } from '@ui/pages/lessons/editor/itemForm';
import { lessonBasePath } from '@ui/pages/lessons/editor/lessonPaths';
import { TypeFields } from '@ui/pages/lessons/editor/TypeFields';
import { ScormUploadForm } from '@ui/pages/lessons/editor/ScormUploadForm';
import { QuestionsPanel } from '@ui/pages/assessmentEditor/QuestionsPanel';
import '@ui/pages/lessons/lesson.css';
import { timeZoneName } from '@ui/app/timeZoneName';

type EditorMode = NonNullable<RouteHandle['editor']>;

function useEditorMode(): EditorMode {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return handle?.editor ?? 'choose';
}

/**
 * Assessments (CTTY_09) are authored here, with their questions below the form; the
 * chooser offers them once the domain lists them among CREATABLE_TYPES.
 */
function hasEditor(code: ContentTypeCode): boolean {
  return isCreatableType(code) || code === ASSESSMENT_CONTENT_TYPE;
}

/** `ctty_05`, `CTTY_05` or the type's key (`pdf`, `videoLesson`). */
export function itemTypeFromParam(param: string): ContentTypeCode | undefined {
  const code = parseContentTypeCode(param);
  if (code) return code;
  const key = param.trim().toLowerCase();
  return (Object.keys(CONTENT_TYPES) as ContentTypeCode[]).find((candidate) => CONTENT_TYPES[candidate].key.toLowerCase() === key);
}

/** …/new-content (choose a type), …/add/{itemType} and …/edit/{itemGuid}: a lesson item's authoring. */
export const ItemEditorPage = observer(function ItemEditorPage() {
  const mode = useEditorMode();
  const store = useService(ItemEditorStore);
  const { courseGuid = '', lessonGuid = '', unitGuid, itemType = '', itemGuid } = useParams();
  const { t } = useTranslation('lesson');
  const base = lessonBasePath(courseGuid, lessonGuid, unitGuid);
  const editGuid = mode === 'edit' ? itemGuid : undefined;

  useEffect(() => {
    void store.load(lessonGuid, editGuid);
  }, [store, lessonGuid, editGuid]);

  const lesson = store.lesson;
  const code = mode === 'edit' ? store.item?.contentType : mode === 'add' ? itemTypeFromParam(itemType) : undefined;
  // Types of later issues (tests, SCORM…) have no form here yet: neither to add nor to edit.
  // A package is added by uploading it (its own form); it has no item form to add or edit with.
  const packageUpload = mode === 'add' && code !== undefined && PACKAGE_TYPES.includes(code);
  const unknownType = !packageUpload && ((mode === 'add' && code === undefined) || (code !== undefined && !hasEditor(code)));

  return (
    <section className="page editor-page">
      <Breadcrumbs
        trail={[
          { label: lesson?.courseName ?? t('lesson.course'), to: `/course/${courseGuid}` },
          { label: lesson?.name ?? t('lesson.lesson'), to: base },
          { label: t(`editor.titles.${mode}`) },
        ]}
      />

      {store.read.status === 'failed' && (
        <>
          <PageHeading title={t('editor.notAvailable')} />
          <ErrorState
            title={t(store.isNotFound ? 'editor.notFound' : 'editor.loadFailed')}
            description={store.isNotFound ? t('lesson.notFoundHint') : errorMessage(t, store.read.error)}
            onRetry={store.isNotFound ? undefined : () => void store.load(lessonGuid, editGuid)}
          />
        </>
      )}

      {(store.read.status === 'loading' || store.read.status === 'idle') && (
        <div aria-busy="true" aria-label={t('lesson.loading')}>
          <Skeleton height={48} width="50%" />
          <Skeleton variant="rect" height={240} />
        </div>
      )}

      {store.read.status === 'ready' && lesson && !store.canManage && (
        <>
          <PageHeading title={t('editor.notAvailable')} />
          <ErrorState title={t('editor.forbidden')} description={t('editor.forbiddenHint')} />
        </>
      )}

      {store.read.status === 'ready' && lesson && store.canManage && mode === 'choose' && <TypeChooser base={base} lessonName={lesson.name} />}

      {store.read.status === 'ready' && lesson && store.canManage && unknownType && (
        <>
          <PageHeading title={t('editor.unknownType.title')} />
          <ErrorState
            title={t('editor.unknownType.title')}
            description={t('editor.unknownType.description', { type: code ? t(contentTypeLabelKey(code), { ns: 'catalog' }) : itemType })}
          />
          <Link to={`${base}/new-content`} className={buttonClassName('secondary')}>
            {t('editor.chooseAnother')}
          </Link>
        </>
      )}

      {store.read.status === 'ready' && lesson && store.canManage && packageUpload && <ScormUploadForm lessonGuid={lesson.guid} base={base} kind={code === 'CTTY_20' ? 'xapi' : 'scorm'} />}

      {store.read.status === 'ready' && lesson && store.canManage && mode !== 'choose' && code !== undefined && !unknownType && !packageUpload && (
        <ItemForm key={store.item?.guid ?? code} store={store} code={code} courseGuid={lesson.courseGuid} base={base} />
      )}

      {store.read.status === 'ready' && lesson && store.canManage && mode === 'edit' && code === ASSESSMENT_CONTENT_TYPE && store.item && (
        <QuestionsPanel courseGuid={lesson.courseGuid} lessonGuid={lesson.guid} assessmentGuid={store.item.guid} />
      )}
    </section>
  );
});

function TypeChooser({ base, lessonName }: { base: string; lessonName: string }) {
  const { t } = useTranslation('lesson');
  return (
    <>
      <PageHeading title={t('editor.choose.title')} />
      <p className="editor-lead">{t('editor.choose.lead', { lesson: lessonName })}</p>
      <ul className="type-grid">
        {[...CREATABLE_TYPES, ...PACKAGE_TYPES].map((code) => (
          <li key={code}>
            <Link to={`${base}/add/${code.toLowerCase()}`} className="type-card">
              <span className="type-card__icon">
                <ContentTypeIcon code={code} size={32} />
              </span>
              <span className="type-card__name">{t(contentTypeLabelKey(code), { ns: 'catalog' })}</span>
              <span className="type-card__hint">{t(`editor.choose.hints.${CONTENT_TYPES[code].key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={base} className={buttonClassName('ghost')}>
        {t('editor.backToLesson')}
      </Link>
    </>
  );
}

const ItemForm = observer(function ItemForm({ store, code, courseGuid, base }: { store: ItemEditorStore; code: ContentTypeCode; courseGuid: string; base: string }) {
  const { t } = useTranslation('lesson');
  const navigate = useNavigate();
  const toasts = useService(ToastStore);
  const lesson = store.lesson;
  const typeLabel = t(contentTypeLabelKey(code), { ns: 'catalog' });
  const editing = store.item !== undefined;

  const handleSubmit = async (values: ItemFormValues) => {
    const result = await store.save(toItemInput(code, values));
    if (result.err) return;
    toasts.show(editing ? 'lesson:editor.saved' : 'lesson:editor.created', 'success');
    // A new assessment goes on to its questions, which live on its edit page.
    void navigate(code === ASSESSMENT_CONTENT_TYPE && !editing ? `${base}/edit/${result.val.guid}` : base);
  };

  return (
    <>
      <PageHeading title={editing ? t('editor.editTitle', { name: store.item?.name ?? '' }) : t('editor.addTitle', { type: typeLabel })} />
      <p className="editor-lead">
        <ContentTypeIcon code={code} /> {typeLabel}
      </p>
      <Formik initialValues={initialValues(code, store.item)} validationSchema={itemSchema(code)} onSubmit={handleSubmit}>
        {(form) => (
          <Form noValidate className="item-form stack">
            {store.saveError && (
              <Alert tone="error">{t(`errors.${store.saveError.code}`, { defaultValue: errorMessage(t, store.saveError) })}</Alert>
            )}
            {form.submitCount > 0 && !form.isValid && <Alert tone="error">{t('editor.fixErrors')}</Alert>}
            <TextField
              id="name"
              name="name"
              label={t('editor.name')}
              value={form.values.name}
              onChange={(value) => void form.setFieldValue('name', value)}
              onBlur={() => void form.setFieldTouched('name', true)}
              error={fieldError(form, 'name', t, { max: ITEM_NAME_MAX })}
              required
              maxLength={ITEM_NAME_MAX}
              autoFocus
            />
            <TypeFields code={code} form={form} courseGuid={courseGuid} item={store.item} />

            <fieldset className="editor-fieldset">
              <legend>{t('editor.delivery.legend')}</legend>
              <DateTimeField
                id="deliverAt"
                label={t('editor.delivery.deliverAt')}
                hint={t('editor.delivery.zoneHint', { zone: timeZoneName(t, lesson?.timeZone ?? '') })}
                value={form.values.deliverAt}
                onChange={(value) => void form.setFieldValue('deliverAt', value)}
                onBlur={() => void form.setFieldTouched('deliverAt', true)}
                error={fieldError(form, 'deliverAt', t)}
              />
              {form.values.deliverAt !== '' && (
                <Checkbox id="canDeliverLate" label={t('editor.delivery.canDeliverLate')} checked={form.values.canDeliverLate} onChange={(checked) => void form.setFieldValue('canDeliverLate', checked)} />
              )}
            </fieldset>

            <fieldset className="editor-fieldset">
              <legend>{t('editor.visibility.legend')}</legend>
              <Checkbox id="evaluable" label={t('editor.visibility.evaluable')} checked={form.values.evaluable} onChange={(checked) => void form.setFieldValue('evaluable', checked)} />
              <Checkbox id="published" label={t('editor.visibility.published')} hint={t('editor.visibility.publishedHint')} checked={form.values.published} onChange={(checked) => void form.setFieldValue('published', checked)} />
              <Checkbox id="teachersOnly" label={t('editor.visibility.teachersOnly')} hint={t('editor.visibility.teachersOnlyHint')} checked={form.values.teachersOnly} onChange={(checked) => void form.setFieldValue('teachersOnly', checked)} />
            </fieldset>

            <fieldset className="editor-fieldset">
              <legend>{t('editor.inClass.legend')}</legend>
              <TextArea
                id="teacherNotes"
                label={t('editor.inClass.notes')}
                hint={t('editor.inClass.notesHint')}
                value={form.values.teacherNotes}
                rows={4}
                maxLength={TEACHER_NOTES_MAX}
                onChange={(value) => void form.setFieldValue('teacherNotes', value)}
                onBlur={() => void form.setFieldTouched('teacherNotes', true)}
                error={fieldError(form, 'teacherNotes', t, { max: TEACHER_NOTES_MAX })}
              />
            </fieldset>

            <div className="cluster editor-actions">
              <Button type="submit" variant="primary" loading={store.saving}>
                {editing ? t('editor.save') : t('editor.create')}
              </Button>
              <Link to={base} className={buttonClassName('ghost')}>
                {t('common:cancel')}
              </Link>
            </div>
          </Form>
        )}
      </Formik>
    </>
  );
});
