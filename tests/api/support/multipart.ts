// multipart/form-data bodies for the upload tests.
export const BOUNDARY = '----tizatestboundary7MA4YWxkTrZu0gW';

export interface FilePart {
  filename: string;
  type: string;
  content: Buffer;
}

/** A multipart/form-data body: fields in order, then the file (if any). */
export function multipart(fields: [string, string][], file?: FilePart & { field?: string }, after: [string, string][] = []): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  const field = ([name, value]: [string, string]) => chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  fields.forEach(field);
  if (file) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.content, Buffer.from('\r\n'));
  }
  after.forEach(field);
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}
