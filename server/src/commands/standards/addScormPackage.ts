import { randomUUID } from 'node:crypto';
import { isEvaluableType } from '@domain/content/contentTypes';
import { ApiError } from '../../errors/ApiError';
import type { Repositories, Transaction } from '../../plugins/app/repositories';
import type { LessonAccess } from '../../policies/coursePolicy';
import { inspectPackage, type PackageStore } from '../../content/scormZip';
import { cleanName } from '../lessons/lessonInput';

export const SCORM_CONTENT_TYPE = 'CTTY_10';

/** What a SCORM item keeps in `data`: where its files are and how to open them. */
export interface ScormItemData {
  package_guid: string;
  version: '1.2' | '2004';
  launch: string;
  title: string | null;
  file_count: number;
}

/**
 * A SCORM package as a new item at the end of the lesson: checked by content (domain scormPackage rules), its files
 * stored under a new package guid, then the item created; a refusal (400 with the reason's code) or a failed insert
 * leaves no files behind. The name defaults to the manifest's title. Call after requireLesson and requireChange.
 */
export async function addScormPackage(transaction: Transaction, packages: PackageStore, lesson: LessonAccess, upload: { name: string | undefined; zip: Uint8Array }): Promise<string> {
  const inspected = inspectPackage(upload.zip);
  if (inspected.err) throw new ApiError(400, inspected.val, undefined, [{ path: '/file', message: inspected.val }]);
  const { checked, files } = inspected.val;
  const name = cleanName((upload.name?.trim() || checked.title || 'SCORM').slice(0, 200), '/name');
  const packageGuid = randomUUID();
  await packages.save(packageGuid, files);
  const data: ScormItemData = { package_guid: packageGuid, version: checked.version, launch: checked.launch, title: checked.title ?? null, file_count: checked.files.length };
  try {
    return await transaction((repos: Repositories) =>
      repos.items.create(lesson.lessonGuid, {
        name,
        contentType: SCORM_CONTENT_TYPE,
        data: { ...data },
        deliverAt: null,
        canDeliverLate: true,
        isEvaluable: isEvaluableType(SCORM_CONTENT_TYPE),
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

/** The package facts of a SCORM item, or 400 CONTENT_TYPE_NOT_SUPPORTED for any other item. */
export function scormData(item: { contentType: string; data: Record<string, unknown> }): ScormItemData {
  const data = item.data;
  if (item.contentType !== SCORM_CONTENT_TYPE || typeof data.package_guid !== 'string' || typeof data.launch !== 'string' || (data.version !== '1.2' && data.version !== '2004')) {
    throw new ApiError(400, 'CONTENT_TYPE_NOT_SUPPORTED', undefined, [{ path: '/itemGuid', message: 'not a SCORM item' }]);
  }
  return { package_guid: data.package_guid, version: data.version, launch: data.launch, title: typeof data.title === 'string' ? data.title : null, file_count: Number(data.file_count ?? 0) };
}
