import type { Container } from 'inversify';
import { Clock } from '@application/shared/ports/Clock';
import { gradebookAreasModule } from '@infrastructure/di/gradebookAreasModule';
import { FixedClock } from '@tests/fakes/FixedClock';

/**
 * Binds the gradebook areas' module (the real wiring) on a container made by `createTestContainer()`,
 * with a fixed clock for the calendar's "today" (the root container binds the system clock in the app).
 */
export function withGradebookAreas(container: Container, clock: Clock = new FixedClock()): Container {
  if (container.isBound(Clock)) container.rebindSync(Clock).toConstantValue(clock);
  else container.bind(Clock).toConstantValue(clock);
  container.loadSync(gradebookAreasModule);
  return container;
}
