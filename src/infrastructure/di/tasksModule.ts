import { ContainerModule } from 'inversify';
import { Clock } from '@application/shared/ports/Clock';
import { Timers } from '@application/shared/ports/Timers';
import { TasksGateway } from '@application/tasks/ports/TasksGateway';
import { TasksStore } from '@application/tasks/TasksStore';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpTasksGateway } from '@infrastructure/tasks/HttpTasksGateway';

export const tasksModule = new ContainerModule(({ bind }) => {
  bind(TasksGateway).toResolvedValue((http: FetchHttpClient) => new HttpTasksGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(TasksStore).toResolvedValue((gateway: TasksGateway, clock: Clock, timers: Timers) => new TasksStore(gateway, clock, timers), [TasksGateway, Clock, Timers]).inTransientScope();
});
