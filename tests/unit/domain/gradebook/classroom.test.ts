import { describe, expect, it } from 'vitest';
import { attendanceLabelKey, markWholeClass } from '@domain/gradebook/attendance';
import { checkBehaviourPoint } from '@domain/gradebook/behaviour';
import { rankStudents } from '@domain/gradebook/ranking';

describe('attendance, behaviour and ranking', () => {
  it('does not change the marks it is given', () => {
    const marks = { ana: 'absent' as const };
    markWholeClass(['ana', 'bruno'], marks, 'present');
    expect(marks).toEqual({ ana: 'absent' });
    expect(attendanceLabelKey('late')).toBe('gradebook.attendance.late');
  });

  it('trims the reason and counts its length in code points', () => {
    expect(checkBehaviourPoint({ studentGuid: 'ana', kind: 'positive', reason: '  ayudó  ' }).val).toMatchObject({ reason: 'ayudó' });
    expect(checkBehaviourPoint({ studentGuid: 'ana', kind: 'positive', reason: '😀'.repeat(120) }).ok).toBe(true);
  });

  it('ranks an empty class and a class without grades', () => {
    expect(rankStudents([])).toEqual([]);
    expect(rankStudents([{ studentGuid: 'ana', percent: null }])).toEqual([{ studentGuid: 'ana', percent: null, rank: null }]);
  });
});
