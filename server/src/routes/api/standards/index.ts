import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { PACKAGE_LIMITS } from '@domain/content/scormPackage';
import { PackageStore } from '../../../content/scormZip';
import { scormRoutes } from './scormRoutes';

/** Content standards: SCORM packages (docs/api-standards.md). */
export const standardsApi: FastifyPluginAsyncTypebox<{ packagesDir: string }> = async (app, options) => {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: PACKAGE_LIMITS.maxZipBytes + 1, files: 1, fields: 2, fieldSize: 1024, parts: 4, headerPairs: 20 },
  });
  await app.register(scormRoutes(new PackageStore(options.packagesDir)));
};
