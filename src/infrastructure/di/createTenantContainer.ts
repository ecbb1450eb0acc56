import type { i18n } from 'i18next';
import { Container } from 'inversify';
import type { TenantConfig } from '@domain/tenancy/tenant';
import { FeatureLoader } from '@application/shared/ports/FeatureLoader';
import { LanguageSwitcher } from '@application/shared/ports/LanguageSwitcher';
import { CurrentTenant } from '@application/tenancy/CurrentTenant';
import { authModule } from '@infrastructure/di/authModule';
import { coursesModule } from '@infrastructure/di/coursesModule';
import { LazyFeatureLoader } from '@infrastructure/di/LazyFeatureLoader';
import { notificationsModule } from '@infrastructure/di/notificationsModule';
import { sessionModule } from '@infrastructure/di/sessionModule';
import { shellModule } from '@infrastructure/di/shellModule';

export interface TenantWiring {
  tenant: TenantConfig;
  apiBaseUrl: string;
  languages: LanguageSwitcher;
  /** Where features add their texts as they load. */
  i18n: i18n;
}

/**
 * One child container per tenant: its config decides the adapters; dropped on logout or tenant switch. The
 * learning, assessments and gradebook services are bound by the FeatureLoader when one of their screens first
 * opens (ADR 0429, ADR 0480): the start-up bundle holds what the login page and /home need.
 */
export function createTenantContainer(root: Container, wiring: TenantWiring): Container {
  const container = new Container({ parent: root });
  container.bind(CurrentTenant).toConstantValue(wiring.tenant);
  container.bind(LanguageSwitcher).toConstantValue(wiring.languages);
  container.bind(FeatureLoader).toConstantValue(new LazyFeatureLoader(container, wiring.i18n));
  container.loadSync(sessionModule(wiring.apiBaseUrl), authModule, coursesModule, shellModule, notificationsModule);
  return container;
}
