import type { QuestionTypeCode } from '@domain/assessments/questionTypes';

const IMG = '0b4d3c8e-1f6a-4c1e-9a51-3d2f1e0a7b61';
const IMG2 = '1c5e4d9f-2a7b-4d2f-8b62-4e3a2f1b8c72';

/**
 * One valid question_data per type, with a `secret` per type: a string of the key that the
 * player must never receive (undefined when the player may see everything).
 */
export const SAMPLES: { [T in QuestionTypeCode]: { data: unknown; secret?: string } } = {
  QT_1: { data: { options: [{ id: 'opt-a', text: 'Madrid' }, { id: 'opt-b', text: 'Lisboa' }], correct: 'opt-b', shuffle: true }, secret: 'correct' },
  QT_2: { data: { options: [{ id: 'a', text: '2' }, { id: 'b', text: '3' }, { id: 'c', text: '4' }], correct: ['a', 'b'] }, secret: 'correct' },
  QT_3: { data: { correct: false }, secret: 'correct' },
  QT_4: { data: { text: 'Hierve a [[100|cien]] grados', case_sensitive: false }, secret: 'cien' },
  QT_5: {
    data: { image_file_guid: IMG, targets: [{ id: 't1', x: 10, y: 10 }, { id: 't2', x: 60, y: 60 }], labels: [{ id: 'l1', text: 'Núcleo' }, { id: 'l2', text: 'Pared' }], correct: { t1: 'l2', t2: 'l1' } },
    secret: 'correct',
  },
  QT_6: { data: { categories: [{ id: 'm', text: 'Mamíferos' }, { id: 'a', text: 'Aves' }], items: [{ id: 'i1', text: 'Ballena' }], correct: { i1: 'm' } }, secret: 'correct' },
  QT_7: { data: { accepted: ['Pacífico'], case_sensitive: false, max_length: 50 }, secret: 'Pacífico' },
  QT_8: { data: { min_words: 10, max_words: null } },
  QT_9: { data: { accepted_kinds: ['pdf'], max_files: 2 } },
  QT_10: { data: { background_file_guid: null } },
  QT_11: { data: { image_file_guid: IMG, targets: [{ id: 'zone-x', x: 10, y: 10, w: 5, h: 5 }], max_clicks: 3 }, secret: 'zone-x' },
  QT_12: { data: { items: [{ id: 'a', text: 'Uno' }, { id: 'b', text: 'Dos' }, { id: 'c', text: 'Tres' }] } },
  QT_13: { data: { left: [{ id: 'es', text: 'España' }, { id: 'pt', text: 'Portugal' }], right: [{ id: 'mad', text: 'Madrid' }, { id: 'lis', text: 'Lisboa' }], pairs: { es: 'mad', pt: 'lis' } }, secret: 'pairs' },
  QT_14: { data: { value: 3.75, tolerance: 0.01, unit: 'm' }, secret: '3.75' },
  QT_15: { data: { expression: '2(x+1)', variables: ['x'] }, secret: '(x+1)' },
  QT_16: { data: { text: 'El [[sol]] sale', distractors: ['luna'] }, secret: '[[' },
  QT_17: { data: { text: 'Es [[*líquida|sólida]]' }, secret: '*' },
  QT_18: { data: { text: 'El [[gato]] come' }, secret: '[[' },
  QT_19: { data: { options: [{ id: 'a', file_guid: IMG, alt: 'Gato' }, { id: 'b', file_guid: IMG2, alt: 'Perro' }], correct: ['b'], multiple: false }, secret: 'correct' },
  QT_20: { data: { max_seconds: 90 } },
  QT_21: { data: { rows: [{ id: 'r1', text: 'Sol' }], columns: [{ id: 'v', text: 'Verdadero' }, { id: 'f', text: 'Falso' }], correct: { r1: 'f' } }, secret: 'correct' },
};
