import { Container } from 'inversify';
import type { TenantConfig } from '@domain/tenancy/tenant';
import { LanguageSwitcher } from '@application/shared/ports/LanguageSwitcher';
import { CurrentTenant } from '@application/tenancy/CurrentTenant';
import { authModule } from '@infrastructure/di/authModule';
import { coursesModule } from '@infrastructure/di/coursesModule';
import { lessonsModule } from '@infrastructure/di/lessonsModule';
import { resourcesModule } from '@infrastructure/di/resourcesModule';
import { viewerModule } from '@infrastructure/di/viewerModule';
import { assessmentTakingModule } from '@infrastructure/di/assessmentTakingModule';
import { assessmentAuthoringModule } from '@infrastructure/di/assessmentAuthoringModule';
import { sessionModule } from '@infrastructure/di/sessionModule';
import { shellModule } from '@infrastructure/di/shellModule';

export interface TenantWiring {
  tenant: TenantConfig;
  apiBaseUrl: string;
  languages: LanguageSwitcher;
}

/** One child container per tenant: its config decides the adapters; dropped on logout or tenant switch. */
export function createTenantContainer(root: Container, wiring: TenantWiring): Container {
  const container = new Container({ parent: root });
  container.bind(CurrentTenant).toConstantValue(wiring.tenant);
  container.bind(LanguageSwitcher).toConstantValue(wiring.languages);
  container.loadSync(sessionModule(wiring.apiBaseUrl), authModule, coursesModule, lessonsModule, viewerModule, resourcesModule, assessmentTakingModule, assessmentAuthoringModule, shellModule);
  return container;
}
