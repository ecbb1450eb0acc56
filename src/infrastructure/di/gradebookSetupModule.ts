import { ContainerModule } from 'inversify';
import { GradebookSettingsStore } from '@application/gradebook/GradebookSettingsStore';
import { ItemSettingsStore } from '@application/gradebook/ItemSettingsStore';
import { GradebookGateway } from '@application/gradebook/ports/GradebookGateway';
import { GradebookSetupGateway } from '@application/gradebook/ports/GradebookSetupGateway';
import { PublishingStore } from '@application/gradebook/PublishingStore';
import { HttpGradebookSetupGateway } from '@infrastructure/gradebook/HttpGradebookSetupGateway';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { ExportStore } from '@application/gradebook/ExportStore';
import { GradebookExportGateway } from '@application/gradebook/ports/GradebookExportGateway';
import { FileSaver } from '@application/shared/ports/FileSaver';
import { LanguageSwitcher } from '@application/shared/ports/LanguageSwitcher';
import { CurrentTenant } from '@application/tenancy/CurrentTenant';
import type { TenantConfig } from '@domain/tenancy/tenant';
import { HttpGradebookExportGateway } from '@infrastructure/gradebook/HttpGradebookExportGateway';

/** Setting the gradebook up: settings, categories, item fields, columns, publishing, exports. */
export const gradebookSetupModule = new ContainerModule(({ bind }) => {
  // Settings, categories, item fields, columns and publishing.
  bind(GradebookSetupGateway).toResolvedValue((http: FetchHttpClient) => new HttpGradebookSetupGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(GradebookSettingsStore).toResolvedValue((gateway: GradebookSetupGateway) => new GradebookSettingsStore(gateway), [GradebookSetupGateway]).inTransientScope();
  bind(ItemSettingsStore).toResolvedValue((gateway: GradebookSetupGateway) => new ItemSettingsStore(gateway), [GradebookSetupGateway]).inTransientScope();
  bind(PublishingStore).toResolvedValue((setup: GradebookSetupGateway, grid: GradebookGateway) => new PublishingStore(setup, grid), [GradebookSetupGateway, GradebookGateway]).inTransientScope();
  // Exports (ADR 0235): the server makes the files; the FileSaver is the root container's.
  bind(GradebookExportGateway).toResolvedValue((http: FetchHttpClient) => new HttpGradebookExportGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(ExportStore)
    .toResolvedValue((gateway: GradebookExportGateway, saver: FileSaver, languages: LanguageSwitcher, tenant: TenantConfig) => new ExportStore(gateway, saver, languages, tenant.languages), [GradebookExportGateway, FileSaver, LanguageSwitcher, CurrentTenant])
    .inTransientScope();
});
