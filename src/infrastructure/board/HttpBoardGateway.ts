import {
  BoardSettingsSchema,
  MessagePageSchema,
  MessageSchema,
  type BoardSettingsBodyDto,
  type DeleteMessageBodyDto,
  type DriveFileBodyDto,
  type MessageChangeBodyDto,
  type MessageDto,
  type MessageFileDto,
  type MessagePageDto,
  type MessagePageQueryDto,
  type NewMessageBodyDto,
  type ReplyDto,
} from '@contract/board';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { BoardGateway } from '@application/board/ports/BoardGateway';
import type { BoardMessage, BoardPage, BoardReply, DriveFileRef, MessageChange, MessageFile, NewMessage } from '@application/board/Message';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, instant, noContent } from '@infrastructure/http/wire';

/** The board calls as the spec names them (§7): `front/courses/{guid}/messages`, `messages`, `messages/{guid}`. */
export class HttpBoardGateway implements BoardGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async page(courseGuid: string, page: number, perPage: number): Promise<Result<BoardPage, AppError>> {
    const query: MessagePageQueryDto = { page, per_page: perPage };
    return fromWire(await this.http.get(`/front/courses/${encodeURIComponent(courseGuid)}/messages`, query), MessagePageSchema, pageToDomain);
  }

  async post(message: NewMessage): Promise<Result<BoardMessage, AppError>> {
    const body: NewMessageBodyDto = {
      course_guid: message.courseGuid,
      message: message.html,
      ...(message.audience === undefined ? {} : { message_for: message.audience }),
      ...(message.isPinned === undefined ? {} : { is_pinned: message.isPinned }),
      ...(message.parentGuid === undefined ? {} : { parent_guid: message.parentGuid }),
      ...(message.fileGuids === undefined || message.fileGuids.length === 0 ? {} : { file_guids: message.fileGuids }),
    };
    return fromWire(await this.http.post('/messages', body), MessageSchema, messageToDomain);
  }

  async update(messageGuid: string, change: MessageChange): Promise<Result<BoardMessage, AppError>> {
    const body: MessageChangeBodyDto = {
      ...(change.html === undefined ? {} : { message: change.html }),
      ...(change.audience === undefined ? {} : { message_for: change.audience }),
      ...(change.isPinned === undefined ? {} : { is_pinned: change.isPinned }),
      ...(change.fileGuids === undefined ? {} : { file_guids: change.fileGuids }),
    };
    return fromWire(await this.http.request('PUT', `/messages/${encodeURIComponent(messageGuid)}`, { body }), MessageSchema, messageToDomain);
  }

  async remove(messageGuid: string): Promise<Result<void, AppError>> {
    const body: DeleteMessageBodyDto = { guid: messageGuid };
    return noContent(await this.http.request('DELETE', '/messages', { body }));
  }

  async removeFile(messageGuid: string, fileGuid: string): Promise<Result<void, AppError>> {
    return noContent(await this.http.request('DELETE', `/messages/${encodeURIComponent(messageGuid)}/files/${encodeURIComponent(fileGuid)}`));
  }

  async attachFromDrive(messageGuid: string, file: DriveFileRef): Promise<Result<BoardMessage, AppError>> {
    const body: DriveFileBodyDto = { fileId: file.fileId, oauthToken: file.oauthToken };
    return fromWire(await this.http.post(`/messages/${encodeURIComponent(messageGuid)}/upload-from-google-drive`, body), MessageSchema, messageToDomain);
  }

  async setStudentsMayPost(courseGuid: string, studentsMayPost: boolean): Promise<Result<void, AppError>> {
    const body: BoardSettingsBodyDto = { students_may_post: studentsMayPost };
    const answer = fromWire(await this.http.request('PUT', `/front/courses/${encodeURIComponent(courseGuid)}/board`, { body }), BoardSettingsSchema, () => undefined);
    return answer;
  }
}

function fileToDomain(dto: MessageFileDto): MessageFile {
  return { guid: dto.guid, name: dto.name, size: dto.size, mime: dto.mime, mediaType: dto.media_type, url: dto.url };
}

function replyToDomain(dto: ReplyDto): BoardReply {
  return {
    guid: dto.guid,
    courseGuid: dto.course_guid,
    parentGuid: dto.parent_guid,
    html: dto.message,
    audience: dto.message_for,
    isPinned: dto.is_pinned,
    author: dto.author,
    createdAt: instant(dto.created_at),
    updatedAt: instant(dto.updated_at),
    files: dto.files.map(fileToDomain),
    abilities: dto.abilities,
  };
}

export function messageToDomain(dto: MessageDto): BoardMessage {
  return { ...replyToDomain(dto), replies: dto.replies.map(replyToDomain) };
}

function pageToDomain(dto: MessagePageDto): BoardPage {
  return {
    courseName: dto.board.course_name,
    messages: dto.data.map(messageToDomain),
    page: dto.meta.page,
    perPage: dto.meta.per_page,
    total: dto.meta.total,
    studentsMayPost: dto.board.students_may_post,
    kidsMode: dto.board.kids_mode ?? false,
    abilities: dto.board.abilities,
  };
}
