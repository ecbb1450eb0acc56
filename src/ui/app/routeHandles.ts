/** Areas of spec §2 that are not built yet (`generic` for any other); each has a title and a description in `routes.json`. */
export const COMING_SOON_AREAS = [
  'teamsTab',
  'config',
  'results',
  'generic',
] as const;

export type ComingSoonArea = (typeof COMING_SOON_AREAS)[number];

export interface RouteHandle {
  comingSoon?: ComingSoonArea;
  legal?: LegalDocument;
  /** Which list the resources page shows. */
  resources?: 'course' | 'classroom' | 'group';
  /** How the viewer frames one item: inside its lesson, as a page, with its group's resources, full screen, or alone (single activity). */
  viewer?: 'lesson' | 'page' | 'group' | 'full' | 'single';
  /** What the item editor does: choose a type, add one, or edit one. */
  editor?: 'choose' | 'add' | 'edit';
  /** A projection's variant (ADR 0525, 0526): the item alone edge to edge, one item's lesson opened on it, or a test's question asked. */
  projection?: 'power' | 'videolesson' | 'test' | 'question';
}

export const LEGAL_DOCUMENTS = ['license', 'privacy', 'terms', 'credits'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

export function comingSoonArea(handle: unknown): ComingSoonArea | undefined {
  const area = (handle as RouteHandle | undefined)?.comingSoon;
  return area !== undefined && (COMING_SOON_AREAS as readonly string[]).includes(area) ? area : undefined;
}

export function legalDocument(handle: unknown): LegalDocument | undefined {
  const doc = (handle as RouteHandle | undefined)?.legal;
  return doc !== undefined && (LEGAL_DOCUMENTS as readonly string[]).includes(doc) ? doc : undefined;
}
