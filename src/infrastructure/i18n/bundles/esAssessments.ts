import type { AssessmentNamespace, Messages } from '@infrastructure/i18n/namespaces';
import questions from '@locales/es/questions.json';
import questionsMore from '@locales/es/questionsMore.json';
import assessment from '@locales/es/assessment.json';
import assessmentEditor from '@locales/es/assessmentEditor.json';
import results from '@locales/es/results.json';

/** The Spanish catalogues of the assessments feature, a chunk of their own (en and pt carry them in their bundle). */
export const esAssessments: Record<AssessmentNamespace, Messages> = { questions, questionsMore, assessment, assessmentEditor, results };
