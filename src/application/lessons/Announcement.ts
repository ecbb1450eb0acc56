/** A message for the screen-reader live region, by translation key (stores hold no text). `id` makes a repeat audible. */
export interface Announcement {
  id: number;
  key: string;
  values: Record<string, string | number>;
}

let nextId = 1;

export function announcement(key: string, values: Record<string, string | number> = {}): Announcement {
  return { id: nextId++, key, values };
}
