import { ContainerModule } from 'inversify';
import { AttendanceStore } from '@application/gradebook/AttendanceStore';
import { BehaviourStore } from '@application/gradebook/BehaviourStore';
import { ClassroomGateway } from '@application/gradebook/ports/ClassroomGateway';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpClassroomGateway } from '@infrastructure/gradebook/HttpClassroomGateway';
import { AnalysisStore } from '@application/gradebook/AnalysisStore';
import { GraphicsStore } from '@application/gradebook/GraphicsStore';
import { MyGradesStore } from '@application/gradebook/MyGradesStore';
import { RankingStore } from '@application/gradebook/RankingStore';
import { UnitsStore } from '@application/gradebook/UnitsStore';
import { Clock } from '@application/shared/ports/Clock';

/** The gradebook areas (attendance, behaviour, ranking, analysis, graphics, units, calendar) and My grades. */
export const gradebookAreasModule = new ContainerModule(({ bind }) => {
  // Read-only areas and My grades: screen stores over the grid the page already loaded (no HTTP of their own).
  bind(RankingStore).toResolvedValue(() => new RankingStore()).inTransientScope();
  bind(AnalysisStore).toResolvedValue(() => new AnalysisStore()).inTransientScope();
  bind(GraphicsStore).toResolvedValue(() => new GraphicsStore()).inTransientScope();
  bind(UnitsStore).toResolvedValue(() => new UnitsStore()).inTransientScope();
  bind(MyGradesStore).toResolvedValue(() => new MyGradesStore()).inTransientScope();
  // Attendance and behaviour: their own HTTP (docs/api-gradebook.md), a screen store each.
  bind(ClassroomGateway).toResolvedValue((http: FetchHttpClient) => new HttpClassroomGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(AttendanceStore).toResolvedValue((gateway: ClassroomGateway, clock: Clock) => new AttendanceStore(gateway, clock), [ClassroomGateway, Clock]).inTransientScope();
  bind(BehaviourStore).toResolvedValue((gateway: ClassroomGateway) => new BehaviourStore(gateway), [ClassroomGateway]).inTransientScope();
});
