import { ContainerModule } from 'inversify';
import { Clock } from '@application/shared/ports/Clock';
import { CourseGateway } from '@application/courses/ports/CourseGateway';
import { ResourceGateway } from '@application/resources/ports/ResourceGateway';
import { ResourcesStore } from '@application/resources/ResourcesStore';
import { KanbanStore } from '@application/resources/KanbanStore';
import { HttpResourceGateway } from '@infrastructure/resources/HttpResourceGateway';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';

export const resourcesModule = new ContainerModule(({ bind }) => {
  bind(ResourceGateway).toResolvedValue((http: FetchHttpClient) => new HttpResourceGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(ResourcesStore)
    .toResolvedValue((resources: ResourceGateway, courses: CourseGateway) => new ResourcesStore(resources, courses), [ResourceGateway, CourseGateway])
    .inTransientScope();
  bind(KanbanStore).toResolvedValue((gateway: ResourceGateway, clock: Clock) => new KanbanStore(gateway, clock), [ResourceGateway, Clock]).inTransientScope();
});
