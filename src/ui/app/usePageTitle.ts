import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrentTenant } from '@application/tenancy/CurrentTenant';
import { useOptionalService } from '@ui/app/ContainerContext';

/**
 * `document.title` of a page: "<page> · <the tenant's brand>" ("Painel · Escola Digital"), so tabs and screen readers
 * say where the user is. Set in the same commit that shows the page (a layout effect), so it never lags the heading.
 */
export function usePageTitle(title: string): void {
  const { t } = useTranslation('common');
  const brand = useOptionalService(CurrentTenant)?.theme.brand;
  useLayoutEffect(() => {
    document.title = brand === undefined ? title : title ? t('documentTitle', { page: title, brand }) : brand;
  }, [title, t, brand]);
}
