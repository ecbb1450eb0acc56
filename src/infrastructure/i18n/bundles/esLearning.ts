import type { LearningNamespace, Messages } from '@infrastructure/i18n/namespaces';
import lesson from '@locales/es/lesson.json';
import viewer from '@locales/es/viewer.json';
import resources from '@locales/es/resources.json';
import tasks from '@locales/es/tasks.json';
import calendar from '@locales/es/calendar.json';
import board from '@locales/es/board.json';
import sync from '@locales/es/sync.json';

/** The learning feature's Spanish catalogues: a chunk of their own, added when the feature loads. */
export const esLearning: Record<LearningNamespace, Messages> = { lesson, viewer, resources, tasks, calendar, board, sync };
