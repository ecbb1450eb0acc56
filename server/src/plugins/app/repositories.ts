import fp from 'fastify-plugin';
import type { Db } from '../../db/Database';
import { loginLinks, passwordResets } from '../../db/schema';
import { AccessRepository } from '../../repositories/AccessRepository';
import { AccountRepository } from '../../repositories/AccountRepository';
import { BoardRepository } from '../../repositories/BoardRepository';
import { AttemptRepository } from '../../repositories/AttemptRepository';
import { AuditRepository } from '../../repositories/AuditRepository';
import { CalendarFeedRepository } from '../../repositories/CalendarFeedRepository';
import { CalendarRepository } from '../../repositories/CalendarRepository';
import { ClassroomRepository } from '../../repositories/ClassroomRepository';
import { CourseRepository } from '../../repositories/CourseRepository';
import { FileRepository } from '../../repositories/FileRepository';
import { HelpdeskRepository } from '../../repositories/HelpdeskRepository';
import { GradebookRepository } from '../../repositories/GradebookRepository';
import { GradebookSetupRepository } from '../../repositories/GradebookSetupRepository';
import { ItemRepository } from '../../repositories/ItemRepository';
import { JobRepository } from '../../repositories/JobRepository';
import { LessonRepository } from '../../repositories/LessonRepository';
import { LiveRoundRepository } from '../../repositories/LiveRoundRepository';
import { NotificationRepository } from '../../repositories/NotificationRepository';
import { OneTimeTokenRepository } from '../../repositories/OneTimeTokenRepository';
import { ProjectionRepository } from '../../repositories/ProjectionRepository';
import { ProgressRepository } from '../../repositories/ProgressRepository';
import { QuestionRepository } from '../../repositories/QuestionRepository';
import { ResourceRepository } from '../../repositories/ResourceRepository';
import { ScormRepository } from '../../repositories/ScormRepository';
import { QuestionCache } from '../../repositories/QuestionCache';
import { SessionCache } from '../../repositories/SessionCache';
import { SchoolDeskRepository } from '../../repositories/SchoolDeskRepository';
import { SessionRepository } from '../../repositories/SessionRepository';
import { QUESTION_CHANGES_CHANNEL, SESSION_CHANGES_CHANNEL } from '../../db/channels';
import { SsoRepository } from '../../repositories/SsoRepository';
import { SyncRepository } from '../../repositories/SyncRepository';
import { TaskRepository } from '../../repositories/TaskRepository';
import { TitleToolsRepository } from '../../repositories/TitleToolsRepository';
import { TenantRepository } from '../../repositories/TenantRepository';
import { UserRepository } from '../../repositories/UserRepository';
import { LrsCredentialRepository } from '../../repositories/LrsCredentialRepository';
import { XapiRepository } from '../../repositories/XapiRepository';

/** Every repository over one connection: the app's pool, or one transaction (`app.transaction`). */
export function createRepositories(db: Db, tenants: TenantRepository = new TenantRepository(db), sessionCache?: SessionCache, keptQuestions?: { cache: QuestionCache; pool: Db }) {
  return {
    // Tenants are read-only for the API and cached: a transaction shares the app's instance.
    tenants,
    access: new AccessRepository(db),
    users: new UserRepository(db),
    sessions: new SessionRepository(db, sessionCache),
    courses: new CourseRepository(db),
    passwordResets: new OneTimeTokenRepository(db, passwordResets),
    loginLinks: new OneTimeTokenRepository(db, loginLinks),
    lessons: new LessonRepository(db),
    items: new ItemRepository(db),
    resources: new ResourceRepository(db),
    files: new FileRepository(db),
    jobs: new JobRepository(db),
    progress: new ProgressRepository(db),
    questions: new QuestionRepository(db, keptQuestions),
    attempts: new AttemptRepository(db),
    tasks: new TaskRepository(db),
    gradebook: new GradebookRepository(db),
    gradebookSetup: new GradebookSetupRepository(db),
    classroom: new ClassroomRepository(db),
    calendar: new CalendarRepository(db),
    calendarFeeds: new CalendarFeedRepository(db),
    accounts: new AccountRepository(db),
    board: new BoardRepository(db),
    notifications: new NotificationRepository(db),
    projection: new ProjectionRepository(db),
    liveRounds: new LiveRoundRepository(db),
    scorm: new ScormRepository(db),
    sync: new SyncRepository(db),
    sso: new SsoRepository(db),
    titleTools: new TitleToolsRepository(db),
    xapi: new XapiRepository(db),
    lrsCredentials: new LrsCredentialRepository(db),
    helpdesk: new HelpdeskRepository(db),
    audit: new AuditRepository(db),
    schoolDesk: new SchoolDeskRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** Runs `work` in one database transaction with every repository bound to it; a throw rolls everything back. */
export type Transaction = <T>(work: (repos: Repositories) => Promise<T>) => Promise<T>;

export const repositoriesPlugin = fp(
  async (app) => {
    // Signed-in sessions in memory, kept true by the database's notifications (ADR 0470).
    const sessionCache = new SessionCache();
    const unlisten = await app.database.listen(SESSION_CHANGES_CHANNEL, sessionCache);
    app.addHook('onClose', async () => unlisten());
    // The questions of the assessments being taken, kept true the same way (ADR 0546).
    const questionCache = new QuestionCache();
    const unlistenQuestions = await app.database.listen(QUESTION_CHANGES_CHANNEL, questionCache);
    app.addHook('onClose', async () => unlistenQuestions());
    const keptQuestions = { cache: questionCache, pool: app.db };
    const repos = createRepositories(app.db, undefined, sessionCache, keptQuestions);
    const transaction: Transaction = (work) => app.db.transaction((tx) => work(createRepositories(tx, repos.tenants, sessionCache, keptQuestions)));
    app.decorate('repos', repos);
    app.decorate('transaction', transaction);
  },
  { name: 'repositories', dependencies: ['db'] },
);
