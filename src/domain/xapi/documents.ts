// The LRS's documents (state, activity profile, agent profile): concurrency by ETag and the JSON merge of a POST
// (xAPI 1.0.3 part three, §6.3 and §7.3–7.6).

export type DocumentKind = 'state' | 'activity-profile' | 'agent-profile';

/** Whether a write that finds `current` (its ETag, undefined when none) may go ahead, given the request's headers. */
export type Precondition = 'ok' | 'failed' | 'headers-required';

/**
 * If-Match names the ETag the client last saw (or `*`: any document); If-None-Match `*` only creates. A PUT of a
 * profile that exists, without either header, is refused (409: the client must say what it overwrites).
 */
export function checkPrecondition(
  current: string | undefined,
  headers: { ifMatch?: string | undefined; ifNoneMatch?: string | undefined },
  options: { requireForOverwrite: boolean },
): Precondition {
  const listed = (header: string) => header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (headers.ifMatch !== undefined) {
    if (current === undefined) return 'failed';
    const tags = listed(headers.ifMatch);
    if (!tags.includes('*') && !tags.includes(current)) return 'failed';
  }
  if (headers.ifNoneMatch !== undefined && current !== undefined) {
    const tags = listed(headers.ifNoneMatch);
    if (tags.includes('*') || tags.includes(current)) return 'failed';
  }
  if (options.requireForOverwrite && current !== undefined && headers.ifMatch === undefined && headers.ifNoneMatch === undefined) return 'headers-required';
  return 'ok';
}

/** Which resources refuse an overwrite without a precondition: the profiles (1.0.3 §6.3); the state does not. */
export function requiresPreconditionToOverwrite(kind: DocumentKind): boolean {
  return kind !== 'state';
}

export type MergeOutcome = { ok: true; merged: Record<string, unknown> } | { ok: false };

/**
 * A POST to a document merges JSON objects: the sent object's top-level properties replace the stored ones. Either
 * side not a JSON object (when a document exists) is refused (400).
 */
export function mergeDocuments(stored: unknown, sent: unknown): MergeOutcome {
  const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
  if (!isObject(stored) || !isObject(sent)) return { ok: false };
  return { ok: true, merged: { ...stored, ...sent } };
}

/** Whether a content type is JSON (a POST's merge needs it). */
export function isJsonContentType(contentType: string | undefined): boolean {
  return contentType !== undefined && /^application\/(?:[\w.+-]+\+)?json\s*(?:;.*)?$/i.test(contentType.trim());
}
