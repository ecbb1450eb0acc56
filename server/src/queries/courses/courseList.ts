import type { CourseListQueryDto, CoursePageDto } from '@contract/courses';
import { normalisePageSize } from '@domain/courses/course';
import { badRequest } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import { courseRelation } from '../../policies/coursePolicy';
import type { Viewer } from '../../repositories/CourseRepository';
import { courseDto, type NamingFlags } from './courseDetail';

/**
 * A page of the caller's courses (their memberships; for a school admin also every course of their schools, ADR 0240),
 * by name: one statement. The domain's normalisePageSize decides the page size's default and cap.
 */
export async function courseList(repos: Repositories, viewer: Viewer, query: CourseListQueryDto, flags: NamingFlags): Promise<CoursePageDto> {
  const page = query.page ?? 1;
  // Ajv coerces `page=1e400` to Infinity past `maximum`; the offset would then fail the query with a 500.
  if (!Number.isSafeInteger(page)) throw badRequest('VALIDATION_FAILED', [{ path: '/querystring/page', message: 'must be <= 1000000' }]);
  const pageSize = normalisePageSize(query.pageSize);
  const { rows, total } = await repos.courses.memberPage(viewer, { page, pageSize, type: query.type });
  const data = rows.flatMap((row) => {
    const relation = courseRelation(row, viewer);
    return relation ? [courseDto(row, relation, flags)] : [];
  });
  return { data, meta: { page, pageSize, total } };
}
