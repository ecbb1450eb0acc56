import { Type, type TSchema } from '@sinclair/typebox';

export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    code: Type.String(),
    message: Type.String(),
    details: Type.Array(Type.Object({ path: Type.String(), message: Type.String() })),
  },
  { $id: 'ErrorBody', title: 'Error' },
);

const errorRef = Type.Ref('ErrorBody');

/** Response schemas for the error statuses a route may answer, so even failures are filtered by schema. */
export function errorResponses(...statuses: number[]): Record<number, TSchema> {
  const all = new Set([400, 500, ...statuses]);
  return Object.fromEntries([...all].map((status) => [status, errorRef]));
}

/** Statuses every authenticated /api/front route may answer (bad token, wrong tenant, role). */
export const AUTHENTICATED_ERRORS = [400, 401, 403, 500] as const;
