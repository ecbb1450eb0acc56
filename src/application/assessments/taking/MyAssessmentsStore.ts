import { makeAutoObservable } from 'mobx';
import { Loadable } from '@application/shared/Loadable';
import type { MyAssessmentEntry } from '@application/assessments/taking/Attempt';
import type { AttemptGateway } from '@application/assessments/taking/ports/AttemptGateway';

/** /answer-test: the caller's assessments across their courses, open attempts first, then the ones still to do. */
export class MyAssessmentsStore {
  readonly entries = new Loadable(() => this.gateway.myAssessments());

  constructor(private readonly gateway: AttemptGateway) {
    makeAutoObservable<MyAssessmentsStore, 'gateway'>(this, { gateway: false, entries: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    await this.entries.load();
  }

  /** Open attempts first, then pending ones, then the rest; by deliver date (none last), then name. */
  get sorted(): MyAssessmentEntry[] {
    const rank = (entry: MyAssessmentEntry) => (entry.openAttempt ? 0 : entry.jobStatus === null || entry.jobStatus === 'pending' ? 1 : 2);
    return [...(this.entries.value ?? [])].sort(
      (a, b) => rank(a) - rank(b) || (a.deliverAt ?? '\uffff').localeCompare(b.deliverAt ?? '\uffff') || a.name.localeCompare(b.name),
    );
  }

  find(itemGuid: string): MyAssessmentEntry | undefined {
    return this.entries.value?.find((entry) => entry.itemGuid === itemGuid);
  }
}
