import { ContainerModule } from 'inversify';
import { AssessmentCardStore } from '@application/assessments/taking/AssessmentCardStore';
import { AttemptStore } from '@application/assessments/taking/AttemptStore';
import { TestPreviewStore } from '@application/assessments/taking/TestPreviewStore';
import { TestPreviewGateway } from '@application/assessments/taking/ports/TestPreviewGateway';
import { MyAssessmentsStore } from '@application/assessments/taking/MyAssessmentsStore';
import { AnswerBackup } from '@application/assessments/taking/ports/AnswerBackup';
import { AttemptGateway } from '@application/assessments/taking/ports/AttemptGateway';
import { Connectivity } from '@application/assessments/taking/ports/Connectivity';
import { Timers } from '@application/shared/ports/Timers';
import { Clock } from '@application/shared/ports/Clock';
import { FileUploader } from '@application/shared/ports/FileUploader';
import { BrowserConnectivity } from '@infrastructure/assessments/taking/BrowserConnectivity';
import { HttpAttemptGateway } from '@infrastructure/assessments/taking/HttpAttemptGateway';
import { LocalStorageAnswerBackup } from '@infrastructure/assessments/taking/LocalStorageAnswerBackup';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { LocalStorageCache } from '@infrastructure/storage/LocalStorageCache';

/** Taking tests: the attempt store, its gateway, answer backup and connectivity. */
export const assessmentTakingModule = new ContainerModule(({ bind }) => {
  bind(AttemptGateway).toResolvedValue((http: FetchHttpClient) => new HttpAttemptGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(TestPreviewGateway).toResolvedValue((http: FetchHttpClient) => new HttpAttemptGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(TestPreviewStore).toResolvedValue((gateway: TestPreviewGateway) => new TestPreviewStore(gateway), [TestPreviewGateway]).inTransientScope();
  bind(AnswerBackup).toResolvedValue((cache: LocalStorageCache) => new LocalStorageAnswerBackup(cache), [LocalStorageCache]).inSingletonScope();
  bind(Connectivity).toResolvedValue(() => new BrowserConnectivity(window), []).inSingletonScope();
  bind(AttemptStore)
    .toResolvedValue(
      (gateway: AttemptGateway, backup: AnswerBackup, connectivity: Connectivity, clock: Clock, timers: Timers, uploader: FileUploader) =>
        new AttemptStore(gateway, backup, connectivity, clock, timers, uploader, () => crypto.randomUUID()),
      [AttemptGateway, AnswerBackup, Connectivity, Clock, Timers, FileUploader],
    )
    .inTransientScope();
  bind(AssessmentCardStore).toResolvedValue((gateway: AttemptGateway) => new AssessmentCardStore(gateway), [AttemptGateway]).inTransientScope();
  bind(MyAssessmentsStore).toResolvedValue((gateway: AttemptGateway) => new MyAssessmentsStore(gateway), [AttemptGateway]).inTransientScope();
});
