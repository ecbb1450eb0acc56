import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { UploadedPackage } from '@application/standards/Scorm';
import type { XapiLaunch, XapiResults, XapiTrail } from '@application/standards/Xapi';
import type { XapiGateway } from '@application/standards/ports/XapiGateway';
import { XapiLaunchAnswer, XapiResultsAnswer, XapiTrailAnswer, type XapiResultsAnswerDto } from '@contract/xapiItems';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, instant, nullableInstant } from '@infrastructure/http/wire';
import { uploadPackage } from '@infrastructure/standards/packageUpload';

const itemPath = (guid: string) => `/front/lesson-items/${encodeURIComponent(guid)}/xapi`;

type RowDto = XapiResultsAnswerDto['students'][number];
const rowToDomain = (row: RowDto) => ({
  userGuid: row.user_guid,
  name: row.name,
  lastname: row.lastname,
  completion: row.completion,
  success: row.success,
  score: row.score,
  statements: row.statements,
  lastAt: nullableInstant(row.last_at),
  lastVerb: row.last_verb,
});

/** xAPI items (docs/api-xapi.md). */
export class HttpXapiGateway implements XapiGateway {
  constructor(private readonly http: FetchHttpClient) {}

  upload(lessonGuid: string, file: File, name: string): Promise<Result<UploadedPackage, AppError>> {
    return uploadPackage(this.http, `/front/lessons/${encodeURIComponent(lessonGuid)}/xapi-packages`, file, name);
  }

  async launch(itemGuid: string): Promise<Result<XapiLaunch, AppError>> {
    return fromWire(await this.http.get(`${itemPath(itemGuid)}/launch`), XapiLaunchAnswer, (dto) => ({ launchUrl: dto.launch_url, contentOrigin: dto.content_origin, records: dto.records }));
  }

  async results(itemGuid: string): Promise<Result<XapiResults, AppError>> {
    return fromWire(await this.http.get(`${itemPath(itemGuid)}/results`), XapiResultsAnswer, (dto) => ({
      item: { guid: dto.item.guid, name: dto.item.name, courseGuid: dto.item.course_guid, activityId: dto.item.activity_id },
      students: dto.students.map(rowToDomain),
    }));
  }

  async trail(itemGuid: string, userGuid: string): Promise<Result<XapiTrail, AppError>> {
    return fromWire(await this.http.get(`${itemPath(itemGuid)}/results/${encodeURIComponent(userGuid)}`), XapiTrailAnswer, (dto) => ({
      item: { guid: dto.item.guid, name: dto.item.name, courseGuid: dto.item.course_guid },
      student: rowToDomain(dto.student),
      statements: dto.statements.map((s) => ({
        id: s.id,
        stored: instant(s.stored),
        verb: s.verb,
        verbDisplay: s.verb_display,
        object: s.object,
        objectName: s.object_name,
        completion: s.completion,
        success: s.success,
        score: s.score,
        response: s.response,
      })),
    }));
  }
}
