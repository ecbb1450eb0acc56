// Who reads a calendar feed (ADR 0502): whoever holds its address. The address names its owner and carries an HMAC of
// the owner and their feed's nonce under the server's secret; a revoked feed (its nonce gone), a forged or stale
// signature, or an inactive account answers 404, as an address that never existed.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CalendarFeedAnswerDto } from '@contract/calendar';
import { notFound } from '../errors/ApiError';
import type { FeedOwner } from '../repositories/CalendarFeedRepository';

const PURPOSE = 'calendar-feed';
const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})\.ics$/;

/** The caller's feed address, made (with its nonce) on first use. */
export async function feedAddress(app: FastifyInstance, userGuid: string): Promise<CalendarFeedAnswerDto> {
  const nonce = await app.repos.calendarFeeds.nonce(userGuid);
  const url = `${app.publicUrl}/api/calendar-feed/${userGuid}.${app.auth.sign(PURPOSE, `${userGuid}\0${nonce}`)}.ics`;
  return { url, webcal_url: url.replace(/^https?:/, 'webcal:') };
}

/** The owner of the feed an address names, or 404. */
export async function feedOwner(app: FastifyInstance, token: string): Promise<FeedOwner> {
  const match = TOKEN.exec(token);
  if (!match?.[1] || !match[2]) throw notFound();
  const owner = await app.repos.calendarFeeds.owner(match[1]);
  if (!owner) throw notFound();
  const expected = Buffer.from(app.auth.sign(PURPOSE, `${owner.guid}\0${owner.nonce}`));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw notFound();
  return owner;
}
