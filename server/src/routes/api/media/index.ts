import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { FileStore } from '../../../storage/FileStore';
import { fileRoutes } from './fileRoutes';
import { gradingRoutes } from './gradingRoutes';
import { MAX_ANY_UPLOAD, uploadRoutes } from './uploadRoutes';
import { workRoutes } from './workRoutes';

/** Uploads, signed file downloads, progress, hand-ins and their grading, records (docs/api-media.md). */
export const mediaApi: FastifyPluginAsyncTypebox<{ filesDir: string }> = async (app, options) => {
  // Only this plugin's routes take multipart bodies; the domain's largest maximum is the parser's hard limit
  // (each kind's own maximum is enforced while streaming). One file and the purpose field per request.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_ANY_UPLOAD + 1, files: 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 20 },
  });
  const store = new FileStore(options.filesDir);
  await app.register(uploadRoutes(store));
  await app.register(fileRoutes(store));
  await app.register(workRoutes);
  await app.register(gradingRoutes);
};
