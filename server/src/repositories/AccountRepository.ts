import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { LicenceCodeFacts } from '@domain/accounts/licence';
import { isSignupProfile, type SignupProfile } from '@domain/accounts/signup';
import type { Role } from '@domain/identity/roles';
import type { Language } from '@domain/tenancy/tenant';
import type { Db } from '../db/Database';
import { courseMembers, guardianConsents, libraryTitles, licenceCodes, licences, signupClassrooms, tenants, users } from '../db/schema';
import { hashToken, liveToken, newToken } from './OneTimeTokenRepository';
import type { UserRow } from './UserRepository';

export type TitleRow = typeof libraryTitles.$inferSelect;

export interface LicenceCodeRow extends LicenceCodeFacts {
  guid: string;
  code: string;
  days: number;
  title: TitleRow;
}

export interface LibraryEntryRow {
  title: TitleRow;
  code: string;
  endsOn: string;
  addedAt: Date;
}

export interface NewAccount {
  tenantId: string;
  email: string;
  /** Null for an account made by a single sign-on: it signs in through its provider (ADR 0534). */
  passwordHash: string | null;
  role: Role;
  name: string;
  lastname: string;
  birthDate: string | null;
  language: Language | null;
  status: 'active' | 'pending-consent';
}

/** A consent link's request: the child it is for and whether it was given already. */
export interface ConsentRequestRow {
  user: UserRow;
  consented: boolean;
}

const profileOf = (value: string): SignupProfile => (isSignupProfile(value) ? value : 'student');

/** Sign-up, licence codes, the library and guardians' consents (ADR 0530). */
export class AccountRepository {
  constructor(private readonly db: Db) {}

