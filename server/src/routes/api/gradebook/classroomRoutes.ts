import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { parseCalendarDate } from '@domain/calendar/calendarDate';
import { applyAttendanceMarks, attendanceRange, attendanceSummary, checkAttendanceDay, markWholeClass, type AttendanceStatus } from '@domain/gradebook/attendance';
import { schoolToday } from '@domain/calendar/monthGrid';
import { behaviourSummary, checkBehaviourDay, checkBehaviourPoint } from '@domain/gradebook/behaviour';
import { badRequest, notFound, type ErrorDetail } from '../../../errors/ApiError';
import { requireCaller } from '../../../plugins/app/auth';
import type { Caller } from '../../../plugins/app/Caller';
import { requireChange, requireCourse, type CourseAccess } from '../../../policies/courseAccess';
import { ClassroomRepository, type PointRow } from '../../../repositories/ClassroomRepository';
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
  type AttendanceDto,
  type AttendanceSessionDto,
  type BehaviourDto,
  type BehaviourPointDto,
  type GivenPointsDto,
} from '@contract/classroom';
import { errorResponses } from '@contract/errors';

const tags = ['gradebook'];

const invalid = (path: string, message: string) => badRequest('VALIDATION_FAILED', [{ path, message }]);

function toPointDto(row: PointRow): BehaviourPointDto {
  return { ...row, created_at: new Date(row.created_at).toISOString() };
}

/**
 * Attendance and behaviour of a course (issue 5, docs/api-gradebook.md, ADRs 0138 and 0233). Teachers of the course
 * write; school admins of its school read (403 on writes); students read their own marks and points (403 on writes);
 * anyone else 404. Days are the school's calendar days: "today" is read in its time zone.
 */
