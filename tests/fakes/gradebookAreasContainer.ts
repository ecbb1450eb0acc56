import type { Container } from 'inversify';
import { CalendarStore } from '@application/calendar/CalendarStore';
import { Clock } from '@application/shared/ports/Clock';
import { gradebookAreasModule } from '@infrastructure/di/gradebookAreasModule';
import { FixedClock } from '@tests/fakes/FixedClock';
import { InMemoryCalendarGateway } from '@tests/fakes/InMemoryCalendarGateway';

/**
 * Binds the gradebook areas' module (the real wiring) on a container made by `createTestContainer()`,
 * with a fixed clock for the calendar's "today" (the root container binds the system clock in the app), and the
 * course calendar the calendar area reads (ADR 0506) answered from `calendar`.
 */
export function withGradebookAreas(container: Container, clock: Clock = new FixedClock(), calendar = new InMemoryCalendarGateway()): Container {
  if (container.isBound(Clock)) container.rebindSync(Clock).toConstantValue(clock);
  else container.bind(Clock).toConstantValue(clock);
  container.loadSync(gradebookAreasModule);
  if (!container.isBound(CalendarStore)) container.bind(CalendarStore).toDynamicValue(() => new CalendarStore(calendar, clock)).inTransientScope();
  return container;
}
