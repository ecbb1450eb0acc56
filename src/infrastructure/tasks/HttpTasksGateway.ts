import { isJobStatus, type JobStatus } from '@domain/assignments/assignmentStatus';
import { parseLocalDateTime } from '@domain/lessons/deliverDate';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { TasksGateway } from '@application/tasks/ports/TasksGateway';
import type { StudentTask, TaskList, TaskPlace, TeacherTask } from '@application/tasks/Task';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { array, boolean, DtoError, mapDto, nullableNumber, nullableString, number, object, string, type Dto } from '@infrastructure/http/dto';

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
    dueAt: instant(dto, 'deliver_at'),
    dueAtLocal: localDateTime(dto, 'deliver_at_local'),
  };
}

function jobStatus(dto: Dto): JobStatus | null {
  const value = dto.job_status;
  if (value === null || value === undefined) return null;
  if (isJobStatus(value)) return value;
  throw new DtoError('job_status: pending, delivered, evaluated or null expected');
}

function count(dto: Dto, key: string): number {
  const value = number(dto, key);
  if (!Number.isInteger(value) || value < 0) throw new DtoError(`${key}: a count expected`);
  return value;
}

/** `deliver_at` is an ISO instant; an unreadable one is a broken answer, not "no due date". */
function instant(dto: Dto, key: string): Date | null {
  const value = nullableString(dto, key);
  if (value === null) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new DtoError(`${key}: ISO date-time expected`);
  return date;
}

function localDateTime(dto: Dto, key: string): string | null {
  const value = nullableString(dto, key);
  if (value === null) return null;
  const parsed = parseLocalDateTime(value);
  if (parsed.err) throw new DtoError(`${key}: YYYY-MM-DDTHH:mm:ss expected`);
  return parsed.val;
}
