import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ScormLaunchAnswerDto } from '@contract/scorm';
import { resumeCmi } from '@domain/content/scormRecord';
import type { Caller } from '../../plugins/app/Caller';
import type { ItemAccess } from '../../policies/coursePolicy';
import { scormData } from '../../commands/standards/addScormPackage';
import { packagePrefix } from '../../content/packageUrls';
import { fileUrlKey } from '../../storage/signing';

/**
 * What the player opens: the content origin's player page for the package (signed prefix, launch file, the app's
 * origin to answer to), a new session id, and the CMI to resume from — students' own record; staff preview from
 * nothing and their commits are not stored.
 */
export async function scormLaunch(app: FastifyInstance, caller: Caller, item: ItemAccess): Promise<ScormLaunchAnswerDto> {
  const data = scormData(item);
  const records = item.relation === 'student';
  const [user, record] = await Promise.all([app.repos.users.findByGuid(caller.tenantId, caller.guid), records ? app.repos.scorm.find(item.itemGuid, caller.guid) : undefined]);
  const key = await fileUrlKey(app.db);
  const prefix = packagePrefix(key, data.package_guid);
  const query = new URLSearchParams({ v: data.version, launch: `${prefix}${data.launch}`, parent: app.publicOrigin });
  const learnerName = user ? `${user.lastname}, ${user.name}` : '';
  return {
    version: data.version,
    player_url: `${app.contentOrigin}/player.html?${query.toString()}`,
    content_origin: app.contentOrigin,
    session_id: randomUUID(),
    cmi: resumeCmi(data.version, record?.cmi ?? {}, { id: caller.guid, name: learnerName }, (record?.priorSeconds ?? 0) + (record?.sessionSeconds ?? 0)),
    records,
  };
}
