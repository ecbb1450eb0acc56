import type { ServiceIdentifier } from 'inversify';

/** Hands a file to the user (the browser's download): name, MIME type and content. */
export interface FileSaver {
  save(file: { name: string; type: string; content: Blob }): void;
}

export const FileSaver: ServiceIdentifier<FileSaver> = Symbol('FileSaver');
