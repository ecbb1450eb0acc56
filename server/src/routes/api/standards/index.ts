import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { PACKAGE_LIMITS } from '@domain/content/scormPackage';
import { PackageStore } from '../../../content/scormZip';
import { scormRoutes } from './scormRoutes';
import { xapiItemRoutes } from './xapiItemRoutes';

/** Content standards: SCORM and xAPI packages (docs/api-standards.md, docs/api-xapi.md). */
export const standardsApi: FastifyPluginAsyncTypebox<{ packagesDir: string }> = async (app, options) => {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: PACKAGE_LIMITS.maxZipBytes + 1, files: 1, fields: 2, fieldSize: 1024, parts: 4, headerPairs: 20 },
  });
  const packages = new PackageStore(options.packagesDir);
  await app.register(scormRoutes(packages));
  await app.register(xapiItemRoutes(packages));
};
