import type { ContentTypeCode } from '@domain/content/contentTypes';

/** Who sees an item: everyone in the course, or only its teachers (the "classroom resources"). */
export type Audience = 'all' | 'teachers';

/** A lesson item as the resources pages list it (spec §7 "resource material linked to a course"). */
export interface Resource {
  guid: string;
  name: string;
  /** Null when the server sends a code this app does not know yet: it still lists, as "other". */
  type: ContentTypeCode | null;
  lessonGuid: string;
  unitGuid: string;
  /** `YYYY-MM-DDTHH:mm:ss`, wall-clock time in the school's time zone; null = no deadline. */
  deliverAt: string | null;
  canDeliverLate: boolean;
  published: boolean;
  audience: Audience;
}

/** A lesson and its resources. */
export interface ResourceGroup {
  id: string;
  name: string;
  resources: Resource[];
}

/** A unit and its lessons. */
export interface ResourceSection {
  id: string;
  name: string;
  groups: ResourceGroup[];
}

export interface CourseResources {
  courseGuid: string;
  sections: ResourceSection[];
}

/** One row of the flat list (`GET v3/front/courses/:id/resources`), in course order. */
export interface FlatResource extends Resource {
  sectionName: string;
  groupName: string;
}

/** One entry of `GET cms/types`. */
export interface ContentTypeInfo {
  code: ContentTypeCode;
  evaluable: boolean;
  creatable: boolean;
}

export interface DeliverySettings {
  courseGuid: string;
  /** `YYYY-MM-DDTHH:mm:ss` in the school's zone, or null to clear the deadline. */
  deliverAt: string | null;
  canDeliverLate: boolean;
}

/** One card of the lesson board (a lesson item with the teacher's hand-in counts). */
export interface BoardItem {
  guid: string;
  name: string;
  type: ContentTypeCode | null;
  position: number;
  deliverAt: string | null;
  canDeliverLate: boolean;
  evaluable: boolean;
  published: boolean;
  audience: Audience;
  /** Null for callers who do not see the class's hand-ins. */
  jobsAmount: number | null;
  jobsDelivered: number | null;
  jobsEvaluated: number | null;
}

/** The lesson behind `/course/:courseGuid/kanban/:lessonGuid`. */
export interface BoardLesson {
  guid: string;
  name: string;
  published: boolean;
  courseGuid: string;
  courseName: string;
  unitGuid: string;
  unitName: string;
  /** IANA zone of the course's school: deliver dates are wall-clock times there. */
  timeZone: string;
  canUpdate: boolean;
  items: BoardItem[];
}
