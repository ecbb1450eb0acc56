import { GradebookStore } from '@application/gradebook/GradebookStore';
import { GradebookGateway } from '@application/gradebook/ports/GradebookGateway';
import type { Gradebook } from '@application/gradebook/Gradebook';
import { FixedClock } from '@tests/fakes/FixedClock';
import { InMemoryGradebookGateway } from '@tests/fakes/InMemoryGradebookGateway';
import { createTestContainer } from '@tests/fakes/testContainer';
import { ManualTimers } from '@tests/unit/application/assessments/taking/support/ManualTimers';

/**
 * `createTestContainer()` plus the gradebook grid: `GradebookGateway` bound to an in-memory server and a transient
 * `GradebookStore` over it, with a fixed clock and timers that fire only when the test says.
 */
export function createGradebookTestContainer(options: { gradebook?: Gradebook; gateway?: InMemoryGradebookGateway } = {}) {
  const base = createTestContainer();
  const grades = options.gateway ?? new InMemoryGradebookGateway(options.gradebook);
  const clock = new FixedClock(new Date('2026-11-22T09:30:00Z'));
  const timers = new ManualTimers(clock);
  base.container.bind(GradebookGateway).toConstantValue(grades);
  base.container.bind(GradebookStore).toResolvedValue(() => new GradebookStore(grades, clock, timers));
  return { ...base, grades, clock, timers };
}
