import { ContainerModule } from 'inversify';
import { CalendarGateway } from '@application/calendar/ports/CalendarGateway';
import { CalendarStore } from '@application/calendar/CalendarStore';
import { Clock } from '@application/shared/ports/Clock';
import { HttpCalendarGateway } from '@infrastructure/calendar/HttpCalendarGateway';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';

export const calendarModule = new ContainerModule(({ bind }) => {
  bind(CalendarGateway).toResolvedValue((http: FetchHttpClient) => new HttpCalendarGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(CalendarStore).toResolvedValue((gateway: CalendarGateway, clock: Clock) => new CalendarStore(gateway, clock), [CalendarGateway, Clock]).inTransientScope();
});
