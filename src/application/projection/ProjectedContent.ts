import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { Clock } from '@application/shared/ports/Clock';
import type { AppError } from '@application/shared/AppError';
import type { LessonItemDetail } from '@application/viewer/LessonItem';
import type { ViewerGateway } from '@application/viewer/ports/ViewerGateway';
import { ProgressTracker } from '@application/viewer/ProgressTracker';

/** One item's content on the projector: on its way, in hand (with a tracker that writes nothing), or refused. */
export type ProjectedRead = { status: 'loading' } | { status: 'ready'; item: LessonItemDetail; tracker: ProgressTracker } | { status: 'failed'; error: AppError };

/**
 * What the projector renders of each item: the same detail the lesson's viewer reads (GET /api/front/lesson-items/{guid},
 * so signed file addresses and who-sees-what stay the viewer's), read once per projection and the neighbours of the
 * item shown read ahead, so a tap on the remote paints without waiting for the network. A teacher has no progress:
 * every tracker is a no-op.
 */
export class ProjectedContent {
  private readonly reads = observable.map<string, ProjectedRead>({}, { deep: false });

  constructor(
    private readonly gateway: ViewerGateway,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<ProjectedContent, 'gateway' | 'clock' | 'reads'>(this, { gateway: false, clock: false, reads: false }, { autoBind: true });
  }

  /** The read of `guid` (loading until `around` has asked for it and it answered). */
  read(guid: string): ProjectedRead {
    return this.reads.get(guid) ?? { status: 'loading' };
  }

  /** Reads the item shown and its neighbours (the ones a tap is likely to show next), each once. */
  around(guids: readonly string[], current: number): void {
    for (const index of [current, current + 1, current - 1]) {
      const guid = guids[index];
      if (guid !== undefined && !this.reads.has(guid)) void this.fetch(guid);
    }
  }

  /** A failed read, tried again. */
  retry(guid: string): void {
    this.reads.delete(guid);
    void this.fetch(guid);
  }

  private async fetch(guid: string): Promise<void> {
    this.reads.set(guid, { status: 'loading' });
    const result = await this.gateway.item(guid);
    runInAction(() => {
      this.reads.set(guid, result.ok ? { status: 'ready', item: result.val, tracker: new ProgressTracker(this.gateway, this.clock, guid, null) } : { status: 'failed', error: result.val });
    });
  }
}
