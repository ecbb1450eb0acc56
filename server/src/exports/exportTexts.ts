import { FAIL, PASS, type ScaledGrade } from '@domain/gradebook/gradeScales';
import { roundHalfUp } from '@domain/gradebook/rounding';
import { parsePeriodCode, periodLabelKey } from '@domain/grading/periods';
import { isKnownTimeZone } from '@domain/lessons/deliverDate';
import type { Language } from '@domain/tenancy/tenant';
import type { RoleWord } from '@domain/users/roleWord';
import { catalogue as localeCatalogue } from '../i18n/catalogue';

export { fill } from '../i18n/catalogue';

/** The server's part of locales/<lng>/gradebookExport.json: the `file` texts (ADR 0235). */
export interface ExportCatalogue {
  file: {
    lastname: string;
    name: string;
    itemHeader: string;
    percentHeader: string;
    excused: string;
    percent: string;
    pass: string;
    fail: string;
    classTitle: string;
    studentTitle: string;
    date: string;
    studentLine: string;
    finalGrades: string;
    student: string;
    activity: string;
    category: string;
    score: string;
    feedback: string;
    periodGrade: string;
    finalGrade: string;
    withoutPeriod: string;
    columnsPart: string;
    continued: string;
    noItems: string;
    noPublishedItems: string;
    noStudents: string;
    notPublished: string;
    page: string;
  };
}

// The export texts live with every other user-facing text (checked in es, en and pt by `npm run check:locales`).
// Period names are the catalogue's (`catalog.json` `periods`), the same words every screen shows.
type Catalogue = ExportCatalogue & { periods: Record<string, string>; roles: Record<string, string> };
const catalogues = new Map<Language, Catalogue>();

function catalogue(language: Language): Catalogue {
  let found = catalogues.get(language);
  if (!found) {
    const { periods, roles } = localeCatalogue<{ periods: Record<string, string>; roles: Record<string, string> }>(language, 'catalog');
    found = { ...localeCatalogue<ExportCatalogue>(language, 'gradebookExport'), periods, roles };
    catalogues.set(language, found);
  }
  return found;
}


/** Texts and number/date formats of one language for the files. */
export interface ExportTexts {
  language: Language;
  file: ExportCatalogue['file'];
  /** A period's name ('t01' → "1.er trimestre"); an unknown code is shown as is. */
  period(code: string): string;
  /** A score or percentage: at most 2 decimals (half-up, as the domain rounds), no grouping, the language's decimal sign. */
  number(value: number): string;
  /** A final grade: a number with the scale's decimals, pass/fail translated, other labels as the school wrote them. */
  grade(grade: ScaledGrade): string;
  /** A role word in the person's form ("Alumna", "Aluno"), the catalogue's `roles` every screen uses; neutral without one. */
  role(word: RoleWord): string;
  /** A long date in the school's time zone ("25 de noviembre de 2026"). */
  date(at: Date, timeZone: string): string;
}

/** A dotted key (`periods.t01`) in a catalogue; undefined unless it names a text. */
function lookup(texts: unknown, key: string): string | undefined {
  const found = key.split('.').reduce<unknown>((node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);
  return typeof found === 'string' ? found : undefined;
}

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language, digits: number): Intl.NumberFormat {
  const key = `${language}:${digits}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(language, { maximumFractionDigits: digits, useGrouping: false });
    formatters.set(key, found);
  }
  return found;
}

/** A grade is already rounded by the domain to its scale's decimals (at most 4): shown as it is. */
const GRADE_DIGITS = 4;

export function exportTexts(language: Language): ExportTexts {
  const { periods, roles, file } = catalogue(language);
  return {
    language,
    file,
    period: (code) => {
      const known = parsePeriodCode(code);
      const label = known === undefined ? undefined : lookup({ periods }, periodLabelKey(known));
      return label ?? code;
    },
    number: (value) => numberFormat(language, 2).format(roundHalfUp(value, 2)),
    grade: (grade) => {
      if (grade.kind === 'number') return numberFormat(language, GRADE_DIGITS).format(grade.value);
      if (grade.label === PASS) return file.pass;
      if (grade.label === FAIL) return file.fail;
      return grade.label;
    },
    role: (word) => {
      const bare = word.key.replace(/^roles\./, '');
      return (word.context === undefined ? undefined : roles[`${bare}_${word.context}`]) ?? roles[bare] ?? bare;
    },
    // A bad stored zone must not break a download: UTC then (as schoolToday reads it).
    date: (at, timeZone) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: isKnownTimeZone(timeZone) ? timeZone : 'UTC' }).format(at),
  };
}
