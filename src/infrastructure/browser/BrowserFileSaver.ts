import type { FileSaver } from '@application/shared/ports/FileSaver';
import type { Timers } from '@application/shared/ports/Timers';

/** Time the browser gets to start reading the object URL before it is revoked (revoking at once breaks some downloads). */
export const REVOKE_AFTER_MS = 30_000;

interface ObjectUrls {
  createObjectURL(blob: Blob): string;
  revokeObjectURL(url: string): void;
}

/**
 * The browser's download of a file already in memory: an object URL and a click on a temporary `<a download>`, so no
 * token ever travels in a URL (ADR 0235). The URL is revoked a little later.
 */
export class BrowserFileSaver implements FileSaver {
  constructor(
    private readonly timers: Timers,
    private readonly document: () => Document = () => globalThis.document,
    private readonly urls: ObjectUrls = URL,
  ) {}

  save(file: { name: string; type: string; content: Blob }): void {
    const blob = file.content.type === file.type ? file.content : new Blob([file.content], { type: file.type });
    const url = this.urls.createObjectURL(blob);
    const page = this.document();
    const link = page.createElement('a');
    link.href = url;
    link.download = file.name;
    link.rel = 'noopener';
    link.hidden = true;
    page.body.append(link);
    try {
      link.click();
    } finally {
      link.remove();
      this.timers.after(REVOKE_AFTER_MS, () => this.urls.revokeObjectURL(url));
    }
  }
}
