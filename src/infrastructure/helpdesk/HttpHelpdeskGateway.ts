import { HelpdeskAccountAnswer, HelpdeskSearchAnswer, type HelpdeskAccountDto, type HelpdeskSearchAnswerDto } from '@contract/helpdesk';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { FoundPage, HelpdeskAccount } from '@application/helpdesk/HelpdeskAccount';
import type { HelpdeskGateway } from '@application/helpdesk/ports/HelpdeskGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, instant, nullableInstant } from '@infrastructure/http/wire';

/** `/front/helpdesk` (docs/api.md "Helpdesk"). */
export class HttpHelpdeskGateway implements HelpdeskGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async search(query: string, page: number): Promise<Result<FoundPage, AppError>> {
    return fromWire(await this.http.get('/front/helpdesk/users', { q: query, page }), HelpdeskSearchAnswer, pageToDomain);
  }

  async account(guid: string): Promise<Result<HelpdeskAccount, AppError>> {
    return fromWire(await this.http.get(`/front/helpdesk/users/${encodeURIComponent(guid)}`), HelpdeskAccountAnswer, accountToDomain);
  }
}

function pageToDomain(dto: HelpdeskSearchAnswerDto): FoundPage {
  return {
    users: dto.users.map((user) => ({ guid: user.guid, name: user.name, lastname: user.lastname, email: user.email, role: user.role, schoolName: user.school_name })),
    page: dto.page,
    hasMore: dto.has_more,
  };
}

function accountToDomain(dto: HelpdeskAccountDto): HelpdeskAccount {
  return {
    guid: dto.guid,
    name: dto.name,
    lastname: dto.lastname,
    email: dto.email,
    role: dto.role,
    status: dto.status,
    language: dto.language,
    createdAt: instant(dto.created_at),
    schools: dto.schools,
    courses: dto.courses.map((course) => ({ guid: course.guid, name: course.name, schoolName: course.school_name, role: course.role })),
    signIn: {
      password: dto.sign_in.password,
      providers: dto.sign_in.providers.map((p) => ({ issuerHost: p.issuer_host, email: p.email, lastSignInAt: instant(p.last_sign_in_at) })),
    },
    lastSignInAt: nullableInstant(dto.last_sign_in_at),
    sync: dto.sync,
    licences: dto.licences.map((licence) => ({ titleName: licence.title_name, endsOn: licence.ends_on, active: licence.active })),
    recentErrors: dto.recent_errors.map((e) => ({ status: e.status, code: e.code, method: e.method, route: e.route, at: instant(e.at) })),
  };
}
