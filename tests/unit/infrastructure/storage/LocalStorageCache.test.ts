import { beforeEach, describe, expect, it } from 'vitest';
import { LocalStorageCache } from '@infrastructure/storage/LocalStorageCache';
import { LocalStorageSessionRepository } from '@infrastructure/storage/LocalStorageSessionRepository';
import { FixedClock } from '@tests/fakes/FixedClock';

describe('LocalStorageCache', () => {
  beforeEach(() => localStorage.clear());

  it('keeps an entry for 86400 seconds by default, then forgets it', () => {
    const clock = new FixedClock();
    const cache = new LocalStorageCache(localStorage, clock);
    cache.set('k', { a: 1 });

    clock.advance(86_399_999);
    expect(cache.get('k')).toEqual({ a: 1 });
    clock.advance(1);
    expect(cache.get('k')).toBeUndefined();
    expect(localStorage.getItem('tiza:k')).toBeNull();
  });

  it('honours a shorter time to live', () => {
    const clock = new FixedClock();
    const cache = new LocalStorageCache(localStorage, clock);
    cache.set('short', 'v', 60);
    clock.advance(60_000);
    expect(cache.get('short')).toBeUndefined();
  });

  it('tolerates invalid JSON and foreign shapes as absent entries', () => {
    const cache = new LocalStorageCache(localStorage, new FixedClock());
    localStorage.setItem('tiza:broken', '{not json');
    localStorage.setItem('tiza:foreign', '"just a string"');
    expect(cache.get('broken')).toBeUndefined();
    expect(cache.get('foreign')).toBeUndefined();
  });
});

describe('LocalStorageSessionRepository', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one token per tenant', () => {
    const cache = new LocalStorageCache(localStorage, new FixedClock());
    const tiza = new LocalStorageSessionRepository(cache, 'tiza');
    const escola = new LocalStorageSessionRepository(cache, 'escola');
    tiza.persist('jwt-tiza');
    escola.persist('jwt-escola');
    expect(tiza.restore()).toBe('jwt-tiza');
    escola.clear();
    expect(escola.restore()).toBeUndefined();
    expect(tiza.restore()).toBe('jwt-tiza');
  });
});
