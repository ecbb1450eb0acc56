import { Link, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@ui/components/Button';
import { EmptyState } from '@ui/components/EmptyState';
import { PageHeading } from '@ui/app/PageHeading';
import { comingSoonArea, type ComingSoonArea } from '@ui/app/routeHandles';

/** Every route of spec §2 not built yet: says what the area will do and leads back home. */
export function ComingSoonPage({ area: areaProp }: { area?: ComingSoonArea }) {
  const { t } = useTranslation('routes');
  const matches = useMatches();
  const area = areaProp ?? comingSoonArea(matches.at(-1)?.handle) ?? 'generic';
  const title = t(`areas.${area}.title`);
  return (
    <section className="page page--narrow coming-soon">
      <PageHeading title={title} />
      <EmptyState
        icon="sparkles"
        title={t('comingSoon.title')}
        description={t(`areas.${area}.description`)}
        action={
          <Link to="/home" className={buttonClassName('primary', 'md')}>
            {t('comingSoon.backHome')}
          </Link>
        }
      />
    </section>
  );
}
