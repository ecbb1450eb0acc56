import { useTranslation } from 'react-i18next';
import type { FormikProps } from 'formik';
import type { ContentTypeCode } from '@domain/content/contentTypes';
import { acceptsCaptions, MAX_BOOK_PAGES, MAX_MARKERS, uploadKindsFor } from '@domain/content/itemRules';
import { mainFileGuid } from '@domain/content/itemData';
import type { LessonItemDetail } from '@application/lessons/Lesson';
import type { HeldFile } from '@application/lessons/UploadStore';
import { RichTextField } from '@ui/components/richText/RichTextField';
import type { RichTextImages } from '@ui/components/richText/images';
import { Button } from '@ui/components/Button';
import { Icon } from '@ui/components/Icon';
import { TextField } from '@ui/components/TextField';
import { Checkbox, courseImages, fieldError, TextArea } from '@ui/pages/lessons/editor/fields';
import { ATTEMPTS_MAX, DURATION_MAX_MINUTES, RANKING_SCALE_MAX, type ItemFormValues } from '@ui/pages/lessons/editor/itemForm';
import { UploadField } from '@ui/pages/lessons/editor/UploadField';
import { ASSESSMENT_CONTENT_TYPE, ASSIGNMENT_CONTENT_TYPE } from '@domain/content/contentTypes';

interface TypeFieldsProps {
  code: ContentTypeCode;
  form: FormikProps<ItemFormValues>;
  courseGuid: string;
  item: LessonItemDetail | undefined;
}

function held(item: LessonItemDetail | undefined, guid: string): HeldFile | undefined {
  if (!guid) return undefined;
  const media = item?.media[guid];
  return { guid, name: media?.name ?? guid, size: media?.size ?? null };
}

/** The fields of the contract's `data` for one content type. */
export function TypeFields({ code, form, courseGuid, item }: TypeFieldsProps) {
  const { t } = useTranslation('lesson');
  const { values } = form;
  const set = (name: string, value: unknown) => void form.setFieldValue(name, value);
  const touch = (name: string) => () => void form.setFieldTouched(name, true);
  const kinds = uploadKindsFor(code);
  const data = item?.data;
  const initialFile = data === undefined ? null : mainFileGuid(data);
  const initialCaptions = data !== undefined && (data.kind === 'video' || data.kind === 'audio' || data.kind === 'video-lesson') ? data.captionsFileGuid : null;
  const images = courseImages(courseGuid, item?.media ?? {});

  return (
    <>
      {kinds.length > 0 && (
        <UploadField
          id="fileGuid"
          label={t(`editor.file.${code === 'CTTY_07' ? 'image' : code === 'CTTY_05' ? 'pdf' : code === 'CTTY_04' ? 'audio' : 'video'}`)}
          courseGuid={courseGuid}
          purpose="content"
          kinds={kinds}
          initial={held(item, typeof initialFile === 'string' ? initialFile : '')}
          required
          error={fieldError(form, 'fileGuid', t)}
          onChange={(guid) => set('fileGuid', guid)}
        />
      )}

      {acceptsCaptions(code) && (
        <fieldset className="editor-fieldset">
          <legend>{t('editor.captions.legend')}</legend>
          <UploadField
            id="captionsFileGuid"
            label={t('editor.captions.file')}
            courseGuid={courseGuid}
            purpose="captions"
            kinds={['captions']}
            initial={held(item, typeof initialCaptions === 'string' ? initialCaptions : '')}
            onChange={(guid) => set('captionsFileGuid', guid)}
          />
          <TextField
            id="captionsLanguage"
            name="captionsLanguage"
            label={t('editor.captions.language')}
            hint={t('editor.captions.languageHint')}
            value={values.captionsLanguage}
            onChange={(value) => set('captionsLanguage', value)}
            onBlur={touch('captionsLanguage')}
            error={fieldError(form, 'captionsLanguage', t)}
            maxLength={35}
          />
        </fieldset>
      )}

      {code === 'CTTY_01' && (
        <RichTextField id="html" label={t('editor.document')} value={values.html} required onChange={(value) => set('html', value)} onBlur={touch('html')} error={fieldError(form, 'html', t)} images={images} />
      )}

      {code === 'CTTY_02' && <BookPages form={form} images={images} />}

      {code === 'CTTY_06' && (
        <>
          <TextField
            id="url"
            name="url"
            label={t('editor.url')}
            hint={t('editor.urlHint')}
            value={values.url}
            onChange={(value) => set('url', value)}
            onBlur={touch('url')}
            error={fieldError(form, 'url', t)}
            required
            maxLength={2000}
          />
          <TextArea id="description" label={t('editor.description')} value={values.description} rows={3} onChange={(value) => set('description', value)} maxLength={2000} />
        </>
      )}

      {code === 'CTTY_07' && (
        <TextField
          id="alt"
          name="alt"
          label={t('editor.alt')}
          hint={t('editor.altHint')}
          value={values.alt}
          onChange={(value) => set('alt', value)}
          onBlur={touch('alt')}
          error={fieldError(form, 'alt', t)}
          required
          maxLength={500}
        />
      )}

      {code === ASSIGNMENT_CONTENT_TYPE && (
        <>
          <RichTextField
            id="instructionsHtml"
            label={t('editor.instructions')}
            value={values.instructionsHtml}
            required
            onChange={(value) => set('instructionsHtml', value)}
            onBlur={touch('instructionsHtml')}
            error={fieldError(form, 'instructionsHtml', t)}
            images={images}
          />
          <fieldset className="editor-fieldset" aria-describedby="accepts-error">
            <legend>{t('editor.accepts.legend')}</legend>
            <Checkbox id="acceptsText" label={t('editor.accepts.text')} checked={values.acceptsText} onChange={(checked) => set('acceptsText', checked)} />
            <Checkbox id="acceptsFiles" label={t('editor.accepts.files')} checked={values.acceptsFiles} onChange={(checked) => set('acceptsFiles', checked)} />
            <p className="tz-field__error" id="accepts-error" role="alert">
              {form.submitCount > 0 && typeof form.errors.acceptsFiles === 'string' ? t(`validation.${form.errors.acceptsFiles}`) : null}
            </p>
          </fieldset>
        </>
      )}

      {code === ASSESSMENT_CONTENT_TYPE && <AssessmentSettings form={form} images={images} />}

      {code === 'CTTY_VIDEOLESSON' && <Markers form={form} />}
    </>
  );
}