  async consentAge(tenantId: string): Promise<number | undefined> {
    const [row] = await this.db.select({ age: tenants.digitalConsentAge }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
    return row?.age;
  }

  /** A code of the tenant with its title and how many seats are taken (one statement); undefined when none. */
  async findCode(tenantId: string, code: string): Promise<LicenceCodeRow | undefined> {
    const [row] = await this.db
      .select({ code: licenceCodes, title: libraryTitles })
      .from(licenceCodes)
      .innerJoin(libraryTitles, eq(libraryTitles.guid, licenceCodes.titleGuid))
      .where(and(eq(licenceCodes.tenantId, tenantId), eq(licenceCodes.code, code)))
      .limit(1);
    if (!row) return undefined;
    const c = row.code;
    return { guid: c.guid, code: c.code, profile: profileOf(c.profile), seats: c.seats, redeemed: c.redeemed, redeemableUntil: c.redeemableUntil, days: c.days, title: row.title };
  }

  /** Takes one seat of a code if one is left (atomic: two people racing for the last seat, one gets it). */
  async takeSeat(codeGuid: string): Promise<boolean> {
    const taken = await this.db
      .update(licenceCodes)
      .set({ redeemed: sql`${licenceCodes.redeemed} + 1` })
      .where(and(eq(licenceCodes.guid, codeGuid), lt(licenceCodes.redeemed, licenceCodes.seats)))
      .returning({ guid: licenceCodes.guid });
    return taken.length > 0;
  }

  /** False when the user holds this code already (the unique index decides, so a double submit adds it once). */
  async grant(userGuid: string, code: LicenceCodeRow, endsOn: string): Promise<boolean> {
    const added = await this.db
      .insert(licences)
      .values({ userGuid, codeGuid: code.guid, titleGuid: code.title.guid, endsOn })
      .onConflictDoNothing()
      .returning({ guid: licences.guid });
    return added.length > 0;
  }

  /** The codes a user holds, normalised. */
  async heldCodes(userGuid: string): Promise<string[]> {
    const rows = await this.db
      .select({ code: licenceCodes.code })
      .from(licences)
      .innerJoin(licenceCodes, eq(licenceCodes.guid, licences.codeGuid))
      .where(eq(licences.userGuid, userGuid));
    return rows.map((r) => r.code);
  }

  /** The user's titles, newest licence first (one statement). */
  async library(userGuid: string): Promise<LibraryEntryRow[]> {
    const rows = await this.db
      .select({ title: libraryTitles, code: licenceCodes.code, endsOn: licences.endsOn, addedAt: licences.createdAt })
      .from(licences)
      .innerJoin(licenceCodes, eq(licenceCodes.guid, licences.codeGuid))
      .innerJoin(libraryTitles, eq(libraryTitles.guid, licences.titleGuid))
      .where(eq(licences.userGuid, userGuid))
      .orderBy(asc(libraryTitles.name));
    return rows;
  }

  async createUser(account: NewAccount): Promise<UserRow | undefined> {
    const [row] = await this.db
      .insert(users)
      .values({ ...account, synchronised: true })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  /** A consent link for a child's account, valid `ttlMs`: only its hash is stored. */
  async issueConsent(userGuid: string, guardianEmail: string, ttlMs: number): Promise<string> {
    const token = newToken();
    await this.db.insert(guardianConsents).values({ tokenHash: hashToken(token), userGuid, guardianEmail, expiresAt: new Date(Date.now() + ttlMs) });
    return token;
  }

  /** The child a live consent link of this tenant is for (used links still answer, as consented). */
  async consentRequest(token: string, tenantId: string): Promise<ConsentRequestRow | undefined> {
    const [row] = await this.db
      .select({ user: users, consentedAt: guardianConsents.consentedAt })
      .from(guardianConsents)
      .innerJoin(users, eq(users.guid, guardianConsents.userGuid))
      .where(and(eq(guardianConsents.tokenHash, hashToken(token)), eq(users.tenantId, tenantId), gt(guardianConsents.expiresAt, sql`now()`)))
      .limit(1);
    return row && { user: row.user, consented: row.consentedAt !== null };
  }

  /**
   * Records the consent on a live, unused link of this tenant and opens the child's account; the child's guid, or
   * undefined when the link is unknown, used or expired (a second click changes nothing).
   */
  async recordConsent(token: string, tenantId: string, record: { guardianName: string; shownText: string; language: Language }): Promise<string | undefined> {
    const [row] = await this.db
      .update(guardianConsents)
      .set({ consentedAt: sql`now()`, guardianName: record.guardianName, shownText: record.shownText, consentLanguage: record.language })
      .where(liveToken({ tokenHash: guardianConsents.tokenHash, used: guardianConsents.consentedAt, expiresAt: guardianConsents.expiresAt, userGuid: guardianConsents.userGuid }, token, tenantId))
      .returning({ userGuid: guardianConsents.userGuid });
    if (!row) return undefined;
    await this.db.update(users).set({ status: 'active' }).where(eq(users.guid, row.userGuid));
    await this.joinWaitingClassrooms(row.userGuid);
    return row.userGuid;
  }

  /** A child's classes typed at sign-up, kept until the guardian consents (ADR 0538). */
  async keepClassrooms(userGuid: string, classes: readonly { courseGuid: string; role: 'teacher' | 'student' }[]): Promise<void> {
    if (classes.length === 0) return;
    await this.db.insert(signupClassrooms).values(classes.map((c) => ({ userGuid, courseGuid: c.courseGuid, role: c.role }))).onConflictDoNothing();
  }

  /** The kept classes become memberships (those of a course gone since went with it); none is kept after. */
  private async joinWaitingClassrooms(userGuid: string): Promise<void> {
    const waiting = await this.db.delete(signupClassrooms).where(eq(signupClassrooms.userGuid, userGuid)).returning({ courseGuid: signupClassrooms.courseGuid, role: signupClassrooms.role });
    if (waiting.length === 0) return;
    await this.db.insert(courseMembers).values(waiting.map((w) => ({ courseGuid: w.courseGuid, userGuid, role: w.role }))).onConflictDoNothing();
  }
}
