import { useTranslation } from 'react-i18next';
import { parsePeriodCode } from '@domain/grading/periods';
import type { Announcement } from '@application/lessons/Announcement';
import { periodLabel } from '@ui/pages/gradebook/setup/setupText';

/** A polite live region reading a setup store's last announcement; a `period` value is read as its label. */
export function SetupAnnouncer({ announcement }: { announcement: Announcement | undefined }) {
  const { t } = useTranslation('gradebookSetup');
  const values = { ...announcement?.values };
  const period = typeof values.period === 'string' ? parsePeriodCode(values.period) : undefined;
  if (period !== undefined) values.period = periodLabel(t, period);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement ? <span key={announcement.id}>{t(announcement.key, values)}</span> : null}
    </div>
  );
}