/** CTTY_09: duration (or unlimited), attempts, ranking scale, pagination and instructions. */
function AssessmentSettings({ form, images }: { form: FormikProps<ItemFormValues>; images: RichTextImages }) {
  const { t } = useTranslation('lesson');
  const { values } = form;
  const set = (name: string, value: unknown) => void form.setFieldValue(name, value);
  const touch = (name: string) => () => void form.setFieldTouched(name, true);
  return (
    <>
      <h2 className="editor-section-title">{t('editor.test.heading')}</h2>
      <fieldset className="editor-fieldset">
        <legend>{t('editor.test.legend')}</legend>
        <Checkbox id="durationUnlimited" label={t('editor.test.unlimited')} checked={values.durationUnlimited} onChange={(checked) => set('durationUnlimited', checked)} />
        {!values.durationUnlimited && (
          <TextField
            id="durationMinutes"
            name="durationMinutes"
            label={t('editor.test.duration')}
            hint={t('editor.test.durationHint', { max: DURATION_MAX_MINUTES })}
            value={values.durationMinutes}
            onChange={(value) => set('durationMinutes', value)}
            onBlur={touch('durationMinutes')}
            error={fieldError(form, 'durationMinutes', t, { max: DURATION_MAX_MINUTES })}
            required
            maxLength={4}
          />
        )}
        <TextField
          id="attemptsAllowed"
          name="attemptsAllowed"
          label={t('editor.test.attempts')}
          hint={t('editor.test.attemptsHint', { max: ATTEMPTS_MAX })}
          value={values.attemptsAllowed}
          onChange={(value) => set('attemptsAllowed', value)}
          onBlur={touch('attemptsAllowed')}
          error={fieldError(form, 'attemptsAllowed', t, { max: ATTEMPTS_MAX })}
          required
          maxLength={3}
        />
        <TextField
          id="rankingScale"
          name="rankingScale"
          label={t('editor.test.rankingScale')}
          hint={t('editor.test.rankingScaleHint')}
          value={values.rankingScale}
          onChange={(value) => set('rankingScale', value)}
          onBlur={touch('rankingScale')}
          error={fieldError(form, 'rankingScale', t, { max: RANKING_SCALE_MAX })}
          required
          maxLength={8}
        />
      </fieldset>
      <fieldset className="editor-fieldset">
        <legend>{t('editor.test.pagination')}</legend>
        <div className="editor-checkbox">
          <input id="onePerPage-yes" type="radio" name="onePerPage" checked={values.onePerPage} onChange={() => set('onePerPage', true)} />
          <label htmlFor="onePerPage-yes">{t('editor.test.onePerPage')}</label>
        </div>
        <div className="editor-checkbox">
          <input id="onePerPage-no" type="radio" name="onePerPage" checked={!values.onePerPage} onChange={() => set('onePerPage', false)} />
          <label htmlFor="onePerPage-no">{t('editor.test.allOnOnePage')}</label>
        </div>
      </fieldset>
      <RichTextField
        id="instructionsHtml"
        label={t('editor.test.instructions')}
        value={values.instructionsHtml}
        onChange={(value) => set('instructionsHtml', value)}
        onBlur={touch('instructionsHtml')}
        error={fieldError(form, 'instructionsHtml', t)}
        images={images}
      />
    </>
  );
}

