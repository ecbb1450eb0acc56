// What an xAPI package (CTTY_20) must be before Tiza stores it: the SCORM package's safety rules (names, links,
// limits: scormPackage.ts `checkPackageEntries`, shared), then a launch file — the one `tincan.xml` names, else
// `index.html` at the root — among its files (ADR 0566).
import { Err, Ok, type Result } from '../shared/result';
import { isIri } from './statement';
import type { PackageRefusal } from '../content/scormPackage';

/** What `tincan.xml` says, read by the server's XML parser (undefined when the package has none). */
export interface TinCanFacts {
  /** The first activity's launch (package-relative, maybe with a query). */
  launch: string | undefined;
  /** The first activity's id (an IRI). */
  activityId: string | undefined;
  title: string | undefined;
}

export interface CheckedXapiPackage {
  launch: string;
  /** The package's own activity id, when it names a valid one; else the server gives the item one. */
  activityId: string | undefined;
  title: string | undefined;
  files: readonly string[];
}

/** The launch file and activity of a package whose entries passed `checkPackageEntries`. */
export function checkXapiPackage(files: readonly string[], tincan: TinCanFacts | undefined | 'unreadable'): Result<CheckedXapiPackage, PackageRefusal> {
  if (tincan === 'unreadable') return Err('PACKAGE_MANIFEST_INVALID');
  const launch = tincan?.launch ?? 'index.html';
  const path = launch.split(/[?#]/)[0] ?? '';
  if (path === '' || /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('/') || !files.includes(path)) return Err('PACKAGE_LAUNCH_MISSING');
  const activityId = tincan?.activityId !== undefined && isIri(tincan.activityId) ? tincan.activityId : undefined;
  return Ok({ launch, activityId, title: tincan?.title, files });
}
