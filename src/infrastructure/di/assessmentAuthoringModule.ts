import { ContainerModule } from 'inversify';
import { FileUploader } from '@application/shared/ports/FileUploader';
import { AssessmentAuthoringGateway } from '@application/assessments/authoring/ports/AssessmentAuthoringGateway';
import { QuestionEditorStore } from '@application/assessments/authoring/QuestionEditorStore';
import { QuestionsPanelStore } from '@application/assessments/authoring/QuestionsPanelStore';
import { ResultsGateway } from '@application/assessments/results/ports/ResultsGateway';
import { IndividualResultStore } from '@application/assessments/results/IndividualResultStore';
import { ResultsStore } from '@application/assessments/results/ResultsStore';
import { HttpAssessmentAuthoringGateway } from '@infrastructure/assessments/authoring/HttpAssessmentAuthoringGateway';
import { HttpResultsGateway } from '@infrastructure/assessments/results/HttpResultsGateway';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';

/** Authoring assessments, results and grading. FileUploader comes from lessonsModule. */
export const assessmentAuthoringModule = new ContainerModule(({ bind }) => {
  bind(AssessmentAuthoringGateway).toResolvedValue((http: FetchHttpClient) => new HttpAssessmentAuthoringGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(ResultsGateway).toResolvedValue((http: FetchHttpClient) => new HttpResultsGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(QuestionsPanelStore).toResolvedValue((gateway: AssessmentAuthoringGateway) => new QuestionsPanelStore(gateway), [AssessmentAuthoringGateway]).inTransientScope();
  bind(QuestionEditorStore)
    .toResolvedValue((gateway: AssessmentAuthoringGateway, uploader: FileUploader) => new QuestionEditorStore(gateway, uploader), [AssessmentAuthoringGateway, FileUploader])
    .inTransientScope();
  bind(ResultsStore).toResolvedValue((gateway: ResultsGateway) => new ResultsStore(gateway), [ResultsGateway]).inTransientScope();
  bind(IndividualResultStore).toResolvedValue((gateway: ResultsGateway) => new IndividualResultStore(gateway), [ResultsGateway]).inTransientScope();
});
