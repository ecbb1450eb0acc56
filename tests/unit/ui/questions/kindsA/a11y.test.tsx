import type { ComponentType } from 'react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { AuthoredQuestion } from '@domain/assessments/questionModel';
import type { QuestionTypeCode } from '@domain/assessments/questionTypes';
import { toPlayerQuestion } from '@domain/assessments/playerView';
import { keyAsAnswer, scoreAnswer } from '@domain/assessments/scoring';
import type { EditorProps, PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { QUESTION_KINDS } from '@ui/questions/questionKinds';
import { loadSample } from '@ui/questions/samples/loadSample';
import { renderWithI18n } from '@tests/unit/ui/components/renderWithI18n';

const TYPES: QuestionTypeCode[] = ['QT_1', 'QT_2', 'QT_3', 'QT_4', 'QT_5', 'QT_6', 'QT_7', 'QT_8', 'QT_9', 'QT_10', 'QT_11'];

describe.each(TYPES)('%s accessibility', (type) => {
  it('editor, player (live and read-only) and review of the sample have no axe violations', async () => {
    const kind = (await QUESTION_KINDS[type]()) as QuestionKindModule<QuestionTypeCode>;
    const sample = await loadSample(type, 'es');
    const question = { guid: 'q', type, points: sample.points, data: sample.data } as AuthoredQuestion;
    const playerData = toPlayerQuestion(question, 'seed').data;
    const Editor = kind.Editor as ComponentType<EditorProps<QuestionTypeCode>>;
    const Player = kind.Player as ComponentType<PlayerProps<QuestionTypeCode>>;
    const Review = kind.Review as ComponentType<ReviewProps<QuestionTypeCode>>;
    const upload = vi.fn();
    const { container } = renderWithI18n(
      <main>
        <h1>Test</h1>
        <section aria-labelledby="e">
          <h2 id="e">Editor</h2>
          <Editor data={sample.data} onChange={vi.fn()} issues={[]} media={sample.media} uploadImage={upload} idPrefix="ed" />
        </section>
        <section aria-labelledby="p1">
          <h2 id="p1">{sample.name} (1)</h2>
          <Player data={playerData} answer={sample.wrongAnswer} onAnswer={vi.fn()} readOnly={false} media={sample.media} uploadFile={upload} labelledBy="p1" idPrefix="pl" />
        </section>
        <section aria-labelledby="p2">
          <h2 id="p2">{sample.name} (2)</h2>
          <Player data={playerData} answer={sample.goodAnswer} onAnswer={vi.fn()} readOnly media={sample.media} labelledBy="p2" idPrefix="ro" />
        </section>
        <section aria-labelledby="p3">
          <h2 id="p3">{sample.name} (3)</h2>
          <Review data={playerData} answer={sample.wrongAnswer} correct={keyAsAnswer(question)} score={scoreAnswer(question, sample.wrongAnswer)} media={sample.media} labelledBy="p3" idPrefix="rv" />
        </section>
      </main>,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(summary).toEqual([]);
    expect(results.passes.length).toBeGreaterThan(10);
  }, 30_000);
});
