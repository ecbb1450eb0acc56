import { describe, expect, it } from 'vitest';
import { periodPublishWarnings, periodPublishWarningsFor, unpublishedActivityCount } from '@domain/grading/publishWarnings';
import { isOverdue } from '@domain/gradebook/overdue';
import { mayReadScore } from '@domain/gradebook/publishing';

describe('publishing', () => {
  it('counts the same warnings as periodPublishWarnings once activities are counted', () => {
    const activities = [
      { period: 't02' as const, published: false, scored: 3 },
      { period: 't02' as const, published: false, scored: 0 },
      { period: 't03' as const, published: false, scored: 3 },
    ];
    expect(unpublishedActivityCount(activities, 't02')).toBe(1);
    expect(periodPublishWarningsFor('t02', 'quarters', [], activities)).toEqual(
      periodPublishWarnings({ period: 't02', scheme: 'quarters', publishedPeriods: [], unpublishedActivities: 1 }),
    );
  });

  it('never lets a student read another student’s score, published or not', () => {
    const published = { itemPublished: true, periodPublished: true };
    expect(mayReadScore({ role: 'R01', guid: 'bruno', teachesCourse: true }, 'ana', published)).toBe(false);
    expect(mayReadScore({ role: 'R01', guid: 'ana', teachesCourse: false }, 'ana', published)).toBe(true);
    expect(mayReadScore({ role: 'R05', guid: 'help', teachesCourse: true }, 'ana', published)).toBe(false);
  });


  it('treats a student without a job as not having turned anything in', () => {
    const now = new Date('2026-11-22T09:00:00Z');
    expect(isOverdue(null, new Date('2026-11-21T09:00:00Z'), now)).toBe(true);
    expect(isOverdue(null, null, now)).toBe(false);
    expect(isOverdue('evaluated', new Date('2026-11-21T09:00:00Z'), now)).toBe(false);
    expect(isOverdue('pending', new Date('2026-11-22T09:00:01Z'), now)).toBe(false);
  });
});
