import assert from 'node:assert/strict';
import { Given, Then, type DataTable } from '@cucumber/cucumber';
import { checkMove, layProgramme, lessonsBySession, moveTargets, type ProgrammeLesson } from '@domain/calendar/programme';
import type { ClassSession } from '@domain/calendar/timetable';
import type { TizaWorld } from '../support/world';

function sessions(world: TizaWorld): ClassSession[] {
  return world.input<ClassSession[]>('programmeSessions');
}

function lessons(world: TizaWorld): ProgrammeLesson[] {
  return world.input<ProgrammeLesson[]>('programmeLessons');
}

Given('the sessions', function (this: TizaWorld, table: DataTable) {
  this.given.programmeSessions = table.hashes().map((row): ClassSession => ({ date: row.day ?? '', starts: row.starts ?? '', ends: '10:00', room: '' }));
});

Given(/^the lessons "([^"]*)"$/, function (this: TizaWorld, names: string) {
  this.given.programmeLessons = names.split(', ').map((guid): ProgrammeLesson => ({ guid, pin: null }));
});

Given(/^"([^"]*)" is moved to (\S+) (\S+)$/, function (this: TizaWorld, name: string, date: string, starts: string) {
  this.given.programmeLessons = lessons(this).map((lesson) => (lesson.guid === name ? { ...lesson, pin: { date, starts } } : lesson));
});

Given(/^the session of (\S+) (\S+) is no more$/, function (this: TizaWorld, date: string, starts: string) {
  this.given.programmeSessions = sessions(this).filter((session) => !(session.date === date && session.starts === starts));
});

Then(/^the programme reads "([^"]*)"$/, function (this: TizaWorld, expected: string) {
  const read = layProgramme(lessons(this), sessions(this)).map((laid) => `${laid.lessonGuid} ${laid.session ? `${laid.session.date} ${laid.session.starts}` : 'none'}${laid.pinned ? ' (moved)' : ''}`);
  assert.equal(read.join(', '), expected);
});

Then(/^moving "([^"]*)" to (\S+) (\S+) is (\S+)$/, function (this: TizaWorld, name: string, date: string, starts: string, answer: string) {
  const laid = layProgramme(lessons(this), sessions(this));
  assert.equal(checkMove(laid, name, { date, starts }, sessions(this), '2026-12-01T10:00') ?? 'allowed', answer);
});

Then(/^the sessions offered for "([^"]*)" on (\S+) at (\S+) are "([^"]*)"$/, function (this: TizaWorld, name: string, day: string, time: string, expected: string) {
  const laid = layProgramme(lessons(this), sessions(this));
  assert.equal(moveTargets(laid, name, sessions(this), `${day}T${time}`).map((session) => `${session.date} ${session.starts}`).join(', '), expected);
});

Given(/^"([^"]*)" is a draft$/, function (this: TizaWorld, name: string) {
  this.given.programmeDrafts = [name];
});

Then(/^the classes read "([^"]*)" for a (teacher|student)$/, function (this: TizaWorld, expected: string, reader: string) {
  const drafts = (this.given.programmeDrafts as string[] | undefined) ?? [];
  const all = lessons(this).map((lesson) => ({ guid: lesson.guid, published: !drafts.includes(lesson.guid) }));
  const held = lessonsBySession(layProgramme(lessons(this), sessions(this)), all, reader === 'teacher');
  const read = sessions(this).map((session) => `${session.date} ${session.starts} ${held.get(`${session.date}T${session.starts}`)?.guid ?? '-'}`);
  assert.equal(read.join(', '), expected);
});
