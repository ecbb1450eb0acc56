// Finding a title in one's library (issue 18, ADR 0539): by words of its name, description, level or years, by its
// education level, and by whether its licence still runs. One rule for the page's list and its counts.
import { matchesEveryWord } from '../shared/search';

/** What the search reads of a library entry. */
export interface SearchableEntry {
  title: { name: string; description: string; educationLevel: string; educationYears: readonly string[] };
  active: boolean;
}

export const LIBRARY_STATUSES = ['all', 'active', 'expired'] as const;
export type LibraryStatus = (typeof LIBRARY_STATUSES)[number];

export interface LibraryFilter {
  query: string;
  /** An education level code, or '' for every level. */
  level: string;
  status: LibraryStatus;
}

export const NO_LIBRARY_FILTER: LibraryFilter = { query: '', level: '', status: 'all' };

/**
 * The entries the filter keeps, in their order. `levelName` gives a level's name in the reader's language, so typing
 * "primaria" finds a primary title as the page shows it.
 */
export function searchLibrary<E extends SearchableEntry>(entries: readonly E[], filter: LibraryFilter, levelName: (code: string) => string = (code) => code): E[] {
  return entries.filter(
    (entry) =>
      (filter.level === '' || entry.title.educationLevel === filter.level) &&
      (filter.status === 'all' || (filter.status === 'active') === entry.active) &&
      matchesEveryWord([entry.title.name, entry.title.description, levelName(entry.title.educationLevel), ...entry.title.educationYears], filter.query),
  );
}

/** The education levels of the entries, once each, in the order first met: the level filter offers only these. */
export function libraryLevels(entries: readonly SearchableEntry[]): string[] {
  return [...new Set(entries.map((entry) => entry.title.educationLevel))];
}

/** Whether a filter narrows anything (the page offers "show all" only then). */
export function isFiltering(filter: LibraryFilter): boolean {
  return filter.query.trim() !== '' || filter.level !== '' || filter.status !== 'all';
}
