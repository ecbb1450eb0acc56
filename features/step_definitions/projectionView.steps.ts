import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { contentType, parseContentTypeCode } from '@domain/content/contentTypes';
import { itemProjectionAccepts, projectedAs, type ItemProjectionRoute } from '@domain/projection/projectedKinds';
import { applyCommand, type ProjectionCommand, type ProjectionPosition } from '@domain/projection/projection';
import { applyMeasure, INITIAL_TIMER, INITIAL_VIEW, mediaReading, timerReading, ZOOM_STEPS, type ItemMeasure } from '@domain/projection/projectionView';
import type { TizaWorld } from '../support/world';

interface Projected {
  count: number;
  position: ProjectionPosition;
}

const at = (time: string) => new Date(`2026-11-27T${time}Z`).getTime();

function send(world: TizaWorld, command: ProjectionCommand, now = 0, pageCount?: number): void {
  const state = world.input<Projected>('projection');
  state.position = applyCommand(state.position, state.count, command, { now, pageCount });
}

const view = (world: TizaWorld) => world.input<Projected>('projection').position.view ?? INITIAL_VIEW;
const timer = (world: TizaWorld) => world.input<Projected>('projection').position.timer ?? INITIAL_TIMER;

When(/^the remote zooms "(in|out|reset)"(?: (\d+) times)?$/, function (this: TizaWorld, direction: 'in' | 'out' | 'reset', times?: string) {
  for (let index = 0; index < Number(times ?? 1); index += 1) send(this, { kind: 'zoom', direction });
});

Then(/^the zoom is ([\d.]+)$/, function (this: TizaWorld, factor: string) {
  assert.equal(ZOOM_STEPS[view(this).zoom], Number(factor));
});

When(/^the remote turns to the "(next|previous)" page(?: (\d+) times)?(?: of an item with (\d+) pages)?$/, function (this: TizaWorld, direction: 'next' | 'previous', times?: string, pages?: string) {
  for (let index = 0; index < Number(times ?? 1); index += 1) send(this, { kind: 'page', direction }, 0, pages === undefined ? undefined : Number(pages));
});

Then(/^the page is (\d+)$/, function (this: TizaWorld, page: string) {
  assert.equal(view(this).page, Number(page));
});

When(/^the remote (starts|pauses) the timer at (\S+)$/, function (this: TizaWorld, action: string, time: string) {
  send(this, { kind: 'timer', action: action === 'starts' ? 'start' : 'pause' }, at(time));
});

When(/^the remote sets a countdown of (\d+) seconds$/, function (this: TizaWorld, seconds: string) {
  send(this, { kind: 'timer', action: 'reset', seconds: Number(seconds) });
});

Then(/^at (\S+) the timer reads (\d+) seconds$/, function (this: TizaWorld, time: string, seconds: string) {
  const reading = timerReading(timer(this), at(time));
  assert.equal(reading.elapsedMs, Number(seconds) * 1000);
  assert.equal(reading.remainingMs, null);
});

Then(/^at (\S+) the countdown has (\d+) seconds left$/, function (this: TizaWorld, time: string, seconds: string) {
  const reading = timerReading(timer(this), at(time));
  assert.equal(reading.remainingMs, Number(seconds) * 1000);
  assert.equal(reading.finished, false);
});

Then(/^at (\S+) the countdown has finished$/, function (this: TizaWorld, time: string) {
  const reading = timerReading(timer(this), at(time));
  assert.deepEqual([reading.remainingMs, reading.finished, reading.running], [0, true, false]);
});

When(/^the remote (plays|pauses) the media at (\S+)$/, function (this: TizaWorld, action: string, time: string) {
  send(this, { kind: 'media', action: action === 'plays' ? 'play' : 'pause' }, at(time));
});

When(/^the remote skips (-?\d+) seconds at (\S+)$/, function (this: TizaWorld, seconds: string, time: string) {
  send(this, { kind: 'media', action: 'skip', seconds: Number(seconds) }, at(time));
});

Then(/^at (\S+) the media (is playing|is paused|has ended) at (\d+) seconds$/, function (this: TizaWorld, time: string, state: string, seconds: string) {
  const reading = mediaReading(view(this), at(time));
  assert.equal(reading.playing, state === 'is playing');
  assert.equal(reading.seconds, Number(seconds));
  if (state === 'has ended') assert.equal(reading.seconds, view(this).length);
});

function report(world: TizaWorld, item: string, measure: ItemMeasure): void {
  const state = world.input<Projected>('projection');
  state.position = applyMeasure(state.position, Number(item) - 1, measure);
}

When(/^the projector reports (\d+) pages for item (\d+)$/, function (this: TizaWorld, pages: string, item: string) {
  report(this, item, { pages: Number(pages) });
});

When(/^the projector reports a length of (\d+) seconds for item (\d+)$/, function (this: TizaWorld, seconds: string, item: string) {
  report(this, item, { seconds: Number(seconds) });
});

When(/^the projector reports (\S+) pages and a length of (\S+) seconds for item (\d+)$/, function (this: TizaWorld, pages: string, seconds: string, item: string) {
  report(this, item, { pages: Number(pages), seconds: Number(seconds) });
});

Then(/^the item has (\d+) pages$/, function (this: TizaWorld, pages: string) {
  assert.equal(view(this).pages, Number(pages));
});

Then(/^the item's (page count|length) is unknown$/, function (this: TizaWorld, what: string) {
  assert.equal(what === 'page count' ? view(this).pages : view(this).length, undefined);
});

Given(/^an item of content type "([^"]*)"$/, function (this: TizaWorld, type: string) {
  const code = parseContentTypeCode(type);
  assert.ok(code, type);
  this.given.viewer = contentType(code).viewer;
});

Then(/^the projector shows it as "([^"]*)"$/, function (this: TizaWorld, shown: string) {
  assert.equal(projectedAs(this.input<string>('viewer')), shown);
});

Then(/^the route "\/projection\/(videolesson|test)\/\{g\}" (opens on|refuses) it$/, function (this: TizaWorld, route: ItemProjectionRoute, outcome: string) {
  assert.equal(itemProjectionAccepts(route, this.input<string>('viewer')), outcome === 'opens on');
});
