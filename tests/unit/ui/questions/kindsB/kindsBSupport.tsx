import { useState } from 'react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { toPlayerQuestion } from '@domain/assessments/playerView';
import type { AuthoredQuestion, QuestionScore } from '@domain/assessments/questionModel';
import type { QuestionTypeCode } from '@domain/assessments/questionTypes';
import { keyAsAnswer, scoreAnswer } from '@domain/assessments/scoring';
import { emptyAnswer } from '@domain/assessments/answers';
import type { EditorProps, PlayerProps, QuestionKindModule, ReviewProps, UploadFile } from '@ui/questions/QuestionKind';
import { QUESTION_KINDS } from '@ui/questions/questionKinds';
import { loadSample } from '@ui/questions/samples/loadSample';
import type { QuestionSample } from '@ui/questions/samples/sampleShape';
import { renderWithI18n } from '@tests/unit/ui/components/renderWithI18n';

export const KINDS_B = ['QT_12', 'QT_13', 'QT_14', 'QT_15', 'QT_16', 'QT_17', 'QT_18', 'QT_19', 'QT_20', 'QT_21'] as const satisfies readonly QuestionTypeCode[];
export type KindB = (typeof KINDS_B)[number];

export async function loadKind<T extends KindB>(type: T): Promise<QuestionKindModule<T>> {
  return (QUESTION_KINDS[type] as () => Promise<QuestionKindModule<T>>)();
}

export function authored<T extends KindB>(type: T, sample: QuestionSample<T>): AuthoredQuestion {
  return { guid: 'q-1', type, points: sample.points, data: sample.data } as AuthoredQuestion;
}

/** Renders a kind's player on its Spanish sample; `onAnswer` records every answer reported. */
export async function renderPlayer<T extends KindB>(type: T, options: { answer?: PlayerProps<T>['answer']; readOnly?: boolean; uploadFile?: UploadFile } = {}) {
  const kind = await loadKind(type);
  const sample = await loadSample(type, 'es');
  const question = authored(type, sample);
  const data = toPlayerQuestion(question, 'seed-1').data as PlayerProps<T>['data'];
  const onAnswer = vi.fn<(answer: PlayerProps<T>['answer']) => void>();
  const Player = kind.Player as ComponentType<PlayerProps<T>>;
  // Holds the answer like a store would, so typing and toggling build on the previous answer.
  function Harness() {
    const [answer, setAnswer] = useState<PlayerProps<T>['answer']>(options.answer ?? emptyAnswer(type));
    return (
      <div>
        <h2 id="prompt">{sample.name}</h2>
        <Player
          data={data}
          answer={answer}
          onAnswer={(next) => {
            onAnswer(next);
            setAnswer(next);
          }}
          readOnly={options.readOnly ?? false}
          media={sample.media}
          uploadFile={options.uploadFile}
          labelledBy="prompt"
          idPrefix="t"
        />
      </div>
    );
  }
  const view = renderWithI18n(<Harness />);
  return { ...view, onAnswer, data, sample, kind };
}

/** Renders a kind's review of `answer` with the domain's key and score. */
export async function renderReview<T extends KindB>(type: T, answer: ReviewProps<T>['answer'], options: { withKey?: boolean } = {}) {
  const kind = await loadKind(type);
  const sample = await loadSample(type, 'es');
  const question = authored(type, sample);
  const data = toPlayerQuestion(question, 'seed-1').data as ReviewProps<T>['data'];
  const withKey = options.withKey ?? true;
  const score: QuestionScore = scoreAnswer(question, answer ?? undefined);
  const Review = kind.Review as ComponentType<ReviewProps<T>>;
  const view = renderWithI18n(
    <div>
      <h2 id="prompt">prompt</h2>
      <Review
        data={data}
        answer={answer}
        correct={withKey ? (keyAsAnswer(question) as ReviewProps<T>['correct']) : null}
        score={withKey ? score : null}
        media={sample.media}
        labelledBy="prompt"
        idPrefix="r"
      />
    </div>,
  );
  return { ...view, score };
}

/** Renders a kind's editor on its sample; `onChange` records every data change. */
export async function renderEditor<T extends KindB>(type: T, issues: EditorProps<T>['issues'] = []) {
  const kind = await loadKind(type);
  const sample = await loadSample(type, 'es');
  const onChange = vi.fn<(data: EditorProps<T>['data']) => void>();
  const uploadImage = vi.fn<UploadFile>();
  const Editor = kind.Editor as ComponentType<EditorProps<T>>;
  function Harness() {
    const [data, setData] = useState<EditorProps<T>['data']>(sample.data);
    return (
      <Editor
        data={data}
        onChange={(next) => {
          onChange(next);
          setData(next);
        }}
        issues={issues}
        media={sample.media}
        uploadImage={uploadImage}
        idPrefix="e"
      />
    );
  }
  const view = renderWithI18n(<Harness />);
  return { ...view, onChange, uploadImage, sample };
}
