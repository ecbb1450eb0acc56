import { RecentMessagePageSchema, type MessagePageQueryDto, type RecentMessageDto, type RecentMessagePageDto } from '@contract/board';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { RecentMessage, RecentMessagePage } from '@application/board/Message';
import type { RecentMessagesReader } from '@application/board/ports/RecentMessagesReader';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, instant } from '@infrastructure/http/wire';

/** The all-courses view as the spec names it (§7): `GET front/courses/all-courses/messages`. */
export class HttpRecentMessagesReader implements RecentMessagesReader {
  constructor(private readonly http: FetchHttpClient) {}

  async recent(page: number, perPage: number): Promise<Result<RecentMessagePage, AppError>> {
    const query: MessagePageQueryDto = { page, per_page: perPage };
    return fromWire(await this.http.get('/front/courses/all-courses/messages', query), RecentMessagePageSchema, pageToDomain);
  }
}

function recentToDomain(dto: RecentMessageDto): RecentMessage {
  return {
    guid: dto.guid,
    courseGuid: dto.course_guid,
    courseName: dto.course_name,
    html: dto.message,
    audience: dto.message_for,
    isPinned: dto.is_pinned,
    author: dto.author,
    createdAt: instant(dto.created_at),
  };
}

function pageToDomain(dto: RecentMessagePageDto): RecentMessagePage {
  return { items: dto.data.map(recentToDomain), page: dto.meta.page, perPage: dto.meta.per_page, total: dto.meta.total };
}
