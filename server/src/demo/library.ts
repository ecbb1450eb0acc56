// The demo library: titles of each tenant in its language, the licence codes that grant them (README "Licence codes"),
// the teacher's guides' units, lessons and items (ADR 0556), and a demo teacher per tenant holding their guide.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { isEvaluableType } from '@domain/content/contentTypes';
import { licenceEndsOn } from '@domain/accounts/licence';
import type { Db } from '../db/Database';
import { libraryTitles, licenceCodes, licences, titleItems, titleLessons, titleQuestions, titleUnits } from '../db/schema';
import { SUBJECTS, type Subject } from './subjects';
import libraryJson from './content/library.json';

interface DemoItem {
  name: string;
  type: 'CTTY_01' | 'CTTY_06' | 'CTTY_09' | 'CTTY_14';
  audience?: 'teachers';
  html?: string;
  url?: string;
  description?: string;
  /** CTTY_09: the subject whose demo questions (content/subjects.json, in the tenant's language) the test asks. */
  questions?: string;
}

interface DemoTitle {
  name: string;
  description: string;
  discipline: string;
  level: string;
  years: string[];
  profile: 'student' | 'teacher';
  /** Each code, its seats and the days a licence runs. */
  codes: { code: string; seats: number; days: number }[];
  /** Demo users holding a licence of its first code from the day the demo is made. */
  heldBy?: string[];
  units?: { name: string; lessons: { name: string; items: DemoItem[] }[] }[];
}

/** The titles of each tenant in its language (content/library.json). */
const DEMO_LIBRARY = libraryJson as Record<string, DemoTitle[]>;

const TEST_SETTINGS = { attempts_allowed: 2, ranking_scale: 10, one_per_page: true };

function itemData(item: DemoItem): Record<string, unknown> {
  switch (item.type) {
    case 'CTTY_01': return { html: item.html ?? '' };
    case 'CTTY_06': return { url: item.url ?? '', description: item.description ?? '' };
    case 'CTTY_09': return TEST_SETTINGS;
    case 'CTTY_14': return { instructions_html: item.html ?? '', accepts_text: true, accepts_files: true };
  }
}

/** A title's units, lessons, items and questions, each level in one statement. */
async function seedTitleContent(db: Db, titleGuid: string, title: DemoTitle, language: string): Promise<void> {
  const unitRows: (typeof titleUnits.$inferInsert)[] = [];
  const lessonRows: (typeof titleLessons.$inferInsert)[] = [];
  const itemRows: (typeof titleItems.$inferInsert)[] = [];
  const questionRows: (typeof titleQuestions.$inferInsert)[] = [];
  (title.units ?? []).forEach((unit, u) => {
    const unitGuid = randomUUID();
    unitRows.push({ guid: unitGuid, titleGuid, name: unit.name, position: u + 1 });
    unit.lessons.forEach((lesson, l) => {
      const lessonGuid = randomUUID();
      lessonRows.push({ guid: lessonGuid, unitGuid, titleGuid, name: lesson.name, position: l + 1 });
      lesson.items.forEach((item, i) => {
        const itemGuid = randomUUID();
        itemRows.push({ guid: itemGuid, lessonGuid, name: item.name, contentType: item.type, position: i + 1, isEvaluable: isEvaluableType(item.type), audience: item.audience ?? 'all', data: itemData(item) });
        const asked = item.questions === undefined ? [] : (SUBJECTS[language]?.[item.questions as Subject]?.questions ?? []);
        if (item.questions !== undefined && asked.length === 0) throw new Error(`demo library: no ${item.questions} questions in ${language}`);
        asked.forEach((question, q) => questionRows.push({ itemGuid, position: q + 1, type: question.type, name: question.name, description: question.description, points: question.points, data: question.data }));
      });
    });
  });
  if (unitRows.length > 0) await db.insert(titleUnits).values(unitRows);
  if (lessonRows.length > 0) await db.insert(titleLessons).values(lessonRows);
  if (itemRows.length > 0) await db.insert(titleItems).values(itemRows);
  if (questionRows.length > 0) await db.insert(titleQuestions).values(questionRows);
}

/** The tenant's titles, their content and codes (none for a tenant without a demo library). */
export async function seedLibrary(db: Db, tenantId: string, language: string): Promise<void> {
  for (const title of DEMO_LIBRARY[tenantId] ?? []) {
    const guid = randomUUID();
    await db.insert(libraryTitles).values({ guid, tenantId, name: title.name, description: title.description, discipline: title.discipline, educationLevel: title.level, educationYears: title.years, profile: title.profile });
    await db.insert(licenceCodes).values(title.codes.map(({ code, seats, days }) => ({ tenantId, code, titleGuid: guid, profile: title.profile, seats, days })));
    await seedTitleContent(db, guid, title, language);
  }
}

/** The demo's licence holders (`heldBy`): each takes a seat of the title's first code, from `today`. */
export async function seedLicenceHolders(db: Db, tenantId: string, userGuidOf: (email: string) => string, today: string): Promise<void> {
  for (const title of DEMO_LIBRARY[tenantId] ?? []) {
    const first = title.codes[0];
    if (!title.heldBy || title.heldBy.length === 0 || !first) continue;
    const [code] = await db.select({ guid: licenceCodes.guid, titleGuid: licenceCodes.titleGuid }).from(licenceCodes).where(sql`${licenceCodes.tenantId} = ${tenantId} and ${licenceCodes.code} = ${first.code}`);
    if (!code) throw new Error(`demo library: no code ${first.code}`);
    await db.insert(licences).values(title.heldBy.map((email) => ({ userGuid: userGuidOf(email), codeGuid: code.guid, titleGuid: code.titleGuid, endsOn: licenceEndsOn(today, first.days) })));
    await db.update(licenceCodes).set({ redeemed: sql`${licenceCodes.redeemed} + ${title.heldBy.length}` }).where(eq(licenceCodes.guid, code.guid));
  }
}