export const gradebookClassroomApi: FastifyPluginAsyncTypebox = async (app) => {
  const repo = new ClassroomRepository(app.db);

  async function access(caller: Caller, courseGuid: string): Promise<CourseAccess> {
    return requireCourse(app.db, caller, courseGuid.toLowerCase());
  }

  /** A student reads only their own rows; teachers and admins everyone's. */
  const onlyFor = (access: CourseAccess, caller: Caller) => (access.relation === 'student' ? caller.guid : undefined);

  app.get(
    '/api/front/courses/:guid/gradebook/attendance',
    {
      schema: {
        tags,
        summary: 'The attendance of a range of school days: students, the sessions with their marks, and counts per student',
        description: '`from`/`to` (YYYY-MM-DD, both optional): the last 31 days to the school’s today by default, at most 366 days. Students: their own marks only, on the days they have one.',
        params: ClassroomCourseParams,
        querystring: ClassroomRangeQuery,
        response: { 200: AttendanceSchema, ...errorResponses(401, 404) },
      },
    },
    async (request): Promise<AttendanceDto> => {
      const caller = requireCaller(request);
      const course = await access(caller, request.params.guid);
      const today = schoolToday(new Date(), course.timeZone);
      const range = attendanceRange(request.query, today);
      if (range.err) {
        const error = range.val;
        const path = error.code === 'attendance.invalid-day' ? `/${error.field}` : error.code === 'attendance.invalid-range' ? '/from' : '/to';
        throw invalid(path, error.code);
      }
      const rows = await repo.attendance(course.courseGuid, range.val, onlyFor(course, caller));
      const counts = attendanceSummary(rows.sessions.map((session) => session.marks));
      return {
        today,
        ...range.val,
        students: rows.students,
        sessions: rows.sessions,
        summary: rows.students.map((student) => ({ student_guid: student.guid, ...(counts.get(student.guid) ?? { present: 0, absent: 0, late: 0, excused: 0, sessions: 0 }) })),
      };
    },
  );

  app.put(
    '/api/front/courses/:guid/gradebook/attendance/:day',
    {
      schema: {
        tags,
        summary: 'A teacher marks students for a school day (null removes a mark) and may fill everyone still unmarked',
        description: 'One session per course and day. `marks` first, then `fill` gives its status to the students without a mark (the domain’s markWholeClass: marks already taken stay). 400 /day attendance.future-day | attendance.invalid-day; 400 /marks/<guid> attendance.not-a-student.',
        params: AttendanceDayParams,
        body: AttendanceBody,
        response: { 200: AttendanceSessionSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request): Promise<AttendanceSessionDto> => {
      const caller = requireCaller(request);
      const course = await access(caller, request.params.guid);
      requireChange(course);
      const day = checkAttendanceDay(request.params.day, schoolToday(new Date(), course.timeZone));
      if (day.err) throw invalid('/day', day.val.code);
      const { marks: sent, fill } = request.body;
      if (sent === undefined && fill === undefined) throw invalid('/body', 'marks or fill required');
      // Keys are matched with the roster in lower case; a refusal names the key as it was sent.
      const changes: Record<string, AttendanceStatus | null> = {};
      const sentKey = new Map<string, string>();
      for (const [key, status] of Object.entries(sent ?? {})) {
        changes[key.toLowerCase()] = status;
        sentKey.set(key.toLowerCase(), key);
      }
      const now = new Date();
      return app.db.transaction(async (tx) => {
        const txRepo = new ClassroomRepository(tx);
        const sessionGuid = await txRepo.lockSession(course.courseGuid, day.val, caller.guid, now);
        const roster = await txRepo.rosterMarks(course.courseGuid, sessionGuid);
        const students = roster.map((row) => row.guid);
        const current: Record<string, AttendanceStatus> = {};
        for (const row of roster) if (row.status !== null) current[row.guid] = row.status;
        // Every key that is not a student of the course (or not a guid at all) is listed; nothing is written.
        const enrolled = new Set(students);
        const notStudents: ErrorDetail[] = Object.keys(changes)
          .filter((guid) => !enrolled.has(guid))
          .map((guid) => ({ path: `/marks/${sentKey.get(guid) ?? guid}`, message: 'attendance.not-a-student' }));
        if (notStudents.length > 0) throw badRequest('VALIDATION_FAILED', notStudents);

        const marked = applyAttendanceMarks(current, changes);
        const next = fill === undefined ? marked : markWholeClass(students, marked, fill);
        const set = Object.entries(next).filter(([guid, status]) => current[guid] !== status).map(([guid, status]) => ({ guid, status }));
        const removed = Object.keys(current).filter((guid) => next[guid] === undefined);
        await txRepo.writeMarks(sessionGuid, set, removed);
        if (Object.keys(next).length === 0) await txRepo.dropSessionIfEmpty(sessionGuid);
        return { day: day.val, marks: next };
      });
    },
  );

  app.delete(
    '/api/front/courses/:guid/gradebook/attendance/:day',
    {
      schema: {
        tags,
        summary: 'A teacher deletes a school day’s session and its marks (a day taken by mistake)',
        description: 'Idempotent: a day without a session answers 204 too. 400 /day attendance.invalid-day.',
        params: AttendanceDayParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const course = await access(caller, request.params.guid);
      requireChange(course);
      const day = parseCalendarDate(request.params.day);
      if (day === undefined) throw invalid('/day', 'attendance.invalid-day');
      await repo.deleteSession(course.courseGuid, day);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/front/courses/:guid/gradebook/behaviour',
    {
      schema: {
        tags,
        summary: 'The behaviour points of the course (newest given first) and the counts per student',
        description: '`from`/`to` (YYYY-MM-DD, optional): the whole course by default. Students: their own points only.',
        params: ClassroomCourseParams,
        querystring: ClassroomRangeQuery,
        response: { 200: BehaviourSchema, ...errorResponses(401, 404) },
      },
    },
    async (request): Promise<BehaviourDto> => {
      const caller = requireCaller(request);
      const course = await access(caller, request.params.guid);
      const range: { from?: string; to?: string } = {};
      for (const field of ['from', 'to'] as const) {
        const value = request.query[field];
        if (value === undefined) continue;
        const day = parseCalendarDate(value);
        if (day === undefined) throw invalid(`/${field}`, 'behaviour.invalid-day');
        range[field] = day;
      }
      if (range.from !== undefined && range.to !== undefined && range.from > range.to) throw invalid('/from', 'behaviour.invalid-range');
      const rows = await repo.behaviour(course.courseGuid, range, onlyFor(course, caller));
      const counts = behaviourSummary(rows.points.map((p) => ({ studentGuid: p.student_guid, kind: p.kind, reason: p.reason })));
      return {
        points: rows.points.map(toPointDto),
        summary: rows.students.map((student) => {
          const c = counts.get(student.guid) ?? { positive: 0, needsWork: 0, balance: 0 };
          return { student_guid: student.guid, positive: c.positive, needs_work: c.needsWork, balance: c.balance };
        }),
      };
    },
  );

  app.post(
    '/api/front/courses/:guid/gradebook/behaviour',
    {
      schema: {
        tags,
        summary: 'A teacher gives one behaviour point (positive or needs-work, with a reason) to one or several students',
        description: 'One point per student, in one statement. 400 /reason behaviour.reason-required | behaviour.reason-too-long; /student_guids/<i> behaviour.not-a-student; /day behaviour.future-day | behaviour.invalid-day.',
        params: ClassroomCourseParams,
        body: BehaviourBody,
        response: { 201: GivenPointsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const course = await access(caller, request.params.guid);
      requireChange(course);
      const { kind, reason, student_guids: sent } = request.body;
      const studentGuids = sent.map((guid) => guid.toLowerCase());
      // The schema refuses a repeated guid; the same guid in another case is the same student too.
      if (new Set(studentGuids).size !== studentGuids.length) throw invalid('/body/student_guids', 'must NOT have duplicate items');
      const checked = checkBehaviourPoint({ studentGuid: studentGuids[0] ?? '', kind, reason });
      if (checked.err) throw invalid('/reason', checked.val.code);
      const today = schoolToday(new Date(), course.timeZone);
      const day = request.body.day === undefined ? today : checkBehaviourDay(request.body.day, today);
      if (typeof day !== 'string' && day.err) throw invalid('/day', day.val.code);
      const students = await repo.studentsAmong(course.courseGuid, studentGuids);
      const strangers: ErrorDetail[] = studentGuids.flatMap((guid, index) => (students.has(guid) ? [] : [{ path: `/student_guids/${index}`, message: 'behaviour.not-a-student' }]));
      if (strangers.length > 0) throw badRequest('VALIDATION_FAILED', strangers);
      const points = await repo.givePoints({
        courseGuid: course.courseGuid,
        studentGuids,
        kind,
        reason: checked.val.reason,
        day: typeof day === 'string' ? day : day.val,
        by: caller.guid,
        at: new Date(),
      });
      const answer: GivenPointsDto = { points: points.map(toPointDto) };
      return reply.code(201).send(answer);
    },
  );

  app.delete(
    '/api/front/courses/:guid/gradebook/behaviour/:pointGuid',
    {
      schema: {
        tags,
        summary: 'A teacher of the course deletes a behaviour point (the undo of a slip)',
        description: '404 when the point is not one of this course’s (or is already gone).',
        params: BehaviourPointParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const course = await access(caller, request.params.guid);
      requireChange(course);
      if (!(await repo.deletePoint(course.courseGuid, request.params.pointGuid.toLowerCase()))) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
