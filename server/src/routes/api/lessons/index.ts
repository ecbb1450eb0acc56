import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Units, lessons, lesson items, resources (spec §7) and content types. Placeholder being built (issue 3). */
export const lessonsApi: FastifyPluginAsyncTypebox = async () => {};
