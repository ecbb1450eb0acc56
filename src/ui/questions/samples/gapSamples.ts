import { gapsOf, splitHighlightText } from '@domain/assessments/gapText';
import { gapAlternatives } from '@domain/assessments/questionData';
import type { SampleShapes } from '@ui/questions/samples/sampleShape';

/** The samples of the gap texts: the text says where the gaps are; the right words come from it or stand beside it. */
export const GAP_SAMPLES: SampleShapes<'QT_4' | 'QT_16' | 'QT_17' | 'QT_18'> = {
  QT_4: (texts) => {
    const firstAccepted = gapsOf(texts.text).map((gap) => gapAlternatives(gap.raw)[0] ?? '');
    return {
      points: 3,
      data: { text: texts.text, case_sensitive: false },
      goodAnswer: { blanks: Object.fromEntries(firstAccepted.map((word, i) => [String(i), word])) },
      wrongAnswer: { blanks: { '0': firstAccepted[0] ?? '', '1': '32' } },
    };
  },
  QT_16: (texts) => ({ points: 3, data: { text: texts.text, distractors: [...texts.distractors] }, goodAnswer: { gaps: { ...texts.good } }, wrongAnswer: { gaps: { ...texts.wrong } } }),
  QT_17: (texts) => ({ points: 3, data: { text: texts.text }, goodAnswer: { gaps: { ...texts.good } }, wrongAnswer: { gaps: { ...texts.wrong } } }),
  // The marked words are the verbs; the wrong answer takes the first verb and the word after it.
  QT_18: (texts) => {
    const verbs = splitHighlightText(texts.text).marked;
    const first = verbs[0] ?? 0;
    return { points: 3, data: { text: texts.text }, goodAnswer: { selected: verbs }, wrongAnswer: { selected: [first, first + 1] } };
  },
};
