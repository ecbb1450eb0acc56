// Run before the journeys' server starts (playwright.config.ts): the demo school, plus a course of 40 students × 120
// graded hand-ins taught by teacher2@tiza.demo (the bench cohort, server/src/demo/benchCohort.ts), so the gradebook
// journey proves the windowed grid at class scale. No other journey signs in as teacher2 or reads that school's courses.
import { join, resolve } from 'node:path';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../../server/src/db/Database';
import { users } from '../../../server/src/db/schema';
import { insertCohort, insertGradebookLoad } from '../../../server/src/demo/benchCohort';
import { seedDemo } from '../../../server/src/demo/seed';

const LARGE_COURSE = { teacher: 'teacher2@tiza.demo', students: 40, items: 120 };

const dataDir = resolve(process.env.DATA_DIR ?? './data');
const database = openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
try {
  await database.migrate();
  // True only on an empty database: the journeys' server then finds the demo loaded and loads nothing more.
  if (await seedDemo({ filesDir: join(dataDir, 'files') })(database.db)) {
    const [teacher] = await database.db.select({ guid: users.guid }).from(users).where(eq(users.email, LARGE_COURSE.teacher)).limit(1);
    if (!teacher) throw new Error(`no ${LARGE_COURSE.teacher}`);
    const cohort = await insertCohort(database.db, { tenantId: 'tiza', count: LARGE_COURSE.students, passwordHash: await hash('large-course-0123'), teacherEmail: LARGE_COURSE.teacher, emailPrefix: 'large' });
    await insertGradebookLoad(database.db, cohort, { items: LARGE_COURSE.items, teacherGuid: teacher.guid });
  }
} finally {
  await database.close();
}
