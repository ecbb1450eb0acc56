import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import type { Feature, FeatureLoader } from '@application/shared/ports/FeatureLoader';

type Load = (container: Container, i18n: i18n) => Promise<void>;

// Each feature: its container modules and its Spanish catalogues, fetched as chunks of their own.
const FEATURES: Record<Feature, Load> = {
  assessments: async (container, i18n) => {
    const [taking, authoring, texts] = await Promise.all([
      import('@infrastructure/di/assessmentTakingModule'),
      import('@infrastructure/di/assessmentAuthoringModule'),
      import('@infrastructure/i18n/bundles/esAssessments'),
    ]);
    for (const [namespace, messages] of Object.entries(texts.esAssessments)) i18n.addResourceBundle('es', namespace, messages, true, false);
    container.loadSync(taking.assessmentTakingModule, authoring.assessmentAuthoringModule);
  },
  gradebook: async (container, i18n) => {
    const [grid, setup, areas, texts] = await Promise.all([
      import('@infrastructure/di/gradebookModule'),
      import('@infrastructure/di/gradebookSetupModule'),
      import('@infrastructure/di/gradebookAreasModule'),
      import('@infrastructure/i18n/bundles/esGradebook'),
    ]);
    for (const [namespace, messages] of Object.entries(texts.esGradebook)) i18n.addResourceBundle('es', namespace, messages, true, false);
    container.loadSync(grid.gradebookModule, setup.gradebookSetupModule, areas.gradebookAreasModule);
  },
};

/** Binds a feature's services and adds its texts the first time one of its screens opens (docs/performance.md). */
export class LazyFeatureLoader implements FeatureLoader {
  private readonly loading = new Map<Feature, Promise<void>>();

  constructor(
    private readonly container: Container,
    private readonly i18n: i18n,
  ) {}

  load(feature: Feature): Promise<void> {
    let loading = this.loading.get(feature);
    if (loading === undefined) {
      loading = FEATURES[feature](this.container, this.i18n);
      // A failed fetch (offline, new deploy) is tried again next time.
      loading.catch(() => this.loading.delete(feature));
      this.loading.set(feature, loading);
    }
    return loading;
  }
}
