import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError } from '@application/shared/AppError';
import type { MyAssessment } from '@application/assessments/taking/Attempt';
import type { AttemptGateway } from '@application/assessments/taking/ports/AttemptGateway';

/** The student's card of one assessment in the lesson viewer (GET /assessments/:item/me). */
export class AssessmentCardStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  assessment: MyAssessment | null = null;
  error: AppError | undefined = undefined;

  constructor(private readonly gateway: AttemptGateway) {
    makeAutoObservable<AssessmentCardStore, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  async load(itemGuid: string): Promise<void> {
    this.status = 'loading';
    this.error = undefined;
    const result = await this.gateway.mine(itemGuid);
    runInAction(() => {
      if (result.err) {
        this.status = 'failed';
        this.error = result.val;
        return;
      }
      this.status = 'ready';
      this.assessment = result.val;
    });
  }

  /** How many attempts were used (submitted or still open). */
  get attemptsUsed(): number {
    return this.assessment?.attempts.length ?? 0;
  }
}
