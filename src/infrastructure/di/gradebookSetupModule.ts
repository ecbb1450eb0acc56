import { ContainerModule } from 'inversify';

/** Setting the gradebook up: settings, categories, item fields, columns, publishing, exports (issue 5). */
export const gradebookSetupModule = new ContainerModule(() => {});
