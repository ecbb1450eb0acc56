import { ContainerModule } from 'inversify';

/** Authoring assessments, results and grading (issue 4). */
export const assessmentAuthoringModule = new ContainerModule(() => {});
