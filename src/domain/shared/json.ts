/** Spec §8: invalid JSON is tolerated — returns undefined instead of throwing. */
export function parseJsonTolerant(text: string | null | undefined): unknown {
  if (text == null || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
