import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { ATTENDANCE_STATUSES, attendanceSummary, markWholeClass, type AttendanceStatus, type SessionAttendance } from '@domain/gradebook/attendance';
import { behaviourSummary, checkBehaviourPoint, type BehaviourKind, type BehaviourPoint } from '@domain/gradebook/behaviour';
import { rankStudents, type RankEntry, type RankedInput } from '@domain/gradebook/ranking';
import {
  clearScore,
  effectiveScore,
  enterScore,
  pushUndo,
  scoreRulesFor,
  undoLast,
  type ScoreCell,
  type ScoreChange,
} from '@domain/gradebook/scoreEntry';
import type { TizaWorld } from '../support/world';

function numberOrNone(text: string | undefined): number | null {
  return text === undefined || text === 'none' || text === '' ? null : Number(text);
}

// Manual scores: the scenario keeps one cell and its undo stack.

interface Grid {
  cell: ScoreCell;
  maxScore: number;
  undo: ScoreChange[];
}

function grid(world: TizaWorld): Grid {
  return world.input<Grid>('grid');
}

function save(world: TizaWorld, change: ScoreChange): void {
  const g = grid(world);
  g.cell = { ...g.cell, manual: change.after };
}

Given(/^Ana's cell for "([^"]*)" out of (\S+) has the precalculated score (\S+)$/, function (this: TizaWorld, item: string, max: string, score: string) {
  this.given.grid = {
    cell: { studentGuid: 'ana', itemId: item, precalculated: Number(score), manual: null },
    maxScore: Number(max),
    undo: [],
  } satisfies Grid;
});

When(/^the teacher "[^"]*" enters "([^"]*)" in the cell$/, function (this: TizaWorld, typed: string) {
  const g = grid(this);
  this.outcome = enterScore(g.cell, typed, scoreRulesFor(g.maxScore));
  if (this.outcome.ok && this.outcome.val !== null) {
    const change = this.outcome.val as ScoreChange;
    g.undo = pushUndo(g.undo, change);
    save(this, change);
  }
});

When(/^the teacher "[^"]*" removes the manual score$/, function (this: TizaWorld) {
  const g = grid(this);
  const change = clearScore(g.cell);
  assert.ok(change !== null, 'there was no manual score');
  g.undo = pushUndo(g.undo, change);
  save(this, change);
});

When(/^the teacher "[^"]*" undoes the last change$/, function (this: TizaWorld) {
  const g = grid(this);
  const undone = undoLast(g.undo, g.cell);
  this.outcome = undone;
  if (undone.ok) {
    g.undo = undone.val.stack;
    save(this, undone.val.change);
  }
});

When(/^someone else saves (\S+) in the cell$/, function (this: TizaWorld, score: string) {
  const g = grid(this);
  g.cell = { ...g.cell, manual: Number(score) };
});

Then(/^the cell shows (\S+) as a (manual|precalculated) score$/, function (this: TizaWorld, score: string, source: string) {
  assert.deepEqual(effectiveScore(grid(this).cell), { score: Number(score), source });
});




// Attendance

function status(value: string | undefined): AttendanceStatus {
  const known = ATTENDANCE_STATUSES.find((candidate) => candidate === value);
  assert.ok(known !== undefined, `unknown attendance status ${value}`);
  return known;
}

Given('the class is {string}', function (this: TizaWorld, list: string) {
  this.given.classGuids = list.split(',').map((s) => s.trim());
});

Given(/^in today's session (.+)$/, function (this: TizaWorld, marks: string) {
  const session: Record<string, AttendanceStatus> = {};
  for (const match of marks.matchAll(/"([^"]+)" is marked "([^"]+)"/g)) session[match[1] ?? ''] = status(match[2]);
  this.given.session = session;
});

When('the teacher marks the whole class {string}', function (this: TizaWorld, mark: string) {
  this.value = markWholeClass(this.input<string[]>('classGuids'), this.input<SessionAttendance>('session'), status(mark));
});

Then('the session reads {string}', function (this: TizaWorld, expected: string) {
  const session = this.value as Record<string, AttendanceStatus>;
  assert.equal(
    this.input<string[]>('classGuids').map((guid) => `${guid} ${session[guid] ?? 'unmarked'}`).join(', '),
    expected,
  );
});

Given('these sessions were taken:', function (this: TizaWorld, table: DataTable) {
  this.given.sessions = table.hashes().map((row) => {
    const session: Record<string, AttendanceStatus> = {};
    for (const [column, cell] of Object.entries(row)) if (column !== 'session' && cell !== '') session[column] = status(cell);
    return session;
  });
});

Then(
  /^the attendance of "([^"]+)" is (\d+) present, (\d+) absent, (\d+) late, (\d+) excused over (\d+) sessions$/,
  function (this: TizaWorld, guid: string, present: string, absent: string, late: string, excused: string, sessions: string) {
    const counts = attendanceSummary(this.input<SessionAttendance[]>('sessions')).get(guid);
    assert.deepEqual(counts, { present: Number(present), absent: Number(absent), late: Number(late), excused: Number(excused), sessions: Number(sessions) });
  },
);

// Behaviour

When(/^the teacher gives "([^"]+)" a "([^"]+)" point for "([^"]*)"$/, function (this: TizaWorld, guid: string, kind: string, reason: string) {
  const long = /^(\d+) characters$/.exec(reason);
  this.outcome = checkBehaviourPoint({ studentGuid: guid, kind: kind as BehaviourKind, reason: long ? 'x'.repeat(Number(long[1])) : reason });
});

Given('these behaviour points were given:', function (this: TizaWorld, table: DataTable) {
  this.given.behaviour = table.hashes().map((row): BehaviourPoint => ({ studentGuid: row.student ?? '', kind: row.kind as BehaviourKind, reason: row.reason ?? '' }));
});

Then(/^the behaviour of "([^"]+)" is (\d+) positive, (\d+) needs-work, balance (-?\d+)$/, function (this: TizaWorld, guid: string, positive: string, needsWork: string, balance: string) {
  const counts = behaviourSummary(this.input<BehaviourPoint[]>('behaviour')).get(guid);
  assert.deepEqual(counts, { positive: Number(positive), needsWork: Number(needsWork), balance: Number(balance) });
});

// Ranking

Given('the final percentages are {string}', function (this: TizaWorld, list: string) {
  this.given.percentages = list.split(',').map((entry): RankedInput => {
    const [studentGuid = '', percent] = entry.trim().split(/\s+/);
    return { studentGuid, percent: numberOrNone(percent) };
  });
});

When('the gradebook ranks the class', function (this: TizaWorld) {
  this.value = rankStudents(this.input<RankedInput[]>('percentages'));
});

Then('the ranking is {string}', function (this: TizaWorld, expected: string) {
  assert.equal((this.value as RankEntry[]).map((r) => `${r.studentGuid} ${r.rank ?? 'none'}`).join(', '), expected);
});
