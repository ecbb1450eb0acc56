// Placeholder being built (issue 3, media helper): signed, short-lived URLs for stored files.
import type { FastifyInstance } from 'fastify';

export interface MediaRef {
  guid: string;
  /** A signed URL the browser can put in <img>, <video>, <a href>: /api/files/{guid}?exp=…&sig=… */
  url: string;
  mime: string;
  size: number;
  name: string;
  /** Domain MediaType or 'captions'. */
  media_type: string;
}

/** The files among `guids` that belong to the tenant, with signed URLs; unknown guids are left out. */
export async function resolveMedia(app: FastifyInstance, tenantId: string, guids: readonly string[]): Promise<Map<string, MediaRef>> {
  void app;
  void tenantId;
  void guids;
  return new Map();
}
