import {
  AddLicenceAnswer,
  ClassroomCheckAnswer,
  ConsentRequestAnswer,
  LibraryAnswer,
  LicenceCheckAnswer,
  SignupAnswer,
  SignupOptionsAnswer,
  type AddLicenceBodyDto,
  type ClassroomCheckBodyDto,
  type ConsentBodyDto,
  type LibraryAnswerDto,
  type LicenceCheckBodyDto,
  type LicenceTitleDto,
  type SignupAnswerDto,
  type SignupBodyDto,
} from '@contract/accounts';
import { SessionAnswer, UserSchema } from '@contract/users';
import type { SignupProfile } from '@domain/accounts/signup';
import type { Result } from '@domain/shared/result';
import type { Language } from '@domain/tenancy/tenant';
import type { AppError } from '@application/shared/AppError';
import type { CheckedClassroom, CheckedLicence, ConsentRequest, LibraryEntry, LibraryTitle, SignupOptions, SignupOutcome, SignupRequest } from '@application/accounts/Account';
import type { AccountsGateway } from '@application/accounts/ports/AccountsGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, noContent } from '@infrastructure/http/wire';
import { userToDomain } from '@infrastructure/users/HttpUserReader';

/** Sign-up, licences, consent and the library over HTTP (docs/api-accounts.md). */
export class HttpAccountsGateway implements AccountsGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async signupOptions(): Promise<Result<SignupOptions, AppError>> {
    return fromWire(await this.http.get('/front/auth/signup'), SignupOptionsAnswer, (dto) => ({
      open: dto.open,
      digitalConsentAge: dto.digital_consent_age,
      passwordMinLength: dto.password_min_length,
      today: dto.today,
    }));
  }

  async checkLicence(code: string, profile: SignupProfile, added: readonly string[]): Promise<Result<CheckedLicence, AppError>> {
    const body: LicenceCheckBodyDto = { code, profile, added: [...added] };
    return fromWire(await this.http.post('/front/auth/licence-check', body), LicenceCheckAnswer, (dto) => ({ code: dto.code, title: titleToDomain(dto.title), days: dto.days }));
  }

  async checkClassroom(code: string, added: readonly string[]): Promise<Result<CheckedClassroom, AppError>> {
    const body: ClassroomCheckBodyDto = { code, added: [...added] };
    return fromWire(await this.http.post('/front/auth/classroom-check', body), ClassroomCheckAnswer, (dto) => ({ code: dto.code, courseName: dto.course_name, schoolName: dto.school_name }));
  }

  async signup(request: SignupRequest): Promise<Result<SignupOutcome, AppError>> {
    const body: SignupBodyDto = {
      profile: request.profile,
      name: request.name,
      lastname: request.lastname,
      email: request.email,
      password: request.password,
      birth_date: request.birthDate,
      ...(request.guardianEmail === undefined ? {} : { guardian_email: request.guardianEmail }),
      licence_codes: request.licenceCodes,
      join_codes: request.joinCodes,
      language: request.language,
    };
    return fromWire(await this.http.post('/front/auth/signup', body), SignupAnswer, signupToDomain, [SessionAnswer, UserSchema]);
  }

  async consentRequest(token: string, language: Language): Promise<Result<ConsentRequest, AppError>> {
    return fromWire(await this.http.get(`/front/auth/consent/${encodeURIComponent(token)}`, { language }), ConsentRequestAnswer, (dto) => ({
      childName: dto.child_name,
      childEmail: dto.child_email,
      tenantName: dto.tenant_name,
      consented: dto.consented,
      statement: dto.statement,
    }));
  }

  async giveConsent(token: string, guardianName: string, language: Language): Promise<Result<void, AppError>> {
    const body: ConsentBodyDto = { guardian_name: guardianName, language };
    return noContent(await this.http.post(`/front/auth/consent/${encodeURIComponent(token)}`, body));
  }

  async library(): Promise<Result<LibraryEntry[], AppError>> {
    return fromWire(await this.http.get('/front/library'), LibraryAnswer, (dto) => dto.entries.map(entryToDomain));
  }

  async addLicence(code: string): Promise<Result<LibraryEntry, AppError>> {
    const body: AddLicenceBodyDto = { code };
    return fromWire(await this.http.post('/front/licences', body), AddLicenceAnswer, (dto) => entryToDomain(dto.entry));
  }
}

export function titleToDomain(dto: LicenceTitleDto): LibraryTitle {
  return {
    guid: dto.guid,
    name: dto.name,
    description: dto.description,
    discipline: dto.discipline,
    educationLevel: dto.education_level,
    educationYears: dto.education_years,
    profile: dto.profile,
  };
}

function entryToDomain(dto: LibraryAnswerDto['entries'][number]): LibraryEntry {
  return {
    title: titleToDomain(dto.title),
    courses: dto.courses.map((course) => ({ projectGuid: course.course_project_guid, courseGuid: course.course_guid, courseName: course.course_name })),
    code: dto.code,
    endsOn: dto.ends_on,
    active: dto.active,
  };
}

function signupToDomain(dto: SignupAnswerDto): SignupOutcome {
  return dto.status === 'active'
    ? { status: 'active', signedIn: { token: dto.session.token, user: userToDomain(dto.session.user) } }
    : { status: 'pending-consent', guardianEmail: dto.guardian_email };
}
