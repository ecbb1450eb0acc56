import { ContainerModule } from 'inversify';
import type { TenantConfig } from '@domain/tenancy/tenant';
import { AuthGateway } from '@application/auth/ports/AuthGateway';
import { SessionRepository } from '@application/session/ports/SessionRepository';
import { SessionStore } from '@application/session/SessionStore';
import { Clock } from '@application/shared/ports/Clock';
import { LanguageSwitcher } from '@application/shared/ports/LanguageSwitcher';
import { Navigator } from '@application/shared/ports/Navigator';
import { CurrentTenant } from '@application/tenancy/CurrentTenant';
import { UserReader } from '@application/users/ports/UserReader';
import { UserPreferencesGateway } from '@application/users/ports/UserPreferencesGateway';
import { ToastStore } from '@application/feedback/ToastStore';
import { PreviewKeeper } from '@application/courses/ports/PreviewKeeper';
import { SeeAsStudentStore } from '@application/courses/SeeAsStudentStore';
import { SessionStoragePreviewKeeper } from '@infrastructure/storage/SessionStoragePreviewKeeper';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { LocalStorageCache } from '@infrastructure/storage/LocalStorageCache';
import { LocalStorageSessionRepository } from '@infrastructure/storage/LocalStorageSessionRepository';
import { HttpUserReader } from '@infrastructure/users/HttpUserReader';
import { HttpUserPreferencesGateway } from '@infrastructure/users/HttpUserPreferencesGateway';

/** The session and the HTTP client that carries it. */
export function sessionModule(apiBaseUrl: string): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(SessionRepository)
      .toResolvedValue((cache: LocalStorageCache, tenant: TenantConfig) => new LocalStorageSessionRepository(cache, tenant.id), [LocalStorageCache, CurrentTenant])
      .inSingletonScope();
    // The client reads the session lazily: the session store itself needs the client (through UserReader).
    bind(FetchHttpClient)
      .toDynamicValue(
        (context) =>
          new FetchHttpClient({
            baseUrl: apiBaseUrl,
            tenantId: context.get(CurrentTenant).id,
            token: () => context.get(SessionStore).token,
            onSessionRefused: (status) => context.get(SessionStore).end(status === 403 ? 'forbidden' : 'expired'),
            seeAsStudent: () => context.get(SeeAsStudentStore).courseGuid,
          }),
      )
      .inSingletonScope();
    // The tab's preview (ADR 0555): sessionStorage, where the browser has one.
    bind(PreviewKeeper)
      .toResolvedValue((tenant: TenantConfig) => new SessionStoragePreviewKeeper(typeof sessionStorage === 'undefined' ? undefined : sessionStorage, tenant.id), [CurrentTenant])
      .inSingletonScope();
    bind(SeeAsStudentStore).toResolvedValue((keeper: PreviewKeeper) => new SeeAsStudentStore(keeper), [PreviewKeeper]).inSingletonScope();
    bind(UserReader).toResolvedValue((http: FetchHttpClient) => new HttpUserReader(http), [FetchHttpClient]).inSingletonScope();
    bind(UserPreferencesGateway).toResolvedValue((http: FetchHttpClient) => new HttpUserPreferencesGateway(http), [FetchHttpClient]).inSingletonScope();
    // ToastStore comes from shellModule, loaded into the same tenant container.
    bind(SessionStore)
      .toResolvedValue(
        (
          tenant: TenantConfig,
          repository: SessionRepository,
          users: UserReader,
          auth: AuthGateway,
          languages: LanguageSwitcher,
          navigator: Navigator,
          clock: Clock,
          preferences: UserPreferencesGateway,
          toasts: ToastStore,
        ) => new SessionStore(tenant, repository, users, auth, languages, navigator, clock, preferences, toasts),
        [CurrentTenant, SessionRepository, UserReader, AuthGateway, LanguageSwitcher, Navigator, Clock, UserPreferencesGateway, ToastStore],
      )
      .inSingletonScope();
  });
}
