import { listed, type SampleShapes } from '@ui/questions/samples/sampleShape';

type ChoiceTypes = 'QT_1' | 'QT_2' | 'QT_3' | 'QT_6' | 'QT_7' | 'QT_8' | 'QT_12' | 'QT_13' | 'QT_14' | 'QT_15' | 'QT_21';

// Copied into each sample, so an edited sample never changes the next one.
const CLASSIFIED = { i1: 'c1', i2: 'c2', i3: 'c3', i4: 'c1', i5: 'c3' };
const MATCHED = { l1: 'r2', l2: 'r3', l3: 'r1' };
const MATRIX = { r1: 'c1', r2: 'c2', r3: 'c3', r4: 'c4' };

/** The samples of the types without media: their points, which options are right, and a right and a wrong answer. */
export const CHOICE_SAMPLES: SampleShapes<ChoiceTypes> = {
  QT_1: (texts) => ({ points: 1, data: { options: listed(texts.options), correct: 'o2', shuffle: false }, goodAnswer: { choice: 'o2' }, wrongAnswer: { choice: 'o1' } }),
  // Numbers read the same in every language.
  QT_2: () => ({
    points: 2,
    data: { options: listed({ o1: '2', o2: '9', o3: '11', o4: '15', o5: '\\(17\\)' }), correct: ['o1', 'o3', 'o5'], shuffle: false },
    goodAnswer: { choices: ['o1', 'o3', 'o5'] },
    wrongAnswer: { choices: ['o1', 'o2', 'o3'] },
  }),
  QT_3: () => ({ points: 1, data: { correct: true }, goodAnswer: { value: true }, wrongAnswer: { value: false } }),
  QT_6: (texts) => ({
    points: 5,
    data: { categories: listed(texts.categories), items: listed(texts.items), correct: { ...CLASSIFIED } },
    goodAnswer: { placements: { ...CLASSIFIED } },
    wrongAnswer: { placements: { i1: 'c1', i2: 'c2', i3: 'c3', i4: 'c2' } },
  }),
  QT_7: (texts) => ({ points: 1, data: { accepted: [...texts.accepted], case_sensitive: false, max_length: 40 }, goodAnswer: { text: texts.accepted[0] ?? '' }, wrongAnswer: { text: texts.wrong } }),
  QT_8: (texts) => ({ points: 3, data: { min_words: 30, max_words: 150 }, goodAnswer: { text: texts.good }, wrongAnswer: { text: texts.wrong } }),
  QT_12: (texts) => ({ points: 2, data: { items: listed(texts.items) }, goodAnswer: { order: ['o1', 'o2', 'o3', 'o4'] }, wrongAnswer: { order: ['o2', 'o1', 'o3', 'o4'] } }),
  QT_13: (texts) => ({
    points: 3,
    data: { left: listed(texts.left), right: listed(texts.right), pairs: { ...MATCHED } },
    goodAnswer: { pairs: { ...MATCHED } },
    wrongAnswer: { pairs: { l1: 'r2', l2: 'r4', l3: 'r3' } },
  }),
  QT_14: (texts) => ({ points: 1, data: { value: 2.7, tolerance: 0.05, unit: 'g/cm³' }, goodAnswer: { text: texts.good }, wrongAnswer: { text: texts.wrong } }),
  // A formula reads the same in every language.
  QT_15: () => ({ points: 2, data: { expression: '2x(x+3)', variables: ['x'] }, goodAnswer: { text: '2x^2 + 6x' }, wrongAnswer: { text: '2x + 6' } }),
  QT_21: (texts) => ({
    points: 4,
    data: { rows: listed(texts.rows), columns: listed(texts.columns), correct: { ...MATRIX } },
    goodAnswer: { cells: { ...MATRIX } },
    wrongAnswer: { cells: { r1: 'c4', r2: 'c2', r3: 'c3' } },
  }),
};
