import type { PreviewKeeper, StudentPreview } from '@application/courses/ports/PreviewKeeper';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The preview in the tab's sessionStorage, one per tenant (ADR 0555): a reload keeps it, another tab or a new visit
 * starts without it. Anything unreadable there is no preview; a storage that refuses writes keeps it in memory only.
 */
export class SessionStoragePreviewKeeper implements PreviewKeeper {
  private readonly key: string;

  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined,
    tenantId: string,
  ) {
    this.key = `tiza.seeAsStudent.${tenantId}`;
  }

  restore(): StudentPreview | undefined {
    try {
      const raw = this.storage?.getItem(this.key);
      if (!raw) return undefined;
      const value = JSON.parse(raw) as Partial<StudentPreview>;
      const { courseGuid, courseName, returnTo } = value;
      if (typeof courseGuid !== 'string' || !UUID.test(courseGuid) || typeof courseName !== 'string' || typeof returnTo !== 'string' || !returnTo.startsWith('/')) return undefined;
      return { courseGuid, courseName, returnTo };
    } catch {
      return undefined;
    }
  }

  keep(preview: StudentPreview | undefined): void {
    try {
      if (preview === undefined) this.storage?.removeItem(this.key);
      else this.storage?.setItem(this.key, JSON.stringify(preview));
    } catch {
      // Private modes may refuse storage: the preview then lasts until the next reload.
    }
  }
}
