import { Container } from 'inversify';
import type { TenantConfig } from '@domain/tenancy/tenant';
import { AuthGateway } from '@application/auth/ports/AuthGateway';
import { LoginLinkStore } from '@application/auth/LoginLinkStore';
import { LoginStore } from '@application/auth/LoginStore';
import { RecoverPasswordStore } from '@application/auth/RecoverPasswordStore';
import { ResetPasswordStore } from '@application/auth/ResetPasswordStore';
import { SignIn } from '@application/auth/SignIn';
import { CourseGateway } from '@application/courses/ports/CourseGateway';
import { CoursesStore } from '@application/courses/CoursesStore';
import { CourseStore } from '@application/courses/CourseStore';
import { ToastStore } from '@application/feedback/ToastStore';
import { LayoutStore } from '@application/layout/LayoutStore';
import { SessionStore } from '@application/session/SessionStore';
import { CurrentTenant } from '@application/tenancy/CurrentTenant';
import { FixedClock } from '@tests/fakes/FixedClock';
import { InMemoryAuthGateway } from '@tests/fakes/InMemoryAuthGateway';
import { InMemoryCourseGateway } from '@tests/fakes/InMemoryCourseGateway';
import { InMemoryLanguageSwitcher } from '@tests/fakes/InMemoryLanguageSwitcher';
import { InMemorySessionRepository } from '@tests/fakes/InMemorySessionRepository';
import { InMemoryUserReader } from '@tests/fakes/InMemoryUserReader';
import { InMemoryUserPreferencesGateway } from '@tests/fakes/InMemoryUserPreferencesGateway';
import { RecordingNavigator } from '@tests/fakes/RecordingNavigator';
import { aTenant } from '@tests/fakes/mothers';

/** The app's stores over in-memory adapters: what page tests render against. */
export function createTestContainer(options: { tenant?: TenantConfig; courses?: InMemoryCourseGateway } = {}) {
  const tenant = options.tenant ?? aTenant();
  const auth = new InMemoryAuthGateway();
  const courses = options.courses ?? new InMemoryCourseGateway();
  const repository = new InMemorySessionRepository();
  const users = new InMemoryUserReader(() => repository.token);
  const navigator = new RecordingNavigator();
  const languages = new InMemoryLanguageSwitcher();
  const preferences = new InMemoryUserPreferencesGateway(users, () => repository.token);
  const toasts = new ToastStore();
  const session = new SessionStore(tenant, repository, users, auth, languages, navigator, new FixedClock(), preferences, toasts);

  const container = new Container();
  container.bind(CurrentTenant).toConstantValue(tenant);
  container.bind(AuthGateway).toConstantValue(auth);
  container.bind(CourseGateway).toConstantValue(courses);
  container.bind(SessionStore).toConstantValue(session);
  container.bind(ToastStore).toConstantValue(toasts);
  container.bind(LayoutStore).toConstantValue(new LayoutStore());
  const signIn = new SignIn(auth, session);
  container.bind(SignIn).toConstantValue(signIn);
  container.bind(LoginStore).toResolvedValue(() => new LoginStore(signIn));
  container.bind(LoginLinkStore).toResolvedValue(() => new LoginLinkStore(signIn));
  container.bind(RecoverPasswordStore).toResolvedValue(() => new RecoverPasswordStore(auth));
  container.bind(ResetPasswordStore).toResolvedValue(() => new ResetPasswordStore(auth, tenant));
  container.bind(CoursesStore).toResolvedValue(() => new CoursesStore(courses));
  container.bind(CourseStore).toResolvedValue(() => new CourseStore(courses));

  return { container, tenant, auth, courses, repository, users, preferences, toasts, navigator, languages, session };
}
