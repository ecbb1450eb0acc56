import { ContainerModule } from 'inversify';
import { AuditGateway } from '@application/admin/ports/AuditGateway';
import { SchoolDeskGateway } from '@application/admin/ports/SchoolDeskGateway';
import { AuditStore } from '@application/admin/AuditStore';
import { SchoolDeskStore } from '@application/admin/SchoolDeskStore';
import { Clock } from '@application/shared/ports/Clock';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpAuditGateway } from '@infrastructure/admin/HttpAuditGateway';
import { HttpSchoolDeskGateway } from '@infrastructure/admin/HttpSchoolDeskGateway';

/** The school admin's desk and the audit log (ADRs 0610, 0611): bound with the desk's first screen. */
export const adminModule = new ContainerModule(({ bind }) => {
  bind(AuditGateway).toResolvedValue((http: FetchHttpClient) => new HttpAuditGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(AuditStore).toResolvedValue((gateway: AuditGateway) => new AuditStore(gateway), [AuditGateway]).inTransientScope();
  bind(SchoolDeskGateway).toResolvedValue((http: FetchHttpClient) => new HttpSchoolDeskGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(SchoolDeskStore).toResolvedValue((gateway: SchoolDeskGateway, clock: Clock) => new SchoolDeskStore(gateway, clock), [SchoolDeskGateway, Clock]).inTransientScope();
});
