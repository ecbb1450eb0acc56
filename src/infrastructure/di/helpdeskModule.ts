import { ContainerModule } from 'inversify';
import { HelpdeskAccountStore } from '@application/helpdesk/HelpdeskAccountStore';
import { HelpdeskSearchStore } from '@application/helpdesk/HelpdeskSearchStore';
import { HelpdeskGateway } from '@application/helpdesk/ports/HelpdeskGateway';
import { HttpHelpdeskGateway } from '@infrastructure/helpdesk/HttpHelpdeskGateway';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';

/** The helpdesk's desk: loaded with its first screen (LazyFeatureLoader). */
export const helpdeskModule = new ContainerModule(({ bind }) => {
  bind(HelpdeskGateway).toResolvedValue((http: FetchHttpClient) => new HttpHelpdeskGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(HelpdeskSearchStore).toResolvedValue((gateway: HelpdeskGateway) => new HelpdeskSearchStore(gateway), [HelpdeskGateway]).inTransientScope();
  bind(HelpdeskAccountStore).toResolvedValue((gateway: HelpdeskGateway) => new HelpdeskAccountStore(gateway), [HelpdeskGateway]).inTransientScope();
});
