import { describe, expect, it } from 'vitest';
import { formatLocalDateTime, isKnownTimeZone, localToInstant, parseLocalDateTime } from '@domain/lessons/deliverDate';

const HOUR = 3_600_000;

describe.each(['Europe/Madrid', 'Europe/Lisbon', 'Atlantic/Canary', 'America/Sao_Paulo'])('deliver dates in %s', (zone) => {
  it('reads every hour of 2026 back as the same wall-clock time (the earlier instant in an overlap)', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let at = start; at < Date.UTC(2027, 0, 1); at += HOUR) {
      const local = formatLocalDateTime(new Date(at), zone);
      const back = localToInstant(local, zone);
      // Outside an overlap the instant comes back; inside it, the earlier of the two (one hour before).
      expect([at, at - HOUR]).toContain(back.getTime());
      expect(formatLocalDateTime(back, zone)).toBe(local);
    }
  });

  it('moves any wall-clock time forward, never back, when it does not exist', () => {
    for (let day = 0; day < 365; day += 1) {
      for (const time of ['00:30', '01:30', '02:30', '23:30']) {
        const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
        const local = parseLocalDateTime(`${date}T${time}`);
        expect(local.ok).toBe(true);
        const shown = formatLocalDateTime(localToInstant(local.val as string, zone), zone);
        expect(shown >= (local.val as string)).toBe(true);
      }
    }
  });
});

describe('deliver date edge cases', () => {
  it('gives an invalid Date for an unreadable value or zone', () => {
    expect(Number.isNaN(localToInstant('2026-11-22T10:00:00Z', 'Europe/Madrid').getTime())).toBe(true);
    expect(Number.isNaN(localToInstant('2026-11-22T10:00:00', 'Mars/Olympus').getTime())).toBe(true);
    expect(isKnownTimeZone('Europe/Lisbon')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });
});
