import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** `document.title` of a page: "<page> · Tiza", so tabs and screen readers say where the user is. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = title ? t('documentTitle', { page: title }) : t('appName');
  }, [title, t]);
}
