import { useTranslation } from 'react-i18next';
import type { Announcement } from '@application/lessons/Announcement';

/** A polite live region that reads the store's last announcement in the user's language. */
export function LiveAnnouncer({ announcement }: { announcement: Announcement | undefined }) {
  const { t } = useTranslation('lesson');
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement ? <span key={announcement.id}>{t(announcement.key, announcement.values)}</span> : null}
    </div>
  );
}
