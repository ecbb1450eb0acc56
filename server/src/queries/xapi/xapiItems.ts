// xAPI items (CTTY_20): the launch with a short-lived, per-learner LRS credential (never the session token), and the
// teacher's results read from the LRS's statements (ADRs 0566–0567).
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { XapiLaunchAnswerDto, XapiResultsAnswerDto, XapiTrailAnswerDto } from '@contract/xapiItems';
import { agentKey } from '@domain/xapi/statement';
import { xapiProgress, type XapiProgress } from '@domain/xapi/xapiProgress';
import type { Caller } from '../../plugins/app/Caller';
import type { ItemAccess } from '../../policies/coursePolicy';
import { xapiData } from '../../commands/xapi/addXapiPackage';
import { packagePrefix } from '../../content/packageUrls';
import { fileUrlKey } from '../../storage/signing';
import { notFound } from '../../errors/ApiError';
import type { ProgressRow } from '../../repositories/XapiRepository';

/** How long a launch credential works: a lesson's length and then some. */
export const LAUNCH_CREDENTIAL_HOURS = 4;
const TRAIL_LIMIT = 200;

/** The Agent Tiza says a learner is in statements: an account on the app's address, named by the user's guid. */
export function learnerAgent(publicUrl: string, user: { guid: string; name: string; lastname: string }): Record<string, unknown> {
  return { objectType: 'Agent', name: `${user.name} ${user.lastname}`.trim(), account: { homePage: publicUrl, name: user.guid } };
}

/** One registration per learner and item (a name-based uuid), so state and statements carry over between launches. */
export function registrationOf(itemGuid: string, userGuid: string): string {
  const hex = createHash('sha1').update(`tiza-xapi:${itemGuid}:${userGuid}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function xapiLaunch(app: FastifyInstance, caller: Caller, item: ItemAccess): Promise<XapiLaunchAnswerDto> {
  const data = xapiData(item);
  const user = await app.repos.users.findByGuid(caller.tenantId, caller.guid);
  if (!user) throw notFound();
  const actor = learnerAgent(app.publicUrl, user);
  const issued = await app.transaction(async (repos) => {
    await repos.lrsCredentials.dropExpiredLaunches(caller.guid, item.itemGuid);
    return repos.lrsCredentials.create({
      tenantId: caller.tenantId,
      name: `launch ${item.itemName}`.slice(0, 80),
      kind: 'launch',
      userGuid: caller.guid,
      itemGuid: item.itemGuid,
      actorKey: agentKey(actor),
      expiresAt: new Date(Date.now() + LAUNCH_CREDENTIAL_HOURS * 3600 * 1000),
    });
  });
  const key = await fileUrlKey(app.db);
  const params = new URLSearchParams({
    endpoint: `${app.publicUrl}/api/xapi/`,
    auth: `Basic ${Buffer.from(`${issued.key}:${issued.secret}`).toString('base64')}`,
    actor: JSON.stringify(actor),
    registration: registrationOf(item.itemGuid, caller.guid),
    activity_id: data.activity_id,
  });
  const launch = `${app.contentOrigin}${packagePrefix(key, data.package_guid)}${data.launch}`;
  return { launch_url: `${launch}${launch.includes('?') ? '&' : '?'}${params.toString()}`, content_origin: app.contentOrigin, records: item.relation === 'student' };
}

function progressOf(rows: readonly ProgressRow[]): XapiProgress & { lastVerb: string | null } {
  const progress = xapiProgress(rows.map((r) => ({ verbId: r.verbId, stored: r.stored, completion: r.completion ?? undefined, success: r.success ?? undefined, scaled: r.scaled ?? undefined })));
  return { ...progress, lastVerb: rows[rows.length - 1]?.verbId ?? null };
}

const progressFields = (p: XapiProgress & { lastVerb: string | null }) => ({
  completion: p.completion,
  success: p.success,
  score: p.scorePercent,
  statements: p.statements,
  last_at: p.lastAt?.toISOString() ?? null,
  last_verb: p.lastVerb,
});

/** Every student of the course with their progress in the item (one read of the statements for the class). */
export async function xapiResults(app: FastifyInstance, item: ItemAccess): Promise<XapiResultsAnswerDto> {
  const data = xapiData(item);
  const students = await app.repos.xapi.courseStudents(item.courseGuid);
  const keyOf = (userGuid: string) => `account:${app.publicUrl} ${userGuid}`;
  const rows = await app.repos.xapi.progressFacts(item.tenantId, data.activity_id, students.map((s) => keyOf(s.userGuid)));
  const byActor = new Map<string, ProgressRow[]>();
  for (const row of rows) byActor.set(row.actorKey, [...(byActor.get(row.actorKey) ?? []), row]);
  return {
    item: { guid: item.itemGuid, name: item.itemName, course_guid: item.courseGuid, activity_id: data.activity_id },
    students: students.map((s) => ({ user_guid: s.userGuid, name: s.name, lastname: s.lastname, ...progressFields(progressOf(byActor.get(keyOf(s.userGuid)) ?? [])) })),
  };
}

const display = (map: unknown): string | null => {
  if (map === null || typeof map !== 'object') return null;
  const first = Object.values(map as Record<string, unknown>).find((v) => typeof v === 'string');
  return typeof first === 'string' ? first : null;
};

/** One student's statements about the item (newest first) and their progress; 404 for someone not a student of it. */
export async function xapiTrail(app: FastifyInstance, item: ItemAccess, userGuid: string): Promise<XapiTrailAnswerDto> {
  const data = xapiData(item);
  const student = (await app.repos.xapi.courseStudents(item.courseGuid)).find((s) => s.userGuid === userGuid.toLowerCase());
  if (!student) throw notFound();
  const actorKey = `account:${app.publicUrl} ${student.userGuid}`;
  const [rows, facts] = await Promise.all([app.repos.xapi.trail(item.tenantId, data.activity_id, actorKey, TRAIL_LIMIT), app.repos.xapi.progressFacts(item.tenantId, data.activity_id, [actorKey])]);
  return {
    item: { guid: item.itemGuid, name: item.itemName, course_guid: item.courseGuid },
    student: { user_guid: student.userGuid, name: student.name, lastname: student.lastname, ...progressFields(progressOf(facts)) },
    statements: rows.map((row) => {
      const s = row.statement as { verb?: { id?: string; display?: unknown }; object?: { id?: string; definition?: { name?: unknown } }; result?: { completion?: unknown; success?: unknown; response?: unknown; score?: { scaled?: unknown } } };
      const scaled = s.result?.score?.scaled;
      return {
        id: row.id,
        stored: row.stored.toISOString(),
        verb: s.verb?.id ?? '',
        verb_display: display(s.verb?.display),
        object: s.object?.id ?? '',
        object_name: display(s.object?.definition?.name),
        completion: typeof s.result?.completion === 'boolean' ? s.result.completion : null,
        success: typeof s.result?.success === 'boolean' ? s.result.success : null,
        score: typeof scaled === 'number' ? Math.round(scaled * 1000) / 10 : null,
        response: typeof s.result?.response === 'string' ? s.result.response.slice(0, 500) : null,
      };
    }),
  };
}
