import { ContainerModule } from 'inversify';

// Placeholder being built (issue 3).
export const resourcesModule = new ContainerModule(() => {});
