import { ContainerModule } from 'inversify';
import { Clock } from '@application/shared/ports/Clock';
import { Timers } from '@application/shared/ports/Timers';
import { ViewerGateway } from '@application/viewer/ports/ViewerGateway';
import { ProjectedContent } from '@application/projection/ProjectedContent';
import { ItemProjection } from '@application/projection/ItemProjection';
import { ProjectionGateway, QrCodes } from '@application/projection/ports/ProjectionGateway';
import { ProjectorStore } from '@application/projection/ProjectorStore';
import { RemoteStore } from '@application/projection/RemoteStore';
import { LiveLaunchStore } from '@application/projection/LiveLaunchStore';
import { LiveRoundControls } from '@application/projection/ports/LiveRoundControls';
import { HttpLiveRoundControls } from '@infrastructure/projection/HttpLiveRoundControls';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpProjectionGateway } from '@infrastructure/projection/HttpProjectionGateway';
import { QrCodeImages } from '@infrastructure/projection/QrCodeImages';

/** Projection in class: the projector, the phone remote, their gateway and QR codes. */
export const projectionModule = new ContainerModule(({ bind }) => {
  bind(ProjectionGateway)
    .toResolvedValue((http: FetchHttpClient) => new HttpProjectionGateway(http, (url, protocols) => new WebSocket(url, protocols), () => window.location.href), [FetchHttpClient])
    .inSingletonScope();
  bind(QrCodes).toResolvedValue(() => new QrCodeImages(), []).inSingletonScope();
  bind(ProjectorStore).toResolvedValue((gateway: ProjectionGateway, qrCodes: QrCodes, timers: Timers) => new ProjectorStore(gateway, qrCodes, timers), [ProjectionGateway, QrCodes, Timers]).inTransientScope();
  // The viewer's gateway comes with the learning feature, which the projection feature loads first.
  bind(ProjectedContent).toResolvedValue((gateway: ViewerGateway, clock: Clock) => new ProjectedContent(gateway, clock), [ViewerGateway, Clock]).inTransientScope();
  bind(ItemProjection)
    .toResolvedValue((gateway: ViewerGateway, projection: ProjectionGateway) => new ItemProjection(gateway, projection), [ViewerGateway, ProjectionGateway])
    .inTransientScope();
  bind(RemoteStore).toResolvedValue((gateway: ProjectionGateway, timers: Timers) => new RemoteStore(gateway, timers), [ProjectionGateway, Timers]).inTransientScope();
  bind(LiveRoundControls).toResolvedValue((http: FetchHttpClient) => new HttpLiveRoundControls(http), [FetchHttpClient]).inSingletonScope();
  bind(LiveLaunchStore).toResolvedValue((controls: LiveRoundControls) => new LiveLaunchStore(controls), [LiveRoundControls]).inTransientScope();
});
