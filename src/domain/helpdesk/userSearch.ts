// Finding a person of the tenant at the helpdesk's desk (issue 22, ADR 0620): by their id, the start of their e-mail,
// or the start of their names, case and accents aside. One rule read by the server's indexed query and by the desk.
import { foldForSearch } from '../shared/search';

/** People per page of the desk's search. */
export const HELPDESK_PAGE_SIZE = 20;
/** The longest search the desk sends (a full name and surname, an e-mail). */
export const HELPDESK_QUERY_MAX = 100;

/**
 * The letters the search folds, and what into: the same pairs the server's indexes fold the names with (SQL
 * `translate(lower(…), from, to)`, which needs no extension), so a search for "garcia" finds "García".
 */
export const NAME_FOLD = { from: 'áàâäãåéèêëíìîïóòôöõúùûüçñ', to: 'aaaaaaeeeeiiiiooooouuuucn' } as const;

/** What the desk searches for. */
export type UserSearch =
  | { kind: 'everyone' }
  /** A user's id pasted from a message or a log: that user only. */
  | { kind: 'id'; guid: string }
  /** Something with an @: the start of an e-mail. */
  | { kind: 'email'; prefix: string }
  /** Words: the start of the first name or the surname, or a first name's start followed by the surname's. */
  | { kind: 'name'; words: string[] };

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The text folded as the indexes fold names: lower case, the folded letters replaced, spaces collapsed. */
export function foldName(text: string): string {
  let folded = text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();
  for (let i = 0; i < NAME_FOLD.from.length; i += 1) folded = folded.replaceAll(NAME_FOLD.from.charAt(i), NAME_FOLD.to.charAt(i));
  return folded;
}

/** What was typed, read as a search: nothing (everyone, by surname), an id, an e-mail or words of a name. */
export function readUserSearch(typed: string): UserSearch {
  const text = typed.trim().toLowerCase();
  if (text === '') return { kind: 'everyone' };
  if (GUID.test(text)) return { kind: 'id', guid: text };
  if (text.includes('@')) return { kind: 'email', prefix: text.replace(/\s+/g, '') };
  // Accents the fold does not know (other scripts) are dropped the way the rest of the app searches.
  const words = foldName(text).split(' ').map((word) => (/^[\p{L}\p{N}'’.-]+$/u.test(word) ? word : foldForSearch(word))).filter((word) => word !== '');
  return words.length === 0 ? { kind: 'everyone' } : { kind: 'name', words };
}

/** A LIKE pattern that matches what starts with `text`, its own % _ and \ taken literally. */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
