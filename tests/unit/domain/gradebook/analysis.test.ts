import { describe, expect, it } from 'vitest';
import {
  cellPercent,
  classEvolution,
  classUnitAverages,
  columnsByDueDate,
  dueDay,
  gradeDistribution,
  studentEvolution,
  type AnalysisColumn,
} from '@domain/gradebook/analysis';
import { NUMERIC_0_10 } from '@domain/gradebook/gradeScales';
import { daysBetween } from '@domain/calendar/calendarDate';
import { addMonths, addMonthsToDate, daysInMonth, isoWeekday, monthOf, schoolToday } from '@domain/calendar/monthGrid';
import { monthWeeks } from '@domain/calendar/schoolDays';

const column = (id: string, overrides: Partial<AnalysisColumn> = {}): AnalysisColumn => ({ id, unitId: 'u-1', maxScore: 10, dueAtLocal: null, ...overrides });
const score = (value: number | null, excused = false) => ({ score: value, excused });

describe('cellPercent', () => {
  it('clamps negative scores to 0 and ignores non-finite ones', () => {
    expect(cellPercent({ maxScore: 10 }, score(-3))).toBe(0);
    expect(cellPercent({ maxScore: 10 }, score(Number.NaN))).toBeNull();
    expect(cellPercent({ maxScore: 7 }, score(1))).toBe(14.29);
  });
});

describe('unit averages', () => {
  it('keeps the units in the order of their first column, the columns without a unit last', () => {
    const columns = [column('a', { unitId: null }), column('b', { unitId: 'u-2' }), column('c', { unitId: 'u-1' }), column('d', { unitId: 'u-2' })];
    const averages = classUnitAverages(columns, [[score(10), score(5), score(8), score(null)]]);
    expect(averages.map((u) => [u.unitId, u.students, u.columnIds])).toEqual([
      ['u-2', [50], ['b', 'd']],
      ['u-1', [80], ['c']],
      [null, [100], ['a']],
    ]);
  });

  it('gives every student the same units, also a class without students', () => {
    const columns = [column('a'), column('b', { unitId: 'u-2' })];
    expect(classUnitAverages(columns, []).map((u) => [u.unitId, u.percent, u.students])).toEqual([
      ['u-1', null, []],
      ['u-2', null, []],
    ]);
  });

  it('averages unrounded figures and rounds once', () => {
    // 1/3, 1/3 and 1/3 of 100: each 33.333…, the mean 33.33 (not 33.33 × 3 / 3 drifting).
    const columns = [column('a', { maxScore: 3 }), column('b', { maxScore: 3 }), column('c', { maxScore: 3 })];
    expect(classUnitAverages(columns, [[score(1), score(1), score(2)]])[0]?.students).toEqual([44.44]);
  });
});

describe('evolution over time', () => {
  it('reads due dates with or without seconds as the same instant and keeps the grid order on ties', () => {
    const columns = [column('late', { dueAtLocal: '2026-10-05T10:00:00' }), column('early', { dueAtLocal: '2026-10-05T09:59' }), column('same', { dueAtLocal: '2026-10-05T10:00' })];
    expect(columnsByDueDate(columns).map((c) => c.id)).toEqual(['early', 'late', 'same']);
  });

  it('leaves out due dates that are not real days', () => {
    expect(dueDay('2026-02-30T10:00:00')).toBeUndefined();
    expect(dueDay('2026-02-28')).toBeUndefined();
    expect(dueDay(null)).toBeUndefined();
    expect(dueDay('2026-02-28T23:59:59')).toBe('2026-02-28');
  });

  it('skips excused cells in the running average', () => {
    const columns = [column('a', { dueAtLocal: '2026-10-01T09:00' }), column('b', { dueAtLocal: '2026-10-02T09:00' }), column('c', { dueAtLocal: '2026-10-03T09:00' })];
    expect(studentEvolution(columns, [score(6), score(10, true), score(10)]).map((p) => [p.columnId, p.percent, p.average])).toEqual([
      ['a', 60, 60],
      ['c', 100, 80],
    ]);
  });

  it('has no class point for a column nobody has a score in', () => {
    const columns = [column('a', { dueAtLocal: '2026-10-01T09:00' })];
    expect(classEvolution(columns, [[score(null)], [score(5, true)]])).toEqual([]);
  });
});

describe('gradeDistribution', () => {
  it('has empty bands and no one without a grade for an empty class', () => {
    const distribution = gradeDistribution(NUMERIC_0_10, []);
    expect(distribution.bands).toHaveLength(10);
    expect(distribution.bands.every((b) => b.count === 0)).toBe(true);
    expect(distribution.withoutGrade).toBe(0);
  });

  it('ends the last band at a maximum that is not a whole number', () => {
    const distribution = gradeDistribution({ kind: 'numeric', max: 7.5, decimals: 1 }, [100, 90]);
    expect(distribution.bands.map((b) => (b.kind === 'range' ? `${b.from}–${b.to}:${b.count}` : ''))).toEqual(['0–1:0', '1–2:0', '2–3:0', '3–4:0', '4–5:0', '5–6:0', '6–7:1', '7–7.5:1']);
  });

  it('counts every graded student exactly once whatever the scale', () => {
    const percents = Array.from({ length: 101 }, (_, i) => i);
    for (const scale of [NUMERIC_0_10, { kind: 'numeric', max: 4, decimals: 0 } as const, { kind: 'pass-fail', passPercent: 50 } as const]) {
      const total = gradeDistribution(scale, percents).bands.reduce((sum, b) => sum + b.count, 0);
      expect(total).toBe(101);
    }
  });
});

describe('the month grid', () => {
  it('covers every day of every month of two years in whole weeks from Monday', () => {
    for (let month = '2026-01'; month <= '2027-12'; month = addMonths(month, 1)) {
      const weeks = monthWeeks(`${month}-01`, 1);
      const days = weeks.flat();
      expect(weeks.length).toBeGreaterThanOrEqual(4);
      expect(weeks.length).toBeLessThanOrEqual(6);
      expect(isoWeekday(days[0]?.date ?? '')).toBe(1);
      expect(isoWeekday(days[days.length - 1]?.date ?? '')).toBe(7);
      expect(days.filter((d) => d.inMonth).length).toBe(daysInMonth(month));
      days.forEach((day, i) => {
        if (i > 0) expect(daysBetween(days[i - 1]?.date ?? '', day.date)).toBe(1);
        expect(day.inMonth).toBe(monthOf(day.date) === month);
      });
    }
  });



  it('knows leap years and moves days across years', () => {
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2100-02')).toBe(28);
    expect(addMonthsToDate('2026-12-31', 2)).toBe('2027-02-28');
  });

  it("reads today in the school's zone across a change of summer time", () => {
    // 30 March 2025, 00:30 UTC: 01:30 in Madrid (before the change at 02:00); 29 March 23:30 in the Azores.
    expect(schoolToday(new Date('2025-03-30T00:30:00Z'), 'Europe/Madrid')).toBe('2025-03-30');
    expect(schoolToday(new Date('2025-03-30T00:30:00Z'), 'Atlantic/Azores')).toBe('2025-03-29');
    expect(schoolToday(new Date('2025-03-29T23:30:00Z'), 'America/Sao_Paulo')).toBe('2025-03-29');
  });
});
