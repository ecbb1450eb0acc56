/** A piece of a gap text: plain text, or a gap with what is written between its brackets. */
export type GapSegment = { kind: 'text'; text: string } | { kind: 'gap'; index: number; raw: string };

/** "El [[agua]] hierve" → text "El ", gap 0 "agua", text " hierve". `\[[` is a literal "[[". */
export function parseGapText(text: string): GapSegment[] {
  void text;
  throw new Error('parseGapText: not implemented yet');
}
