import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const resultRoutes: FastifyPluginAsyncTypebox = async () => {};
