// An xAPI package zip read by its content (ADR 0566): the same entry checks as a SCORM package (scormZip.ts's
// central-directory walk and the domain's checkPackageEntries), then tincan.xml, if any, for the launch file and activity.
import { unzipSync } from 'fflate';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { checkPackageEntries, type PackageRefusal } from '@domain/content/scormPackage';
import { checkXapiPackage, type CheckedXapiPackage, type TinCanFacts } from '@domain/xapi/xapiPackage';
import { Err, Ok, type Result } from '@domain/shared/result';
import { zipEntries } from './scormZip';

/** The facts of tincan.xml, or 'unreadable' when it is not one. */
export function readTinCan(xml: string): TinCanFacts | 'unreadable' {
  let failed = false;
  let root: Element | null;
  try {
    root = new DOMParser({ onError: (level) => { if (level !== 'warning') failed = true; } }).parseFromString(xml, 'text/xml').documentElement;
  } catch {
    return 'unreadable';
  }
  if (failed || !root || root.localName !== 'tincan') return 'unreadable';
  const activity = Array.from(root.getElementsByTagNameNS('*', 'activity'))[0];
  if (!activity) return { launch: undefined, activityId: undefined, title: undefined };
  const child = (name: string) => Array.from(activity.childNodes).find((node): node is Element => node.nodeType === 1 && (node as Element).localName === name);
  return { launch: child('launch')?.textContent?.trim() || undefined, activityId: activity.getAttribute('id') ?? undefined, title: child('name')?.textContent?.trim() || undefined };
}

/** Reads and checks an xAPI package: entries first, then tincan.xml, then the launch file. */
export function inspectXapiPackage(zip: Uint8Array): Result<{ checked: CheckedXapiPackage; files: Record<string, Uint8Array> }, PackageRefusal> {
  const entries = zipEntries(zip);
  if (entries === undefined) return Err('PACKAGE_NOT_A_ZIP');
  const names = checkPackageEntries(entries);
  if (names.err) return names;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, { filter: (file) => !file.name.endsWith('/') });
  } catch {
    return Err('PACKAGE_NOT_A_ZIP');
  }
  const tincanBytes = files['tincan.xml'];
  const tincan = tincanBytes ? readTinCan(new TextDecoder().decode(tincanBytes)) : undefined;
  const checked = checkXapiPackage(Object.keys(files), tincan);
  if (checked.err) return checked;
  return Ok({ checked: checked.val, files });
}
