import { NonSchoolDayList as NonSchoolDayListSchema, NonSchoolDaySchema, type NonSchoolDayBodyDto, type NonSchoolDayDto } from '@contract/nonSchoolDays';
import type { NonSchoolDayDraft } from '@domain/calendar/nonSchoolDayRules';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { NonSchoolDayGateway, NonSchoolDayList, NonSchoolDayOwner, RecordedNonSchoolDay } from '@application/calendar/ports/NonSchoolDayGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, noContent } from '@infrastructure/http/wire';

const at = encodeURIComponent;

function dayToDomain(dto: NonSchoolDayDto): RecordedNonSchoolDay {
  return { guid: dto.guid, name: dto.name, startsOn: dto.starts_on, endsOn: dto.ends_on };
}

function body(draft: NonSchoolDayDraft): NonSchoolDayBodyDto {
  return { name: draft.name, starts_on: draft.startsOn, ends_on: draft.endsOn };
}

/** Non-school days (docs/api-calendar.md, ADR 0503). */
export class HttpNonSchoolDayGateway implements NonSchoolDayGateway {
  constructor(private readonly http: FetchHttpClient) {}

  private path(owner: NonSchoolDayOwner): string {
    return `/front/${owner.kind === 'school' ? 'schools' : 'courses'}/${at(owner.guid)}/non-school-days`;
  }

  async list(owner: NonSchoolDayOwner): Promise<Result<NonSchoolDayList, AppError>> {
    return fromWire(await this.http.get(this.path(owner)), NonSchoolDayListSchema, (dto): NonSchoolDayList => ({ days: dto.data.map(dayToDomain), ownerName: dto.name, canEdit: dto.can_edit }));
  }

  async add(owner: NonSchoolDayOwner, draft: NonSchoolDayDraft): Promise<Result<RecordedNonSchoolDay, AppError>> {
    return fromWire(await this.http.post(this.path(owner), body(draft)), NonSchoolDaySchema, dayToDomain);
  }

  async change(guid: string, draft: NonSchoolDayDraft): Promise<Result<RecordedNonSchoolDay, AppError>> {
    return fromWire(await this.http.request('PUT', `/front/non-school-days/${at(guid)}`, { body: body(draft) }), NonSchoolDaySchema, dayToDomain);
  }

  async remove(guid: string): Promise<Result<void, AppError>> {
    return noContent(await this.http.request('DELETE', `/front/non-school-days/${at(guid)}`));
  }
}
