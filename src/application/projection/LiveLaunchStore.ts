import { makeAutoObservable, runInAction } from 'mobx';
import { validateQuestionData } from '@domain/assessments/questionData';
import { readNumber } from '@domain/assessments/scoring';
import { checkPrompt, LIVE_QUESTION_TYPES, type LiveQuestionType, type RoundAction } from '@domain/projection/liveRound';
import type { AppError } from '@application/shared/AppError';
import type { LiveQuestionDraft } from '@application/projection/LiveRound';
import type { LiveRoundControls } from '@application/projection/ports/LiveRoundControls';

const OPTION_IDS = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * The remote's live question (ADR 0527): the quick question the teacher is typing (type, prompt, options and the right
 * one, accepted texts, a number), checked by the tests' own `validateQuestionData` before it may go; then the running
 * round's actions and saving it to the gradebook. The round itself comes with the projection's state.
 */
export class LiveLaunchStore {
  readonly types = LIVE_QUESTION_TYPES;
  type: LiveQuestionType = 'QT_1';
  prompt = '';
  options: string[] = ['', ''];
  /** Indices of the right options (one for QT_1). */
  right: number[] = [0];
  truth = true;
  /** QT_7: accepted answers, one per line. */
  accepted = '';
  /** QT_14: the number and the tolerance as typed. */
  value = '';
  tolerance = '0';
  busy = false;
  error: AppError | undefined = undefined;
  /** The column the last round was saved as. */
  savedColumn: string | undefined = undefined;

  constructor(private readonly controls: LiveRoundControls) {
    makeAutoObservable<LiveLaunchStore, 'controls'>(this, { controls: false, types: false }, { autoBind: true });
  }

  setType(type: LiveQuestionType): void {
    this.type = type;
    this.right = [0];
  }

  setPrompt(prompt: string): void {
    this.prompt = prompt;
  }

  setOption(index: number, text: string): void {
    this.options[index] = text;
  }

  addOption(): void {
    if (this.options.length < OPTION_IDS.length) this.options.push('');
  }

  toggleRight(index: number): void {
    if (this.type === 'QT_1') this.right = [index];
    else this.right = this.right.includes(index) ? this.right.filter((i) => i !== index) : [...this.right, index].sort();
  }

  setTruth(truth: boolean): void {
    this.truth = truth;
  }

  setAccepted(text: string): void {
    this.accepted = text;
  }

  setValue(text: string): void {
    this.value = text;
  }

  setTolerance(text: string): void {
    this.tolerance = text;
  }

  private get data(): Record<string, unknown> {
    const options = this.options.map((text, index) => ({ id: OPTION_IDS[index] ?? String(index), text }));
    const ids = this.right.map((index) => OPTION_IDS[index] ?? String(index));
    switch (this.type) {
      case 'QT_1':
        return { options, correct: ids[0] ?? 'a', shuffle: false };
      case 'QT_2':
        return { options, correct: ids, shuffle: false };
      case 'QT_3':
        return { correct: this.truth };
      case 'QT_7':
        return { accepted: this.accepted.split('\n').map((line) => line.trim()).filter((line) => line !== ''), case_sensitive: false, max_length: 200 };
      case 'QT_14':
        return { value: readNumber(this.value) ?? Number.NaN, tolerance: readNumber(this.tolerance) ?? 0, unit: null };
    }
  }

  /** The question ready to go, or undefined while something is missing (the same checks as a test's question). */
  get draft(): LiveQuestionDraft | undefined {
    const prompt = checkPrompt(this.prompt);
    const data = validateQuestionData(this.type, this.data);
    if (prompt.err || data.err) return undefined;
    return { type: this.type, prompt: prompt.val, data: data.val as unknown as Record<string, unknown> };
  }

  async launch(projectionGuid: string): Promise<void> {
    const draft = this.draft;
    if (!draft || this.busy) return;
    this.busy = true;
    this.error = undefined;
    this.savedColumn = undefined;
    const launched = await this.controls.launch(projectionGuid, draft);
    runInAction(() => {
      this.busy = false;
      if (launched.err) this.error = launched.val;
      else {
        this.prompt = '';
        this.options = ['', ''];
        this.right = [0];
        this.accepted = '';
        this.value = '';
      }
    });
  }

  async act(projectionGuid: string, roundGuid: string, action: RoundAction): Promise<void> {
    this.busy = true;
    this.error = undefined;
    const done = await this.controls.act(projectionGuid, roundGuid, action);
    runInAction(() => {
      this.busy = false;
      if (done.err) this.error = done.val;
    });
  }

  async save(projectionGuid: string, roundGuid: string): Promise<void> {
    this.busy = true;
    this.error = undefined;
    const saved = await this.controls.save(projectionGuid, roundGuid);
    runInAction(() => {
      this.busy = false;
      if (saved.err) this.error = saved.val;
      else this.savedColumn = saved.val;
    });
  }
}
