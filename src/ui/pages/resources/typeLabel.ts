import type { TFunction } from 'i18next';
import { contentTypeLabelKey, type ContentTypeCode } from '@domain/content/contentTypes';

/** The label of a CTTY code (catalog `contentTypes.*`), or "other content" for a code the app does not know. */
export function typeLabel(t: TFunction, type: ContentTypeCode | null): string {
  return type === null ? t('resources:resource.otherType') : t(`catalog:${contentTypeLabelKey(type)}`);
}
