import { useEffect, useId, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import * as yup from 'yup';
import { COURSE_NAME_MAX, COURSE_YEAR_MAX } from '@domain/courses/courseDetails';
import type { LibraryEntry } from '@application/accounts/Account';
import type { TitleActionsStore } from '@application/accounts/TitleActionsStore';
import type { TitleUnit } from '@application/accounts/TitleTools';
import { CheckboxField } from '@ui/components/CheckboxField';
import { EmptyState } from '@ui/components/EmptyState';
import { FieldError } from '@ui/components/FieldError';
import { ErrorState } from '@ui/components/ErrorState';
import { Select } from '@ui/components/Select';
import { Skeleton } from '@ui/components/Skeleton';
import { TextField } from '@ui/components/TextField';
import { errorMessage } from '@ui/app/errorMessage';
import { FormDialog } from '@ui/app/FormDialog';
import { formikField } from '@ui/app/formikField';

const createSchema = yup.object({
  name: yup.string().trim().required('course.name.required').max(COURSE_NAME_MAX, 'course.name.tooLong'),
  year: yup.string().trim().max(COURSE_YEAR_MAX, 'course.year.tooLong'),
});

const addSchema = yup.object({
  course: yup.string().required('titleLessons.course'),
  lessons: yup.array(yup.string().required()).min(1, 'titleLessons.none'),
});

/** The title's units with a checkbox per lesson and one per unit; the chosen ones live in the store. */
export const LessonChooser = observer(function LessonChooser({
  units,
  chosen,
  onToggle,
  onToggleUnit,
  addedLabel,
}: {
  units: readonly TitleUnit[];
  chosen: ReadonlySet<string>;
  onToggle: (guid: string, on: boolean) => void;
  onToggleUnit?: (guids: readonly string[]) => void;
  /** What a lesson the course already holds says instead of its checkbox (the tools page). */
  addedLabel?: (lessonGuid: string) => ReactNode;
}) {
  const { t } = useTranslation('accounts');
  const id = useId();
  return (
    <div className="title-lessons">
      {units.map((unit) => {
        const open = unit.lessons.filter((lesson) => lesson.courseLessonGuid === null);
        return (
          <fieldset key={unit.guid} className="title-lessons__unit">
            <legend>{unit.name}</legend>
            {onToggleUnit && open.length > 1 && (
              <CheckboxField
                className="title-lessons__all"
                id={`${id}-${unit.guid}`}
                label={t('titleTools.lessons.wholeUnit')}
                checked={open.every((lesson) => chosen.has(lesson.guid))}
                onChange={() => onToggleUnit(open.map((lesson) => lesson.guid))}
              />
            )}
            <ul className="title-lessons__list">
              {unit.lessons.map((lesson) => (
                <li key={lesson.guid}>
                  {lesson.courseLessonGuid !== null && addedLabel ? (
                    addedLabel(lesson.guid)
                  ) : (
                    <CheckboxField
                      className="title-lessons__lesson"
                      id={`${id}-${lesson.guid}`}
                      label={lesson.name}
                      hint={t('titleTools.lessons.items', { count: lesson.itemsCount })}
                      checked={chosen.has(lesson.guid)}
                      onChange={(on) => onToggle(lesson.guid, on)}
                    />
                  )}
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
});

/** "Create a course with this title": name (the title's) and school year (its first); lands in the new course. */
export const CreateFromTitleDialog = observer(function CreateFromTitleDialog({ store, entry, onClose }: { store: TitleActionsStore; entry: LibraryEntry; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  useEffect(() => store.open(entry.title.guid, false), [store, entry.title.guid]);
  const initial = { name: entry.title.name.split(' — ')[0] ?? entry.title.name, year: entry.title.educationYears[0] ?? '' };
  const handleSubmit = async (values: typeof initial) => {
    const result = await store.createCourse(entry.title.guid, { name: values.name.trim(), educationYear: values.year.trim() === '' ? null : values.year.trim() });
    if (result.ok) void navigate(`/course/${result.val.courseGuid}`);
    return result;
  };
  const outline = store.outline.value;
  const lessons = outline?.units.reduce((sum, unit) => sum + unit.lessons.length, 0) ?? 0;
  return (
    <FormDialog open title={t('titleTools.create.title')} submitLabel={t('titleTools.create.submit')} initialValues={initial} validationSchema={createSchema} onSubmit={handleSubmit} successToastKey="accounts:titleTools.create.created" onClose={onClose}>
      {(form) => (
        <>
          <p className="title-dialog__lead">{t('titleTools.create.lead', { title: entry.title.name })}</p>
          <TextField {...formikField(form, 'name', t)} label={t('titleTools.create.name')} required autoFocus />
          <TextField {...formikField(form, 'year', t, { max: COURSE_YEAR_MAX })} label={t('titleTools.create.year')} />
          <p className="title-dialog__note" aria-live="polite">
            {store.outline.status === 'ready' ? t('titleTools.create.copies', { count: lessons }) : t('titleTools.loading')}
          </p>
        </>
      )}
    </FormDialog>
  );
});

/** "Add lessons to a course": one of the teacher's courses, then the lessons; they arrive as drafts at its end. */
export const AddLessonsDialog = observer(function AddLessonsDialog({ store, entry, onClose, onAdded }: { store: TitleActionsStore; entry: LibraryEntry; onClose: () => void; onAdded: (projectGuid: string) => void }) {
  const { t } = useTranslation('accounts');
  useEffect(() => store.open(entry.title.guid, true), [store, entry.title.guid]);
  const courses = store.courses.value ?? [];
  const initial: { course: string; lessons: string[] } = { course: '', lessons: [] };
  const handleSubmit = async (values: typeof initial) => {
    const result = await store.addLessons(values.course, entry.title.guid, values.lessons);
    if (result.ok) onAdded(result.val.projectGuid);
    return result;
  };

  return (
    <FormDialog open title={t('titleTools.add.title')} submitLabel={t('titleTools.add.submit')} initialValues={initial} validationSchema={addSchema} onSubmit={handleSubmit} successToastKey="accounts:titleTools.add.added" onClose={onClose}>
      {(form) => {
        const chosen = new Set(form.values.lessons);
        const choose = (next: Set<string>) => void form.setFieldValue('lessons', [...next]);
        const shownError = (field: 'course' | 'lessons') => {
          const error = form.submitCount > 0 ? form.errors[field] : undefined;
          return typeof error === 'string' ? t(`validation:${error}`) : undefined;
        };
        let lessons: ReactNode;
        if (store.outline.status === 'failed') lessons = <ErrorState title={t('titleTools.loadFailed')} description={errorMessage(t, store.outline.error)} onRetry={() => void store.outline.retry()} />;
        else if (!store.outline.value) lessons = <Skeleton height="8rem" />;
        else if (store.outline.value.units.length === 0) lessons = <EmptyState icon="library" title={t('titleTools.lessons.none')} />;
        else
          lessons = (
            <LessonChooser
              units={store.outline.value.units}
              chosen={chosen}
              onToggle={(guid, on) => choose(toggled(chosen, [guid], on))}
              onToggleUnit={(guids) => choose(toggled(chosen, guids, !guids.every((guid) => chosen.has(guid))))}
            />
          );
        return (
          <>
            <p className="title-dialog__lead">{t('titleTools.add.lead', { title: entry.title.name })}</p>
            {store.courses.status === 'ready' && courses.length === 0 ? (
              <p className="title-dialog__note">{t('titleTools.add.noCourses')}</p>
            ) : (
              <Select
                label={t('titleTools.add.course')}
                value={form.values.course}
                required
                error={shownError('course')}
                options={[{ value: '', label: t('titleTools.add.chooseCourse') }, ...courses.map((course) => ({ value: course.guid, label: course.name }))]}
                onChange={(value: string) => void form.setFieldValue('course', value)}
              />
            )}
            {lessons}
            <p className="title-dialog__note">{t('titleTools.add.asDrafts')}</p>
            <FieldError message={shownError('lessons')} />
          </>
        );
      }}
    </FormDialog>
  );
});

function toggled(chosen: ReadonlySet<string>, guids: readonly string[], on: boolean): Set<string> {
  const next = new Set(chosen);
  for (const guid of guids) {
    if (on) next.add(guid);
    else next.delete(guid);
  }
  return next;
}
