import { ContainerModule } from 'inversify';
import { Timers } from '@application/shared/ports/Timers';
import { SyncGateway } from '@application/sync/ports/SyncGateway';
import { SyncStore } from '@application/sync/SyncStore';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpSyncGateway } from '@infrastructure/sync/HttpSyncGateway';
import { LrsCredentialGateway } from '@application/xapi/ports/LrsCredentialGateway';
import { LrsCredentialsStore } from '@application/xapi/LrsCredentialsStore';
import { HttpLrsCredentialGateway } from '@infrastructure/xapi/HttpLrsCredentialGateway';

export const syncModule = new ContainerModule(({ bind }) => {
  bind(SyncGateway).toResolvedValue((http: FetchHttpClient) => new HttpSyncGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(SyncStore).toResolvedValue((gateway: SyncGateway, timers: Timers) => new SyncStore(gateway, timers), [SyncGateway, Timers]).inTransientScope();
  // The LRS's credentials (/config/lrs): the school's connections to other systems live together.
  bind(LrsCredentialGateway).toResolvedValue((http: FetchHttpClient) => new HttpLrsCredentialGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(LrsCredentialsStore).toResolvedValue((gateway: LrsCredentialGateway) => new LrsCredentialsStore(gateway), [LrsCredentialGateway]).inTransientScope();
});
