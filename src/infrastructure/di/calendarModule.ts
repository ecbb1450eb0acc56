import { ContainerModule } from 'inversify';
import { CalendarGateway } from '@application/calendar/ports/CalendarGateway';
import { TimetableGateway } from '@application/calendar/ports/TimetableGateway';
import { CalendarStore } from '@application/calendar/CalendarStore';
import { TimetableStore } from '@application/calendar/TimetableStore';
import { Clock } from '@application/shared/ports/Clock';
import { HttpCalendarGateway } from '@infrastructure/calendar/HttpCalendarGateway';
import { HttpTimetableGateway } from '@infrastructure/calendar/HttpTimetableGateway';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';

export const calendarModule = new ContainerModule(({ bind }) => {
  bind(CalendarGateway).toResolvedValue((http: FetchHttpClient) => new HttpCalendarGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(CalendarStore).toResolvedValue((gateway: CalendarGateway, clock: Clock) => new CalendarStore(gateway, clock), [CalendarGateway, Clock]).inTransientScope();
  bind(TimetableGateway).toResolvedValue((http: FetchHttpClient) => new HttpTimetableGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(TimetableStore).toResolvedValue((gateway: TimetableGateway) => new TimetableStore(gateway), [TimetableGateway]).inTransientScope();
});
