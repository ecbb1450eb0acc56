import { useEffect, useState } from 'react';

/** A value loaded on demand, as a view sees it: still loading, ready, or failed with a way to try again. */
export type CachedLoad<V> = { status: 'loading' } | { status: 'ready'; value: V } | { status: 'error'; retry: () => void };

/**
 * The value for `key`, loaded with `load` on first use and then kept in `cache` for every component. The answer always
 * belongs to the key asked for: when a component asks for another key (the next question of a test, another
 * language), it never gets the previous key's value, not even for one render. `load` must be stable (module level).
 */
export function useCachedLoad<K, V>(cache: Map<K, V>, key: K, load: (key: K) => Promise<V>): CachedLoad<V> {
  const [failed, setFailed] = useState<{ key: K; retry: () => void } | null>(null);
  const [, setLoadedKey] = useState<K | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (cache.has(key)) {
      // Loaded elsewhere (a preload) between this render and now: render again with it.
      setLoadedKey(key);
      return undefined;
    }
    let active = true;
    setFailed(null);
    load(key).then(
      (value) => {
        cache.set(key, value);
        if (active) setLoadedKey(key);
      },
      () => {
        if (active) setFailed({ key, retry: () => setAttempt((n) => n + 1) });
      },
    );
    return () => {
      active = false;
    };
  }, [cache, key, load, attempt]);
  if (cache.has(key)) return { status: 'ready', value: cache.get(key) as V };
  if (failed?.key === key) return { status: 'error', retry: failed.retry };
  return { status: 'loading' };
}
