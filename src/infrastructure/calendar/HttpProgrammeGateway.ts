import { ProgrammeAnswer, type ProgrammeAnswerDto, type ProgrammeMoveBodyDto, type ProgrammeSessionDto } from '@contract/programme';
import type { SessionRef } from '@domain/calendar/programme';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { Programme, ProgrammeSession } from '@application/calendar/Programme';
import type { ProgrammeGateway } from '@application/calendar/ports/ProgrammeGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire } from '@infrastructure/http/wire';

const at = encodeURIComponent;

function sessionToDomain(dto: ProgrammeSessionDto): ProgrammeSession {
  return { guid: dto.guid, date: dto.date, starts: dto.starts, ends: dto.ends, room: dto.room };
}

function programmeToDomain(dto: ProgrammeAnswerDto): Programme {
  return {
    courseName: dto.course_name,
    lessons: dto.lessons.map((lesson) => ({ guid: lesson.guid, name: lesson.name, unitName: lesson.unit_name, published: lesson.published, session: lesson.session ? sessionToDomain(lesson.session) : null, moved: lesson.moved })),
    upcoming: dto.upcoming.map(sessionToDomain),
    hasTimetable: dto.has_timetable,
    canEdit: dto.can_edit,
    now: dto.now,
  };
}

/** The course programme (docs/api-calendar.md, ADR 0505). */
export class HttpProgrammeGateway implements ProgrammeGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async read(courseGuid: string): Promise<Result<Programme, AppError>> {
    return fromWire(await this.http.get(`/front/courses/${at(courseGuid)}/program`), ProgrammeAnswer, programmeToDomain);
  }

  async move(lessonGuid: string, session: SessionRef): Promise<Result<Programme, AppError>> {
    const body: ProgrammeMoveBodyDto = { date: session.date, starts: session.starts };
    return fromWire(await this.http.request('PUT', `/front/lessons/${at(lessonGuid)}/session`, { body }), ProgrammeAnswer, programmeToDomain);
  }
}
