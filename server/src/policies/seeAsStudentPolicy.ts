// "See as student" on the server (ADR 0553): a request that carries the course's guid in the `x-see-as-student` header
// only reads (every write is refused before its route runs: 409 PREVIEW_READ_ONLY, never 403, which would sign the
// SPA out), and its reads of that course are answered as they are answered to one of the course's students — by the
// same policies and queries, through `courseRelation` (coursePolicy.ts), for the course's staff only.
import type { FastifyRequest } from 'fastify';
import { SEE_AS_STUDENT_HEADER } from '@contract/courses';
import { previewAllows } from '@domain/courses/seeAsStudent';
import { badRequest, conflict } from '../errors/ApiError';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The course the request previews, or nothing; 400 for a header that is not one guid, 409 for a write. */
export function seeAsStudentOf(request: Pick<FastifyRequest, 'headers' | 'method'>): { seeAsStudent?: string } {
  const header = request.headers[SEE_AS_STUDENT_HEADER];
  if (header === undefined) return {};
  if (typeof header !== 'string' || !UUID.test(header.trim())) {
    throw badRequest('VALIDATION_FAILED', [{ path: `/headers/${SEE_AS_STUDENT_HEADER}`, message: 'must be one course guid' }]);
  }
  if (!previewAllows(request.method)) throw conflict('PREVIEW_READ_ONLY');
  return { seeAsStudent: header.trim().toLowerCase() };
}

/** Whether the caller asks to see this course as a student. */
export function asksAsStudent(caller: { seeAsStudent?: string }, courseGuid: string | undefined): boolean {
  return caller.seeAsStudent !== undefined && courseGuid !== undefined && caller.seeAsStudent === courseGuid.toLowerCase();
}
