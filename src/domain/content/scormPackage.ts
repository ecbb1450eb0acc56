import { Err, Ok, type Result } from '../shared/result';

/**
 * What a SCORM package must be before Tiza stores it: a zip with an `imsmanifest.xml` at its root, only safe relative
 * names (no zip slip, no links), within the size and count limits, whose launch file is among its files.
 * Decisions: docs/decisions/0590-scorm-packages.md
 */
export type ScormVersion = '1.2' | '2004';

const MIB = 1024 * 1024;

export const PACKAGE_LIMITS = {
  /** The zip as uploaded. */
  maxZipBytes: 100 * MIB,
  /** Every file once unpacked, added up (a zip bomb stops here, before a byte is inflated). */
  maxUnpackedBytes: 300 * MIB,
  maxFiles: 5000,
} as const;

export type PackageRefusal =
  | 'PACKAGE_NOT_A_ZIP'
  | 'PACKAGE_MANIFEST_MISSING'
  | 'PACKAGE_MANIFEST_INVALID'
  | 'PACKAGE_UNSAFE_PATH'
  | 'PACKAGE_LAUNCH_MISSING'
  | 'PACKAGE_TOO_LARGE'
  | 'PACKAGE_TOO_MANY_FILES';

/** One entry of the zip's central directory. */
export interface PackageEntry {
  name: string;
  /** Uncompressed size the zip declares. */
  size: number;
  /** A symbolic link (Unix mode in the external attributes). */
  isLink: boolean;
}

/** What the manifest says, read by the server's XML parser. */
export interface ManifestFacts {
  /** `<schemaversion>` of the manifest's metadata ("1.2", "2004 4th Edition", "CAM 1.3"…), if any. */
  schemaVersion: string | undefined;
  /** Whether the manifest uses the SCORM 2004 namespaces (adlcp_v1p3). */
  has2004Namespace: boolean;
  /** The default organization's title, or the first one's. */
  title: string | undefined;
  /** identifierref of the default organization's items, in document order. */
  itemRefs: readonly string[];
  resources: readonly { identifier: string; href: string | undefined; scormType: string | undefined }[];
}

export interface CheckedPackage {
  version: ScormVersion;
  /** Package-relative path of the file the player opens (with its query, if the manifest gives one). */
  launch: string;
  title: string | undefined;
  files: readonly string[];
}

const DRIVE = /^[A-Za-z]:/;

/**
 * The entry's name as a safe package-relative path, or undefined when it is not one: absolute names, drive letters,
 * backslashes, `..` or `.` segments, NUL and control characters are refused. A directory entry ends with `/`.
 */
export function safeEntryPath(name: string): string | undefined {
  if (name.length === 0 || name.length > 500) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(name)) return undefined;
  if (name.startsWith('/') || DRIVE.test(name)) return undefined;
  const segments = name.split('/');
  const last = segments.length - 1;
  for (const [index, segment] of segments.entries()) {
    if (segment === '..' || segment === '.') return undefined;
    // An empty segment is only allowed as a directory's trailing slash.
    if (segment === '' && index !== last) return undefined;
  }
  return name;
}

/** The manifest's version: its schemaversion when it names one, else its namespaces. */
export function scormVersionOf(manifest: Pick<ManifestFacts, 'schemaVersion' | 'has2004Namespace'>): ScormVersion {
  const declared = manifest.schemaVersion?.trim().toLowerCase() ?? '';
  if (declared.includes('2004') || declared.includes('cam 1.3')) return '2004';
  if (declared === '1.2') return '1.2';
  return manifest.has2004Namespace ? '2004' : '1.2';
}

/** The launch href: the first item of the default organization that names a resource with an href, else the first SCO or resource with one. */
export function launchHref(manifest: Pick<ManifestFacts, 'itemRefs' | 'resources'>): string | undefined {
  const byId = new Map(manifest.resources.map((r) => [r.identifier, r]));
  for (const ref of manifest.itemRefs) {
    const href = byId.get(ref)?.href;
    if (href) return href;
  }
  const sco = manifest.resources.find((r) => r.href && r.scormType?.toLowerCase() === 'sco');
  return (sco ?? manifest.resources.find((r) => r.href))?.href;
}

/** Safe names, no links, within the limits, before anything is inflated: any package's entries (SCORM, xAPI). */
export function checkPackageEntries(entries: readonly PackageEntry[]): Result<readonly string[], PackageRefusal> {
  const files: string[] = [];
  let total = 0;
  for (const entry of entries) {
    const path = safeEntryPath(entry.name);
    if (path === undefined || entry.isLink) return Err('PACKAGE_UNSAFE_PATH');
    if (path.endsWith('/')) continue;
    total += entry.size;
    files.push(path);
  }
  if (files.length > PACKAGE_LIMITS.maxFiles) return Err('PACKAGE_TOO_MANY_FILES');
  if (total > PACKAGE_LIMITS.maxUnpackedBytes) return Err('PACKAGE_TOO_LARGE');
  return Ok(files);
}

/** A SCORM package's entries: safe and within the limits, with `imsmanifest.xml` at the root. */
export function checkEntries(entries: readonly PackageEntry[]): Result<readonly string[], PackageRefusal> {
  const files = checkPackageEntries(entries);
  if (files.err) return files;
  if (!files.val.includes('imsmanifest.xml')) return Err('PACKAGE_MANIFEST_MISSING');
  return files;
}

/** The whole package: entries within limits, a manifest with a launch file that is one of the files. */
export function checkPackage(files: readonly string[], manifest: ManifestFacts | undefined): Result<CheckedPackage, PackageRefusal> {
  if (manifest === undefined) return Err('PACKAGE_MANIFEST_INVALID');
  const href = launchHref(manifest)?.trim();
  if (!href) return Err('PACKAGE_LAUNCH_MISSING');
  // The launch may carry a query or fragment; the file is what comes before it, percent-decoded.
  const file = decodePath(href.split(/[?#]/)[0] ?? '');
  if (file === undefined || safeEntryPath(file) === undefined || !files.includes(file)) return Err('PACKAGE_LAUNCH_MISSING');
  return Ok({ version: scormVersionOf(manifest), launch: href, title: manifest.title?.trim() || undefined, files });
}

function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path.replace(/^\.\//, ''));
  } catch {
    return undefined;
  }
}

/** Types a package's files are served with, by extension; anything else is served as a download (never rendered). */
const SERVED_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  xhtml: 'application/xhtml+xml',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  xml: 'application/xml',
  xsd: 'application/xml',
  dtd: 'application/xml-dtd',
  txt: 'text/plain; charset=utf-8',
  vtt: 'text/vtt',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  ico: 'image/x-icon',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  eot: 'application/vnd.ms-fontobject',
  wasm: 'application/wasm',
};

/** Programs a package may carry but Tiza never hands to a browser. */
const REFUSED_EXTENSIONS = new Set(['exe', 'dll', 'com', 'bat', 'cmd', 'msi', 'scr', 'ps1', 'vbs', 'sh', 'jar', 'apk', 'app', 'dmg', 'swf']);

/** How a package file is served: its type, a download, or refused (executables). */
export function servedType(path: string): { kind: 'inline'; mime: string } | { kind: 'download' } | { kind: 'refused' } {
  const name = path.split('/').pop() ?? '';
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  if (REFUSED_EXTENSIONS.has(extension)) return { kind: 'refused' };
  const mime = SERVED_TYPES[extension];
  return mime ? { kind: 'inline', mime } : { kind: 'download' };
}
