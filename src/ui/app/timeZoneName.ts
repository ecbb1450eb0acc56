import type { TFunction } from 'i18next';

/**
 * A school's IANA time zone as people say it: "hora de Madrid", "Lisbon time", "hora de Lisboa" — the zone's city in
 * the reader's language (`common:timeZone.city.<Area_City>`, else the id's city as written), never `Europe/Madrid`.
 */
export function timeZoneName(t: TFunction, zone: string): string {
  if (zone === '') return '';
  const city = zone.split('/').pop()?.replaceAll('_', ' ') ?? zone;
  const key = zone.replaceAll('/', '_');
  return t('common:timeZone.name', { city: t(`common:timeZone.city.${key}`, { defaultValue: city }) });
}
