import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { validateAnswer } from '@domain/assessments/answers';
import type { AuthoredQuestion } from '@domain/assessments/questionModel';
import { validateQuestionData } from '@domain/assessments/questionData';
import { isManuallyScored, type QuestionTypeCode } from '@domain/assessments/questionTypes';
import { toPlayerQuestion } from '@domain/assessments/playerView';
import { keyAsAnswer, scoreAnswer } from '@domain/assessments/scoring';
import type { PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { QUESTION_KINDS } from '@ui/questions/questionKinds';
import { loadSample } from '@ui/questions/samples/loadSample';
import { renderWithI18n } from '@tests/unit/ui/components/renderWithI18n';

const TYPES: QuestionTypeCode[] = ['QT_1', 'QT_2', 'QT_3', 'QT_4', 'QT_5', 'QT_6', 'QT_7', 'QT_8', 'QT_9', 'QT_10', 'QT_11'];
const LANGUAGES = ['es', 'en', 'pt'] as const;

describe.each(TYPES)('%s sample', (type) => {
  it.each(LANGUAGES)('in %s is valid, its good answer scores full marks and its wrong one does not; player and review render it', async (language) => {
    const kind = (await QUESTION_KINDS[type]()) as QuestionKindModule<QuestionTypeCode>;
    const sample = await loadSample(type, language);
    const data = validateQuestionData(type, sample.data);
    expect(data.ok ? [] : data.val).toEqual([]);
    for (const answer of [sample.goodAnswer, sample.wrongAnswer]) {
      const checked = validateAnswer(type, answer);
      expect(checked.ok ? [] : checked.val).toEqual([]);
    }
    const question = { guid: 'q', type, points: sample.points, data: sample.data } as AuthoredQuestion;
    const good = scoreAnswer(question, sample.goodAnswer);
    const wrong = scoreAnswer(question, sample.wrongAnswer);
    if (isManuallyScored(type)) {
      expect(good.outcome).toBe('needs-grading');
    } else {
      expect(good).toEqual({ points: sample.points, max: sample.points, outcome: 'correct' });
      expect(wrong.outcome).not.toBe('correct');
    }
    for (const url of Object.values(sample.media).map((m) => m.url)) expect(url.startsWith('data:')).toBe(true);

    const playerData = toPlayerQuestion(question, 'seed').data;
    const Player = kind.Player as ComponentType<PlayerProps<QuestionTypeCode>>;
    const Review = kind.Review as ComponentType<ReviewProps<QuestionTypeCode>>;
    const view = renderWithI18n(
      <div>
        <h2 id="p">{sample.name}</h2>
        <Player data={playerData} answer={sample.wrongAnswer} onAnswer={() => undefined} readOnly={false} media={sample.media} labelledBy="p" idPrefix="a" />
        <Review data={playerData} answer={sample.wrongAnswer} correct={keyAsAnswer(question)} score={wrong} media={sample.media} labelledBy="p" idPrefix="b" />
      </div>,
      language,
    );
    expect(view.container.querySelector('[aria-labelledby="p"]')).not.toBeNull();
    view.unmount();
  });
});
