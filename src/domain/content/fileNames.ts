// The name a stored file keeps (docs/decisions/0446-stored-file-names.md): the server's upload route uses it.

/** At most this many characters are kept of a client's file name. */
export const MAX_FILE_NAME_LENGTH = 200;

/**
 * Characters that reorder how a name is shown without being seen themselves (bidirectional embeddings, overrides,
 * isolates and marks): `factura\u202Efdp.exe` shows as "factura" + "exe.pdf". Never kept in a stored name.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/gu;
/** A file-name extension: a dot and 1–10 letters or digits at the end. */
const EXTENSION = /\.[A-Za-z0-9]{1,10}$/u;

/** A client's file name made fit to store and show: no folders, control or bidirectional characters, at most 200 characters; "file" when nothing is left. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/u).pop() ?? '';
  const clean = base.replace(CONTROL, '').replace(BIDI_CONTROLS, '').trim().slice(0, MAX_FILE_NAME_LENGTH).trim();
  return clean === '' ? 'file' : clean;
}

/**
 * The stored name of an upload: the clean name with the extension of the type its bytes were found to be
 * (`a.html` holding a PNG is `a.png`; `foto` holding a JPEG is `foto.jpg`). Without a detected extension the clean
 * name stays as it is.
 */
export function storedFileName(raw: string | undefined, detectedExtension: string | undefined): string {
  const clean = cleanFileName(raw);
  const extension = (detectedExtension ?? '').toLowerCase().replace(/^\./u, '');
  if (!/^[a-z0-9]{1,10}$/u.test(extension)) return clean;
  const stem = clean.replace(EXTENSION, '').replace(/\.+$/u, '').trim();
  const name = `${stem === '' ? 'file' : stem}.${extension}`;
  return name.length <= MAX_FILE_NAME_LENGTH ? name : `${stem.slice(0, MAX_FILE_NAME_LENGTH - extension.length - 1)}.${extension}`;
}
