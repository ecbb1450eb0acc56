import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { structureRoutes } from './structureRoutes';
import { itemRoutes } from './itemRoutes';
import { resourceRoutes } from './resourceRoutes';

/** Units, lessons, lesson items, resources (spec §7) and content types. Who may do what: policies/coursePolicy.ts. */
export const lessonsApi: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(structureRoutes);
  await app.register(itemRoutes);
  await app.register(resourceRoutes);
};
