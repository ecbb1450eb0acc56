import { describe, expect, it } from 'vitest';
import { appError } from '@application/shared/AppError';
import { ResultsStore } from '@application/assessments/results/ResultsStore';
import { InMemoryResultsGateway } from '@tests/fakes/InMemoryResultsGateway';

async function loaded() {
  const gateway = new InMemoryResultsGateway();
  const store = new ResultsStore(gateway);
  await store.load('a-1');
  return { gateway, store };
}

const names = (store: ResultsStore) => store.sorted.map((job) => job.name);

describe('ResultsStore', () => {
  it('counts delivered, evaluated and waiting for grading', async () => {
    const { store } = await loaded();
    expect(store.counters).toEqual({ students: 4, delivered: 3, evaluated: 1, waiting: 2 });
    expect(store.published).toBe(false);
  });

  it('sorts by name, score (no score last) and status, flipping on a second click', async () => {
    const { store } = await loaded();
    expect(names(store)).toEqual(['Lucía', 'Mario', 'Nora', 'Pablo']);
    store.sortBy('name');
    expect(names(store)).toEqual(['Pablo', 'Nora', 'Mario', 'Lucía']);
    store.sortBy('score');
    expect(names(store)[0]).toBe('Lucía');
    store.sortBy('status');
    expect(names(store)).toEqual(['Mario', 'Pablo', 'Lucía', 'Nora']);
  });

  it('publishes and unpublishes the results with PUT …/publication', async () => {
    const { store, gateway } = await loaded();
    const published = await store.setPublished(true);
    expect(published.ok).toBe(true);
    expect(gateway.calls.at(-1)).toEqual({ method: 'publish', args: ['a-1', true] });
    expect(store.published).toBe(true);
    expect(store.announcement?.key).toBe('announce.published');
    await store.setPublished(false);
    expect(store.published).toBe(false);
  });

  it('keeps the state and tells why when publishing fails', async () => {
    const { store, gateway } = await loaded();
    gateway.failures.set('publish', appError('network', 'NETWORK'));
    const result = await store.setPublished(true);
    expect(result.err).toBe(true);
    expect(store.published).toBe(false);
    expect(store.publishError?.code).toBe('NETWORK');
    expect(store.publishing).toBe(false);
  });

  it('goes idle → loading → ready', async () => {
    const store = new ResultsStore(new InMemoryResultsGateway());
    expect(store.read.status).toBe('idle');
    const loading = store.load('a-1');
    expect(store.read.status).toBe('loading');
    expect(store.results).toBeUndefined();
    await loading;
    expect(store.read.status).toBe('ready');
    expect(store.results?.jobs).toHaveLength(4);
  });

  it('says not found for results that cannot be found', async () => {
    const gateway = new InMemoryResultsGateway();
    gateway.failures.set('results', appError('not-found', 'NOT_FOUND', { status: 404 }));
    const store = new ResultsStore(gateway);
    await store.load('a-1');
    expect(store.read.status).toBe('failed');
    expect(store.isNotFound).toBe(true);
    expect(store.results).toBeUndefined();
  });

  it('fails with the error when the results cannot be read, and a retry shows them', async () => {
    const gateway = new InMemoryResultsGateway();
    gateway.failures.set('results', appError('network', 'NETWORK'));
    const store = new ResultsStore(gateway);
    await store.load('a-1');
    expect(store.read.status).toBe('failed');
    expect(store.read.error?.code).toBe('NETWORK');
    expect(store.isNotFound).toBe(false);
    await store.load('a-1');
    expect(store.read.status).toBe('ready');
    expect(store.counters.students).toBe(4);
  });
});
