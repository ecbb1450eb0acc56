import { makeAutoObservable } from 'mobx';
import { Loadable } from '@application/shared/Loadable';
import type { TestPreviewGateway } from '@application/assessments/taking/ports/TestPreviewGateway';

/**
 * A test opened while its course is seen as a student (ADR 0553): its questions, read-only, with no attempt behind
 * them; nothing typed is kept or sent.
 */
export class TestPreviewStore {
  readonly read = new Loadable((itemGuid: string) => this.gateway.preview(itemGuid));

  constructor(private readonly gateway: TestPreviewGateway) {
    makeAutoObservable<TestPreviewStore, 'gateway'>(this, { gateway: false, read: false }, { autoBind: true });
  }

  get preview() {
    return this.read.value;
  }

  open(itemGuid: string): Promise<unknown> {
    return this.read.load(itemGuid);
  }
}
