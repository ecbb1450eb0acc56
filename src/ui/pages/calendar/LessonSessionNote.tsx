import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProgrammeStore } from '@application/calendar/ProgrammeStore';
import type { ProgrammeSession } from '@application/calendar/Programme';
import { useService } from '@ui/app/ContainerContext';
import '@ui/pages/calendar/programme.css';

/** "lunes, 30 de noviembre, 09:00" in the app's language: the school's wall clock, as written. */
export function useSessionFormat(): (session: ProgrammeSession) => string {
  const { t, i18n } = useTranslation('calendar');
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    return (session: ProgrammeSession) => t('programme.session', { day: format.format(new Date(`${session.date}T00:00:00Z`)), starts: session.starts });
  }, [i18n.language, t]);
}

/**
 * `/course/{c}/lesson/{l}/session/{s}` (ADR 0505): the lesson opened from its class in the programme says which class it
 * is, with the way back. A session the programme no longer gives this lesson says nothing.
 */
export const LessonSessionNote = observer(function LessonSessionNote({ courseGuid, lessonGuid, sessionGuid }: { courseGuid: string; lessonGuid: string; sessionGuid: string }) {
  const store = useService(ProgrammeStore);
  const { t } = useTranslation('calendar');
  const format = useSessionFormat();

  useEffect(() => {
    void store.load(courseGuid);
  }, [store, courseGuid]);

  const session = store.programme.value?.lessons.find((lesson) => lesson.guid === lessonGuid)?.session;
  if (!session || session.guid !== sessionGuid.toLowerCase()) return null;
  return (
    <p className="lesson-session-note">
      {t('programme.sessionNote', { session: format(session) })}
      {session.room ? ` · ${session.room}` : ''} · <Link to={`/course/${courseGuid}/program`}>{t('programme.open')}</Link>
    </p>
  );
});
