import type { ServiceIdentifier } from 'inversify';

/** Areas of the app whose services and texts load with their first screen instead of at start. */
export type Feature = 'assessments' | 'gradebook';

/** Loads a feature's services and texts once; later calls answer at once. */
export interface FeatureLoader {
  load(feature: Feature): Promise<void>;
}

export const FeatureLoader: ServiceIdentifier<FeatureLoader> = Symbol('FeatureLoader');
