import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CalendarDate } from '@domain/calendar/calendarDate';
import { ASSESSMENT_CONTENT_TYPE, ASSIGNMENT_CONTENT_TYPE } from '@domain/content/contentTypes';
import type { CalendarEntry } from '@application/calendar/CalendarEntry';
import { Badge } from '@ui/components/Badge';
import { ItemStatusBadge } from '@ui/pages/tasks/ItemStatusBadge';
import type { CalendarFormat } from '@ui/pages/calendar/calendarFormat';

/**
 * Where an entry leads: a test to taking it (students) or its lesson (staff), an assignment to its viewer, a gradebook's
 * own column to the gradebook, a class session to the lesson its programme lays there (in that session's context,
 * ADR 0505) or else to its course's page.
 */
export function entryLink(entry: CalendarEntry): string | undefined {
  if (entry.courseGuid === null) return undefined;
  if (entry.kind === 'session') return entry.lessonGuid === null ? `/course/${entry.courseGuid}` : `/course/${entry.courseGuid}/lesson/${entry.lessonGuid}/session/${entry.guid}`;
  if (entry.kind !== 'deliver') return undefined;
  if (entry.lessonGuid === null) return `/course/${entry.courseGuid}/grades`;
  const lesson = `/course/${entry.courseGuid}/lesson/${entry.lessonGuid}`;
  const type = entry.contentType?.toUpperCase();
  if (type === ASSESSMENT_CONTENT_TYPE) return entry.status === null ? lesson : `${lesson}/assessment/${entry.guid}`;
  return `/viewer/${entry.guid}`;
}

function kindKey(entry: CalendarEntry): string {
  if (entry.kind !== 'deliver') return `kinds.${entry.kind}`;
  if (entry.lessonGuid === null) return 'kinds.column';
  const type = entry.contentType?.toUpperCase();
  return type === ASSESSMENT_CONTENT_TYPE ? 'kinds.test' : type === ASSIGNMENT_CONTENT_TYPE ? 'kinds.assignment' : 'kinds.activity';
}

/** Opens one of the caller's own events in the event dialog (ADR 0504); absent where events are not kept. */
export const OpenEvent = createContext<((entry: CalendarEntry) => void) | undefined>(undefined);

interface EntryListProps {
  entries: CalendarEntry[];
  format: CalendarFormat;
  showCourse: boolean;
  day: CalendarDate;
  /** What a screen adds at an entry's end (the gradebook: whether its grades are published). */
  aside?: (entry: CalendarEntry) => ReactNode;
}

/** A day's entries: when, what (a link where it leads somewhere), its kind, course and room, and its status. */
export function EntryList({ entries, format, showCourse, day, aside }: EntryListProps) {
  const { t } = useTranslation('calendar');
  const openEvent = useContext(OpenEvent);
  return (
    <ul className="cal-entries">
      {entries.map((entry) => {
        const link = entryLink(entry);
        const when = entry.allDay ? (entry.endDay > day ? t('until', { day: format.shortDay(entry.endDay) }) : t('allDay')) : t('at', { time: format.time(entry.start) });
        return (
          <li key={`${entry.kind}-${entry.guid}`} className={`cal-entry cal-entry--${entry.kind}`}>
            <span className="cal-entry__when">{when}</span>
            <span className="cal-entry__body">
              {link ? (
                <Link to={link} className="cal-entry__title">
                  {entry.title}
                </Link>
              ) : entry.kind === 'event' && openEvent !== undefined ? (
                <button type="button" className="cal-entry__title cal-entry__open" aria-haspopup="dialog" aria-label={t('event.open', { title: entry.title })} onClick={() => openEvent(entry)}>
                  {entry.title}
                </button>
              ) : (
                <span className="cal-entry__title">{entry.title}</span>
              )}
              <span className="cal-entry__meta">
                {t(kindKey(entry))}
                {entry.lessonName ? ` · ${entry.lessonName}` : ''}
                {showCourse && entry.courseName && entry.kind !== 'session' ? ` · ${entry.courseName}` : ''}
                {entry.room ? ` · ${entry.room}` : ''}
              </span>
            </span>
            {aside?.(entry)}
            {entry.status ? <ItemStatusBadge label={entry.status.label} /> : entry.kind === 'non_school_day' ? <Badge tone="neutral">{t('closed')}</Badge> : null}
          </li>
        );
      })}
    </ul>
  );
}
