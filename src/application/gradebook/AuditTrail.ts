import { makeAutoObservable, observable } from 'mobx';
import { Loadable } from '@application/shared/Loadable';
import type { AuditEntry } from '@application/gradebook/Gradebook';
import type { GradebookGateway } from '@application/gradebook/ports/GradebookGateway';

/** How many audit lines a panel reads. */
export const AUDIT_LIMIT = 100;

/** Whose trail the panel shows: one cell (a student's score of an item) or a whole column. */
export interface AuditTarget {
  scope: 'cell' | 'column';
  courseGuid: string;
  itemGuid: string;
  studentGuid: string | null;
}

/** The audit panel of the grid: who changed which score when, read on demand each time it opens. */
export class AuditTrail {
  target: AuditTarget | undefined = undefined;
  readonly entries = new Loadable((target: AuditTarget) =>
    this.gateway.audit(target.courseGuid, { itemGuid: target.itemGuid, studentGuid: target.studentGuid ?? undefined, limit: AUDIT_LIMIT }),
  );

  constructor(private readonly gateway: GradebookGateway) {
    makeAutoObservable<AuditTrail, 'gateway'>(this, { gateway: false, entries: false, target: observable.ref }, { autoBind: true });
  }

  /** Opens the panel and reads its trail (the latest opening wins over one answering late). */
  async open(target: AuditTarget): Promise<void> {
    this.target = target;
    await this.entries.load(target);
  }

  /** Reads the open panel's trail again. */
  async retry(): Promise<void> {
    if (this.target !== undefined) await this.entries.load(this.target);
  }

  close(): void {
    this.target = undefined;
  }

  /** The lines to show: only once the open panel's read is in. */
  get lines(): AuditEntry[] {
    return this.entries.status === 'ready' ? (this.entries.value ?? []) : [];
  }
}
