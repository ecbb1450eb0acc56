import type { MediaRefDto } from '@contract/items';
import type { MediaRef } from '@application/shared/MediaRef';

/** A stored file on the wire (`media_type`) as the application knows it: one mapper for every adapter that reads files. */
export function mediaToDomain(dto: MediaRefDto): MediaRef {
  return { guid: dto.guid, url: dto.url, mime: dto.mime, size: dto.size, name: dto.name, mediaType: dto.media_type };
}
