import { randomUUID } from 'node:crypto';
import { isEvaluableType } from '@domain/content/contentTypes';
import { ApiError } from '../../errors/ApiError';
import type { Repositories, Transaction } from '../../plugins/app/repositories';
import type { LessonAccess } from '../../policies/coursePolicy';
import type { PackageStore } from '../../content/scormZip';
import { inspectXapiPackage } from '../../content/xapiZip';
import { cleanName } from '../lessons/lessonInput';

export const XAPI_CONTENT_TYPE = 'CTTY_20';

/** What an xAPI item keeps in `data`: where its files are, what to open, and the activity its statements are about. */
export interface XapiItemData {
  package_guid: string;
  launch: string;
  activity_id: string;
  title: string | null;
  file_count: number;
}

/**
 * An xAPI package as a new item at the end of the lesson, checked like a SCORM package (ADR 0566); a refused package
 * or a failed insert leaves no files behind. Without an activity id of its own the item gets `{publicUrl}/xapi/activities/{guid}`.
 */
export async function addXapiPackage(transaction: Transaction, packages: PackageStore, lesson: LessonAccess, upload: { name: string | undefined; zip: Uint8Array; publicUrl: string }): Promise<string> {
  const inspected = inspectXapiPackage(upload.zip);
  if (inspected.err) throw new ApiError(400, inspected.val, undefined, [{ path: '/file', message: inspected.val }]);
  const { checked, files } = inspected.val;
  const name = cleanName((upload.name?.trim() || checked.title || 'xAPI').slice(0, 200), '/name');
  const packageGuid = randomUUID();
  await packages.save(packageGuid, files);
  const data: XapiItemData = {
    package_guid: packageGuid,
    launch: checked.launch,
    activity_id: checked.activityId ?? `${upload.publicUrl}/xapi/activities/${packageGuid}`,
    title: checked.title ?? null,
    file_count: checked.files.length,
  };
  try {
    return await transaction((repos: Repositories) =>
      repos.items.create(lesson.lessonGuid, {
        name,
        contentType: XAPI_CONTENT_TYPE,
        data: { ...data },
        deliverAt: null,
        canDeliverLate: true,
        isEvaluable: isEvaluableType(XAPI_CONTENT_TYPE),
        published: true,
        audience: 'all',
        sectionName: null,
      }),
    );
  } catch (error) {
    await packages.remove(packageGuid);
    throw error;
  }
}

/** The package facts of an xAPI item, or 400 CONTENT_TYPE_NOT_SUPPORTED for any other item. */
export function xapiData(item: { contentType: string; data: Record<string, unknown> }): XapiItemData {
  const data = item.data;
  if (item.contentType !== XAPI_CONTENT_TYPE || typeof data.package_guid !== 'string' || typeof data.launch !== 'string' || typeof data.activity_id !== 'string') {
    throw new ApiError(400, 'CONTENT_TYPE_NOT_SUPPORTED', undefined, [{ path: '/itemGuid', message: 'not an xAPI item' }]);
  }
  return { package_guid: data.package_guid, launch: data.launch, activity_id: data.activity_id, title: typeof data.title === 'string' ? data.title : null, file_count: Number(data.file_count ?? 0) };
}
