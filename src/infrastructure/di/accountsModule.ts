import { ContainerModule } from 'inversify';
import { AccountsGateway } from '@application/accounts/ports/AccountsGateway';
import { SignupDrafts } from '@application/accounts/ports/SignupDrafts';
import { ConsentStore } from '@application/accounts/ConsentStore';
import { LibraryStore } from '@application/accounts/LibraryStore';
import { TitleActionsStore } from '@application/accounts/TitleActionsStore';
import { TitleToolsStore } from '@application/accounts/TitleToolsStore';
import { TitleToolsGateway } from '@application/accounts/ports/TitleToolsGateway';
import { CourseGateway } from '@application/courses/ports/CourseGateway';
import { SignupStore } from '@application/accounts/SignupStore';
import { SessionStore } from '@application/session/SessionStore';
import { PreferencesStore } from '@application/users/PreferencesStore';
import { ProfileStore } from '@application/users/ProfileStore';
import { ProfileGateway } from '@application/users/ports/ProfileGateway';
import { LanguageSwitcher } from '@application/shared/ports/LanguageSwitcher';
import { HttpAccountsGateway } from '@infrastructure/accounts/HttpAccountsGateway';
import { HttpTitleToolsGateway } from '@infrastructure/accounts/HttpTitleToolsGateway';
import { SessionStorageSignupDrafts } from '@infrastructure/accounts/SessionStorageSignupDrafts';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpProfileGateway } from '@infrastructure/users/HttpProfileGateway';

/** Sign-up, guardians' consent, the library (and teaching from its titles) and the profile's changes: loaded with their first screen (LazyFeatureLoader). */
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
  bind(ProfileGateway).toResolvedValue((http: FetchHttpClient) => new HttpProfileGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(ProfileStore).toResolvedValue((gateway: ProfileGateway, session: SessionStore) => new ProfileStore(gateway, session), [ProfileGateway, SessionStore]).inTransientScope();
  bind(PreferencesStore).toResolvedValue((session: SessionStore) => new PreferencesStore(session), [SessionStore]).inTransientScope();
  bind(LibraryStore).toResolvedValue((gateway: AccountsGateway) => new LibraryStore(gateway), [AccountsGateway]).inTransientScope();
  bind(TitleToolsGateway).toResolvedValue((http: FetchHttpClient) => new HttpTitleToolsGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(TitleActionsStore)
    .toResolvedValue((gateway: TitleToolsGateway, courses: CourseGateway) => new TitleActionsStore(gateway, courses), [TitleToolsGateway, CourseGateway])
    .inTransientScope();
  bind(TitleToolsStore).toResolvedValue((gateway: TitleToolsGateway) => new TitleToolsStore(gateway), [TitleToolsGateway]).inTransientScope();
});
