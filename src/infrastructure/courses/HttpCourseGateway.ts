import { isDisciplineCode } from '@domain/catalog/disciplines';
import { isEducationLevelCode } from '@domain/catalog/educationLevels';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { Course, CourseDetail, LessonSummary, NewCourse, Page, Unit } from '@application/courses/Course';
import type { CourseGateway } from '@application/courses/ports/CourseGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { array, boolean, DtoError, mapDto, nullableNumber, nullableString, number, object, string } from '@infrastructure/http/dto';

export class HttpCourseGateway implements CourseGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async list(query: { page: number; pageSize: number }): Promise<Result<Page<Course>, AppError>> {
    return mapDto(await this.http.get('/front/courses', { page: query.page, pageSize: query.pageSize }), pageToDomain);
  }

  async detail(guid: string): Promise<Result<CourseDetail, AppError>> {
    return mapDto(await this.http.get(`/front/courses/${encodeURIComponent(guid)}`), courseDetailToDomain);
  }

  async create(course: NewCourse): Promise<Result<Course, AppError>> {
    const body = {
      name: course.name,
      discipline: course.discipline,
      education_level: course.educationLevel,
      ...(course.schoolGuid ? { school_guid: course.schoolGuid } : {}),
    };
    return mapDto(await this.http.post('/front/courses', body), courseToDomain);
  }

  async join(code: string): Promise<Result<Course, AppError>> {
    return mapDto(await this.http.post('/front/join-course', { code }), courseToDomain);
  }
}

function pageToDomain(value: unknown): Page<Course> {
  const dto = object(value, 'page');
  const meta = object(dto.meta, 'meta');
  return {
    items: array(dto, 'data').map(courseToDomain),
    page: number(meta, 'page'),
    pageSize: number(meta, 'pageSize'),
    total: number(meta, 'total'),
  };
}

export function courseToDomain(value: unknown): Course {
  const dto = object(value, 'course');
  const discipline = dto.discipline;
  const level = dto.education_level;
  if (!isDisciplineCode(discipline)) throw new DtoError('discipline: ed1–ed13 expected');
  if (!isEducationLevelCode(level)) throw new DtoError('education_level: el1–el4 expected');
  const abilities = object(dto.abilities, 'abilities');
  return {
    guid: string(dto, 'guid'),
    name: string(dto, 'name'),
    type: string(dto, 'type'),
    schoolGuid: string(dto, 'school_guid'),
    discipline,
    educationLevel: level,
    educationYear: nullableString(dto, 'education_year'),
    teacherName: nullableString(dto, 'teacher_name'),
    studentsCount: number(dto, 'students_count'),
    lessonsCount: number(dto, 'lessons_count'),
    progress: nullableNumber(dto, 'progress'),
    joinCode: nullableString(dto, 'join_code'),
    abilities: {
      update: boolean(abilities, 'update'),
      manageMembers: boolean(abilities, 'manage_members'),
      seeAsStudent: boolean(abilities, 'see_as_student'),
    },
  };
}

function courseDetailToDomain(value: unknown): CourseDetail {
  const dto = object(value, 'course');
  const units = array(dto, 'units').map(unitToDomain);
  // The contract promises order; sorting again costs nothing and protects the page from a backend that forgets.
  units.sort((a, b) => a.position - b.position);
  return { ...courseToDomain(dto), units };
}

function unitToDomain(value: unknown): Unit {
  const dto = object(value, 'unit');
  const lessons = array(dto, 'lessons').map(lessonToDomain);
  lessons.sort((a, b) => a.position - b.position);
  return { guid: string(dto, 'guid'), name: string(dto, 'name'), position: number(dto, 'position'), lessons };
}

function lessonToDomain(value: unknown): LessonSummary {
  const dto = object(value, 'lesson');
  return {
    guid: string(dto, 'lesson_guid'),
    name: string(dto, 'name'),
    thumbnail: nullableString(dto, 'thumbnail'),
    position: number(dto, 'position'),
    progress: nullableNumber(dto, 'progress'),
  };
}
