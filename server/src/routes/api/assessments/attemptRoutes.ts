import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const attemptRoutes: FastifyPluginAsyncTypebox = async () => {};
