import { makeAutoObservable } from 'mobx';
import { Loadable } from '@application/shared/Loadable';
import type { ScormGateway } from '@application/standards/ports/ScormGateway';

/** The teacher's results of one SCORM item: every student's status, score, time and sessions. */
export class ScormResultsStore {
  readonly results = new Loadable((itemGuid: string) => this.gateway.results(itemGuid));

  constructor(private readonly gateway: ScormGateway) {
    makeAutoObservable<ScormResultsStore, 'gateway'>(this, { gateway: false, results: false }, { autoBind: true });
  }

  async load(itemGuid: string): Promise<void> {
    await this.results.load(itemGuid);
  }
}
