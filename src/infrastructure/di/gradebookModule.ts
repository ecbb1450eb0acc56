import { ContainerModule } from 'inversify';
import { GradebookGateway } from '@application/gradebook/ports/GradebookGateway';
import { GradebookStore } from '@application/gradebook/GradebookStore';
import { Clock } from '@application/shared/ports/Clock';
import { Timers } from '@application/shared/ports/Timers';
import { HttpGradebookGateway } from '@infrastructure/gradebook/HttpGradebookGateway';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';

/** The gradebook grid: its gateway (shared) and store (one per page). */
export const gradebookModule = new ContainerModule(({ bind }) => {
  bind(GradebookGateway).toResolvedValue((http: FetchHttpClient) => new HttpGradebookGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(GradebookStore).toResolvedValue((gateway: GradebookGateway, clock: Clock, timers: Timers) => new GradebookStore(gateway, clock, timers), [GradebookGateway, Clock, Timers]).inTransientScope();
});
