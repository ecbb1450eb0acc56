// The in-memory sessions of a server process (ADR 0470): what makes them safe to believe.
import { describe, expect, it } from 'vitest';
import { SessionCache } from '../../../server/src/repositories/SessionCache';

const session = (userGuid = 'u1') => ({ userGuid, tenantId: 'tiza', role: 'R02' as const, expiresAt: 10_000_000 });

function listening(now = () => 1_000): SessionCache {
  const cache = new SessionCache(now);
  cache.live(true);
  return cache;
}

describe('SessionCache', () => {
  it('keeps a session read from the database and forgets it when told, by session or by user', () => {
    const cache = listening();
    cache.store('s1', session('u1'), cache.ticket());
    cache.store('s2', session('u1'), cache.ticket());
    cache.store('s3', session('u2'), cache.ticket());
    expect(cache.get('s1')).toEqual(session('u1'));
    cache.message('s:s1');
    expect(cache.get('s1')).toBeUndefined();
    cache.message('u:u1');
    expect(cache.get('s2')).toBeUndefined();
    expect(cache.get('s3')).toEqual(session('u2'));
    cache.message('*');
    expect(cache.get('s3')).toBeUndefined();
  });

  it('does not keep an answer read while a change arrived (a lookup racing a logout)', () => {
    const cache = listening();
    const ticket = cache.ticket();
    cache.message('s:s1');
    cache.store('s1', session(), ticket);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('trusts nothing while the notifications cannot be heard, and starts empty when they can again', () => {
    const cache = listening();
    cache.store('s1', session(), cache.ticket());
    cache.live(false);
    expect(cache.get('s1')).toBeUndefined();
    cache.store('s1', session(), cache.ticket());
    expect(cache.get('s1')).toBeUndefined();
    cache.live(true);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('never answers a session past its own expiry, nor an entry older than its safety limit', () => {
    let now = 1_000;
    const cache = listening(() => now);
    cache.store('s1', { ...session(), expiresAt: 2_000 }, cache.ticket());
    cache.store('s2', session(), cache.ticket());
    now = 2_000;
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s2')).toEqual(session());
    now = 1_000 + 60_001;
    expect(cache.get('s2')).toBeUndefined();
  });
});
