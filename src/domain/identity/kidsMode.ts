import type { EducationLevelCode } from '../catalog/educationLevels';

/**
 * Kids mode (ADR 0536): the interface for young children — larger targets and type, fewer navigation entries with
 * pictograms, no board posting, fewer notifications. It is a mode of a *student*, never of a teacher or an admin.
 */

/** The levels whose students are young children: preschool (`el1`) and primary (`el2`). */
export const YOUNG_LEVELS: readonly EducationLevelCode[] = ['el1', 'el2'];

export function isYoungLevel(level: string): boolean {
  return (YOUNG_LEVELS as readonly string[]).includes(level);
}

/** What decides kids mode, wherever it is asked. */
export interface KidsModeFacts {
  /** The tenant's `kidsMode` flag. */
  tenantKidsMode: boolean;
  /** The person is a student (of the course in question; for the whole app: a student account). */
  isStudent: boolean;
  /**
   * The levels of the courses in question: one course's for its pages, its board and its notifications; all the
   * courses the student learns in for the app's frame (the navigation, the digest).
   */
  courseLevels: readonly string[];
}

/**
 * The one rule: a student is in kids mode when the tenant says so, or when every course in question is preschool or
 * primary (and there is at least one). Teachers and admins never are. So a pupil of primary courses only gets the kids'
 * frame; a pupil of a primary and a secondary course gets the usual frame, and kids mode inside the primary course.
 */
export function isKidsMode(facts: KidsModeFacts): boolean {
  if (!facts.isStudent) return false;
  if (facts.tenantKidsMode) return true;
  return facts.courseLevels.length > 0 && facts.courseLevels.every(isYoungLevel);
}

/** The main navigation's entries, in order. */
export const NAV_ENTRIES = ['home', 'calendar', 'tasks', 'library'] as const;
export type NavEntry = (typeof NAV_ENTRIES)[number];

/** Kids mode keeps two: home (their courses and lessons) and their tasks. The calendar and the library are for grown-ups. */
export const KIDS_NAV_ENTRIES: readonly NavEntry[] = ['home', 'tasks'];

/** The entries the frame shows: the kids' two, or all of them less the library where the tenant hides it. */
export function navigationEntries(frame: { kidsMode: boolean; hideLibrary: boolean }): NavEntry[] {
  if (frame.kidsMode) return [...KIDS_NAV_ENTRIES];
  return NAV_ENTRIES.filter((entry) => !(entry === 'library' && frame.hideLibrary));
}
