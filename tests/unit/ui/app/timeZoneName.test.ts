import { describe, expect, it } from 'vitest';
import { createI18n } from '@infrastructure/i18n/createI18n';
import { timeZoneName } from '@ui/app/timeZoneName';

describe('timeZoneName', () => {
  it.each([
    ['es', 'Europe/Madrid', 'hora de Madrid'],
    ['es', 'Europe/Lisbon', 'hora de Lisboa'],
    ['en', 'Europe/Lisbon', 'Lisbon time'],
    ['en', 'Europe/London', 'London time'],
    ['pt', 'Europe/Lisbon', 'hora de Lisboa'],
    ['pt', 'Atlantic/Azores', 'hora de Ponta Delgada'],
    ['en', 'America/Argentina/Buenos_Aires', 'Buenos Aires time'],
    // A zone without a translated city still reads as a city, never as an IANA id.
    ['en', 'Asia/Kolkata', 'Kolkata time'],
    ['es', 'America/Los_Angeles', 'hora de Los Angeles'],
  ] as const)('%s: %s reads "%s"', async (language, zone, expected) => {
    const i18n = await createI18n(language);
    expect(timeZoneName(i18n.t, zone)).toBe(expected);
  });
});
