import type { ServiceIdentifier } from 'inversify';

/**
 * Areas of the app whose services and texts load with their first screen instead of at start. `learning` is the
 * course outline, lessons, viewers, resources and tasks (their screens share components and texts); the assessments
 * and the gradebook load it too. `accounts` is sign-up, guardians' consent and the library; `helpdesk` the helpdesk's desk;
 * `admin` the school admin's desk and the audit log.
 */
export type Feature = 'learning' | 'assessments' | 'gradebook' | 'accounts' | 'projection' | 'helpdesk' | 'admin';

/** Loads a feature's services and texts once; later calls answer at once. */
export interface FeatureLoader {
  load(feature: Feature): Promise<void>;
}

export const FeatureLoader: ServiceIdentifier<FeatureLoader> = Symbol('FeatureLoader');
