// A teacher's use of a library title (ADRs 0556–0558): who may make a course of it or add its lessons to a course, and
// which of its lessons a copy takes, where they go and how they arrive.
import { Err, Ok, type Result } from '../shared/result';
import { isLicenceActive } from './licence';
import type { SignupProfile } from './signup';

export interface TitleUseRefusal {
  code:
    /** The person holds no licence for the title. */
    | 'title.no-licence'
    /** Their licences for it are a student's: a pupil's book is read, not taught from. */
    | 'title.student-licence'
    /** Their teacher's licence for it has run out. */
    | 'title.licence-expired'
    /** The tenant makes courses in its school system (flag `createCourse` off): a title cannot open a new one here. */
    | 'title.course-creation-off';
}

const refuseUse = (code: TitleUseRefusal['code']): Err<TitleUseRefusal> => Err({ code });

/** One of the person's licences for the title: the profile it was sold for and its last day. */
export interface TitleLicence {
  profile: SignupProfile;
  endsOn: string;
}

/**
 * Whether a teacher may teach from the title today: a teacher's licence for it that still runs (any one of several).
 * Adding its lessons to a course of theirs asks this only.
 */
export function checkTitleUse(licences: readonly TitleLicence[], today: string): Result<void, TitleUseRefusal> {
  if (licences.length === 0) return refuseUse('title.no-licence');
  const teachers = licences.filter((licence) => licence.profile === 'teacher');
  if (teachers.length === 0) return refuseUse('title.student-licence');
  if (!teachers.some((licence) => isLicenceActive(licence.endsOn, today))) return refuseUse('title.licence-expired');
  return Ok(undefined);
}

/** Making a new course of the title asks the same, and that the tenant lets teachers create courses. */
export function checkCourseFromTitle(licences: readonly TitleLicence[], today: string, flags: { createCourse: boolean }): Result<void, TitleUseRefusal> {
  const use = checkTitleUse(licences, today);
  if (use.err) return use;
  return flags.createCourse ? Ok(undefined) : refuseUse('title.course-creation-off');
}

/** A title's units and lessons in its order (guids are the title's). */
export interface TitleOutline {
  units: readonly { guid: string; name: string; lessons: readonly { guid: string; name: string }[] }[];
}

export type TitleCopyTarget = 'new-course' | 'existing-course';

/** What a copy makes: one new unit at the end of the course per title unit that has lessons to copy, in title order. */
export interface TitleCopyPlan {
  units: { titleUnitGuid: string; name: string; lessonGuids: string[] }[];
  /** Chosen lessons the course already holds a copy of: not copied again (a retry adds nothing). */
  alreadyAdded: number;
  /** Copies in a new course are published (it has no students yet); added to a course with a class, they wait as drafts. */
  published: boolean;
}

export interface TitleCopyRefusal {
  code: 'title.nothing-chosen' | 'title.lesson-unknown';
}

const refuseCopy = (code: TitleCopyRefusal['code']): Err<TitleCopyRefusal> => Err({ code });

/**
 * The copy of `chosen` lessons of the title (`'all'`: every lesson) into a course that already holds copies of
 * `added`. A lesson not of the title is refused; chosen lessons are taken in the title's order whatever order they came in.
 */
export function planTitleCopy(
  outline: TitleOutline,
  chosen: readonly string[] | 'all',
  added: ReadonlySet<string>,
  target: TitleCopyTarget,
): Result<TitleCopyPlan, TitleCopyRefusal> {
  const known = new Set(outline.units.flatMap((unit) => unit.lessons.map((lesson) => lesson.guid)));
  const wanted = chosen === 'all' ? known : new Set(chosen.map((guid) => guid.toLowerCase()));
  if (wanted.size === 0) return refuseCopy('title.nothing-chosen');
  for (const guid of wanted) if (!known.has(guid)) return refuseCopy('title.lesson-unknown');
  let alreadyAdded = 0;
  const units: TitleCopyPlan['units'] = [];
  for (const unit of outline.units) {
    const lessonGuids: string[] = [];
    for (const lesson of unit.lessons) {
      if (!wanted.has(lesson.guid)) continue;
      if (added.has(lesson.guid)) alreadyAdded += 1;
      else lessonGuids.push(lesson.guid);
    }
    if (lessonGuids.length > 0) units.push({ titleUnitGuid: unit.guid, name: unit.name, lessonGuids });
  }
  return Ok({ units, alreadyAdded, published: target === 'new-course' });
}
