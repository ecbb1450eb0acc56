// The background half of an import: claim a queued job, plan it with the domain, apply it in small transactions that
// move its progress, and record what it did (ADR 0560). Applying a plan twice changes nothing the second time.
import { planOneRoster, planSize, type ClassPlan, type EnrollmentPlan, type SchoolPlan, type UserPlan } from '@domain/sync/oneRoster';
import type { Repositories, Transaction } from '../../plugins/app/repositories';
import type { Change } from '../../repositories/SyncRepository';
import { roleOf } from '../../repositories/UserRepository';

/** Rows applied per transaction: the progress moves after each. */
export const SYNC_BATCH = 100;
/** Refused rows kept on the job (the count is always whole). */
const KEPT_PROBLEMS = 2000;

interface Counts {
  created: number;
  updated: number;
  unchanged: number;
  dropped: number;
}
const zero = (): Counts => ({ created: 0, updated: 0, unchanged: 0, dropped: 0 });

interface Context {
  tenantId: string;
  uploader: string | null;
  timeZone: string;
}

/** Runs the oldest queued job, if any, to its end; false when nothing was waiting. Never throws for a job's failure. */
export async function runNextSyncJob(app: { transaction: Transaction }, now: Date): Promise<boolean> {
  const job = await app.transaction((repos) => repos.sync.claimNext());
  if (!job) return false;
  const counts = { schools: zero(), users: zero(), classes: zero(), enrollments: zero() };
  try {
    const plan = planOneRoster(job.payload ?? {}, now.toISOString().slice(0, 10));
    const total = planSize(plan);
    const ctx: Context = { tenantId: job.tenantId, uploader: job.createdBy, timeZone: await app.transaction((repos) => repos.sync.defaultTimeZone(job.tenantId)) };
    await app.transaction((repos) => repos.sync.setProgress(job.guid, { status: 'in-progress', total, done: 0 }));
    let done = 0;
    const steps: [keyof typeof counts, readonly unknown[], (repos: Repositories, row: never) => Promise<Change | 'dropped'>][] = [
      ['schools', plan.schools, (repos, row: SchoolPlan) => applySchool(repos, ctx, row)],
      ['users', plan.users, (repos, row: UserPlan) => applyUser(repos, ctx, row)],
      ['classes', plan.classes, (repos, row: ClassPlan) => applyClass(repos, ctx, row)],
      ['enrollments', plan.enrollments, (repos, row: EnrollmentPlan) => applyEnrollment(repos, ctx, row)],
    ];
    for (const [kind, rows, apply] of steps) {
      for (let start = 0; start < rows.length; start += SYNC_BATCH) {
        const batch = rows.slice(start, start + SYNC_BATCH);
        await app.transaction(async (repos) => {
          for (const row of batch) counts[kind][await apply(repos, row as never)] += 1;
          done += batch.length;
          await repos.sync.setProgress(job.guid, { done });
        });
      }
    }
    await app.transaction(async (repos) => {
      await repos.sync.markUserErrors(job.tenantId, plan.refused.filter((p) => p.file === 'users'));
      await repos.sync.finishJob(job.guid, { status: 'completed', counts: wireCounts(counts), problems: plan.refused.slice(0, KEPT_PROBLEMS), failure: null });
    });
  } catch {
    await app.transaction((repos) => repos.sync.finishJob(job.guid, { status: 'error', counts: wireCounts(counts), problems: [], failure: 'INTERNAL' }));
  }
  return true;
}

function wireCounts(counts: Record<string, Counts>): Record<string, Record<string, number>> {
  return Object.fromEntries(Object.entries(counts).map(([kind, c]) => [kind, { ...c }]));
}

async function applySchool(repos: Repositories, ctx: Context, row: SchoolPlan): Promise<Change> {
  const linked = await repos.sync.linked(ctx.tenantId, 'school', row.sourcedId);
  const school = linked ? await repos.sync.schoolByGuid(ctx.tenantId, linked) : await repos.sync.schoolByName(ctx.tenantId, row.name);
  if (school) {
    if (!linked) await repos.sync.link(ctx.tenantId, 'school', row.sourcedId, school.guid);
    if (school.name === row.name) return linked ? 'unchanged' : 'updated';
    await repos.sync.renameSchool(school.guid, row.name);
    return 'updated';
  }
  const guid = await repos.sync.insertSchool(ctx.tenantId, row.name, ctx.timeZone);
  await repos.sync.link(ctx.tenantId, 'school', row.sourcedId, guid);
  // The admin who imported it administers it.
  if (ctx.uploader) await repos.sync.joinSchools(ctx.uploader, [guid]);
  return 'created';
}

