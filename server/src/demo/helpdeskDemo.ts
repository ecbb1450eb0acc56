// The helpdesk's demo (ADR 0620–0621): a few people of each tenant have signed in lately and met errors — a hand-in
// after its deadline, a mistyped course code, a licence code past its day — so the desk has something to explain.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/Database';
import { sessions, userErrors } from '../db/schema';
import helpdeskJson from './content/helpdesk.json';

interface DemoError {
  /** Minutes before the seed. */
  ago: number;
  status: number;
  code: string;
  method: string;
  route: string;
}

interface DemoPerson {
  /** Minutes before the seed of each past sign-in (their sessions have ended). */
  signIns: number[];
  errors: DemoError[];
}

const DEMO: Record<string, Record<string, DemoPerson>> = helpdeskJson;
const MINUTE = 60_000;

/** Past sign-ins (ended sessions) and errors met for the tenant's people named in content/helpdesk.json. */
export async function seedHelpdeskDemo(db: Db, tenantId: string, guidOf: (email: string) => string, now: Date): Promise<void> {
  const people = Object.entries(DEMO[tenantId] ?? {});
  const at = (ago: number) => new Date(now.getTime() - ago * MINUTE);
  const sessionRows = people.flatMap(([email, person]) =>
    person.signIns.map((ago) => ({ id: randomUUID(), userGuid: guidOf(email), tenantId, createdAt: at(ago), expiresAt: at(ago - 60), revokedAt: at(ago - 45) })),
  );
  // Oldest first: the trail's order is the order of its ids.
  const errorRows = people
    .flatMap(([email, person]) => person.errors.map((error) => ({ tenantId, userGuid: guidOf(email), status: error.status, code: error.code, method: error.method, route: error.route, at: at(error.ago) })))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  if (sessionRows.length > 0) await db.insert(sessions).values(sessionRows);
  if (errorRows.length > 0) await db.insert(userErrors).values(errorRows);
}
