import { ContainerModule } from 'inversify';

/** The gradebook areas (attendance, behaviour, ranking, analysis, graphics, units, calendar) and My grades (issue 5). */
export const gradebookAreasModule = new ContainerModule(() => {});
