import { ContainerModule } from 'inversify';
import type { TenantConfig } from '@domain/tenancy/tenant';
import { AuthGateway } from '@application/auth/ports/AuthGateway';
import { LoginLinkStore } from '@application/auth/LoginLinkStore';
import { LoginStore } from '@application/auth/LoginStore';
import { RecoverPasswordStore } from '@application/auth/RecoverPasswordStore';
import { ResetPasswordStore } from '@application/auth/ResetPasswordStore';
import { SignIn } from '@application/auth/SignIn';
import { SessionStore } from '@application/session/SessionStore';
import { CurrentTenant } from '@application/tenancy/CurrentTenant';
import { HttpAuthGateway } from '@infrastructure/auth/HttpAuthGateway';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';

/** Signing in and recovering access. Screen stores are transient: each visit starts clean. */
export const authModule = new ContainerModule(({ bind }) => {
  bind(AuthGateway).toResolvedValue((http: FetchHttpClient) => new HttpAuthGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(SignIn).toResolvedValue((auth: AuthGateway, session: SessionStore) => new SignIn(auth, session), [AuthGateway, SessionStore]);
  bind(LoginStore).toResolvedValue((signIn: SignIn) => new LoginStore(signIn), [SignIn]).inTransientScope();
  bind(LoginLinkStore).toResolvedValue((signIn: SignIn) => new LoginLinkStore(signIn), [SignIn]).inTransientScope();
  bind(RecoverPasswordStore).toResolvedValue((auth: AuthGateway) => new RecoverPasswordStore(auth), [AuthGateway]).inTransientScope();
  bind(ResetPasswordStore)
    .toResolvedValue((auth: AuthGateway, tenant: TenantConfig) => new ResetPasswordStore(auth, tenant), [AuthGateway, CurrentTenant])
    .inTransientScope();
});
