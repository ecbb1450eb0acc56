import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDate, isWeekend, parseCalendarDate } from '@domain/calendar/calendarDate';

describe('calendar dates', () => {
  it('accepts only real days', () => {
    expect(parseCalendarDate('2028-02-29')).toBe('2028-02-29');
    expect(parseCalendarDate('2026-02-29')).toBeUndefined();
    expect(parseCalendarDate('2026-13-01')).toBeUndefined();
    expect(parseCalendarDate('2026-1-01')).toBeUndefined();
    expect(isCalendarDate(' 2026-01-01')).toBe(false);
  });

  it('counts across months, years and the spring clock change', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(isWeekend('2026-11-22')).toBe(true);
    expect(isWeekend('2026-11-23')).toBe(false);
  });

});
