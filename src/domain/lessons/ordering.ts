import { Err, Ok, type Result } from '../shared/result';

/**
 * Something with a place in an ordered list: a lesson (group = its unit's guid) or a lesson item
 * (group = its lesson's guid). Decisions: docs/decisions/0110-lesson-ordering.md
 */
export interface Placed {
  guid: string;
  group: string;
  position: number;
}

export type MoveLessonError = 'NOT_FOUND' | 'UNKNOWN_GROUP';

function clampIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  const whole = Number.isFinite(index) ? Math.trunc(index) : index > 0 ? length - 1 : 0;
  return Math.min(Math.max(whole, 0), length - 1);
}

/**
 * Moves one element so it ends at `toIndex` (0-based, clamped to the list) of the result; the
 * others keep their order. An unknown guid leaves the list as it was (a copy).
 */
export function reorder<T extends { guid: string }>(list: readonly T[], guid: string, toIndex: number): T[] {
  const from = list.findIndex((entry) => entry.guid === guid);
  if (from < 0) return [...list];
  const moved = list[from] as T;
  const rest = list.filter((_, index) => index !== from);
  const target = clampIndex(toIndex, list.length);
  return [...rest.slice(0, target), moved, ...rest.slice(target)];
}

/**
 * The course order of lessons: units in `groupsInOrder` order, then position, then guid (a stable
 * tie-break for damaged data). Lessons of a unit missing from `groupsInOrder` go last, kept as they are.
 */
export function sortPlaced<T extends Placed>(lessons: readonly T[], groupsInOrder: readonly string[]): T[] {
  const rank = new Map(groupsInOrder.map((group, index) => [group, index] as const));
  const groupRank = (p: Placed): number => rank.get(p.group) ?? Number.MAX_SAFE_INTEGER;
  return [...lessons].sort(
    (a, b) => groupRank(a) - groupRank(b) || a.position - b.position || (a.guid < b.guid ? -1 : a.guid > b.guid ? 1 : 0),
  );
}

/**
 * Spec §4: lessons carry one course-wide position sequence 1..n that follows unit order, then the
 * position inside the unit. The lesson goes to `toIndex` (0-based, clamped) among the lessons of
 * `toGroup` (its own unit or another); the lessons after it shift so the order is kept. The whole
 * list comes back renumbered 1..n in course order; `changedPositions` says which rows to write.
 */
export function moveLesson<T extends Placed>(
  lessons: readonly T[],
  groupsInOrder: readonly string[],
  guid: string,
  toGroup: string,
  toIndex: number,
): Result<T[], MoveLessonError> {
  const moving = lessons.find((lesson) => lesson.guid === guid);
  if (moving === undefined) return Err('NOT_FOUND');
  if (!groupsInOrder.includes(toGroup)) return Err('UNKNOWN_GROUP');

  const others = sortPlaced(
    lessons.filter((lesson) => lesson.guid !== guid),
    groupsInOrder,
  );
  const inTarget = others.filter((lesson) => lesson.group === toGroup);
  const slot = Number.isFinite(toIndex) ? Math.min(Math.max(Math.trunc(toIndex), 0), inTarget.length) : toIndex > 0 ? inTarget.length : 0;

  // Insert before the slot-th lesson of the target unit, or right after the last lesson of the
  // units up to and including the target one.
  const targetRank = groupsInOrder.indexOf(toGroup);
  let insertAt: number;
  const before = inTarget[slot];
  if (before !== undefined) {
    insertAt = others.indexOf(before);
  } else {
    const rank = new Map(groupsInOrder.map((group, index) => [group, index] as const));
    const after = others.findIndex((lesson) => (rank.get(lesson.group) ?? Number.MAX_SAFE_INTEGER) > targetRank);
    insertAt = after < 0 ? others.length : after;
  }
  const ordered: T[] = [...others.slice(0, insertAt), { ...moving, group: toGroup }, ...others.slice(insertAt)];
  return Ok(ordered.map((lesson, index) => ({ ...lesson, position: index + 1 })));
}

/** The entries of `after` whose group or position differs from `before` (new guids count as changed). */
export function changedPositions<T extends Placed>(before: readonly Placed[], after: readonly T[]): T[] {
  const previous = new Map(before.map((entry) => [entry.guid, entry] as const));
  return after.filter((entry) => {
    const old = previous.get(entry.guid);
    return old === undefined || old.group !== entry.group || old.position !== entry.position;
  });
}

/** `proposed` holds exactly the guids of `current`, each once, in any order. */
export function isPermutation(current: readonly string[], proposed: readonly string[]): boolean {
  if (current.length !== proposed.length) return false;
  const expected = new Set(current);
  if (expected.size !== current.length) return false;
  const seen = new Set<string>();
  for (const guid of proposed) {
    if (!expected.has(guid) || seen.has(guid)) return false;
    seen.add(guid);
  }
  return true;
}
