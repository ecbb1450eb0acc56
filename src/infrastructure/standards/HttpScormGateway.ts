import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { ScormCommitResult, ScormLaunch, ScormResults, UploadedPackage } from '@application/standards/Scorm';
import type { ScormGateway } from '@application/standards/ports/ScormGateway';
import { ScormCommitAnswer, ScormLaunchAnswer, ScormResultsAnswer, type ScormCommitBodyDto, type ScormCommitAnswerDto } from '@contract/scorm';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire } from '@infrastructure/http/wire';
import { uploadPackage } from '@infrastructure/standards/packageUpload';

const itemPath = (guid: string) => `/front/lesson-items/${encodeURIComponent(guid)}/scorm`;

function commitToDomain(dto: ScormCommitAnswerDto): ScormCommitResult {
  return { completion: dto.completion, success: dto.success, score: dto.score, totalSeconds: dto.total_seconds, progress: dto.progress, lessonProgress: dto.lesson_progress };
}

export class HttpScormGateway implements ScormGateway {
  constructor(private readonly http: FetchHttpClient) {}

  /** Multipart (`name`, then `file`); no progress bar: packages are sent once and answered after the server has read them. */
  upload(lessonGuid: string, file: File, name: string): Promise<Result<UploadedPackage, AppError>> {
    return uploadPackage(this.http, `/front/lessons/${encodeURIComponent(lessonGuid)}/scorm-packages`, file, name);
  }

  async launch(itemGuid: string): Promise<Result<ScormLaunch, AppError>> {
    return fromWire(await this.http.get(`${itemPath(itemGuid)}/launch`), ScormLaunchAnswer, (dto) => ({
      version: dto.version,
      playerUrl: dto.player_url,
      contentOrigin: dto.content_origin,
      sessionId: dto.session_id,
      cmi: dto.cmi,
      records: dto.records,
    }));
  }

  async commit(itemGuid: string, sessionId: string, cmi: Record<string, unknown>): Promise<Result<ScormCommitResult, AppError>> {
    const body: ScormCommitBodyDto = { session_id: sessionId, cmi };
    // keepalive only fits small bodies (64 KB): a larger record is sent without it.
    const keepalive = JSON.stringify(body).length < 60_000;
    return fromWire(await this.http.request('PUT', `${itemPath(itemGuid)}/cmi`, { body, keepalive }), ScormCommitAnswer, commitToDomain);
  }

  async results(itemGuid: string): Promise<Result<ScormResults, AppError>> {
    return fromWire(await this.http.get(`${itemPath(itemGuid)}/results`), ScormResultsAnswer, (dto) => ({
      item: { guid: dto.item.guid, name: dto.item.name, courseGuid: dto.item.course_guid, version: dto.item.version },
      students: dto.students.map((row) => ({
        userGuid: row.user_guid,
        name: row.name,
        lastname: row.lastname,
        completion: row.completion,
        success: row.success,
        score: row.score,
        totalSeconds: row.total_seconds,
        sessions: row.sessions,
        updatedAt: row.updated_at,
      })),
    }));
  }
}
