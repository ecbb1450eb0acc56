import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { TitleToolsGateway } from '@application/accounts/ports/TitleToolsGateway';
import type { AddedLessons, CourseFromTitle, LibraryTitleOutline, MadeCourse, TitleOutline, TitleTools } from '@application/accounts/TitleTools';
import { CourseSchema } from '@contract/courses';
import {
  AddTitleLessonsAnswer,
  CourseFromTitleAnswer,
  TitleOutlineAnswer,
  TitleToolsAnswer,
  type AddTitleLessonsBodyDto,
  type CourseFromTitleBodyDto,
  type TitleOutlineAnswerDto,
} from '@contract/titleTools';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire } from '@infrastructure/http/wire';
import { titleToDomain } from '@infrastructure/accounts/HttpAccountsGateway';

function outlineToDomain(dto: Omit<TitleOutlineAnswerDto, 'can_create_course'>): TitleOutline {
  return {
    title: titleToDomain(dto.title),
    units: dto.units.map((unit) => ({
      guid: unit.guid,
      name: unit.name,
      lessons: unit.lessons.map((lesson) => ({ guid: lesson.guid, name: lesson.name, itemsCount: lesson.items_count, courseLessonGuid: lesson.course_lesson_guid })),
    })),
    teacherResources: dto.teacher_resources.map((resource) => ({ guid: resource.guid, name: resource.name, contentType: resource.content_type, lessonName: resource.lesson_name })),
    licenceEndsOn: dto.licence_ends_on,
    canAddLessons: dto.can_add_lessons,
  };
}

/** Teaching from a title over HTTP (ADRs 0556–0558). */
export class HttpTitleToolsGateway implements TitleToolsGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async outline(titleGuid: string): Promise<Result<LibraryTitleOutline, AppError>> {
    return fromWire(await this.http.get(`/front/library/titles/${encodeURIComponent(titleGuid)}`), TitleOutlineAnswer, (dto): LibraryTitleOutline => ({ ...outlineToDomain(dto), canCreateCourse: dto.can_create_course }));
  }

  async createCourse(titleGuid: string, course: CourseFromTitle): Promise<Result<MadeCourse, AppError>> {
    const body: CourseFromTitleBodyDto = { course_project_guid: course.projectGuid, name: course.name, education_year: course.educationYear };
    return fromWire(
      await this.http.post(`/front/library/titles/${encodeURIComponent(titleGuid)}/courses`, body),
      CourseFromTitleAnswer,
      (dto): MadeCourse => ({ projectGuid: dto.course_project_guid, courseGuid: dto.course.guid, lessonsCopied: dto.lessons_copied }),
      [CourseSchema],
    );
  }

  async addLessons(courseGuid: string, titleGuid: string, lessonGuids: readonly string[]): Promise<Result<AddedLessons, AppError>> {
    const body: AddTitleLessonsBodyDto = { lesson_guids: [...lessonGuids] };
    return fromWire(
      await this.http.post(`/front/courses/${encodeURIComponent(courseGuid)}/titles/${encodeURIComponent(titleGuid)}/lessons`, body),
      AddTitleLessonsAnswer,
      (dto): AddedLessons => ({ projectGuid: dto.course_project_guid, added: dto.added, alreadyAdded: dto.already_added }),
    );
  }

  async tools(projectGuid: string): Promise<Result<TitleTools, AppError>> {
    return fromWire(await this.http.get(`/front/tools/${encodeURIComponent(projectGuid)}`), TitleToolsAnswer, (dto): TitleTools => ({
      ...outlineToDomain(dto),
      projectGuid: dto.course_project_guid,
      course: dto.course,
    }));
  }
}
