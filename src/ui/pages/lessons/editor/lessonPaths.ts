/** The lesson's own address, keeping the unit when the user came through it. */
export function lessonBasePath(courseGuid: string, lessonGuid: string, unitGuid?: string): string {
  return unitGuid ? `/course/${courseGuid}/unit/${unitGuid}/lesson/${lessonGuid}` : `/course/${courseGuid}/lesson/${lessonGuid}`;
}
