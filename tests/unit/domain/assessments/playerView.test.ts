import { describe, expect, it } from 'vitest';
import { splitHighlightText } from '@domain/assessments/gapText';
import { codePointCompare, seededShuffle, shuffleAwayFrom, toPlayerQuestion } from '@domain/assessments/playerView';
import { validateQuestionData } from '@domain/assessments/questionData';
import type { AuthoredQuestion } from '@domain/assessments/questionModel';
import { QUESTION_TYPE_CODES, type QuestionTypeCode } from '@domain/assessments/questionTypes';
import { SAMPLES } from './samples';

function question(type: QuestionTypeCode): AuthoredQuestion {
  const checked = validateQuestionData(type, SAMPLES[type].data);
  if (checked.err) throw new Error(`${type}: ${JSON.stringify(checked.val)}`);
  return { guid: `q-${type}`, type, points: 1, data: checked.val } as AuthoredQuestion;
}

describe('seeded shuffling', () => {
  const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

  it('gives the same order for the same seed, on every run and machine', () => {
    expect(seededShuffle(letters, 'attempt-1')).toEqual(seededShuffle(letters, 'attempt-1'));
    // Pinned: a change here reshuffles every open attempt after a deploy.
    expect(seededShuffle(letters, '9b2f6a1e-0c1d-4e5f-8a9b-0c1d2e3f4a5b').join('')).toBe('dhcgfeab');
  });

  it('is a permutation and varies with the seed', () => {
    const orders = new Set<string>();
    for (let i = 0; i < 50; i += 1) {
      const order = seededShuffle(letters, `attempt-${i}`);
      expect([...order].sort()).toEqual(letters);
      orders.add(order.join(''));
    }
    expect(orders.size).toBeGreaterThan(45);
  });

  it('spreads the first place evenly', () => {
    const firsts = new Map<string, number>();
    for (let i = 0; i < 4000; i += 1) {
      const first = seededShuffle(['a', 'b', 'c', 'd'], `s${i}`)[0] ?? '';
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    for (const count of firsts.values()) expect(count).toBeGreaterThan(850);
  });

  it('never hands an ordering question its own answer', () => {
    for (let i = 0; i < 200; i += 1) expect(shuffleAwayFrom(['a', 'b'], `s${i}`)).toEqual(['b', 'a']);
    expect(shuffleAwayFrom(['only'], 'x')).toEqual(['only']);
  });

  it('shuffles two questions of one attempt differently', () => {
    const items = Array.from({ length: 8 }, (_, i) => ({ id: `i${i}`, text: String(i) }));
    const a = toPlayerQuestion({ guid: 'q1', type: 'QT_12', points: 1, data: { items } }, 'attempt');
    const b = toPlayerQuestion({ guid: 'q2', type: 'QT_12', points: 1, data: { items } }, 'attempt');
    expect(a.data).not.toEqual(b.data);
    expect(toPlayerQuestion({ guid: 'q1', type: 'QT_12', points: 1, data: { items } }, 'attempt')).toEqual(a);
  });
});

describe('player data', () => {
  it.each(QUESTION_TYPE_CODES)('%s never carries its answer key', (type) => {
    const player = toPlayerQuestion(question(type), 'attempt-1');
    expect(player.type).toBe(type);
    const secret = SAMPLES[type].secret;
    if (secret !== undefined) expect(JSON.stringify(player.data)).not.toContain(secret);
  });

  it('keeps options in the authored order unless the teacher asks to shuffle', () => {
    const data = { options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }, { id: 'c', text: 'C' }, { id: 'd', text: 'D' }], correct: ['a'], shuffle: false };
    expect(toPlayerQuestion({ guid: 'q', type: 'QT_2', points: 1, data }, 's').data).toEqual({ options: data.options });
  });

  it('sorts a word bank by code point, capitals and accents included', () => {
    expect(['árbol', 'Zorro', 'abeja', 'Ábaco', 'zeta'].sort(codePointCompare)).toEqual(['Zorro', 'abeja', 'zeta', 'Ábaco', 'árbol']);
    expect(['😀', 'ﬀ'].sort(codePointCompare)).toEqual(['ﬀ', '😀']);
  });
});

describe('highlight words', () => {
  it.each([
    'El [[gato]] come',
    '  [[Uno]], dos y [[tres]]!  ',
    "L'[[eau]] est bien-être",
    'pegado[[x]]junto',
    'Sin marcas',
    '',
  ])('reads back %j as words and separators', (text) => {
    const { words, separators, marked } = splitHighlightText(text);
    expect(separators).toHaveLength(words.length + 1);
    expect(separators.map((s, i) => s + (words[i] ?? '')).join('')).toBe(text.replace(/\[\[|\]\]/g, ''));
    for (const i of marked) expect(words[i]).toBeDefined();
  });

  it('marks the gap words', () => {
    expect(splitHighlightText("Il [[l'eau]] et le [[vin]].")).toEqual({
      words: ['Il', "l'eau", 'et', 'le', 'vin'],
      separators: ['', ' ', ' ', ' ', ' ', '.'],
      marked: [1, 4],
    });
  });
});
