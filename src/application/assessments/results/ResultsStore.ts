import { makeAutoObservable, runInAction } from 'mobx';
import { isTurnedIn } from '@domain/assignments/assignmentStatus';
import { Err, Ok, type Result } from '@domain/shared/result';
import { appError, type AppError } from '@application/shared/AppError';
import { announcement, type Announcement } from '@application/lessons/Announcement';
import { Loadable } from '@application/shared/Loadable';
import type { AssessmentResults, ResultJob } from '@application/assessments/results/Results';
import type { ResultsGateway } from '@application/assessments/results/ports/ResultsGateway';

export type ResultsSortKey = 'name' | 'score' | 'status';
export type SortDirection = 'asc' | 'desc';

/** Waiting for grading first when sorting by status: that is where the teacher's work is. */
const STATUS_ORDER: Record<string, number> = { delivered: 0, evaluated: 1, pending: 2 };

export function isWaiting(job: ResultJob): boolean {
  return job.needsGrading > 0 || job.status === 'delivered';
}

/** The teacher's results page of one assessment: every student, counters, sorting, publishing. */
export class ResultsStore {
  /** Moving from one assessment to another: only the latest answer counts. */
  readonly read = new Loadable((itemGuid: string) => this.gateway.results(itemGuid));
  sortKey: ResultsSortKey = 'name';
  sortDirection: SortDirection = 'asc';
  publishing = false;
  publishError: AppError | undefined = undefined;
  announcement: Announcement | undefined = undefined;
  private itemGuid = '';

  constructor(private readonly gateway: ResultsGateway) {
    makeAutoObservable<ResultsStore, 'gateway' | 'itemGuid'>(this, { gateway: false, itemGuid: false, read: false });
  }

  /** The results on screen; none once a read failed (the page says why). */
  get results(): AssessmentResults | undefined {
    return this.read.status === 'failed' ? undefined : this.read.value;
  }

  get isNotFound(): boolean {
    return this.read.error?.kind === 'not-found';
  }

  get published(): boolean {
    return this.results?.assessment.gradesPublishedAt != null;
  }

  get counters(): { students: number; delivered: number; evaluated: number; waiting: number } {
    const jobs = this.results?.jobs ?? [];
    return {
      students: jobs.length,
      delivered: jobs.filter((job) => isTurnedIn(job.status)).length,
      evaluated: jobs.filter((job) => job.status === 'evaluated').length,
      waiting: jobs.filter(isWaiting).length,
    };
  }

  get sorted(): ResultJob[] {
    const jobs = [...(this.results?.jobs ?? [])];
    const byName = (a: ResultJob, b: ResultJob) => `${a.lastname} ${a.name}`.localeCompare(`${b.lastname} ${b.name}`);
    const sign = this.sortDirection === 'asc' ? 1 : -1;
    const compare = (a: ResultJob, b: ResultJob): number => {
      if (this.sortKey === 'score') {
        // No score yet always goes last, whichever the direction.
        if (a.score === null || b.score === null) return a.score === b.score ? 0 : a.score === null ? 1 : -1;
        return sign * (a.score - b.score);
      }
      if (this.sortKey === 'status') return sign * ((STATUS_ORDER[a.status] ?? 9) - (STATUS_ORDER[b.status] ?? 9));
      return sign * byName(a, b);
    };
    return jobs.sort((a, b) => compare(a, b) || byName(a, b));
  }

  /** Choosing the current key again flips the direction. */
  sortBy(key: ResultsSortKey): void {
    if (this.sortKey === key) this.sortDirection = this.sortDirection === 'asc' ? 'desc' : 'asc';
    else {
      this.sortKey = key;
      this.sortDirection = key === 'score' ? 'desc' : 'asc';
    }
  }

  async load(itemGuid: string): Promise<void> {
    this.itemGuid = itemGuid;
    await this.read.load(itemGuid);
  }

  /** PUT …/publication: students see (or stop seeing) their scores and feedback. */
  async setPublished(published: boolean): Promise<Result<void, AppError>> {
    const results = this.results;
    if (!results) return Err(appError('validation', 'NOT_READY'));
    this.publishing = true;
    this.publishError = undefined;
    const result = await this.gateway.publish(this.itemGuid, published);
    return runInAction(() => {
      this.publishing = false;
      if (result.err) {
        this.publishError = result.val;
        return Err(result.val);
      }
      this.read.set({ ...results, assessment: { ...results.assessment, gradesPublishedAt: result.val.gradesPublishedAt } });
      this.announcement = announcement(published ? 'announce.published' : 'announce.unpublished');
      return Ok(undefined);
    });
  }
}
