import { TaskListSchema, type StudentTaskDto, type TaskListDto, type TaskQueryDto, type TeacherTaskDto } from '@contract/tasks';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { TasksGateway } from '@application/tasks/ports/TasksGateway';
import type { StudentTask, TaskList, TaskPlace, TeacherTask } from '@application/tasks/Task';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, localDateTime, nullableInstant } from '@infrastructure/http/wire';

/** `GET /front/tasks` (docs/api-tasks.md). */
export class HttpTasksGateway implements TasksGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async list(courseGuid?: string): Promise<Result<TaskList, AppError>> {
    const query: TaskQueryDto = courseGuid ? { course_guid: courseGuid } : {};
    return fromWire(await this.http.get('/front/tasks', query), TaskListSchema, taskListToDomain);
  }
}

export function taskListToDomain(dto: TaskListDto): TaskList {
  return dto.view === 'student' ? { view: 'student', tasks: dto.tasks.map(studentTaskToDomain) } : { view: 'teacher', waiting: dto.waiting.map(teacherTaskToDomain) };
}

function studentTaskToDomain(dto: StudentTaskDto): StudentTask {
  return {
    ...placeToDomain(dto),
    canDeliverLate: dto.can_deliver_late,
    jobStatus: dto.job_status,
    hasSavedWork: dto.has_saved_work,
    gradesPublished: dto.grades_published,
    evaluator: dto.job_evaluated_by,
    score: dto.score,
    rankingScale: dto.ranking_scale,
    feedback: dto.feedback,
  };
}

function teacherTaskToDomain(dto: TeacherTaskDto): TeacherTask {
  return {
    ...placeToDomain(dto),
    // The server lists only evaluable items (assignments always take jobs).
    evaluable: true,
    jobsDelivered: dto.jobs_delivered,
    jobsEvaluated: dto.jobs_evaluated,
    studentsCount: dto.students_count,
  };
}

function placeToDomain(dto: StudentTaskDto | TeacherTaskDto): TaskPlace {
  return {
    itemGuid: dto.item_guid,
    itemName: dto.item_name,
    contentType: dto.content_type,
    courseGuid: dto.course_guid,
    courseName: dto.course_name,
    lessonGuid: dto.lesson_guid,
    lessonName: dto.lesson_name,
    dueAt: nullableInstant(dto.deliver_at),
    dueAtLocal: dto.deliver_at_local === null ? null : localDateTime(dto.deliver_at_local, 'deliver_at_local'),
  };
}
