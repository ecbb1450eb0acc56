import type { ComponentType } from 'react';
import type { AnswerByType, PlayerDataByType, QuestionDataByType, QuestionScore, ValidationIssue } from '@domain/assessments/questionModel';
import type { QuestionTypeCode } from '@domain/assessments/questionTypes';

/** An image or a recording a question refers to by file guid, resolved to a URL the browser can load. */
export interface QuestionMedia {
  url: string;
  name?: string;
  mime?: string;
}

export type MediaMap = Readonly<Record<string, QuestionMedia>>;

/** Uploads a file (a student's hand-in or recording, a teacher's image) and answers its guid and a URL to show it. */
export type UploadFile = (file: File | Blob, name: string, onProgress?: (fraction: number) => void) => Promise<{ guid: string; url: string; name: string; mime: string }>;

/** The editor of a type's question_data (the prompt, name and points are edited around it). */
export interface EditorProps<T extends QuestionTypeCode> {
  data: QuestionDataByType[T];
  onChange: (data: QuestionDataByType[T]) => void;
  /** Issues from the domain's validateQuestionData, shown next to their fields (paths inside data). */
  issues: readonly ValidationIssue[];
  media: MediaMap;
  /** Uploads an image to the course as content (image-based types). */
  uploadImage: UploadFile;
  /** Prefix for element ids so two editors on a page never clash. */
  idPrefix: string;
}

/** The student's player: keyboard, touch and mouse; `onAnswer` is called on every change (the store debounces saves). */
export interface PlayerProps<T extends QuestionTypeCode> {
  data: PlayerDataByType[T];
  answer: AnswerByType[T];
  onAnswer: (answer: AnswerByType[T]) => void;
  /** Submitted, time up, or a projector preview: shows the answer without letting it change. */
  readOnly: boolean;
  media: MediaMap;
  /** Hand-in uploads (file upload and audio types); absent in previews. */
  uploadFile?: UploadFile;
  /** The question's prompt id, for aria-labelledby/describedby on the player's group. */
  labelledBy: string;
  idPrefix: string;
}

/** After submitting: the student's answer next to the right one, with the score when results are published. */
export interface ReviewProps<T extends QuestionTypeCode> {
  data: PlayerDataByType[T];
  answer: AnswerByType[T] | null;
  /** The answer key as an answer of the type (domain keyAsAnswer); null before publishing or for manual types. */
  correct: AnswerByType[T] | null;
  score: QuestionScore | null;
  media: MediaMap;
  labelledBy: string;
  idPrefix: string;
}

/** A type's views, one lazy chunk each (its sample for the question lab lives in `samples/`, so a test being taken never loads it). */
export interface QuestionKindModule<T extends QuestionTypeCode> {
  Editor: ComponentType<EditorProps<T>>;
  Player: ComponentType<PlayerProps<T>>;
  Review: ComponentType<ReviewProps<T>>;
}

