import { useTranslation } from 'react-i18next';
import { Alert } from '@ui/components/Alert';

/** The item names a file the server could not hand out (deleted, or not yet processed). */
export function MissingFile() {
  const { t } = useTranslation('viewer');
  return <Alert tone="warning" title={t('missingFile.title')}>{t('missingFile.description')}</Alert>;
}
