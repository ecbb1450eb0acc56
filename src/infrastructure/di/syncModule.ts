import { ContainerModule } from 'inversify';
import { Timers } from '@application/shared/ports/Timers';
import { SyncGateway } from '@application/sync/ports/SyncGateway';
import { SyncStore } from '@application/sync/SyncStore';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpSyncGateway } from '@infrastructure/sync/HttpSyncGateway';

export const syncModule = new ContainerModule(({ bind }) => {
  bind(SyncGateway).toResolvedValue((http: FetchHttpClient) => new HttpSyncGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(SyncStore).toResolvedValue((gateway: SyncGateway, timers: Timers) => new SyncStore(gateway, timers), [SyncGateway, Timers]).inTransientScope();
});
