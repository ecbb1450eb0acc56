/** One item the class may see, as the projector lists it. */
export interface ProjectedItem {
  guid: string;
  name: string;
  contentType: string;
}

/** A projection as the projector and the remote show it (the server's state, newest `version` wins). */
export interface ProjectionState {
  guid: string;
  courseGuid: string;
  lessonGuid: string;
  lessonName: string;
  items: ProjectedItem[];
  current: number;
  blank: boolean;
  paired: boolean;
  version: number;
  shortToken: string;
  expiresAt: Date;
}

/** A projection just opened: its guid and what a phone needs to pair with it. */
export interface OpenedProjection {
  guid: string;
  shortToken: string;
  remoteUrl: string;
  expiresAt: Date;
}
