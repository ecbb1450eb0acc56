// The demo schools' non-school days (ADR 0500) and the courses' weekly timetables (ADR 0501): the holidays and breaks of the school year the demo starts in, in
// each tenant's language, and one staff training day a week or so after the start, so every calendar shows one soon.
import { addDays, dayOfWeek, type CalendarDate } from '@domain/calendar/calendarDate';
import { schoolToday } from '@domain/calendar/monthGrid';
import type { Db } from '../db/Database';
import { courseTimetables, nonSchoolDays } from '../db/schema';

/** A stretch of the school year by month and day (`MM-DD`); months September to December fall in the year it starts. */
type Stretch = [name: string, from: string, to?: string];

const HOLIDAYS: Record<string, { training: string; days: Stretch[] }> = {
  es: {
    training: 'Jornada de formación del profesorado',
    days: [
      ['Fiesta Nacional de España', '10-12'],
      ['Todos los Santos', '11-01'],
      ['Día de la Constitución', '12-06'],
      ['Inmaculada Concepción', '12-08'],
      ['Vacaciones de Navidad', '12-23', '01-07'],
      ['Semana Santa', '03-30', '04-06'],
      ['Fiesta del Trabajo', '05-01'],
      ['Fiesta de la Comunidad de Madrid', '05-02'],
    ],
  },
  pt: {
    training: 'Dia de formação de professores',
    days: [
      ['Implantação da República', '10-05'],
      ['Dia de Todos os Santos', '11-01'],
      ['Restauração da Independência', '12-01'],
      ['Imaculada Conceição', '12-08'],
      ['Férias do Natal', '12-18', '01-02'],
      ['Férias da Páscoa', '03-30', '04-10'],
      ['Dia da Liberdade', '04-25'],
      ['Dia do Trabalhador', '05-01'],
      ['Dia de Portugal', '06-10'],
      ['Santo António', '06-13'],
    ],
  },
  en: {
    training: 'INSET day (staff training)',
    days: [
      ['Autumn half term', '10-26', '10-30'],
      ['Christmas holidays', '12-21', '01-01'],
      ['Spring half term', '02-15', '02-19'],
      ['Easter holidays', '03-29', '04-09'],
      ['Early May bank holiday', '05-03'],
      ['Summer half term', '05-31', '06-04'],
    ],
  },
};

/** `MM-DD` in the school year that starts in September of `startYear`. */
function inSchoolYear(monthDay: string, startYear: number): CalendarDate {
  const year = Number(monthDay.slice(0, 2)) >= 9 ? startYear : startYear + 1;
  return `${year}-${monthDay}`;
}

/** The first Monday-to-Friday day at least `days` after `from`. */
function weekdayAfter(from: CalendarDate, days: number): CalendarDate {
  let day = addDays(from, days);
  while (dayOfWeek(day) === 0 || dayOfWeek(day) === 6) day = addDays(day, 1);
  return day;
}

export async function seedNonSchoolDays(db: Db, tenantId: string, language: string, schools: readonly { guid: string; timeZone: string }[], now: Date): Promise<void> {
  const texts = HOLIDAYS[language] ?? HOLIDAYS.en;
  if (texts === undefined || schools.length === 0) return;
  const rows = schools.flatMap((school) => {
    const today = schoolToday(now, school.timeZone);
    const startYear = Number(today.slice(5, 7)) >= 9 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
    const training = weekdayAfter(today, 8);
    return [
      ...texts.days.map(([name, from, to]) => ({ tenantId, schoolGuid: school.guid, name, startsOn: inSchoolYear(from, startYear), endsOn: inSchoolYear(to ?? from, startYear) })),
      { tenantId, schoolGuid: school.guid, name: texts.training, startsOn: training, endsOn: training },
    ];
  });
  await db.insert(nonSchoolDays).values(rows);
}

/** Rooms in the tenant's language: a classroom per course and a lab for its practical hour. */
const ROOMS: Record<string, { room: (n: number) => string; lab: string }> = {
  es: { room: (n) => `Aula ${n}`, lab: 'Laboratorio de Ciencias' },
  pt: { room: (n) => `Sala ${n}`, lab: 'Laboratório de Ciências' },
  en: { room: (n) => `Room ${n}`, lab: 'Science lab' },
};

/** The hours of a school morning; each course takes three, a different three for the next course. */
const HOURS: [starts: string, ends: string][] = [['08:30', '09:25'], ['09:25', '10:20'], ['10:20', '11:15'], ['11:45', '12:40'], ['12:40', '13:35'], ['13:35', '14:30']];

/**
 * Three weekly classes per course for the school year the demo starts in (September to June), at hours that do not
 * clash between the courses of one teacher: course n takes hour n on Monday, Wednesday and (in the lab) Thursday.
 */
export async function seedTimetables(db: Db, tenantId: string, language: string, courses: readonly { guid: string; timeZone: string }[], now: Date): Promise<void> {
  const rooms = ROOMS[language] ?? ROOMS.en;
  if (rooms === undefined || courses.length === 0) return;
  const rows = courses.map((course, index) => {
    const today = schoolToday(now, course.timeZone);
    const startYear = Number(today.slice(5, 7)) >= 9 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
    const [starts, ends] = HOURS[index % HOURS.length] ?? ['08:30', '09:25'];
    const [labStarts, labEnds] = HOURS[(index + 2) % HOURS.length] ?? ['10:20', '11:15'];
    const room = rooms.room(11 + index);
    return {
      courseGuid: course.guid,
      tenantId,
      startsOn: `${startYear}-09-08`,
      endsOn: `${startYear + 1}-06-19`,
      slots: [
        { weekday: 1, starts, ends, room },
        { weekday: 3, starts, ends, room },
        { weekday: 4, starts: labStarts, ends: labEnds, room: rooms.lab },
      ],
    };
  });
  await db.insert(courseTimetables).values(rows);
}