function BookPages({ form, images }: { form: FormikProps<ItemFormValues>; images: RichTextImages }) {
  const { t } = useTranslation('lesson');
  const pages = form.values.pages;
  const setPages = (next: ItemFormValues['pages']) => void form.setFieldValue('pages', next);
  const move = (from: number, to: number) => {
    const next = [...pages];
    const [page] = next.splice(from, 1);
    if (page) next.splice(to, 0, page);
    setPages(next);
  };
  return (
    <fieldset className="editor-fieldset">
      <legend>{t('editor.book.legend', { count: pages.length })}</legend>
      <ol className="book-pages">
        {pages.map((page, index) => (
          <li key={index} className="book-page">
            <h3 className="book-page__title">{t('editor.book.page', { number: index + 1 })}</h3>
            <TextField
              id={`pages-${index}-title`}
              name={`pages.${index}.title`}
              label={t('editor.book.title')}
              value={page.title}
              required
              onChange={(value) => void form.setFieldValue(`pages.${index}.title`, value)}
              onBlur={() => void form.setFieldTouched(`pages.${index}.title`, true)}
              error={fieldError(form, `pages.${index}.title`, t)}
            />
            <RichTextField id={`pages-${index}-html`} label={t('editor.book.html')} value={page.html} onChange={(value) => void form.setFieldValue(`pages.${index}.html`, value)} images={images} />
            <div className="cluster">
              {index > 0 && (
                <Button variant="ghost" size="sm" onClick={() => move(index, index - 1)}>
                  {t('editor.book.moveUp', { number: index + 1 })}
                </Button>
              )}
              {index < pages.length - 1 && (
                <Button variant="ghost" size="sm" onClick={() => move(index, index + 1)}>
                  {t('editor.book.moveDown', { number: index + 1 })}
                </Button>
              )}
              {pages.length > 1 && (
                <Button variant="ghost" size="sm" onClick={() => setPages(pages.filter((_, i) => i !== index))}>
                  {t('editor.book.remove', { number: index + 1 })}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ol>
      {pages.length < MAX_BOOK_PAGES && (
        <Button variant="secondary" icon={<Icon name="plus" />} onClick={() => setPages([...pages, { title: '', html: '' }])}>
          {t('editor.book.add')}
        </Button>
      )}
    </fieldset>
  );
}

function Markers({ form }: { form: FormikProps<ItemFormValues> }) {
  const { t } = useTranslation('lesson');
  const markers = form.values.markers;
  return (
    <fieldset className="editor-fieldset">
      <legend>{t('editor.markers.legend')}</legend>
      <p className="tz-field__hint">{t('editor.markers.hint')}</p>
      {markers.length > 0 && (
        <ol className="markers">
          {markers.map((marker, index) => (
            <li key={index} className="marker cluster">
              <TextField
                id={`markers-${index}-at`}
                name={`markers.${index}.at`}
                label={t('editor.markers.at', { number: index + 1 })}
                hint={t('editor.markers.atHint')}
                value={marker.at}
                required
                onChange={(value) => void form.setFieldValue(`markers.${index}.at`, value)}
                onBlur={() => void form.setFieldTouched(`markers.${index}.at`, true)}
                error={fieldError(form, `markers.${index}.at`, t)}
              />
              <TextField
                id={`markers-${index}-label`}
                name={`markers.${index}.label`}
                label={t('editor.markers.label', { number: index + 1 })}
                value={marker.label}
                required
                onChange={(value) => void form.setFieldValue(`markers.${index}.label`, value)}
                onBlur={() => void form.setFieldTouched(`markers.${index}.label`, true)}
                error={fieldError(form, `markers.${index}.label`, t)}
              />
              <Button variant="ghost" size="sm" onClick={() => void form.setFieldValue('markers', markers.filter((_, i) => i !== index))}>
                {t('editor.markers.remove', { number: index + 1 })}
              </Button>
            </li>
          ))}
        </ol>
      )}
      {markers.length < MAX_MARKERS && (
        <Button variant="secondary" icon={<Icon name="plus" />} onClick={() => void form.setFieldValue('markers', [...markers, { at: '', label: '' }])}>
          {t('editor.markers.add')}
        </Button>
      )}
    </fieldset>
  );
}
