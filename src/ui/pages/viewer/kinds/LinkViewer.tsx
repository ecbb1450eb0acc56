import { useTranslation } from 'react-i18next';
import { safeLinkUrl } from '@domain/content/itemRules';
import { Alert } from '@ui/components/Alert';
import { buttonClassName } from '@ui/components/Button';
import { Icon } from '@ui/components/Icon';
import type { ViewerProps } from '@ui/pages/viewer/kinds/ViewerProps';

/** A web address with its description; opened in a new tab without giving that page a handle on ours. */
export function LinkViewer({ item }: ViewerProps) {
  const { t } = useTranslation('viewer');
  if (item.content.kind !== 'link') return null;
  const { url, description } = item.content;
  const safe = safeLinkUrl(url);
  return (
    <div className="viewer-link stack">
      {description ? <p className="viewer-link__description">{description}</p> : null}
      <p className="viewer-link__url">
        <span className="visually-hidden">{t('link.address')} </span>
        <code>{url}</code>
      </p>
      {safe.ok ? (
        <p>
          <a className={buttonClassName('primary')} href={safe.val} target="_blank" rel="noopener noreferrer">
            <Icon name="globe" />
            <span>{t('link.open')}</span>
            <span className="visually-hidden"> {t('link.newTab')}</span>
          </a>
        </p>
      ) : (
        <Alert tone="warning" title={t('link.unsafeTitle')}>
          {t('link.unsafe')}
        </Alert>
      )}
    </div>
  );
}
