import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/**
 * gzip (or deflate) for answers that compress well, when the client accepts it: JSON (a 40 × 120 gradebook is 1.3 MB
 * of JSON, a tenth of that compressed), the SPA's scripts, styles and HTML, CSV exports, captions — what mime-db marks
 * compressible. Media, images and PDFs are not (already compressed), and partial answers (206, Range) never are.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  },
  { name: 'compression' },
);
