import type { GradebookNamespace, Messages } from '@infrastructure/i18n/namespaces';
import gradebook from '@locales/es/gradebook.json';
import gradebookSetup from '@locales/es/gradebookSetup.json';
import gradebookClassroom from '@locales/es/gradebookClassroom.json';
import gradebookAreas from '@locales/es/gradebookAreas.json';
import gradebookExport from '@locales/es/gradebookExport.json';
import myGrades from '@locales/es/myGrades.json';

/** The Spanish catalogues of the gradebook feature, a chunk of their own (en and pt carry them in their bundle). */
export const esGradebook: Record<GradebookNamespace, Messages> = { gradebook, gradebookSetup, gradebookClassroom, gradebookAreas, gradebookExport, myGrades };
