import type { XapiCompletion, XapiSuccess } from '@domain/xapi/xapiProgress';

/** What the viewer opens (GET …/xapi/launch): the package's launch file with the xAPI launch parameters. */
export interface XapiLaunch {
  launchUrl: string;
  contentOrigin: string;
  /** The LRS keeps it as the learner's (the course's students); staff preview. */
  records: boolean;
}

export interface XapiProgressRow {
  completion: XapiCompletion;
  success: XapiSuccess;
  /** 0–100. */
  score: number | null;
  statements: number;
  lastAt: Date | null;
  lastVerb: string | null;
}

export interface XapiResultRow extends XapiProgressRow {
  userGuid: string;
  name: string;
  lastname: string;
}

export interface XapiResults {
  item: { guid: string; name: string; courseGuid: string; activityId: string };
  students: XapiResultRow[];
}

export interface XapiTrailStatement {
  id: string;
  stored: Date;
  verb: string;
  verbDisplay: string | null;
  object: string;
  objectName: string | null;
  completion: boolean | null;
  success: boolean | null;
  score: number | null;
  response: string | null;
}

export interface XapiTrail {
  item: { guid: string; name: string; courseGuid: string };
  student: XapiResultRow;
  statements: XapiTrailStatement[];
}
