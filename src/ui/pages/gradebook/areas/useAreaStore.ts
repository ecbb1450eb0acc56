import { useEffect, useState } from 'react';
import type { ServiceIdentifier } from 'inversify';
import type { Gradebook } from '@application/gradebook/Gradebook';
import { useService } from '@ui/app/ContainerContext';

/**
 * An area's screen store fed with the grid the page loaded: given at the first render (so nothing flashes empty)
 * and again whenever the page reads a new grid.
 */
export function useAreaStore<T extends { setGradebook(gradebook: Gradebook): void }>(token: ServiceIdentifier<T>, gradebook: Gradebook): T {
  const store = useService(token);
  useState(() => store.setGradebook(gradebook));
  useEffect(() => store.setGradebook(gradebook), [store, gradebook]);
  return store;
}
