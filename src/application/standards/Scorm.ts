import type { Completion, Success } from '@domain/content/scormRecord';
import type { ScormVersion } from '@domain/content/scormPackage';

/** What the player needs to open a package (GET …/scorm/launch). */
export interface ScormLaunch {
  version: ScormVersion;
  /** The content origin's player page (another origin than the app's). */
  playerUrl: string;
  contentOrigin: string;
  sessionId: string;
  /** The CMI data the runtime starts from (resume). */
  cmi: Record<string, unknown>;
  /** Commits are stored (the course's students); staff preview. */
  records: boolean;
}

/** What the server made of a commit. */
export interface ScormCommitResult {
  completion: Completion;
  success: Success;
  /** 0–100 or null. */
  score: number | null;
  totalSeconds: number;
  progress: number;
  lessonProgress: number;
}

export interface ScormResultRow {
  userGuid: string;
  name: string;
  lastname: string;
  completion: Completion;
  success: Success;
  score: number | null;
  totalSeconds: number;
  sessions: number;
  updatedAt: string | null;
}

export interface ScormResults {
  item: { guid: string; name: string; courseGuid: string; version: ScormVersion };
  students: ScormResultRow[];
}

/** The item a package became. */
export interface UploadedPackage {
  guid: string;
  name: string;
}
