// Stores statements sent to the LRS (POST or PUT /api/xapi/statements): checked by the domain's rules, all or none.
import { randomUUID } from 'node:crypto';
import { completeStatement, sameStatement, statementFacts, statementProblems, type StatementFacts } from '@domain/xapi/statement';
import { ApiError, badRequest } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import type { LrsCaller } from '../../xapi/lrsCaller';

export interface AttachmentPart {
  contentType: string;
  content: Buffer;
}

const invalid = (details: { path: string; message: string }[]) => new ApiError(400, 'XAPI_STATEMENT_INVALID', undefined, details.slice(0, 50));

/** Checks every statement first (a single refusal refuses the batch); answers the problems as error details. */
export function checkStatements(statements: readonly unknown[], caller: LrsCaller, options: { asArray: boolean }): void {
  const details = statements.flatMap((statement, index) =>
    statementProblems(statement).map((problem) => ({ path: options.asArray ? `/${index}${problem.path}` : problem.path || '/', message: problem.rule })),
  );
  if (details.length > 0) throw invalid(details);
  if (caller.actorKey !== undefined) {
    // A launch credential speaks for one learner only.
    const foreign = statements.findIndex((statement) => statementFacts(statement as Record<string, unknown>).actorKey !== caller.actorKey);
    if (foreign >= 0) throw new ApiError(403, 'FORBIDDEN', undefined, [{ path: options.asArray ? `/${foreign}/actor` : '/actor', message: 'actor.not-the-launch-learner' }]);
  }
}

/** Attachments without a fileUrl must arrive as parts; every part must belong to an attachment. */
export function checkAttachmentParts(statements: readonly Record<string, unknown>[], parts: ReadonlyMap<string, AttachmentPart>): void {
  const needed = new Set<string>();
  const declared = new Set<string>();
  for (const statement of statements) {
    const list = Array.isArray(statement.attachments) ? (statement.attachments as Record<string, unknown>[]) : [];
    for (const attachment of list) {
      if (typeof attachment.sha2 !== 'string') continue;
      declared.add(attachment.sha2.toLowerCase());
      if (attachment.fileUrl === undefined) needed.add(attachment.sha2.toLowerCase());
    }
  }
  for (const sha2 of needed) if (!parts.has(sha2)) throw new ApiError(400, 'XAPI_ATTACHMENT_INVALID', undefined, [{ path: '/attachments', message: `attachment.missing ${sha2}` }]);
  for (const sha2 of parts.keys()) if (!declared.has(sha2)) throw new ApiError(400, 'XAPI_ATTACHMENT_INVALID', undefined, [{ path: '/attachments', message: `attachment.not-declared ${sha2}` }]);
}

/** The statements' ids in the order sent (new ones minted). Atomic: run it in `app.transaction`. */
export async function storeStatements(
  repos: Pick<Repositories, 'xapi'>,
  caller: LrsCaller,
  sent: readonly Record<string, unknown>[],
  parts: ReadonlyMap<string, AttachmentPart>,
): Promise<string[]> {
  const stored = new Date();
  const storedText = stored.toISOString();
  const complete = sent.map((statement) => completeStatement(statement, { id: randomUUID(), stored: storedText, authority: caller.authority }));
  const ids = complete.map((statement) => statement.id as string);
  const repeated = ids.findIndex((id, index) => ids.indexOf(id) !== index);
  if (repeated >= 0) throw badRequest('XAPI_STATEMENT_INVALID', [{ path: `/${repeated}/id`, message: 'id.repeated-in-batch' }]);

  const facts: StatementFacts[] = complete.map(statementFacts);
  const targets = facts.flatMap((f) => (f.voids === undefined ? [] : [f.voids]));
  const existing = new Map((await repos.xapi.findMany(caller.tenantId, [...ids, ...targets])).map((row) => [row.id, row]));

  // A statement sent again: the same is accepted and changes nothing, a different one is a conflict.
  const fresh: number[] = [];
  complete.forEach((statement, index) => {
    const known = existing.get(statement.id as string);
    if (!known) fresh.push(index);
    else if (!sameStatement(known.statement, sent[index] ?? {})) throw new ApiError(409, 'XAPI_STATEMENT_CONFLICT', undefined, [{ path: `/${index}/id`, message: 'id.taken' }]);
  });
  // A voiding statement cannot be voided.
  const voidingInBatch = new Set(facts.flatMap((f, index) => (f.voids === undefined ? [] : [ids[index]])));
  facts.forEach((f, index) => {
    if (f.voids === undefined) return;
    const target = existing.get(f.voids);
    if ((target && target.voids !== null) || voidingInBatch.has(f.voids)) throw badRequest('XAPI_STATEMENT_INVALID', [{ path: `/${index}/object/id`, message: 'voiding.target-is-voiding' }]);
  });

  const writes = fresh.map((index) => ({ id: ids[index] ?? '', statement: complete[index] ?? {}, facts: facts[index] as StatementFacts, stored, credentialGuid: caller.credentialGuid }));
  const inserted = await repos.xapi.insert(caller.tenantId, writes);
  // Another request stored one of these ids meanwhile: compare as for a repeat.
  const raced = writes.filter((write) => !inserted.has(write.id)).map((write) => write.id);
  if (raced.length > 0) {
    for (const row of await repos.xapi.findMany(caller.tenantId, raced)) {
      const index = ids.indexOf(row.id);
      if (!sameStatement(row.statement, sent[index] ?? {})) throw new ApiError(409, 'XAPI_STATEMENT_CONFLICT', undefined, [{ path: `/${index}/id`, message: 'id.taken' }]);
    }
  }
  const newTargets = writes.flatMap((write) => (inserted.has(write.id) && write.facts.voids !== undefined ? [write.facts.voids] : []));
  await repos.xapi.applyVoiding(caller.tenantId, newTargets, [...inserted]);

  const activities = writes.flatMap((write) => {
    const object = write.statement.object as Record<string, unknown> | undefined;
    const definition = object?.definition;
    return write.facts.activityId !== undefined && definition !== null && typeof definition === 'object' ? [{ id: write.facts.activityId, definition: definition as Record<string, unknown> }] : [];
  });
  await repos.xapi.saveActivities(caller.tenantId, activities);
  await repos.xapi.saveAttachments(caller.tenantId, [...parts].map(([sha2, part]) => ({ sha2, contentType: part.contentType, content: part.content })));
  return ids;
}
