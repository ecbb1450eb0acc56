import fp from 'fastify-plugin';
import { CourseRepository } from '../../repositories/CourseRepository';
import { GradebookRepository } from '../../repositories/GradebookRepository';
import { OneTimeTokenRepository } from '../../repositories/OneTimeTokenRepository';
import { SessionRepository } from '../../repositories/SessionRepository';
import { TaskRepository } from '../../repositories/TaskRepository';
import { TenantRepository } from '../../repositories/TenantRepository';
import { UserRepository } from '../../repositories/UserRepository';
import { loginLinks, passwordResets } from '../../db/schema';

export interface Repositories {
  tenants: TenantRepository;
  users: UserRepository;
  sessions: SessionRepository;
  courses: CourseRepository;
  passwordResets: OneTimeTokenRepository;
  loginLinks: OneTimeTokenRepository;
  tasks: TaskRepository;
  gradebook: GradebookRepository;
}

export const repositoriesPlugin = fp(
  async (app) => {
    const repos: Repositories = {
      tenants: new TenantRepository(app.db),
      users: new UserRepository(app.db),
      sessions: new SessionRepository(app.db),
      courses: new CourseRepository(app.db),
      passwordResets: new OneTimeTokenRepository(app.db, passwordResets),
      loginLinks: new OneTimeTokenRepository(app.db, loginLinks),
      tasks: new TaskRepository(app.db),
      gradebook: new GradebookRepository(app.db),
    };
    app.decorate('repos', repos);
  },
  { name: 'repositories', dependencies: ['db'] },
);
