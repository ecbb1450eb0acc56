import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { Answer } from '@domain/assessments/questionModel';
import { Err, Ok, type Result } from '@domain/shared/result';
import { appError, type AppError } from '@application/shared/AppError';
import { ClassQuestionStore } from '@application/projection/ClassQuestionStore';
import { LiveLaunchStore } from '@application/projection/LiveLaunchStore';
import type { LiveQuestionDraft, LiveRoundFeedEvent, RoundAction, StudentRound } from '@application/projection/LiveRound';
import type { ClassQuestionGateway } from '@application/projection/ports/ClassQuestionGateway';
import type { LiveRoundControls } from '@application/projection/ports/LiveRoundControls';

const ROUND: StudentRound = {
  guid: 'r1',
  courseGuid: 'c1',
  lessonGuid: 'l1',
  type: 'QT_1',
  prompt: '¿Capital de Portugal?',
  data: { options: [{ id: 'a', text: 'Madrid' }, { id: 'b', text: 'Lisboa' }] },
  state: 'open',
  myAnswer: null,
  key: null,
  myOutcome: null,
};

/** A server of one lesson's round: answers are kept once; reads answer the round as it is now. */
class FakeClassQuestions implements ClassQuestionGateway {
  round: StudentRound | null = null;
  reads = 0;
  sent: Answer[] = [];
  refuse: AppError | undefined;

  async current(): Promise<Result<StudentRound | null, AppError>> {
    this.reads += 1;
    return Ok(this.round);
  }

  async answer(_round: string, answer: Answer): Promise<Result<void, AppError>> {
    if (this.refuse) return Err(this.refuse);
    this.sent.push(answer);
    if (this.round) this.round = { ...this.round, myAnswer: answer };
    return Ok(undefined);
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ClassQuestionStore', () => {
  it('reads the lesson’s round on opening, on a change of this lesson and on each reconnection, not for other lessons', async () => {
    const gateway = new FakeClassQuestions();
    const feed = new Subject<LiveRoundFeedEvent>();
    const store = new ClassQuestionStore(gateway, { rounds: () => feed });
    const stop = store.follow('l1');
    await settle();
    expect(store.current).toBeNull();
    gateway.round = ROUND;
    feed.next({ kind: 'change', lessonGuid: 'other', roundGuid: 'r9' });
    await settle();
    expect(store.current).toBeNull();
    feed.next({ kind: 'change', lessonGuid: 'l1', roundGuid: 'r1' });
    await settle();
    expect(store.current?.guid).toBe('r1');
    feed.next({ kind: 'connected' });
    await settle();
    expect(gateway.reads).toBe(3);
    stop();
    feed.next({ kind: 'connected' });
    expect(gateway.reads).toBe(3);
  });

  it('sends the chosen answer once, then shows it locked; a refusal is kept to show and the round is read again', async () => {
    const gateway = new FakeClassQuestions();
    gateway.round = ROUND;
    const store = new ClassQuestionStore(gateway, { rounds: () => new Subject<LiveRoundFeedEvent>() });
    store.follow('l1');
    await settle();
    expect(store.canSend).toBe(false);
    store.choose({ choice: 'b' });
    expect(store.canSend).toBe(true);
    await store.send();
    expect(gateway.sent).toEqual([{ choice: 'b' }]);
    expect(store.shown).toEqual({ choice: 'b' });
    expect(store.canSend).toBe(false);
    store.choose({ choice: 'a' });
    expect(store.shown).toEqual({ choice: 'b' });

    gateway.round = { ...ROUND, guid: 'r2' };
    gateway.refuse = appError('conflict', 'ROUND_NOT_OPEN', { status: 409 });
    await store.round.load('l1');
    store.choose({ choice: 'a' });
    await store.send();
    expect(store.error?.code).toBe('ROUND_NOT_OPEN');
  });
});

class FakeControls implements LiveRoundControls {
  launched: LiveQuestionDraft[] = [];
  acts: RoundAction[] = [];

  async launch(_projection: string, question: LiveQuestionDraft): Promise<Result<string, AppError>> {
    this.launched.push(question);
    return Ok('r1');
  }

  async act(_projection: string, _round: string, action: RoundAction): Promise<Result<void, AppError>> {
    this.acts.push(action);
    return Ok(undefined);
  }

  async save(): Promise<Result<string, AppError>> {
    return Ok('col1');
  }
}

describe('LiveLaunchStore', () => {
  it('lets a question go only once the tests’ own checks accept it, and empties the form after', async () => {
    const controls = new FakeControls();
    const store = new LiveLaunchStore(controls);
    expect(store.draft).toBeUndefined();
    store.setPrompt('  ¿Capital   de Portugal? ');
    store.setOption(0, 'Madrid');
    expect(store.draft).toBeUndefined();
    store.setOption(1, 'Lisboa');
    store.toggleRight(1);
    expect(store.draft).toEqual({ type: 'QT_1', prompt: '¿Capital de Portugal?', data: { options: [{ id: 'a', text: 'Madrid' }, { id: 'b', text: 'Lisboa' }], correct: 'b', shuffle: false } });
    await store.launch('p1');
    expect(controls.launched).toHaveLength(1);
    expect(store.prompt).toBe('');
  });

  it('builds numbers and short texts as their types want them', () => {
    const store = new LiveLaunchStore(new FakeControls());
    store.setPrompt('3,5 + 1');
    store.setType('QT_14');
    expect(store.draft).toBeUndefined();
    store.setValue('4,5');
    expect(store.draft?.data).toEqual({ value: 4.5, tolerance: 0, unit: null });
    store.setType('QT_7');
    store.setAccepted('París\n\n  Paris ');
    expect(store.draft?.data).toEqual({ accepted: ['París', 'Paris'], case_sensitive: false, max_length: 200 });
  });

  it('sends the round’s actions and keeps the saved column', async () => {
    const controls = new FakeControls();
    const store = new LiveLaunchStore(controls);
    await store.act('p1', 'r1', 'reveal');
    await store.save('p1', 'r1');
    expect(controls.acts).toEqual(['reveal']);
    expect(store.savedColumn).toBe('col1');
  });
});
