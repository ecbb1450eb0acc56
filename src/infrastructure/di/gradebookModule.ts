import { ContainerModule } from 'inversify';

/** The gradebook grid: its gateway and store (issue 5). */
export const gradebookModule = new ContainerModule(() => {});
