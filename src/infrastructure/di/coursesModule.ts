import { ContainerModule } from 'inversify';
import { CourseGateway } from '@application/courses/ports/CourseGateway';
import { CourseEditingStore } from '@application/courses/CourseEditingStore';
import { CoursesStore } from '@application/courses/CoursesStore';
import { CourseStore } from '@application/courses/CourseStore';
import { HttpCourseGateway } from '@infrastructure/courses/HttpCourseGateway';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';

export const coursesModule = new ContainerModule(({ bind }) => {
  bind(CourseGateway).toResolvedValue((http: FetchHttpClient) => new HttpCourseGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(CoursesStore).toResolvedValue((gateway: CourseGateway) => new CoursesStore(gateway), [CourseGateway]).inTransientScope();
  bind(CourseStore).toResolvedValue((gateway: CourseGateway) => new CourseStore(gateway), [CourseGateway]).inTransientScope();
  bind(CourseEditingStore).toResolvedValue((gateway: CourseGateway) => new CourseEditingStore(gateway), [CourseGateway]).inTransientScope();
});
