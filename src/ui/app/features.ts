import type { Feature } from '@application/shared/ports/FeatureLoader';

type LoadFeature = (feature: Feature) => Promise<void>;

// Until the composition root sets it (and in tests, whose containers bind everything) features count as loaded.
let loader: LoadFeature = () => Promise.resolve();

/** Called once by the composition root with the tenant container's FeatureLoader. */
export function setFeatureLoader(load: LoadFeature): void {
  loader = load;
}

/** Loads a feature's services and texts before one of its screens renders (lazy routes and viewer kinds). */
export function loadFeature(feature: Feature): Promise<void> {
  return loader(feature);
}
