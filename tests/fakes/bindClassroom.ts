import type { Container } from 'inversify';
import { AttendanceStore } from '@application/gradebook/AttendanceStore';
import { BehaviourStore } from '@application/gradebook/BehaviourStore';
import { ClassroomGateway } from '@application/gradebook/ports/ClassroomGateway';
import { FixedClock } from '@tests/fakes/FixedClock';
import { InMemoryClassroomGateway } from '@tests/fakes/InMemoryClassroomGateway';

/**
 * Binds the attendance and behaviour areas over the in-memory gateway on a container from `createTestContainer()`
 * (which does not know them): page tests that show those areas call this first. The clock is the school's 25 Nov 2026.
 */
export function bindClassroom(container: Container, gateway = new InMemoryClassroomGateway(), clock = new FixedClock(new Date('2026-11-25T10:00:00Z'))) {
  container.bind(ClassroomGateway).toConstantValue(gateway);
  container.bind(AttendanceStore).toResolvedValue(() => new AttendanceStore(gateway, clock));
  container.bind(BehaviourStore).toResolvedValue(() => new BehaviourStore(gateway));
  return { gateway, clock };
}
