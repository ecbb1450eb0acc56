import type { BoardItem, BoardLesson, CourseResources, Resource } from '@application/resources/Resource';

// Test-data builders for the resources pages and the lesson board.

let resourceNumber = 0;
export function aResource(overrides: Partial<Resource> = {}): Resource {
  resourceNumber += 1;
  return {
    guid: `r-${resourceNumber}`,
    name: `Recurso ${resourceNumber}`,
    type: 'CTTY_05',
    lessonGuid: 'l-1',
    unitGuid: 'unit-1',
    deliverAt: null,
    canDeliverLate: false,
    published: true,
    audience: 'all',
    ...overrides,
  };
}

/** Two units: "Números" (Fracciones, Decimales) and "Geometría" (Triángulos), with a teachers-only guide. */
export function aCourseResources(courseGuid = 'c-1'): CourseResources {
  return {
    courseGuid,
    sections: [
      {
        id: 'unit-1',
        name: 'Números',
        groups: [
          {
            id: 'l-1',
            name: 'Fracciones',
            resources: [
              aResource({ guid: 'r-frac-pdf', name: 'Fracciones en PDF', type: 'CTTY_05', lessonGuid: 'l-1', unitGuid: 'unit-1' }),
              aResource({
                guid: 'r-frac-task',
                name: 'Tarea de fracciones',
                type: 'CTTY_14',
                lessonGuid: 'l-1',
                unitGuid: 'unit-1',
                deliverAt: '2026-12-01T23:59:00',
                canDeliverLate: true,
              }),
              aResource({ guid: 'r-frac-guide', name: 'Guía del profesor', type: 'CTTY_01', lessonGuid: 'l-1', unitGuid: 'unit-1', audience: 'teachers', published: false }),
            ],
          },
          {
            id: 'l-2',
            name: 'Decimales',
            resources: [aResource({ guid: 'r-dec-video', name: 'Vídeo de decimales', type: 'CTTY_03', lessonGuid: 'l-2', unitGuid: 'unit-1' })],
          },
        ],
      },
      {
        id: 'unit-2',
        name: 'Geometría',
        groups: [
          {
            id: 'l-3',
            name: 'Triángulos',
            resources: [aResource({ guid: 'r-tri-link', name: 'Triángulos: enlace', type: 'CTTY_06', lessonGuid: 'l-3', unitGuid: 'unit-2' })],
          },
        ],
      },
    ],
  };
}

export function aBoardItem(overrides: Partial<BoardItem> = {}): BoardItem {
  resourceNumber += 1;
  return {
    guid: `i-${resourceNumber}`,
    name: `Contenido ${resourceNumber}`,
    type: 'CTTY_05',
    position: resourceNumber,
    deliverAt: null,
    canDeliverLate: false,
    evaluable: false,
    published: true,
    audience: 'all',
    jobsAmount: 20,
    jobsDelivered: 0,
    jobsEvaluated: 0,
    ...overrides,
  };
}

/**
 * A lesson in Madrid; the test clock says 2026-11-22T10:00Z (11:00 in Madrid). Columns:
 * draft (unpublished PDF), open (assignment due tomorrow), to-review (3 of 20 handed in, 1 marked),
 * closed (assignment due this morning, no late hand-ins).
 */
export function aBoardLesson(overrides: Partial<BoardLesson> = {}): BoardLesson {
  return {
    guid: 'l-1',
    name: 'Fracciones',
    published: true,
    courseGuid: 'c-1',
    courseName: 'Matemáticas 1ºA',
    unitGuid: 'unit-1',
    unitName: 'Números',
    timeZone: 'Europe/Madrid',
    canUpdate: true,
    items: [
      aBoardItem({ guid: 'i-draft', name: 'Apuntes en PDF', position: 1, published: false }),
      aBoardItem({ guid: 'i-open', name: 'Tarea para mañana', type: 'CTTY_14', position: 2, evaluable: true, deliverAt: '2026-11-23T09:00:00' }),
      aBoardItem({ guid: 'i-review', name: 'Tarea entregada', type: 'CTTY_14', position: 3, evaluable: true, jobsDelivered: 3, jobsEvaluated: 1 }),
      aBoardItem({ guid: 'i-closed', name: 'Tarea cerrada', type: 'CTTY_14', position: 4, evaluable: true, deliverAt: '2026-11-22T10:30:00' }),
    ],
    ...overrides,
  };
}
