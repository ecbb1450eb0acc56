import { describe, expect, it } from 'vitest';
import type { NonSchoolDayDraft } from '@domain/calendar/nonSchoolDayRules';
import { Err, Ok, type Result } from '@domain/shared/result';
import { NonSchoolDaysStore } from '@application/calendar/NonSchoolDaysStore';
import { appError, type AppError } from '@application/shared/AppError';
import type { NonSchoolDayGateway, NonSchoolDayList, NonSchoolDayOwner, RecordedNonSchoolDay } from '@application/calendar/ports/NonSchoolDayGateway';

/** A course's days kept in memory, as the server keeps them. */
class FakeDays implements NonSchoolDayGateway {
  days: RecordedNonSchoolDay[] = [{ guid: 'd-1', name: 'Puente', startsOn: '2026-12-07', endsOn: '2026-12-07' }];
  sent: NonSchoolDayDraft[] = [];
  failure: AppError | undefined;
  private next = 2;

  async list(owner: NonSchoolDayOwner): Promise<Result<NonSchoolDayList, AppError>> {
    return Ok({ days: [...this.days], ownerName: owner.guid, canEdit: true });
  }

  async add(_owner: NonSchoolDayOwner, draft: NonSchoolDayDraft): Promise<Result<RecordedNonSchoolDay, AppError>> {
    this.sent.push(draft);
    if (this.failure) return Err(this.failure);
    const day = { guid: `d-${this.next++}`, name: draft.name.trim(), startsOn: draft.startsOn, endsOn: draft.endsOn };
    this.days.push(day);
    return Ok(day);
  }

  async change(guid: string, draft: NonSchoolDayDraft): Promise<Result<RecordedNonSchoolDay, AppError>> {
    this.sent.push(draft);
    const day = { guid, name: draft.name, startsOn: draft.startsOn, endsOn: draft.endsOn };
    this.days = this.days.map((d) => (d.guid === guid ? day : d));
    return Ok(day);
  }

  async remove(guid: string): Promise<Result<void, AppError>> {
    this.days = this.days.filter((d) => d.guid !== guid);
    return Ok(undefined);
  }
}

async function opened() {
  const gateway = new FakeDays();
  const store = new NonSchoolDaysStore(gateway);
  await store.load({ kind: 'course', guid: 'c-1' });
  return { gateway, store };
}

describe('NonSchoolDaysStore', () => {
  it('refuses a draft before sending it, each issue at its field, and keeps the typing', async () => {
    const { gateway, store } = await opened();
    store.add('2026-12-10');
    store.setEndsOn('2026-12-09');
    expect(await store.save()).toBe(false);
    expect(gateway.sent).toEqual([]);
    expect(store.issue('/name')).toBe('nonSchoolDay.name-required');
    expect(store.issue('/ends_on')).toBe('nonSchoolDay.ends-before-start');
    expect(store.editing).toBe('new');
    expect(store.endsOn).toBe('2026-12-09');
  });

  it('carries the last day along when the first moves past it', async () => {
    const { store } = await opened();
    store.add('2026-12-10');
    store.setStartsOn('2026-12-14');
    expect(store.endsOn).toBe('2026-12-14');
  });

  it("puts the server's issues on the same fields and keeps the form open", async () => {
    const { gateway, store } = await opened();
    gateway.failure = appError('validation', 'VALIDATION_FAILED', { status: 400, details: [{ path: '/name', message: 'nonSchoolDay.name-too-long' }] });
    store.add('2026-12-10');
    store.setName('Excursión');
    expect(await store.save()).toBe(false);
    expect(store.issue('/name')).toBe('nonSchoolDay.name-too-long');
    expect(store.editing).toBe('new');
  });

  it('saves, lists the new day and closes; a removal can be undone', async () => {
    const { store } = await opened();
    store.add('2026-12-10');
    store.setName('Excursión');
    expect(await store.save()).toBe(true);
    expect(store.editing).toBeUndefined();
    expect(store.outcome).toEqual({ kind: 'saved', name: 'Excursión' });
    expect(store.days.map((d) => d.name)).toEqual(['Puente', 'Excursión']);

    const puente = store.days[0];
    if (puente === undefined) throw new Error('no day');
    expect(await store.remove(puente)).toBe(true);
    expect(store.days.map((d) => d.name)).toEqual(['Excursión']);
    expect(store.outcome).toEqual({ kind: 'removed', name: 'Puente' });
    await store.restore();
    expect(store.days.map((d) => d.name)).toEqual(['Excursión', 'Puente']);
    expect(store.lastRemoved).toBeUndefined();
  });
});
