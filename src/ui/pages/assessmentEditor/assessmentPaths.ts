import type { QuestionTypeCode } from '@domain/assessments/questionTypes';
import { lessonBasePath } from '@ui/pages/lessons/editor/lessonPaths';

/** The assessment's item editor (its settings and question list). */
export function assessmentEditPath(courseGuid: string, lessonGuid: string, assessmentGuid: string): string {
  return `${lessonBasePath(courseGuid, lessonGuid)}/edit/${assessmentGuid}`;
}

export function newQuestionPath(courseGuid: string, lessonGuid: string, assessmentGuid: string, type: QuestionTypeCode): string {
  return `${lessonBasePath(courseGuid, lessonGuid)}/assessment/${assessmentGuid}/new-question/${type}`;
}

export function editQuestionPath(courseGuid: string, lessonGuid: string, assessmentGuid: string, questionGuid: string): string {
  return `${lessonBasePath(courseGuid, lessonGuid)}/assessment/${assessmentGuid}/edit-question/${questionGuid}`;
}

/** A test's question asked to the class: its lesson projected on the test, the question live (ADR 0526). */
export function questionProjectionPath(questionGuid: string): string {
  return `/projection/question/${questionGuid}`;
}

export function resultsPath(courseGuid: string, lessonGuid: string, assessmentGuid: string): string {
  return `${lessonBasePath(courseGuid, lessonGuid)}/results-assessment/${assessmentGuid}`;
}

export function individualResultPath(courseGuid: string, assessmentGuid: string, userGuid: string): string {
  return `/results-assesment-individual/course/${courseGuid}/${assessmentGuid}/user/${userGuid}`;
}
