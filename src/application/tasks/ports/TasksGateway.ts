import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { TaskList } from '@application/tasks/Task';

/** The caller's task list (`GET /front/tasks`): the view follows the caller's role. */
export interface TasksGateway {
  /** `courseGuid` narrows the list to one course; a course the caller is not in gives an empty list. */
  list(courseGuid?: string): Promise<Result<TaskList, AppError>>;
}

export const TasksGateway: ServiceIdentifier<TasksGateway> = Symbol('TasksGateway');
