import { ContainerModule } from 'inversify';

/** Taking tests: the attempt store, its gateway, answer backup and connectivity (issue 4). */
export const assessmentTakingModule = new ContainerModule(() => {});
