import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDate, isWeekend, parseCalendarDate } from '@domain/calendar/calendarDate';
import { addSchoolDays, isInOrder, isSchoolDay, moveSession, schoolDaysBetween, type ScheduledSession } from '@domain/calendar/sessionScheduling';

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

  it('steps school days both ways and agrees with schoolDaysBetween', () => {
    const holidays = [{ start: '2026-12-07', end: '2026-12-08' }];
    expect(addSchoolDays('2026-12-04', 1, holidays)).toBe('2026-12-09');
    expect(addSchoolDays('2026-12-09', -1, holidays)).toBe('2026-12-04');
    for (let n = -30; n <= 30; n += 1) {
      const to = addSchoolDays('2026-11-25', n, holidays);
      expect(schoolDaysBetween('2026-11-25', to, holidays)).toBe(n);
    }
  });
});

describe('moving sessions keeps the plan valid', () => {
  // A deterministic pseudo-random walk: whatever the moves, the plan stays ordered and on school days.
  it('never breaks order nor lands on a weekend or holiday', () => {
    const holidays = [{ start: '2026-12-07', end: '2026-12-08' }];
    let sessions: ScheduledSession[] = Array.from({ length: 12 }, (_, i) => ({ id: `s${i}`, date: addSchoolDays('2026-11-23', i, holidays) }));
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let step = 0; step < 500; step += 1) {
      const id = `s${next() % 12}`;
      const target = addDays('2026-11-23', next() % 60);
      const moved = moveSession(sessions, id, target, { today: '2026-11-23', nonSchoolDays: holidays });
      if (moved.ok) sessions = moved.val;
      expect(isInOrder(sessions)).toBe(true);
      expect(sessions.every((s) => isSchoolDay(s.date, holidays))).toBe(true);
    }
  });

  it('does not change the list it was given', () => {
    const sessions = [
      { id: 'a', date: '2026-11-23' },
      { id: 'b', date: '2026-11-24' },
    ];
    const copy = structuredClone(sessions);
    moveSession(sessions, 'a', '2026-11-26', { today: '2026-11-23' });
    expect(sessions).toEqual(copy);
  });
});
