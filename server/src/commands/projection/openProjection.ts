import { randomBytes } from 'node:crypto';
import { pairingCode, pairingExpiry } from '@domain/projection/projection';
import { ApiError } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import type { LessonAccess } from '../../policies/coursePolicy';

/** Draws a code until one is free (a clash is one in hundreds of millions while codes live minutes). */
const ATTEMPTS = 5;

/** Opens a projection of a lesson for its teacher, with a fresh pairing code; answers its guid, code and expiry. */
export async function openProjection(
  repos: Repositories,
  ownerGuid: string,
  lesson: LessonAccess,
  at: Date,
): Promise<{ guid: string; shortToken: string; expiresAt: Date }> {
  const expiresAt = pairingExpiry(at);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const shortToken = pairingCode(randomBytes(8));
    const guid = await repos.projection.create({ tenantId: lesson.tenantId, courseGuid: lesson.courseGuid, lessonGuid: lesson.lessonGuid, ownerGuid, shortToken, expiresAt });
    if (guid !== undefined) return { guid, shortToken, expiresAt };
  }
  throw new ApiError(500, 'INTERNAL', 'no free pairing code');
}
