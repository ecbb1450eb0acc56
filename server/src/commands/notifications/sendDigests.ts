// The daily e-mail digest (ADR 0519): run every few minutes by each server process; a row per person and school day,
// claimed before the mail goes, makes it one mail a day whatever the number of processes or restarts.
import type { NotificationDataDto } from '@contract/notifications';
import { digestDay, digestOf, receivesDigest } from '@domain/notifications/digest';
import { notificationPath, notificationTarget, notificationWording, type NotificationData } from '@domain/notifications/notifications';
import { isLanguage, type Language } from '@domain/tenancy/tenant';
import { digestMail, type DigestLine } from '../../mail/mailTexts';
import type { Mailer } from '../../plugins/external/mail';
import type { Repositories } from '../../plugins/app/repositories';
import type { DigestCandidate, NotificationRow } from '../../repositories/NotificationRepository';

/** More unread than this are counted from what was read ("and N more" stops growing here). */
const READ_AT_MOST = 1_000;

export interface DigestRound {
  now: Date;
  /** Where users reach the SPA: every link starts with it. */
  publicUrl: string;
}

export interface DigestOutcome {
  sent: number;
  /** Mails that could not be sent: their day is given back for a later round. */
  failed: number;
}

/** The wire's data as the domain names it (what the target needs). */
function domainData(data: NotificationDataDto): NotificationData {
  const item = data.item;
  return {
    ...(data.course ? { course: data.course } : {}),
    ...(data.message ? { message: data.message } : {}),
    ...(item
      ? { item: { guid: item.guid, name: item.name, lessonGuid: item.lesson_guid, contentType: item.content_type, isEvaluable: item.is_evaluable, deliverAt: item.deliver_at } }
      : {}),
  };
}

function line(row: NotificationRow, link: (path: string) => string): DigestLine {
  const data = row.data as NotificationDataDto;
  return {
    wording: notificationWording(row.type, { isReply: data.parent_message !== undefined, hasItem: data.item !== undefined, hasUser: data.user !== undefined }, false),
    values: { course: data.course?.name ?? '', item: data.item?.name ?? '', user: data.user?.name ?? '', excerpt: data.message?.excerpt ?? '' },
    link: link(notificationPath(notificationTarget(row.type, domainData(data)))),
  };
}

async function sendOne(repos: Repositories, mailer: Mailer, round: DigestRound, person: DigestCandidate): Promise<'sent' | 'failed' | 'none'> {
  if (!receivesDigest({ optedIn: true, isStudent: person.role === 'R01', kidsMode: person.kidsMode })) return 'none';
  const day = digestDay(round.now, person.timeZone ?? 'UTC');
  if (day === undefined) return 'none';
  const digest = digestOf(await repos.notifications.unreadAfter(person.guid, person.previousThroughId, READ_AT_MOST), person.previousThroughId);
  if (digest === undefined) return 'none';
  if (!(await repos.notifications.claimDigest(person.guid, day, digest.throughId, digest.listed.length + digest.more, round.now))) return 'none';
  const language: Language = isLanguage(person.language) ? person.language : isLanguage(person.defaultLanguage) ? person.defaultLanguage : 'es';
  // The tenant goes in the query, before a fragment (a board link lands on its message: `…/board#message-…`).
  const link = (path: string) => {
    const [page = '', fragment] = path.split('#');
    return `${round.publicUrl}${page}?tenant=${encodeURIComponent(person.tenantId)}${fragment === undefined ? '' : `#${fragment}`}`;
  };
  const mail = digestMail(language, {
    tenant: person.tenantName,
    name: person.name,
    lines: digest.listed.map((row) => line(row, link)),
    more: digest.more,
    all: link('/notifications'),
    profile: link('/profile'),
  });
  try {
    await mailer.send({ to: person.email, ...mail, link: link('/notifications') });
    return 'sent';
  } catch {
    await repos.notifications.releaseDigest(person.guid, day);
    return 'failed';
  }
}

/**
 * Sends today's digest to each person who asked for one, is past 17:00 on their school's clock and has something
 * unread since their last digest. Safe to run at once in several processes: the claimed row decides who sends.
 */
export async function sendDigests(repos: Repositories, mailer: Mailer, round: DigestRound): Promise<DigestOutcome> {
  const outcome: DigestOutcome = { sent: 0, failed: 0 };
  for (const person of await repos.notifications.digestCandidates()) {
    const result = await sendOne(repos, mailer, round, person);
    if (result !== 'none') outcome[result]++;
  }
  return outcome;
}

/** The caller's own choice (only themselves: the route names no one else). */
export async function setDailyDigest(repos: Repositories, userGuid: string, on: boolean): Promise<void> {
  await repos.notifications.setDailyDigest(userGuid, on);
}
