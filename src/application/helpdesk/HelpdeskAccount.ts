import type { Role } from '@domain/identity/roles';
import type { UserSyncStatus } from '@domain/sync/syncStatus';

/** A person the desk's search found. */
export interface FoundUser {
  guid: string;
  name: string;
  lastname: string;
  email: string;
  role: Role;
  schoolName: string | null;
}

export interface FoundPage {
  users: FoundUser[];
  page: number;
  hasMore: boolean;
}

/** An error the server answered the person with (ADR 0621). */
export interface MetError {
  status: number;
  code: string;
  method: string;
  route: string;
  at: Date;
}

/** A person's account as the helpdesk reads it (domain ACCOUNT_FACTS): no grades, answers or content. */
export interface HelpdeskAccount {
  guid: string;
  name: string;
  lastname: string;
  email: string;
  role: Role;
  status: string;
  language: string | null;
  createdAt: Date;
  schools: { guid: string; name: string }[];
  courses: { guid: string; name: string; schoolName: string | null; role: 'teacher' | 'student' }[];
  signIn: { password: boolean; providers: { issuerHost: string; email: string | null; lastSignInAt: Date }[] };
  lastSignInAt: Date | null;
  sync: { status: UserSyncStatus; error: string | null };
  licences: { titleName: string; endsOn: string; active: boolean }[];
  recentErrors: MetError[];
}
