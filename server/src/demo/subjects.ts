// What each demo course teaches, per tenant language: the test questions, the PDF worksheet and the picture of its
// subject. seed.ts picks them by the course's discipline; scripts/make-demo-media.ts writes the worksheets and pictures
// from the same texts, so a Biology course asks about cells and hands out a worksheet on cells, in its school's language.

import subjectsJson from './content/subjects.json';

/** The subjects the demo courses teach, by discipline code (catalog `ed…`). */
export const SUBJECT_OF_DISCIPLINE = {
  ed1: 'tutoring',
  ed4: 'art',
  ed5: 'english',
  ed6: 'maths',
  ed7: 'language',
  ed10: 'science',
  ed13: 'history',
} as const;
export type Subject = (typeof SUBJECT_OF_DISCIPLINE)[keyof typeof SUBJECT_OF_DISCIPLINE];

export function subjectOf(discipline: string): Subject {
  const subject = (SUBJECT_OF_DISCIPLINE as Record<string, Subject>)[discipline];
  if (!subject) throw new Error(`demo data: no subject for discipline ${discipline}`);
  return subject;
}

/** The pictures scripts/make-demo-media.ts draws (server/demo-media/<name>.png). */
export const SUBJECT_PICTURES = ['fractions', 'cell', 'timeline', 'book', 'speech', 'colour-wheel', 'calendar', 'solar-system', 'food-chain'] as const;
export type SubjectPicture = (typeof SUBJECT_PICTURES)[number];

export interface SeedQuestion {
  type: string;
  name: string;
  description: string;
  points: number;
  data: Record<string, unknown>;
}

export interface SubjectTexts {
  /** Five questions of different kinds (10 points), the last one a long answer the teacher grades. */
  questions: SeedQuestion[];
  /** The one-page PDF worksheet: a title, then lines of text (WinAnsi characters only). */
  worksheet: { title: string; lines: string[] };
  picture: { name: SubjectPicture; alt: string };
  /** A page on the subject for the lessons' link items. */
  link: { url: string; description: string };
}

/** The worksheet file of a subject in a language (server/demo-media). */
export const worksheetFile = (subject: Subject, lang: string): string => `worksheet-${subject}.${lang}.pdf`;

/** Each language's subjects: the texts live in content/subjects.json, data to translate rather than code. */
export const SUBJECTS = subjectsJson as Record<string, Partial<Record<Subject, SubjectTexts>>>;

/** A course's subject texts in its tenant's language. */
export function subjectTexts(lang: string, discipline: string): SubjectTexts {
  const texts = SUBJECTS[lang]?.[subjectOf(discipline)];
  if (!texts) throw new Error(`demo data: no ${subjectOf(discipline)} texts in ${lang}`);
  return texts;
}
