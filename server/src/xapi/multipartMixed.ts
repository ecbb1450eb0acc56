// multipart/mixed as xAPI uses it for attachments (1.0.3 part three, §1.5.2): the statements as the first part
// (application/json), then one part per attachment named by its SHA-2 in X-Experience-API-Hash.
import { randomBytes } from 'node:crypto';

export interface MixedPart {
  headers: Record<string, string>;
  body: Buffer;
}

/** The boundary of a multipart content type, or undefined. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/mixed\s*;/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** The parts of a multipart body, or undefined when it is not well formed. */
export function parseMixed(body: Buffer, boundary: string): MixedPart[] | undefined {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MixedPart[] = [];
  let at = body.indexOf(delimiter);
  if (at < 0) return undefined;
  for (;;) {
    let start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') return parts;
    if (body.subarray(start, start + 2).toString() === '\r\n') start += 2;
    else if (body[start] === 0x0a) start += 1;
    else return undefined;
    const next = body.indexOf(delimiter, start);
    if (next < 0) return undefined;
    // The part ends before the CRLF that precedes the next delimiter.
    let end = next;
    if (body[end - 1] === 0x0a) end -= 1;
    if (body[end - 1] === 0x0d) end -= 1;
    const part = body.subarray(start, end);
    let split = part.indexOf('\r\n\r\n');
    let gap = 4;
    if (split < 0) {
      split = part.indexOf('\n\n');
      gap = 2;
    }
    if (split < 0) return undefined;
    const headers: Record<string, string> = {};
    for (const line of part.subarray(0, split).toString('latin1').split(/\r?\n/)) {
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    parts.push({ headers, body: part.subarray(split + gap) });
    if (parts.length > 1000) return undefined;
    at = next;
  }
}

/** A multipart/mixed answer: its content type and body. */
export function buildMixed(parts: readonly MixedPart[]): { contentType: string; body: Buffer } {
  const boundary = `tiza-${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head = Object.entries(part.headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n`), part.body, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/mixed; boundary=${boundary}`, body: Buffer.concat(chunks) };
}
