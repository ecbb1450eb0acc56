import { describe, expect, it } from 'vitest';
import { AuditStore } from '@application/admin/AuditStore';
import { appError } from '@application/shared/AppError';
import { anAuditEntry, InMemoryAuditGateway } from '@tests/fakes/InMemoryAuditGateway';

function setUp() {
  const gateway = new InMemoryAuditGateway();
  gateway.entries = [
    anAuditEntry({ guid: 'a-4', action: 'enrolment.added' }),
    anAuditEntry({ guid: 'a-3' }),
    anAuditEntry({ guid: 'a-2', action: 'enrolment.added' }),
    anAuditEntry({ guid: 'a-1' }),
  ];
  return { gateway, store: new AuditStore(gateway) };
}

describe('AuditStore', () => {
  it('reads the newest page, then adds the older pages below it until there are none', async () => {
    const { store } = setUp();
    await store.load();
    expect(store.entries.map((e) => e.guid)).toEqual(['a-4', 'a-3']);
    expect(store.hasMore).toBe(true);
    await store.loadMore();
    expect(store.entries.map((e) => e.guid)).toEqual(['a-4', 'a-3', 'a-2', 'a-1']);
    expect(store.hasMore).toBe(false);
  });

  it('narrows by action from the first page again, and pages within it', async () => {
    const { gateway, store } = setUp();
    gateway.pageSize = 1;
    await store.load();
    await store.loadMore();
    await store.filter('enrolment.added');
    expect(store.entries.map((e) => e.guid)).toEqual(['a-4']);
    await store.loadMore();
    expect(store.entries.map((e) => e.guid)).toEqual(['a-4', 'a-2']);
    expect(gateway.calls.at(-1)).toEqual({ action: 'enrolment.added', before: 'a-4' });
    await store.filter(undefined);
    expect(store.entries.map((e) => e.guid)).toEqual(['a-4']);
    expect(store.action).toBeUndefined();
  });

  it('keeps what it shows when an older page fails, and says so', async () => {
    const { gateway, store } = setUp();
    await store.load();
    gateway.failure = appError('network', 'NETWORK');
    await store.loadMore();
    expect(store.entries).toHaveLength(2);
    expect(store.moreError?.kind).toBe('network');
    expect(store.loadingMore).toBe(false);
  });

  it('says the first page failed, with nothing to show', async () => {
    const { gateway, store } = setUp();
    gateway.failure = appError('unavailable', 'UNKNOWN');
    await store.load();
    expect(store.firstPage.status).toBe('failed');
    expect(store.entries).toEqual([]);
    expect(store.hasMore).toBe(false);
  });
});
