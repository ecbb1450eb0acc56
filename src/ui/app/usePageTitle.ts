import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * `document.title` of a page: "<page> · Tiza", so tabs and screen readers say where the user is. Set in the same commit
 * that shows the page (a layout effect), so the title never lags a frame behind the heading.
 */
export function usePageTitle(title: string): void {
  const { t } = useTranslation('common');
  useLayoutEffect(() => {
    document.title = title ? t('documentTitle', { page: title }) : t('appName');
  }, [title, t]);
}
