import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authoringRoutes } from './authoringRoutes';
import { attemptRoutes } from './attemptRoutes';
import { resultRoutes } from './resultRoutes';

/** Assessments (docs/api-assessments.md): questions, attempts and answers, submission, results and grading. */
export const assessmentsApi: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(authoringRoutes);
  await app.register(attemptRoutes);
  await app.register(resultRoutes);
};
