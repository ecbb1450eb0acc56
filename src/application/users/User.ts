import type { AccessibilityPreferences } from '@domain/identity/preferences';
import type { Role } from '@domain/identity/roles';
import type { Language } from '@domain/tenancy/tenant';
import type { GrammaticalGender } from '@domain/users/roleWord';

export interface School {
  guid: string;
  name: string;
  timeZone: string;
}

/** What the user may do outside any one course, as the server decides it (docs/api.md `User.abilities`). */
export interface UserAbilities {
  createCourse: boolean;
  joinCourse: boolean;
}


/** The signed-in user as the application sees it (docs/api.md `User`). */
export interface User {
  guid: string;
  role: Role;
  name: string;
  lastname: string;
  email: string;
  avatar: string | null;
  /** Where to send the user when the platform refuses them (spec §6); null means the login page. */
  referrer: string | null;
  language: Language | null;
  /** How the user wants to be addressed (role words: "Profesora"); null: not said, neutral words. */
  grammaticalGender: GrammaticalGender | null;
  tenant: string;
  /** In the user's order: the first school is the one whose users are loaded (spec §3). */
  schools: School[];
  /** From the server, never worked out from the role on the client (STYLE.md §9). */
  abilities: UserAbilities;
  /** Reduced motion and larger text, kept on the server (ADR 0537). */
  accessibility: AccessibilityPreferences;
  /** The app's frame is in kids mode for this user, as the server decides it with the domain's isKidsMode (ADR 0536). */
  kidsMode: boolean;
}

export function fullName(user: Pick<User, 'name' | 'lastname'>): string {
  return [user.name, user.lastname].filter((part) => part.trim() !== '').join(' ');
}
