import { ContainerModule } from 'inversify';
import { Clock } from '@application/shared/ports/Clock';
import { FileUploader } from '@application/shared/ports/FileUploader';
import { ActivityRecordStore } from '@application/viewer/ActivityRecordStore';
import { HandInListStore } from '@application/viewer/HandInListStore';
import { HandInStore } from '@application/viewer/HandInStore';
import { ViewerGateway } from '@application/viewer/ports/ViewerGateway';
import { ViewerStore } from '@application/viewer/ViewerStore';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpViewerGateway } from '@infrastructure/viewer/HttpViewerGateway';

export const viewerModule = new ContainerModule(({ bind }) => {
  bind(ViewerGateway).toResolvedValue((http: FetchHttpClient) => new HttpViewerGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(ViewerStore).toResolvedValue((gateway: ViewerGateway, clock: Clock) => new ViewerStore(gateway, clock), [ViewerGateway, Clock]).inTransientScope();
  bind(HandInStore)
    .toResolvedValue(
      (gateway: ViewerGateway, uploader: FileUploader, clock: Clock) => new HandInStore(gateway, uploader, clock, () => crypto.randomUUID()),
      [ViewerGateway, FileUploader, Clock],
    )
    .inTransientScope();
  bind(HandInListStore).toResolvedValue((gateway: ViewerGateway, clock: Clock) => new HandInListStore(gateway, clock), [ViewerGateway, Clock]).inTransientScope();
  bind(ActivityRecordStore).toResolvedValue((gateway: ViewerGateway) => new ActivityRecordStore(gateway), [ViewerGateway]).inTransientScope();
});
