import { compareDates, type CalendarDate } from '../calendar/calendarDate';

/** Age of majority in the tenants' countries (Spain, Portugal, Latin America); a tenant may pass another. */
export const ADULT_AGE = 18;

/** Whole years of age on `today` (the birthday itself counts; 29 February birthdays turn on 1 March). */
export function ageOn(birthDate: CalendarDate, today: CalendarDate): number {
  const [by = 0, bm = 0, bd = 0] = birthDate.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split('-').map(Number);
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** Spec §5: a minor signing up needs a parent's or legal guardian's authorization. */
export function needsGuardianConsent(birthDate: CalendarDate, today: CalendarDate, adultAge: number = ADULT_AGE): boolean {
  return compareDates(birthDate, today) > 0 || ageOn(birthDate, today) < adultAge;
}
