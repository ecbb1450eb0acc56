/** Spec §8/§9: the 'coming soon' toast of an unavailable feature dismisses itself after 2 seconds. */
export const COMING_SOON_TOAST_MS = 2_000;
