import { dropdownGap } from './questionData';
import { parseGapText, splitHighlightText } from './gapText';
import type { AuthoredQuestion, PlayerData, PlayerQuestion, PlayerSegment } from './questionModel';

/** FNV-1a, 32 bits: a small stable hash of the seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // Murmur3's finaliser spreads a one-letter difference over every bit.
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** Fisher–Yates driven by an LCG seeded from `seed`: the same seed always gives the same order. */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const out = [...items];
  let state = hash(seed);
  for (let i = out.length - 1; i > 0; i -= 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    // The high bits of an LCG are the random ones; its low bits cycle quickly.
    const j = Math.floor((state / 0x1_0000_0000) * (i + 1));
    const swap = out[i] as T;
    out[i] = out[j] as T;
    out[j] = swap;
  }
  return out;
}

/** A shuffle that never hands back the authored order (which is the answer) when there are 2+ items: it rotates by one then. */
export function shuffleAwayFrom<T>(items: readonly T[], seed: string): T[] {
  const shuffled = seededShuffle(items, seed);
  if (items.length > 1 && shuffled.every((item, i) => item === items[i])) return [...items.slice(1), ...items.slice(0, 1)];
  return shuffled;
}

/** Compares by Unicode code points, the same on every machine and locale. */
export function codePointCompare(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
    const d = (x[i]?.codePointAt(0) ?? 0) - (y[i]?.codePointAt(0) ?? 0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

function plainSegments(text: string): PlayerSegment[] {
  return parseGapText(text).map((s) => (s.kind === 'text' ? { kind: 'text', text: s.text } : { kind: 'gap', index: s.index }));
}

function playerData(question: AuthoredQuestion, seed: string): PlayerData {
  // Each question shuffles with its own stream, so two questions of one attempt are not shuffled alike.
  const mix = `${seed}:${question.guid}`;
  switch (question.type) {
    case 'QT_1':
    case 'QT_2': {
      const { options, shuffle } = question.data;
      return { options: shuffle ? seededShuffle(options, mix) : options.map((o) => ({ ...o })) };
    }
    case 'QT_3':
      return {};
    case 'QT_4':
      return { segments: plainSegments(question.data.text) };
    case 'QT_5': {
      const { image_file_guid, targets, labels } = question.data;
      return { image_file_guid, targets: targets.map((t) => ({ ...t })), labels: seededShuffle(labels, mix) };
    }
    case 'QT_6': {
      const { categories, items } = question.data;
      return { categories: categories.map((c) => ({ ...c })), items: seededShuffle(items, mix) };
    }
    case 'QT_7':
      return { max_length: question.data.max_length };
    case 'QT_8':
      return { min_words: question.data.min_words, max_words: question.data.max_words };
    case 'QT_9':
      return { accepted_kinds: [...question.data.accepted_kinds], max_files: question.data.max_files };
    case 'QT_10':
      return { background_file_guid: question.data.background_file_guid };
    case 'QT_11':
      return { image_file_guid: question.data.image_file_guid, targets_count: question.data.targets.length, max_clicks: question.data.max_clicks };
    case 'QT_12':
      return { items: shuffleAwayFrom(question.data.items, mix) };
    case 'QT_13':
      return { left: question.data.left.map((l) => ({ ...l })), right: shuffleAwayFrom(question.data.right, mix) };
    case 'QT_14':
      return { unit: question.data.unit };
    case 'QT_15':
      return { variables: [...question.data.variables] };
    case 'QT_16': {
      const segments = parseGapText(question.data.text);
      const words = segments.flatMap((s) => (s.kind === 'gap' ? [s.raw.trim()] : []));
      return { segments: plainSegments(question.data.text), bank: [...words, ...question.data.distractors].sort(codePointCompare) };
    }
    case 'QT_17':
      return {
        segments: parseGapText(question.data.text).map((s) =>
          s.kind === 'text' ? { kind: 'text', text: s.text } : { kind: 'gap', index: s.index, options: seededShuffle(dropdownGap(s.raw).options, `${mix}:${s.index}`) },
        ),
      };
    case 'QT_18': {
      const { words, separators } = splitHighlightText(question.data.text);
      return { words, separators };
    }
    case 'QT_19':
      return { options: question.data.options.map((o) => ({ ...o })), multiple: question.data.multiple };
    case 'QT_20':
      return { max_seconds: question.data.max_seconds };
    case 'QT_21':
      return { rows: question.data.rows.map((r) => ({ ...r })), columns: question.data.columns.map((c) => ({ ...c })) };
  }
}

/**
 * The question as a student's player gets it: the answer key removed (correct options, accepted
 * answers, target areas, pair keys, the gap answers of a text). Orders that would give the answer
 * away (ordering items, matching right column) are shuffled with `seed` (the attempt guid), so a
 * reload shows the same order.
 */
export function toPlayerQuestion(question: AuthoredQuestion, seed: string): PlayerQuestion {
  return { guid: question.guid, type: question.type, points: question.points, data: playerData(question, seed) } as PlayerQuestion;
}
