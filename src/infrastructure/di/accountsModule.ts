import { ContainerModule } from 'inversify';
import { AccountsGateway } from '@application/accounts/ports/AccountsGateway';
import { SignupDrafts } from '@application/accounts/ports/SignupDrafts';
import { ConsentStore } from '@application/accounts/ConsentStore';
import { LibraryStore } from '@application/accounts/LibraryStore';
import { SignupStore } from '@application/accounts/SignupStore';
import { SessionStore } from '@application/session/SessionStore';
import { LanguageSwitcher } from '@application/shared/ports/LanguageSwitcher';
import { HttpAccountsGateway } from '@infrastructure/accounts/HttpAccountsGateway';
import { SessionStorageSignupDrafts } from '@infrastructure/accounts/SessionStorageSignupDrafts';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';

/** Sign-up, guardians' consent and the library: loaded with their first screen (LazyFeatureLoader). */
export const accountsModule = new ContainerModule(({ bind }) => {
  bind(AccountsGateway).toResolvedValue((http: FetchHttpClient) => new HttpAccountsGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(SignupDrafts).toResolvedValue(() => new SessionStorageSignupDrafts(), []).inSingletonScope();
  bind(SignupStore)
    .toResolvedValue(
      (gateway: AccountsGateway, drafts: SignupDrafts, session: SessionStore, languages: LanguageSwitcher) => new SignupStore(gateway, drafts, session, languages),
      [AccountsGateway, SignupDrafts, SessionStore, LanguageSwitcher],
    )
    .inTransientScope();
  bind(ConsentStore).toResolvedValue((gateway: AccountsGateway) => new ConsentStore(gateway), [AccountsGateway]).inTransientScope();
  bind(LibraryStore).toResolvedValue((gateway: AccountsGateway) => new LibraryStore(gateway), [AccountsGateway]).inTransientScope();
});
