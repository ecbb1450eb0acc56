import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditRoutes } from './auditRoutes';
import { classroomRoutes } from './classroomRoutes';
import { exportRoutes } from './exportRoutes';
import { gridRoutes } from './gridRoutes';
import { publicationRoutes } from './publicationRoutes';
import { setupRoutes } from './setupRoutes';

/**
 * The gradebook (docs/api-gradebook.md, ADRs 0231–0235), all under /api/front/courses/{guid}. Teachers of the course
 * read and write; school admins of its school read; students read their own row, published scores only; anyone else
 * gets 404 (policies/gradebookPolicy.ts, policies/coursePolicy.ts). One plugin per part of the gradebook.
 */
export const gradebookApi: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(gridRoutes);
  await app.register(setupRoutes);
  await app.register(publicationRoutes);
  await app.register(auditRoutes);
  await app.register(classroomRoutes);
  await app.register(exportRoutes);
};
