// Attendance and behaviour of a course (docs/api-gradebook.md "Attendance", "Behaviour"; ADRs 0138, 0233). Teachers of
// the course write; school admins of its school read (403 on writes); students read their own marks and points (403
// on writes); anyone else 404. Days are the school's calendar days: "today" is read in its time zone.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AttendanceBody,
  AttendanceDayParams,
  AttendanceSchema,
  AttendanceSessionSchema,
  BehaviourBody,
  BehaviourPointParams,
  BehaviourSchema,
  ClassroomCourseParams,
  ClassroomRangeQuery,
  GivenPointsSchema,
  type ClassroomRangeQueryDto,
} from '@contract/classroom';
import { clearAttendance } from '../../../commands/gradebook/clearAttendance';
import { deletePoint } from '../../../commands/gradebook/deletePoint';
import { givePoints } from '../../../commands/gradebook/givePoints';
import { markAttendance } from '../../../commands/gradebook/markAttendance';
import type { Caller } from '../../../plugins/app/Caller';
import { requireChange, requireCourse, type CourseAccess } from '../../../policies/coursePolicy';
import { attendance, behaviour } from '../../../queries/gradebook/classroom';
import { requestTenant } from '../../../plugins/app/tenancy';
import { showsTeacherName } from '@domain/courses/teacherName';
import { routesOf } from '../../routeShapes';

const tags = ['gradebook'];

/** A student reads only their own rows; teachers and admins everyone's. */
const onlyFor = (course: CourseAccess, caller: Caller) => (course.relation === 'student' ? caller.guid : undefined);

export const classroomRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const routes = routesOf(app, tags);
  const access = app.repos.access;

  /** What a range read (attendance, behaviour) takes: the course the caller sees, whose rows, which days. */
  async function rangeRead(request: FastifyRequest & { params: { guid: string }; query: ClassroomRangeQueryDto }, caller: Caller) {
    const course = await requireCourse(access, caller, request.params.guid);
    const namesTeachers = showsTeacherName(requestTenant(request).flags, course.relation);
    return { courseGuid: course.courseGuid, timeZone: course.timeZone, onlyStudent: onlyFor(course, caller), range: request.query, now: new Date(), namesTeachers };
  }

  routes.answer('GET', '/api/front/courses/:guid/gradebook/attendance', {
    summary: 'The attendance of a range of school days: students, the sessions with their marks, and counts per student',
    description: '`from`/`to` (YYYY-MM-DD, both optional): the last 31 days to the school’s today by default, at most 366 days. Students: their own marks only, on the days they have one.',
    params: ClassroomCourseParams, querystring: ClassroomRangeQuery, answer: AttendanceSchema, errors: [401, 404],
  }, async (request, caller) => {
    return attendance(app.repos, await rangeRead(request, caller));
  });

  routes.answer('PUT', '/api/front/courses/:guid/gradebook/attendance/:day', {
    summary: 'A teacher marks students for a school day (null removes a mark) and may fill everyone still unmarked',
    description: 'One session per course and day. `marks` first, then `fill` gives its status to the students without a mark (the domain’s markWholeClass: marks already taken stay). 400 /day attendance.future-day | attendance.invalid-day; 400 /marks/<guid> attendance.not-a-student.',
    params: AttendanceDayParams, body: AttendanceBody, answer: AttendanceSessionSchema, errors: [401, 403, 404],
  }, async (request, caller) => {
    const course = requireChange(await requireCourse(access, caller, request.params.guid));
    const command = { courseGuid: course.courseGuid, timeZone: course.timeZone, day: request.params.day, body: request.body, at: new Date() };
    return app.transaction((repos) => markAttendance(repos, caller, command));
  });

  routes.command('DELETE', '/api/front/courses/:guid/gradebook/attendance/:day', {
    summary: 'A teacher deletes a school day’s session and its marks (a day taken by mistake)',
    description: 'Idempotent: a day without a session answers 204 too. 400 /day attendance.invalid-day.',
    params: AttendanceDayParams, errors: [401, 403, 404],
  }, async (request, caller) => {
    const course = requireChange(await requireCourse(access, caller, request.params.guid));
    return (repos) => clearAttendance(repos, { courseGuid: course.courseGuid, day: request.params.day });
  });

  routes.answer('GET', '/api/front/courses/:guid/gradebook/behaviour', {
    summary: 'The behaviour points of the course (newest given first) and the counts per student',
    description: '`from`/`to` (YYYY-MM-DD, optional): the whole course by default. Students: their own points only.',
    params: ClassroomCourseParams, querystring: ClassroomRangeQuery, answer: BehaviourSchema, errors: [401, 404],
  }, async (request, caller) => {
    return behaviour(app.repos, await rangeRead(request, caller));
  });

  routes.created('POST', '/api/front/courses/:guid/gradebook/behaviour', {
    summary: 'A teacher gives one behaviour point (positive or needs-work, with a reason) to one or several students',
    description: 'One point per student, in one statement. 400 /reason behaviour.reason-required | behaviour.reason-too-long; /student_guids/<i> behaviour.not-a-student; /day behaviour.future-day | behaviour.invalid-day.',
    params: ClassroomCourseParams, body: BehaviourBody, created: GivenPointsSchema, errors: [401, 403, 404],
  }, async (request, caller) => {
    const course = requireChange(await requireCourse(access, caller, request.params.guid));
    const command = { courseGuid: course.courseGuid, timeZone: course.timeZone, body: request.body, at: new Date() };
    return app.transaction((repos) => givePoints(repos, caller, command));
  });

  routes.command('DELETE', '/api/front/courses/:guid/gradebook/behaviour/:pointGuid', {
    summary: 'A teacher of the course deletes a behaviour point (the undo of a slip)',
    description: '404 when the point is not one of this course’s (or is already gone).',
    params: BehaviourPointParams, errors: [401, 403, 404],
  }, async (request, caller) => {
    const course = requireChange(await requireCourse(access, caller, request.params.guid));
    return (repos) => deletePoint(repos, { courseGuid: course.courseGuid, pointGuid: request.params.pointGuid });
  });
};
