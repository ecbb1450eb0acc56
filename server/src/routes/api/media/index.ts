import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Uploads, signed file downloads, progress, hand-ins and records. Placeholder being built (issue 3). */
export const mediaApi: FastifyPluginAsyncTypebox<{ filesDir: string }> = async () => {};
