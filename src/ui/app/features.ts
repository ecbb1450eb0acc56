import type { Feature } from '@application/shared/ports/FeatureLoader';

type LoadFeature = (feature: Feature) => Promise<void>;

// Until the composition root sets it (and in tests, whose containers bind everything) features count as loaded.
let loader: LoadFeature = () => Promise.resolve();
let provide: ((load: LoadFeature) => void) | undefined;

/**
 * Called by the composition root when the router starts before the container exists (so the first page's chunks load
 * while the tenant is read): a feature asked for meanwhile waits for `setFeatureLoader`.
 */
export function awaitFeatureLoader(): void {
  const ready = new Promise<LoadFeature>((resolve) => (provide = resolve));
  loader = (feature) => ready.then((load) => load(feature));
}

/** Called once by the composition root with the tenant container's FeatureLoader. */
export function setFeatureLoader(load: LoadFeature): void {
  provide?.(load);
  provide = undefined;
  loader = load;
}

/** Loads a feature's services and texts before one of its screens renders (lazy routes and viewer kinds). */
export function loadFeature(feature: Feature): Promise<void> {
  return loader(feature);
}
