// The demo library: titles of each tenant in its language and the licence codes that grant them (README "Licence codes").
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/Database';
import { libraryTitles, licenceCodes } from '../db/schema';
import libraryJson from './content/library.json';

interface DemoTitle {
  name: string;
  description: string;
  discipline: string;
  level: string;
  years: string[];
  profile: 'student' | 'teacher';
  /** Each code, its seats and the days a licence runs. */
  codes: { code: string; seats: number; days: number }[];
}

/** The titles of each tenant in its language (content/library.json). */
const DEMO_LIBRARY = libraryJson as Record<string, DemoTitle[]>;

/** The tenant's titles and codes (none for a tenant without a demo library). */
export async function seedLibrary(db: Db, tenantId: string): Promise<void> {
  for (const title of DEMO_LIBRARY[tenantId] ?? []) {
    const guid = randomUUID();
    await db.insert(libraryTitles).values({ guid, tenantId, name: title.name, description: title.description, discipline: title.discipline, educationLevel: title.level, educationYears: title.years, profile: title.profile });
    await db.insert(licenceCodes).values(title.codes.map(({ code, seats, days }) => ({ tenantId, code, titleGuid: guid, profile: title.profile, seats, days })));
  }
}
