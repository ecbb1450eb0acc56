import {
  CourseDetailSchema,
  CoursePageSchema,
  CourseSchema,
  type CourseDeleteBodyDto,
  type CourseDetailDto,
  type CourseDto,
  type CourseListQueryDto,
  type CoursePageDto,
  type CourseUpdateBodyDto,
  type JoinCourseBodyDto,
  type LessonDto,
  type NewCourseBodyDto,
  type UnitDto,
} from '@contract/courses';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { Course, CourseDetail, CourseDetailsChange, LessonSummary, NewCourse, Page, Unit } from '@application/courses/Course';
import type { CourseGateway } from '@application/courses/ports/CourseGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, noContent } from '@infrastructure/http/wire';

/** Courses over HTTP (docs/api.md "Courses"). */
export class HttpCourseGateway implements CourseGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async list(query: { page: number; pageSize: number }): Promise<Result<Page<Course>, AppError>> {
    // The contract keeps pageSize loose text: the server's domain decides its default and cap.
    const params: CourseListQueryDto = { page: query.page, pageSize: String(query.pageSize) };
    // The page lists the named Course schema by reference.
    return fromWire(await this.http.get('/front/courses', params), CoursePageSchema, pageToDomain, [CourseSchema]);
  }

  async detail(guid: string): Promise<Result<CourseDetail, AppError>> {
    return fromWire(await this.http.get(`/front/courses/${encodeURIComponent(guid)}`), CourseDetailSchema, courseDetailToDomain);
  }

  async create(course: NewCourse): Promise<Result<Course, AppError>> {
    const body: NewCourseBodyDto = { name: course.name, discipline: course.discipline, education_level: course.educationLevel };
    if (course.schoolGuid) body.school_guid = course.schoolGuid;
    return fromWire(await this.http.post('/front/courses', body), CourseSchema, courseToDomain);
  }

  async join(code: string): Promise<Result<Course, AppError>> {
    const body: JoinCourseBodyDto = { code };
    return fromWire(await this.http.post('/front/join-course', body), CourseSchema, courseToDomain);
  }

  async update(guid: string, details: CourseDetailsChange): Promise<Result<Course, AppError>> {
    const body: CourseUpdateBodyDto = { name: details.name, discipline: details.discipline, education_level: details.educationLevel, education_year: details.educationYear };
    return fromWire(await this.http.request('PUT', `/front/courses/${encodeURIComponent(guid)}`, { body }), CourseSchema, courseToDomain);
  }

  async remove(guids: readonly string[]): Promise<Result<void, AppError>> {
    const body: CourseDeleteBodyDto = { guids: [...guids] };
    return noContent(await this.http.request('DELETE', '/front/courses', { body }));
  }
}

function pageToDomain(dto: CoursePageDto): Page<Course> {
  return { items: dto.data.map(courseToDomain), page: dto.meta.page, pageSize: dto.meta.pageSize, total: dto.meta.total };
}

/** The contract's Course → Course (shared with the lesson gateway, whose outline is a course too). */
export function courseToDomain(dto: CourseDto): Course {
  return {
    guid: dto.guid,
    name: dto.name,
    type: dto.type,
    schoolGuid: dto.school_guid,
    discipline: dto.discipline,
    educationLevel: dto.education_level,
    educationYear: dto.education_year,
    teacherName: dto.teacher_name,
    teacherGender: dto.teacher_gender,
    studentsCount: dto.students_count,
    lessonsCount: dto.lessons_count,
    progress: dto.progress,
    joinCode: dto.join_code,
    abilities: { update: dto.abilities.update, manageMembers: dto.abilities.manage_members, seeAsStudent: dto.abilities.see_as_student },
  };
}

function courseDetailToDomain(dto: CourseDetailDto): CourseDetail {
  // The contract promises teaching order; sorting again costs nothing and protects the page from a backend that forgets.
  const units = dto.units.map(unitToDomain).sort((a, b) => a.position - b.position);
  return { ...courseToDomain(dto), units, removal: dto.removal };
}

function unitToDomain(dto: UnitDto): Unit {
  const lessons = dto.lessons.map(lessonToDomain).sort((a, b) => a.position - b.position);
  return { guid: dto.guid, name: dto.name, position: dto.position, lessons };
}

function lessonToDomain(dto: LessonDto): LessonSummary {
  return { guid: dto.lesson_guid, name: dto.name, thumbnail: dto.thumbnail, position: dto.position, progress: dto.progress };
}
