import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const authoringRoutes: FastifyPluginAsyncTypebox = async () => {};
