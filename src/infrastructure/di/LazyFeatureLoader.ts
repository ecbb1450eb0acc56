import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import type { Feature, FeatureLoader } from '@application/shared/ports/FeatureLoader';

type Load = (container: Container, i18n: i18n, load: (feature: Feature) => Promise<void>) => Promise<void>;

function addSpanish(i18n: i18n, texts: Record<string, Record<string, unknown>>): void {
  for (const [namespace, messages] of Object.entries(texts)) i18n.addResourceBundle('es', namespace, messages, true, false);
}

// Each feature: its container modules and its Spanish catalogues, fetched as chunks of their own.
const FEATURES: Record<Feature, Load> = {
  // Lessons, viewers, resources, tasks and the course board: their screens share components, stores (FileUploader) and texts.
  learning: async (container, i18n) => {
    const [modules, texts] = await Promise.all([import('@infrastructure/di/learningModules'), import('@infrastructure/i18n/bundles/esLearning')]);
    addSpanish(i18n, texts.esLearning);
    container.loadSync(modules.lessonsModule, modules.viewerModule, modules.resourcesModule, modules.tasksModule, modules.calendarModule, modules.boardModule, modules.syncModule);
  },
  // Tests sit in lessons and use the learning feature's uploader, status badges and texts.
  assessments: async (container, i18n, load) => {
    const [taking, authoring, texts] = await Promise.all([
      import('@infrastructure/di/assessmentTakingModule'),
      import('@infrastructure/di/assessmentAuthoringModule'),
      import('@infrastructure/i18n/bundles/esAssessments'),
      load('learning'),
    ]);
    addSpanish(i18n, texts.esAssessments);
    container.loadSync(taking.assessmentTakingModule, authoring.assessmentAuthoringModule);
  },
  // The gradebook's item settings reuse the lesson editor's fields and texts.
  gradebook: async (container, i18n, load) => {
    const [grid, setup, areas, texts] = await Promise.all([
      import('@infrastructure/di/gradebookModule'),
      import('@infrastructure/di/gradebookSetupModule'),
      import('@infrastructure/di/gradebookAreasModule'),
      import('@infrastructure/i18n/bundles/esGradebook'),
      load('learning'),
    ]);
    addSpanish(i18n, texts.esGradebook);
    container.loadSync(grid.gradebookModule, setup.gradebookSetupModule, areas.gradebookAreasModule);
  },
  // Sign-up, guardians' consent and the library: nothing the login page needs.
  accounts: async (container, i18n) => {
    const [module, texts] = await Promise.all([import('@infrastructure/di/accountsModule'), import('@infrastructure/i18n/bundles/esAccounts')]);
    addSpanish(i18n, texts.esAccounts);
    container.loadSync(module.accountsModule);
  },
  // The projector and the phone remote: their own chunk (the QR library comes only with them); the projector shows
  // items with the lesson viewer's renderers, which come with the learning feature.
  projection: async (container, i18n, load) => {
    const [modules, texts] = await Promise.all([import('@infrastructure/di/projectionModule'), import('@infrastructure/i18n/bundles/esProjection'), load('learning')]);
    addSpanish(i18n, texts.esProjection);
    container.loadSync(modules.projectionModule);
  },
  // The helpdesk's desk: helpdesk only, nothing else needs it.
  helpdesk: async (container, i18n) => {
    const [module, texts] = await Promise.all([import('@infrastructure/di/helpdeskModule'), import('@infrastructure/i18n/bundles/esHelpdesk')]);
    addSpanish(i18n, texts.esHelpdesk);
    container.loadSync(module.helpdeskModule);
  },
  // The school admin's desk and the audit log (helpdesk reads the log too).
  admin: async (container, i18n) => {
    const [module, texts] = await Promise.all([import('@infrastructure/di/adminModule'), import('@infrastructure/i18n/bundles/esAdmin')]);
    addSpanish(i18n, texts.esAdmin);
    container.loadSync(module.adminModule);
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
      loading = FEATURES[feature](this.container, this.i18n, (other) => this.load(other));
      // A failed fetch (offline, new deploy) is tried again next time.
      loading.catch(() => this.loading.delete(feature));
      this.loading.set(feature, loading);
    }
    return loading;
  }
}
