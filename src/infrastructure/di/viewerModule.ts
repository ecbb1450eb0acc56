import { ContainerModule } from 'inversify';
import { GradingGateway } from '@application/grading/ports/GradingGateway';
import { GradingStore } from '@application/grading/GradingStore';
import { Clock } from '@application/shared/ports/Clock';
import { FileUploader } from '@application/shared/ports/FileUploader';
import { ActivityRecordStore } from '@application/viewer/ActivityRecordStore';
import { HandInListStore } from '@application/viewer/HandInListStore';
import { HandInStore } from '@application/viewer/HandInStore';
import { ViewerGateway } from '@application/viewer/ports/ViewerGateway';
import { ViewerStore } from '@application/viewer/ViewerStore';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpViewerGateway } from '@infrastructure/viewer/HttpViewerGateway';
import { HttpGradingGateway } from '@infrastructure/grading/HttpGradingGateway';
import { ScormGateway } from '@application/standards/ports/ScormGateway';
import { ScormPlayerStore } from '@application/standards/ScormPlayerStore';
import { ScormUploadStore } from '@application/standards/ScormUploadStore';
import { ScormResultsStore } from '@application/standards/ScormResultsStore';
import { HttpScormGateway } from '@infrastructure/standards/HttpScormGateway';
import { XapiGateway } from '@application/standards/ports/XapiGateway';
import { XapiPlayerStore, XapiResultsStore, XapiUploadStore } from '@application/standards/XapiStores';
import { HttpXapiGateway } from '@infrastructure/standards/HttpXapiGateway';

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
  bind(GradingGateway).toResolvedValue((http: FetchHttpClient) => new HttpGradingGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(GradingStore).toResolvedValue((gateway: GradingGateway) => new GradingStore(gateway), [GradingGateway]).inTransientScope();
  bind(ScormGateway).toResolvedValue((http: FetchHttpClient) => new HttpScormGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(ScormPlayerStore).toResolvedValue((gateway: ScormGateway) => new ScormPlayerStore(gateway), [ScormGateway]).inTransientScope();
  bind(ScormUploadStore).toResolvedValue((gateway: ScormGateway) => new ScormUploadStore(gateway), [ScormGateway]).inTransientScope();
  bind(ScormResultsStore).toResolvedValue((gateway: ScormGateway) => new ScormResultsStore(gateway), [ScormGateway]).inTransientScope();
  bind(XapiGateway).toResolvedValue((http: FetchHttpClient) => new HttpXapiGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(XapiPlayerStore).toResolvedValue((gateway: XapiGateway) => new XapiPlayerStore(gateway), [XapiGateway]).inTransientScope();
  bind(XapiUploadStore).toResolvedValue((gateway: XapiGateway) => new XapiUploadStore(gateway), [XapiGateway]).inTransientScope();
  bind(XapiResultsStore).toResolvedValue((gateway: XapiGateway) => new XapiResultsStore(gateway), [XapiGateway]).inTransientScope();
  bind(ActivityRecordStore).toResolvedValue((gateway: ViewerGateway) => new ActivityRecordStore(gateway), [ViewerGateway]).inTransientScope();
});
