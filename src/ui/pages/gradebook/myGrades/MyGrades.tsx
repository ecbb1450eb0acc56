import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CoursesStore } from '@application/courses/CoursesStore';
import type { Gradebook } from '@application/gradebook/Gradebook';
import { MyGradesStore, type MyGradeRow, type MyGradesSection } from '@application/gradebook/MyGradesStore';
import { useService } from '@ui/app/ContainerContext';
import { PageHeading } from '@ui/app/PageHeading';
import { Badge } from '@ui/components/Badge';
import { EmptyState } from '@ui/components/EmptyState';
import { FormattedText } from '@ui/components/FormattedText';
import { Icon } from '@ui/components/Icon';
import { Menu } from '@ui/components/Menu';
import { useAreaFormat, type AreaFormat } from '@ui/pages/gradebook/areas/areaFormat';
import { useAreaStore } from '@ui/pages/gradebook/areas/useAreaStore';
import { MyReportButton } from '@ui/pages/gradebook/exports/MyReportButton';
import '@ui/pages/gradebook/areas/areas.css';
import '@ui/pages/gradebook/myGrades/myGrades.css';

/**
 * My grades, the student's page at /course/{guid}/grades (the grades page hands the whole screen over): per period of the scheme, then the annual one, each
 * published item with its score, grade and feedback, unpublished ones as pending with no score, and the period's
 * final grade once published. The data is the student's own row as the server sends it (published scores only).
 */
export const MyGrades = observer(function MyGrades({ gradebook }: { gradebook: Gradebook }) {
  const store = useAreaStore(MyGradesStore, gradebook);
  const { t } = useTranslation('myGrades');
  const format = useAreaFormat();

  return (
    <section className="page my-grades">
      <header className="my-grades__header">
        <p className="my-grades__course">
          <Link to={`/course/${gradebook.courseGuid}`}>{gradebook.courseName}</Link>
        </p>
        <PageHeading title={t('pageTitle', { course: gradebook.courseName })} className="my-grades__title">
          {t('heading')}
        </PageHeading>
        <p className="my-grades__intro">{t('intro')}</p>
      </header>
      <div className="my-grades__actions">
        <CourseSwitcher currentGuid={gradebook.courseGuid} />
        <MyReportButton courseGuid={gradebook.courseGuid} />
      </div>
      {store.hasPublished ? (
        store.sections.map((section) => <PeriodSection key={section.period} section={section} format={format} />)
      ) : (
        <EmptyState icon="tasks" title={t('empty.title')} description={t('empty.description')} />
      )}
    </section>
  );
});

function PeriodSection({ section, format }: { section: MyGradesSection; format: AreaFormat }) {
  const { t } = useTranslation('myGrades');
  const headingId = useId();
  const final = section.finalGrade;
  return (
    <section className="my-grades__period" aria-labelledby={headingId}>
      <div className="spread my-grades__period-head">
        <h2 id={headingId} className="my-grades__period-title">
          {format.period(section.period)}
        </h2>
        {final ? (
          <p className="my-grades__final">
            {final.grade === null || final.percent === null ? (
              t('final.none')
            ) : (
              <>
                {t('final.label')} <strong className="my-grades__final-grade">{format.grade(final.grade)}</strong> <span className="gba-sub gba-sub--inline">({format.percent(final.percent)})</span>
              </>
            )}
          </p>
        ) : (
          <p className="my-grades__final my-grades__final--pending">{t('final.pending')}</p>
        )}
      </div>
      {section.rows.length === 0 ? (
        <p className="gba-area__hint">{t('noItems')}</p>
      ) : (
        <ul className="my-grades__list">
          {section.rows.map((row) => (
            <ItemRow key={row.item.guid} row={row} format={format} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ItemRow({ row, format }: { row: MyGradeRow; format: AreaFormat }) {
  const { t } = useTranslation('myGrades');
  const { item } = row;
  return (
    <li className="spread my-grades__row">
      <div className="my-grades__main">
        <h3 className="my-grades__name">{item.name}</h3>
        <p className="my-grades__meta">
          {format.kind(item)}
          {item.unitName ? ` · ${item.unitName}` : ''}
          {item.dueAtLocal ? ` · ${t('due', { date: format.day(item.dueAtLocal.slice(0, 10)) })}` : ''}
        </p>
        {row.published ? (
          <>
            <p className="my-grades__score">
              {row.excused ? t('excusedScore') : row.score === null ? t('noScore') : format.scoreOutOf(row.score, item.maxScore)}
              {row.grade !== null && !row.excused ? <span className="gba-sub gba-sub--inline"> · {t('equivalent', { grade: format.grade(row.grade) })}</span> : null}
            </p>
            {row.feedback ? (
              <div className="my-grades__feedback">
                <span className="my-grades__feedback-label">{t('feedback')}</span> <FormattedText html={row.feedback} />
              </div>
            ) : null}
          </>
        ) : (
          <p className="my-grades__pending">{t('pending')}</p>
        )}
      </div>
      <div className="my-grades__state">
        {row.published && row.late ? <Badge tone="warning">{t('late')}</Badge> : null}
        {row.published && row.excused ? <Badge tone="info">{t('excused')}</Badge> : null}
        {row.published ? null : <Badge tone="neutral">{t('pendingBadge')}</Badge>}
      </div>
    </li>
  );
}

/** The student's other courses, each opening its own grades. */
const CourseSwitcher = observer(function CourseSwitcher({ currentGuid }: { currentGuid: string }) {
  const courses = useService(CoursesStore);
  const navigate = useNavigate();
  const { t } = useTranslation('myGrades');

  useEffect(() => {
    void courses.load();
  }, [courses]);

  const others = courses.courses.filter((course) => course.guid !== currentGuid);
  if (courses.firstPage.status !== 'ready' || others.length === 0) return null;
  return (
    <Menu
      label={t('switcher.label')}
      align="start"
      trigger={
        <span className="my-grades__switcher">
          {t('switcher.button')} <Icon name="chevron-down" size={16} />
        </span>
      }
      items={others.map((course) => {
        const href = `/course/${course.guid}/grades`;
        return { id: course.guid, label: course.name, href, onSelect: () => void navigate(href) };
      })}
    />
  );
});
