import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@ui/components/Button';
import { MissingFile } from '@ui/pages/viewer/kinds/MissingFile';
import type { ViewerProps } from '@ui/pages/viewer/kinds/ViewerProps';

/** One picture, fitted to the width or at its actual size (scrollable with the keyboard). */
export function ImageViewer({ item }: ViewerProps) {
  const { t } = useTranslation('viewer');
  const [actualSize, setActualSize] = useState(false);
  if (item.content.kind !== 'image') return null;
  const { file, alt } = item.content;
  if (!file) return <MissingFile />;
  const handleToggle = () => setActualSize((value) => !value);
  return (
    <figure className="viewer-image">
      <div className="viewer-toolbar" role="toolbar" aria-label={t('image.toolbar')}>
        <Button variant="secondary" size="sm" aria-pressed={actualSize} onClick={handleToggle}>
          {t('image.actualSize')}
        </Button>
      </div>
      <div className={`viewer-image__frame${actualSize ? ' viewer-image__frame--actual' : ''}`} tabIndex={0} role="region" aria-label={t('image.region')}>
        <img src={file.url} alt={alt} />
      </div>
    </figure>
  );
}
