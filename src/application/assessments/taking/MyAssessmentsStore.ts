import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError } from '@application/shared/AppError';
import type { MyAssessmentEntry } from '@application/assessments/taking/Attempt';
import type { AttemptGateway } from '@application/assessments/taking/ports/AttemptGateway';

/** /answer-test: the caller's assessments across their courses, open attempts first, then the ones still to do. */
export class MyAssessmentsStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  entries: MyAssessmentEntry[] = [];
  error: AppError | undefined = undefined;

  constructor(private readonly gateway: AttemptGateway) {
    makeAutoObservable<MyAssessmentsStore, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = undefined;
    const result = await this.gateway.myAssessments();
    runInAction(() => {
      if (result.err) {
        this.status = 'failed';
        this.error = result.val;
        return;
      }
      this.status = 'ready';
      this.entries = result.val;
    });
  }

  /** Open attempts first, then pending ones, then the rest; by deliver date (none last), then name. */
  get sorted(): MyAssessmentEntry[] {
    const rank = (entry: MyAssessmentEntry) => (entry.openAttempt ? 0 : entry.jobStatus === null || entry.jobStatus === 'pending' ? 1 : 2);
    return [...this.entries].sort(
      (a, b) => rank(a) - rank(b) || (a.deliverAt ?? '\uffff').localeCompare(b.deliverAt ?? '\uffff') || a.name.localeCompare(b.name),
    );
  }

  find(itemGuid: string): MyAssessmentEntry | undefined {
    return this.entries.find((entry) => entry.itemGuid === itemGuid);
  }
}
