import { useState, type ComponentType } from 'react';
import { vi } from 'vitest';
import type { AnswerByType, PlayerDataByType, QuestionDataByType, QuestionScore } from '@domain/assessments/questionModel';
import type { QuestionTypeCode } from '@domain/assessments/questionTypes';
import type { EditorProps, MediaMap, PlayerProps, QuestionKindModule, ReviewProps, UploadFile } from '@ui/questions/QuestionKind';
import { renderWithI18n } from '@tests/unit/ui/components/renderWithI18n';

/** A player kept controlled like the test page keeps it: every onAnswer becomes the next answer. */
export function renderPlayer<T extends QuestionTypeCode>(
  kind: QuestionKindModule<T>,
  data: PlayerDataByType[T],
  answer: AnswerByType[T],
  options: { readOnly?: boolean; media?: MediaMap; uploadFile?: UploadFile; lng?: string } = {},
) {
  const onAnswer = vi.fn<(answer: AnswerByType[T]) => void>();
  const Player = kind.Player as ComponentType<PlayerProps<T>>;
  function Harness() {
    const [current, setCurrent] = useState(answer);
    return (
      <div>
        <h2 id="prompt">Pregunta</h2>
        <Player
          data={data}
          answer={current}
          onAnswer={(next) => {
            onAnswer(next);
            setCurrent(next);
          }}
          readOnly={options.readOnly ?? false}
          media={options.media ?? {}}
          uploadFile={options.uploadFile}
          labelledBy="prompt"
          idPrefix="q1"
        />
      </div>
    );
  }
  const view = renderWithI18n(<Harness />, options.lng);
  return { ...view, onAnswer, last: () => onAnswer.mock.calls.at(-1)?.[0] };
}

export function renderEditor<T extends QuestionTypeCode>(kind: QuestionKindModule<T>, data: QuestionDataByType[T], options: { issues?: EditorProps<T>['issues']; media?: MediaMap; uploadImage?: UploadFile } = {}) {
  const onChange = vi.fn<(data: QuestionDataByType[T]) => void>();
  const Editor = kind.Editor as ComponentType<EditorProps<T>>;
  function Harness() {
    const [current, setCurrent] = useState(data);
    return (
      <Editor
        data={current}
        onChange={(next) => {
          onChange(next);
          setCurrent(next);
        }}
        issues={options.issues ?? []}
        media={options.media ?? {}}
        uploadImage={options.uploadImage ?? vi.fn()}
        idPrefix="ed"
      />
    );
  }
  const view = renderWithI18n(<Harness />);
  return { ...view, onChange, last: () => onChange.mock.calls.at(-1)?.[0] };
}

export function renderReview<T extends QuestionTypeCode>(
  kind: QuestionKindModule<T>,
  props: { data: PlayerDataByType[T]; answer: AnswerByType[T] | null; correct?: AnswerByType[T] | null; score?: QuestionScore | null; media?: MediaMap },
) {
  const Review = kind.Review as ComponentType<ReviewProps<T>>;
  return renderWithI18n(
    <div>
      <h2 id="prompt">Pregunta</h2>
      <Review data={props.data} answer={props.answer} correct={props.correct ?? null} score={props.score ?? null} media={props.media ?? {}} labelledBy="prompt" idPrefix="r1" />
    </div>,
  );
}

// user-event walks radio groups with CSS.escape, which jsdom lacks (every browser has it).
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  Object.assign(globalThis, { CSS: { ...(globalThis.CSS ?? {}), escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } });
}

export function isChecked(element: HTMLElement): boolean {
  return (element as HTMLInputElement).checked;
}

/** The text of the elements an element's aria-describedby names. */
export function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}
