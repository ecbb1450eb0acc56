import { isJobStatus, type JobStatus } from '@domain/assignments/assignmentStatus';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { TasksGateway } from '@application/tasks/ports/TasksGateway';
import type { StudentTask, TaskList, TaskPlace, TeacherTask } from '@application/tasks/Task';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { array, boolean, count, DtoError, mapDto, nullableInstant, nullableLocalDateTime, nullableNumber, nullableString, object, string, type Dto } from '@infrastructure/http/dto';

/** `GET /front/tasks` (contract docs: the task list, issue 5). */
export class HttpTasksGateway implements TasksGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async list(courseGuid?: string): Promise<Result<TaskList, AppError>> {
    return mapDto(await this.http.get('/front/tasks', courseGuid ? { course_guid: courseGuid } : undefined), taskListToDomain);
  }
}

export function taskListToDomain(value: unknown): TaskList {
  const dto = object(value, 'tasks');
  if (dto.view === 'student') return { view: 'student', tasks: array(dto, 'tasks').map(studentTaskToDomain) };
  if (dto.view === 'teacher') return { view: 'teacher', waiting: array(dto, 'waiting').map(teacherTaskToDomain) };
  throw new DtoError('view: student or teacher expected');
}

function studentTaskToDomain(value: unknown): StudentTask {
  const dto = object(value, 'task');
  return {
    ...placeToDomain(dto),
    canDeliverLate: boolean(dto, 'can_deliver_late'),
    jobStatus: jobStatus(dto),
    hasSavedWork: boolean(dto, 'has_saved_work'),
    gradesPublished: boolean(dto, 'grades_published'),
    evaluator: nullableString(dto, 'job_evaluated_by'),
    score: nullableNumber(dto, 'score'),
    rankingScale: nullableNumber(dto, 'ranking_scale'),
    feedback: nullableString(dto, 'feedback'),
  };
}

function teacherTaskToDomain(value: unknown): TeacherTask {
  const dto = object(value, 'task');
  return {
    ...placeToDomain(dto),
    // The server lists only evaluable items (assignments always take jobs).
    evaluable: true,
    jobsDelivered: count(dto, 'jobs_delivered'),
    jobsEvaluated: count(dto, 'jobs_evaluated'),
    studentsCount: count(dto, 'students_count'),
  };
}

function placeToDomain(dto: Dto): TaskPlace {
  return {
    itemGuid: string(dto, 'item_guid'),
    itemName: string(dto, 'item_name'),
    contentType: string(dto, 'content_type'),
    courseGuid: string(dto, 'course_guid'),
    courseName: string(dto, 'course_name'),
    lessonGuid: string(dto, 'lesson_guid'),
    lessonName: string(dto, 'lesson_name'),
    dueAt: nullableInstant(dto, 'deliver_at'),
    dueAtLocal: nullableLocalDateTime(dto, 'deliver_at_local'),
  };
}

function jobStatus(dto: Dto): JobStatus | null {
  const value = dto.job_status;
  if (value === null || value === undefined) return null;
  if (isJobStatus(value)) return value;
  throw new DtoError('job_status: pending, delivered, evaluated or null expected');
}

