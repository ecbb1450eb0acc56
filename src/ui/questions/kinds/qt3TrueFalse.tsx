// Placeholder until the question kind is built (issue 4).
import type { QuestionKindModule } from '@ui/questions/QuestionKind';

function Missing() {
  return null;
}

export const kind: QuestionKindModule<'QT_3'> = {
  Editor: Missing,
  Player: Missing,
  Review: Missing,
  sample: () => {
    throw new Error('QT_3 sample not built yet');
  },
};
