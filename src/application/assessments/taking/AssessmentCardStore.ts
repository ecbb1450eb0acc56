import { makeAutoObservable } from 'mobx';
import { Loadable } from '@application/shared/Loadable';
import type { MyAssessment } from '@application/assessments/taking/Attempt';
import type { AttemptGateway } from '@application/assessments/taking/ports/AttemptGateway';

/** The student's card of one assessment in the lesson viewer (GET /assessments/:item/me). */
export class AssessmentCardStore {
  readonly card = new Loadable((itemGuid: string) => this.gateway.mine(itemGuid));

  constructor(private readonly gateway: AttemptGateway) {
    makeAutoObservable<AssessmentCardStore, 'gateway'>(this, { gateway: false, card: false }, { autoBind: true });
  }

  async load(itemGuid: string): Promise<void> {
    await this.card.load(itemGuid);
  }

  get assessment(): MyAssessment | null {
    return this.card.value ?? null;
  }

  /** How many attempts were used (submitted or still open). */
  get attemptsUsed(): number {
    return this.assessment?.attempts.length ?? 0;
  }
}
