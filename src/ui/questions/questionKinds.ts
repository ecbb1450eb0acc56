import type { QuestionTypeCode } from '@domain/assessments/questionTypes';
import type { QuestionKindModule } from '@ui/questions/QuestionKind';

/** One lazy chunk per question type: a test loads only the players it uses. Each module exports `kind`. */
export const QUESTION_KINDS: { [T in QuestionTypeCode]: () => Promise<QuestionKindModule<T>> } = {
  QT_1: () => import('@ui/questions/kinds/qt1SingleChoice').then((m) => m.kind),
  QT_2: () => import('@ui/questions/kinds/qt2MultipleChoice').then((m) => m.kind),
  QT_3: () => import('@ui/questions/kinds/qt3TrueFalse').then((m) => m.kind),
  QT_4: () => import('@ui/questions/kinds/qt4Cloze').then((m) => m.kind),
  QT_5: () => import('@ui/questions/kinds/qt5LabelImage').then((m) => m.kind),
  QT_6: () => import('@ui/questions/kinds/qt6Classify').then((m) => m.kind),
  QT_7: () => import('@ui/questions/kinds/qt7ShortText').then((m) => m.kind),
  QT_8: () => import('@ui/questions/kinds/qt8LongText').then((m) => m.kind),
  QT_9: () => import('@ui/questions/kinds/qt9FileUpload').then((m) => m.kind),
  QT_10: () => import('@ui/questions/kinds/qt10Pencil').then((m) => m.kind),
  QT_11: () => import('@ui/questions/kinds/qt11ClickToFind').then((m) => m.kind),
  QT_12: () => import('@ui/questions/kinds/qt12Ordering').then((m) => m.kind),
  QT_13: () => import('@ui/questions/kinds/qt13Matching').then((m) => m.kind),
  QT_14: () => import('@ui/questions/kinds/qt14Numeric').then((m) => m.kind),
  QT_15: () => import('@ui/questions/kinds/qt15Formula').then((m) => m.kind),
  QT_16: () => import('@ui/questions/kinds/qt16DragWords').then((m) => m.kind),
  QT_17: () => import('@ui/questions/kinds/qt17DropdownCloze').then((m) => m.kind),
  QT_18: () => import('@ui/questions/kinds/qt18HighlightWords').then((m) => m.kind),
  QT_19: () => import('@ui/questions/kinds/qt19ImageChoice').then((m) => m.kind),
  QT_20: () => import('@ui/questions/kinds/qt20AudioAnswer').then((m) => m.kind),
  QT_21: () => import('@ui/questions/kinds/qt21Matrix').then((m) => m.kind),
};
