import { ContainerModule } from 'inversify';
import { Clock } from '@application/shared/ports/Clock';
import { TasksGateway } from '@application/tasks/ports/TasksGateway';
import { TasksStore } from '@application/tasks/TasksStore';
import { BrowserTimers } from '@infrastructure/assessments/taking/BrowserTimers';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpTasksGateway } from '@infrastructure/tasks/HttpTasksGateway';

export const tasksModule = new ContainerModule(({ bind }) => {
  bind(TasksGateway).toResolvedValue((http: FetchHttpClient) => new HttpTasksGateway(http), [FetchHttpClient]).inSingletonScope();
  // Its own BrowserTimers, not a Timers binding: the assessments feature binds that token when it loads.
  bind(TasksStore).toResolvedValue((gateway: TasksGateway, clock: Clock) => new TasksStore(gateway, clock, new BrowserTimers()), [TasksGateway, Clock]).inTransientScope();
});
