import type { GradebookNamespace, Messages } from '@infrastructure/i18n/namespaces';
import gradebook from '@locales/es/gradebook.json';
import gradebookAreas from '@locales/es/gradebookAreas.json';
import myGrades from '@locales/es/myGrades.json';

/** The Spanish catalogues of the gradebook feature, a chunk of their own (en and pt carry them in their bundle). */
export const esGradebook: Record<GradebookNamespace, Messages> = { gradebook, gradebookAreas, myGrades };
