import { useTranslation } from 'react-i18next';
import type { ProjectionConnection } from '@application/projection/ProjectionLive';

/** Where the live link stands, announced politely; nothing shows while it is simply open. */
export function ConnectionNote({ connection }: { connection: ProjectionConnection }) {
  const { t } = useTranslation('projection');
  return (
    <p className={`projection-connection projection-connection--${connection}`} role="status" data-connection={connection}>
      {connection === 'open' ? null : t(`connection.${connection}`)}
    </p>
  );
}
