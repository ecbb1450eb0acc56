// A SCORM package zip read by its content: the central directory walked by hand (fflate does not expose the entries'
// Unix modes, which tell links apart), the domain's rules applied before anything is inflated, the manifest parsed
// with @xmldom/xmldom, and the files written under DATA_DIR/packages/<package guid>/ through a temp folder renamed
// into place, so a refused or broken package leaves nothing behind.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { unzipSync } from 'fflate';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { checkEntries, checkPackage, type CheckedPackage, type ManifestFacts, type PackageEntry, type PackageRefusal } from '@domain/content/scormPackage';
import { Err, Ok, type Result } from '@domain/shared/result';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** The central directory's entries, or undefined when the bytes are not a zip we can read. */
export function zipEntries(zip: Uint8Array): PackageEntry[] | undefined {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  // The end record sits in the last 22 + 65,535 (comment) bytes.
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const count = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  const entries: PackageEntry[] = [];
  const decoder = new TextDecoder('utf-8', { fatal: false });
  for (let n = 0; n < count; n++) {
    if (offset + 46 > zip.length || view.getUint32(offset, true) !== CENTRAL_SIGNATURE) return undefined;
    const madeBy = view.getUint16(offset + 4, true) >> 8;
    const size = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const external = view.getUint32(offset + 38, true);
    if (offset + 46 + nameLength > zip.length) return undefined;
    const name = decoder.decode(zip.subarray(offset + 46, offset + 46 + nameLength));
    // Made on Unix (3): the high half of the external attributes is the file mode.
    const isLink = madeBy === 3 && ((external >>> 16) & S_IFMT) === S_IFLNK;
    entries.push({ name, size, isLink });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

const childElements = (parent: Element, localName: string): Element[] =>
  Array.from(parent.childNodes).filter((node): node is Element => node.nodeType === 1 && (node as Element).localName === localName);

const descendants = (root: Element, localName: string): Element[] => Array.from(root.getElementsByTagNameNS('*', localName));

/** The facts of imsmanifest.xml the domain decides on, or undefined when it is not a manifest. */
export function readManifest(xml: string): ManifestFacts | undefined {
  let failed = false;
  let root: Element | null;
  try {
    root = new DOMParser({ onError: (level) => { if (level !== 'warning') failed = true; } }).parseFromString(xml, 'text/xml').documentElement;
  } catch {
    return undefined;
  }
  if (failed || !root || root.localName !== 'manifest') return undefined;
  const schemaVersion = descendants(root, 'schemaversion')[0]?.textContent ?? undefined;
  const has2004Namespace = /adlcp_v1p3|imsss|adlseq/.test(xml);
  const organizations = descendants(root, 'organizations')[0];
  const organizationList = organizations ? childElements(organizations, 'organization') : [];
  const defaultId = organizations?.getAttribute('default') ?? '';
  const organization = organizationList.find((o) => o.getAttribute('identifier') === defaultId) ?? organizationList[0];
  const title = organization ? childElements(organization, 'title')[0]?.textContent ?? undefined : undefined;
  const itemRefs = organization ? descendants(organization, 'item').map((item) => item.getAttribute('identifierref') ?? '').filter((ref) => ref !== '') : [];
  const resourcesElement = descendants(root, 'resources')[0];
  const base = resourcesElement?.getAttribute('xml:base') ?? '';
  const resources = (resourcesElement ? childElements(resourcesElement, 'resource') : []).map((resource) => {
    const href = resource.getAttribute('href');
    const resourceBase = resource.getAttribute('xml:base') ?? '';
    const scormType = resource.getAttribute('adlcp:scormtype') ?? resource.getAttribute('adlcp:scormType') ?? undefined;
    return { identifier: resource.getAttribute('identifier') ?? '', href: href ? `${base}${resourceBase}${href}` : undefined, scormType };
  });
  return { schemaVersion: schemaVersion ?? undefined, has2004Namespace, title: title ?? undefined, itemRefs, resources };
}

/** Reads and checks a package: the entries first (names, links, sizes, counts), then the manifest, then the launch file. */
export function inspectPackage(zip: Uint8Array): Result<{ checked: CheckedPackage; files: Record<string, Uint8Array> }, PackageRefusal> {
  const entries = zipEntries(zip);
  if (entries === undefined) return Err('PACKAGE_NOT_A_ZIP');
  const names = checkEntries(entries);
  if (names.err) return names;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, { filter: (file) => !file.name.endsWith('/') });
  } catch {
    return Err('PACKAGE_NOT_A_ZIP');
  }
  const manifestBytes = files['imsmanifest.xml'];
  if (!manifestBytes) return Err('PACKAGE_MANIFEST_MISSING');
  const manifest = readManifest(new TextDecoder().decode(manifestBytes));
  const checked = checkPackage(Object.keys(files), manifest);
  if (checked.err) return checked;
  return Ok({ checked: checked.val, files });
}

/** Where package files live: one folder per package guid. */
export class PackageStore {
  constructor(readonly root: string) {}

  folderOf(packageGuid: string): string {
    if (!/^[0-9a-f-]{36}$/.test(packageGuid)) throw new Error(`not a package guid: ${packageGuid}`);
    return join(this.root, packageGuid);
  }

  /** The file of a package at a relative path, or undefined when the path leaves the package. */
  fileOf(packageGuid: string, path: string): string | undefined {
    const folder = resolve(this.folderOf(packageGuid));
    const target = resolve(folder, path);
    return target.startsWith(folder + sep) ? target : undefined;
  }

  /** Writes every file under a temp folder and renames it into place: all or nothing. */
  async save(packageGuid: string, files: Record<string, Uint8Array>): Promise<void> {
    const temp = join(this.root, 'tmp', randomUUID());
    try {
      for (const [path, bytes] of Object.entries(files)) {
        const target = resolve(temp, path);
        if (!target.startsWith(resolve(temp) + sep)) throw new Error(`unsafe package path ${path}`);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, bytes, { flag: 'wx' });
      }
      await mkdir(this.root, { recursive: true });
      await rename(temp, this.folderOf(packageGuid));
    } finally {
      await rm(temp, { recursive: true, force: true }).catch(() => {});
    }
  }

  async remove(packageGuid: string): Promise<void> {
    await rm(this.folderOf(packageGuid), { recursive: true, force: true }).catch(() => {});
  }
}
