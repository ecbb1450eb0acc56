import { makeAutoObservable, observable } from 'mobx';
import { ANNUAL, type PeriodCode } from '@domain/grading/periods';

/**
 * The period an area of the gradebook shows (ranking, analysis, graphics): the annual grade until the teacher picks
 * another of the grid's periods, and back to it when a new grid no longer has the one picked.
 */
export class PeriodChoice {
  code: PeriodCode = ANNUAL;
  /** The grid's periods, in its order. */
  options: readonly PeriodCode[] = [];

  constructor() {
    makeAutoObservable(this, { options: observable.ref }, { autoBind: true });
  }

  /** A new grid: keeps the period picked while the grid still has it. */
  follow(periods: readonly PeriodCode[]): void {
    this.options = periods;
    if (!periods.includes(this.code)) this.code = ANNUAL;
  }

  /** Picks a period of the grid; one it does not have is ignored. */
  choose(code: PeriodCode): void {
    if (this.options.includes(code)) this.code = code;
  }
}
