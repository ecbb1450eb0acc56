import type { Role } from '@domain/identity/roles';
import type { Language } from '@domain/tenancy/tenant';

export interface School {
  guid: string;
  name: string;
  timeZone: string;
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
  tenant: string;
  /** In the user's order: the first school is the one whose users are loaded (spec §3). */
  schools: School[];
}

export function fullName(user: Pick<User, 'name' | 'lastname'>): string {
  return [user.name, user.lastname].filter((part) => part.trim() !== '').join(' ');
}
