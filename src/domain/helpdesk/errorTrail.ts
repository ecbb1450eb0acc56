// The errors a person met (issue 22, ADR 0621): the server's answer codes, kept per person so the helpdesk can read
// what went wrong for them — the code, the status, the kind of request and when; never what they sent or saw.

/** How many of a person's latest errors are kept: older ones go as new ones come. */
export const ERROR_TRAIL_SIZE = 20;

/** Errors waiting to be written at most; past this, new ones are dropped rather than slow an answer down. */
export const ERROR_TRAIL_BUFFER = 1000;

/** One error as kept: the code and status of the answer, the route's pattern (no ids, no query), the method. */
export interface MetError {
  status: number;
  code: string;
  method: string;
  route: string;
}

/**
 * Whether an answer is kept in the trail of the person it answered: refusals and failures (4xx and 5xx) are, except
 * an expired or missing session (401 answers nobody in particular) and a rate limit (the person is told to wait; a
 * burst would push out what matters).
 */
export function isKeptInTrail(status: number): boolean {
  return status >= 400 && status !== 401 && status !== 429;
}

/** The route as kept: its pattern (`/api/front/courses/:guid`), never the address with its ids and query. */
export function trailRoute(pattern: string | undefined): string {
  if (pattern === undefined || pattern === '') return 'unknown';
  return pattern.split('?')[0] ?? 'unknown';
}
