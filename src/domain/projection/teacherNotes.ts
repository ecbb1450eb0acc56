// The teacher's notes for an item (ADR 0526): plain text its editors write in the item editor, read on the phone
// remote under the item on screen, never sent to the projector or to a student.

/** The longest notes an item keeps (characters). */
export const TEACHER_NOTES_MAX = 2000;

/** Notes as they are kept: line ends unified, blank lines at both ends dropped; blank notes are no notes (null). */
export function cleanTeacherNotes(typed: string | null): string | null {
  if (typed === null) return null;
  const text = typed.replace(/\r\n?/g, '\n').trim();
  return text === '' ? null : text;
}

/** What the remote shows under the item on screen: that item's notes, or none (nothing on screen, or no notes). */
export function notesOnRemote(notes: Readonly<Record<string, string>>, items: readonly { guid: string }[], current: number): string | null {
  const item = items[current];
  return item ? (notes[item.guid] ?? null) : null;
}
