import { makeAutoObservable, runInAction } from 'mobx';
import { isAnswered } from '@domain/assessments/answers';
import type { Answer } from '@domain/assessments/questionModel';
import type { AppError } from '@application/shared/AppError';
import { Loadable } from '@application/shared/Loadable';
import type { StudentRound } from '@application/projection/LiveRound';
import type { ClassQuestionGateway } from '@application/projection/ports/ClassQuestionGateway';
import type { LiveRoundFeed } from '@application/projection/ports/LiveRoundFeed';

/**
 * A student's live question panel on the lesson page (ADR 0527, 0528): reads the lesson's running question when the
 * page opens, when the stream says a round of this lesson changed and each time the stream (re)connects; holds what the
 * student is choosing and sends it once.
 */
export class ClassQuestionStore {
  readonly round = new Loadable((lessonGuid: string) => this.gateway.current(lessonGuid));
  /** What the student has chosen or typed for the round on screen (`draftFor`). */
  draft: Answer | null = null;
  /** The round the draft is for (a new round starts from nothing). */
  draftFor: string | undefined = undefined;
  sending = false;
  error: AppError | undefined = undefined;

  constructor(
    private readonly gateway: ClassQuestionGateway,
    private readonly feed: LiveRoundFeed,
  ) {
    makeAutoObservable<ClassQuestionStore, 'gateway' | 'feed'>(this, { round: false, gateway: false, feed: false }, { autoBind: true });
  }

  /** Follows the lesson's live questions until the answered stop is called (the page's effect). */
  follow(lessonGuid: string): () => void {
    void this.round.load(lessonGuid);
    const subscription = this.feed.rounds().subscribe((event) => {
      if (event.kind === 'connected' || event.lessonGuid === lessonGuid) void this.round.load(lessonGuid);
    });
    return () => subscription.unsubscribe();
  }

  get current(): StudentRound | null {
    return this.round.value ?? null;
  }

  /** The answer on screen: the one sent, else the one being chosen for this round. */
  get shown(): Answer | null {
    const round = this.current;
    if (!round) return null;
    return round.myAnswer ?? (this.draftFor === round.guid ? this.draft : null);
  }

  get canSend(): boolean {
    const round = this.current;
    return round !== null && round.state === 'open' && round.myAnswer === null && !this.sending && this.shown !== null && isAnswered(round.type, this.shown);
  }

  choose(answer: Answer): void {
    const round = this.current;
    if (!round || round.myAnswer !== null || round.state !== 'open') return;
    this.draft = answer;
    this.draftFor = round.guid;
    this.error = undefined;
  }

  async send(): Promise<void> {
    const round = this.current;
    const answer = this.shown;
    if (!round || !answer || !this.canSend) return;
    this.sending = true;
    this.error = undefined;
    const sent = await this.gateway.answer(round.guid, answer);
    runInAction(() => {
      this.sending = false;
      if (sent.err) this.error = sent.val;
    });
    // Taken, or refused because the round moved on: what the server holds now is the truth.
    await this.round.load(round.lessonGuid);
  }
}