async function schoolGuids(repos: Repositories, ctx: Context, sourcedIds: readonly string[]): Promise<string[]> {
  const guids: string[] = [];
  for (const id of sourcedIds) {
    const guid = await repos.sync.linked(ctx.tenantId, 'school', id);
    if (guid) guids.push(guid);
  }
  return guids;
}

async function applyUser(repos: Repositories, ctx: Context, row: UserPlan): Promise<Change> {
  const linked = await repos.sync.linked(ctx.tenantId, 'user', row.sourcedId);
  const user = linked ? await repos.sync.userByGuid(ctx.tenantId, linked) : await repos.sync.userByEmail(ctx.tenantId, row.email);
  const schools = await schoolGuids(repos, ctx, row.schoolSourcedIds);
  if (!user) {
    const guid = await repos.sync.insertUser({ tenantId: ctx.tenantId, email: row.email, name: row.name, lastname: row.lastname, role: row.role, synchronised: row.enabled, language: null });
    await repos.sync.link(ctx.tenantId, 'user', row.sourcedId, guid);
    await repos.sync.joinSchools(guid, schools);
    return 'created';
  }
  if (!linked) await repos.sync.link(ctx.tenantId, 'user', row.sourcedId, user.guid);
  // The admin running the import keeps their own role and sign-in, whatever the file says.
  const self = user.guid === ctx.uploader;
  const wanted = { email: row.email, name: row.name, lastname: row.lastname, role: self ? roleOf(user) : row.role, synchronised: self ? user.synchronised : row.enabled, syncError: null };
  const same = user.email === wanted.email && user.name === wanted.name && user.lastname === wanted.lastname && user.role === wanted.role && user.synchronised === wanted.synchronised && user.syncError === null;
  const joined = await repos.sync.joinSchools(user.guid, schools);
  if (same) return linked && joined === 0 ? 'unchanged' : 'updated';
  await repos.sync.updateUser(user.guid, wanted);
  return 'updated';
}

async function applyClass(repos: Repositories, ctx: Context, row: ClassPlan): Promise<Change> {
  const schoolGuid = await repos.sync.linked(ctx.tenantId, 'school', row.schoolSourcedId);
  if (!schoolGuid) return 'unchanged';
  const linked = await repos.sync.linked(ctx.tenantId, 'class', row.sourcedId);
  const course = linked ? await repos.sync.courseByGuid(ctx.tenantId, linked) : undefined;
  const wanted = { name: row.name, schoolGuid, educationLevel: row.educationLevel, educationYear: row.educationYear };
  if (!course) {
    const guid = await repos.sync.insertCourse({ tenantId: ctx.tenantId, ...wanted, createdBy: ctx.uploader });
    await repos.sync.link(ctx.tenantId, 'class', row.sourcedId, guid);
    return 'created';
  }
  if (course.name === wanted.name && course.schoolGuid === schoolGuid && course.educationLevel === wanted.educationLevel && course.educationYear === wanted.educationYear) return 'unchanged';
  await repos.sync.updateCourse(course.guid, wanted);
  return 'updated';
}

async function applyEnrollment(repos: Repositories, ctx: Context, row: EnrollmentPlan): Promise<Change | 'dropped'> {
  const courseGuid = await repos.sync.linked(ctx.tenantId, 'class', row.classSourcedId);
  const userGuid = await repos.sync.linked(ctx.tenantId, 'user', row.userSourcedId);
  if (!courseGuid || !userGuid) return 'unchanged';
  const current = await repos.sync.membership(courseGuid, userGuid);
  if (row.dropped) return (await repos.sync.dropMembership(courseGuid, userGuid)) ? 'dropped' : 'unchanged';
  if (current === row.as) return 'unchanged';
  await repos.sync.setMembership(courseGuid, userGuid, row.as);
  return current === undefined ? 'created' : 'updated';
}
