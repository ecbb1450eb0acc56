import { ASSIGNMENT_CONTENT_TYPE } from '@domain/content/contentTypes';
import { handInAcceptedKinds } from '@domain/content/itemRules';
import { isLateHandIn } from '@domain/lessons/deliverDate';
import { handInRefusal, studentItemStatus } from '@domain/tasks/studentItemStatus';
import { ApiError, badRequest, conflict } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import type { ItemAccess } from '../../policies/coursePolicy';
import { notifyHandInReceived } from '../notifications/notify';
import type { JobRow } from '../../repositories/JobRepository';

export interface HandInCommand {
  text?: string | null;
  fileGuids?: readonly string[];
  /** The client's key for this hand-in: the same key again answers the same job. */
  submissionKey: string;
}

/** `repeat`: this key was handed in before; `raced`: a concurrent hand-in committed first; `delivered`: this one. */
export type HandInOutcome = { kind: 'repeat' | 'raced' | 'delivered'; submissionKey: string };

function assignmentSettings(data: Record<string, unknown>): { acceptsText: boolean; acceptsFiles: boolean } {
  // An assignment stored without settings (older data) takes both.
  const acceptsText = typeof data.accepts_text === 'boolean' ? data.accepts_text : true;
  const acceptsFiles = typeof data.accepts_files === 'boolean' ? data.accepts_files : true;
  return { acceptsText, acceptsFiles };
}

/**
 * A student hands in an assignment, in the caller's transaction: the job is locked, the one status every screen
 * shows decides whether it may be handed in (DELIVERY_CLOSED, GRADES_PUBLISHED per ADR 0234, ALREADY_DELIVERED), the
 * text and files must fit the assignment (HAND_IN_EMPTY, FILE_NOT_USABLE: only hand-in files the student uploaded to
 * this course), and the item's progress becomes 100. Call after requireItem and requireStudent; settle the answer
 * with `handedInJob` once the transaction has committed.
 */
export async function handIn(repos: Repositories, actor: Caller, item: ItemAccess, command: HandInCommand, now: Date): Promise<HandInOutcome> {
  if (item.contentType !== ASSIGNMENT_CONTENT_TYPE) throw badRequest('NOT_AN_ASSIGNMENT');
  const submissionKey = command.submissionKey.toLowerCase();
  const text = (command.text ?? '').trim();
  const fileGuids = (command.fileGuids ?? []).map((g) => g.toLowerCase());
  const settings = assignmentSettings(item.data);

  const existing = await repos.jobs.find(item.itemGuid, actor.guid, true);
  if (existing && existing.submissionKey === submissionKey && existing.status !== 'pending') return { kind: 'repeat', submissionKey };
  const status = studentItemStatus(
    {
      jobStatus: existing?.status ?? null,
      hasSavedWork: false,
      gradesPublished: (await repos.items.gradesPublishedAt(item.itemGuid)) !== null,
      dueAt: item.deliverAt,
      canDeliverLate: item.canDeliverLate,
      // A job handed back may be handed in again after the due date: the teacher asked for it (ADR 0432).
      evaluator: existing?.evaluatorGuid ?? null,
    },
    now,
  );
  const refusal = handInRefusal(status);
  if (refusal !== null) throw conflict(refusal);
  if (text !== '' && !settings.acceptsText) throw badRequest('VALIDATION_FAILED', [{ path: '/text', message: 'this assignment takes no text' }]);
  if (fileGuids.length > 0 && !settings.acceptsFiles) throw badRequest('VALIDATION_FAILED', [{ path: '/file_guids', message: 'this assignment takes no files' }]);
  if (text === '' && fileGuids.length === 0) throw badRequest('HAND_IN_EMPTY');
  const found = await repos.files.findMany(item.tenantId, fileGuids);
  const usable = new Set(
    found
      .filter((f) => f.courseGuid === item.courseGuid && f.ownerGuid === actor.guid && f.purpose === 'hand-in' && (handInAcceptedKinds as readonly string[]).includes(f.mediaType))
      .map((f) => f.guid),
  );
  const unusable = fileGuids.findIndex((g) => !usable.has(g));
  if (unusable >= 0) throw new ApiError(400, 'FILE_NOT_USABLE', undefined, [{ path: `/file_guids/${unusable}`, message: 'not a hand-in file of yours in this course' }]);
  const delivered = await repos.jobs.deliver({
    itemGuid: item.itemGuid,
    personGuid: actor.guid,
    text: text === '' ? null : text,
    fileGuids,
    submissionKey,
    deliveredAt: now,
    late: isLateHandIn(now, item.deliverAt),
  });
  if (!delivered) return { kind: 'raced', submissionKey };
  await repos.progress.record(actor.guid, item.itemGuid, 100, undefined);
  await repos.progress.recomputeLesson(actor.guid, item.lessonGuid);
  await notifyHandInReceived(repos, actor.guid, item.itemGuid, now);
  return { kind: 'delivered', submissionKey };
}

/**
 * The job a hand-in answers with, read after its transaction: a hand-in that lost a race to one with another key is
 * 409 ALREADY_DELIVERED (the same key won: the same job).
 */
export async function handedInJob(repos: Repositories, actor: Caller, item: ItemAccess, outcome: HandInOutcome): Promise<JobRow> {
  const job = await repos.jobs.find(item.itemGuid, actor.guid);
  if (!job) throw new ApiError(500, 'INTERNAL', 'job missing after hand-in');
  if (outcome.kind === 'raced' && job.submissionKey !== outcome.submissionKey) throw conflict('ALREADY_DELIVERED');
  return job;
}
