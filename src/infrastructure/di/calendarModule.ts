import { ContainerModule } from 'inversify';
import { CalendarEventGateway } from '@application/calendar/ports/CalendarEventGateway';
import { CalendarFeedGateway } from '@application/calendar/ports/CalendarFeedGateway';
import { CalendarGateway } from '@application/calendar/ports/CalendarGateway';
import { NonSchoolDayGateway } from '@application/calendar/ports/NonSchoolDayGateway';
import { ProgrammeGateway } from '@application/calendar/ports/ProgrammeGateway';
import { TimetableGateway } from '@application/calendar/ports/TimetableGateway';
import { CalendarEventStore } from '@application/calendar/CalendarEventStore';
import { CalendarFeedStore } from '@application/calendar/CalendarFeedStore';
import { CalendarStore } from '@application/calendar/CalendarStore';
import { NonSchoolDaysStore } from '@application/calendar/NonSchoolDaysStore';
import { ProgrammeStore } from '@application/calendar/ProgrammeStore';
import { TimetableStore } from '@application/calendar/TimetableStore';
import { Clock } from '@application/shared/ports/Clock';
import { HttpCalendarEventGateway } from '@infrastructure/calendar/HttpCalendarEventGateway';
import { HttpCalendarFeedGateway } from '@infrastructure/calendar/HttpCalendarFeedGateway';
import { HttpCalendarGateway } from '@infrastructure/calendar/HttpCalendarGateway';
import { HttpNonSchoolDayGateway } from '@infrastructure/calendar/HttpNonSchoolDayGateway';
import { HttpProgrammeGateway } from '@infrastructure/calendar/HttpProgrammeGateway';
import { HttpTimetableGateway } from '@infrastructure/calendar/HttpTimetableGateway';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';

export const calendarModule = new ContainerModule(({ bind }) => {
  bind(CalendarGateway).toResolvedValue((http: FetchHttpClient) => new HttpCalendarGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(CalendarStore).toResolvedValue((gateway: CalendarGateway, clock: Clock) => new CalendarStore(gateway, clock), [CalendarGateway, Clock]).inTransientScope();
  bind(TimetableGateway).toResolvedValue((http: FetchHttpClient) => new HttpTimetableGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(CalendarEventGateway).toResolvedValue((http: FetchHttpClient) => new HttpCalendarEventGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(CalendarEventStore).toResolvedValue((gateway: CalendarEventGateway) => new CalendarEventStore(gateway), [CalendarEventGateway]).inTransientScope();
  bind(CalendarFeedGateway).toResolvedValue((http: FetchHttpClient) => new HttpCalendarFeedGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(CalendarFeedStore).toResolvedValue((gateway: CalendarFeedGateway) => new CalendarFeedStore(gateway, writeClipboard), [CalendarFeedGateway]).inTransientScope();
  bind(NonSchoolDayGateway).toResolvedValue((http: FetchHttpClient) => new HttpNonSchoolDayGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(NonSchoolDaysStore).toResolvedValue((gateway: NonSchoolDayGateway) => new NonSchoolDaysStore(gateway), [NonSchoolDayGateway]).inTransientScope();
  bind(ProgrammeGateway).toResolvedValue((http: FetchHttpClient) => new HttpProgrammeGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(ProgrammeStore).toResolvedValue((gateway: ProgrammeGateway) => new ProgrammeStore(gateway), [ProgrammeGateway]).inTransientScope();
  bind(TimetableStore).toResolvedValue((gateway: TimetableGateway) => new TimetableStore(gateway), [TimetableGateway]).inTransientScope();
});

/** The system clipboard; without one (an insecure origin, an old browser) the copy fails and the dialog says so. */
function writeClipboard(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.clipboard === undefined) return Promise.reject(new Error('no clipboard'));
  return navigator.clipboard.writeText(text);
}
