// The demo library: titles of each tenant in its language and the licence codes that grant them (README "Licence codes").
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/Database';
import { libraryTitles, licenceCodes } from '../db/schema';

interface DemoTitle {
  name: string;
  description: string;
  discipline: string;
  level: string;
  years: string[];
  profile: 'student' | 'teacher';
  /** code, seats, days a licence runs */
  codes: [string, number, number][];
}

export const DEMO_LIBRARY: Record<string, DemoTitle[]> = {
  tiza: [
    {
      name: 'Matemáticas 2º ESO — Libro digital',
      description: 'Números, álgebra, geometría y estadística con ejercicios resueltos y autoevaluaciones por unidad.',
      discipline: 'ed6', level: 'el3', years: ['2º ESO'], profile: 'student',
      codes: [['TIZA-MATE-2ESO', 500, 365], ['TIZA-CARD-0001', 1, 365]],
    },
    {
      name: 'Biología y Geología 3º ESO — Libro digital',
      description: 'La célula, el cuerpo humano y la salud, con vídeos, laboratorios virtuales y fichas.',
      discipline: 'ed10', level: 'el3', years: ['3º ESO'], profile: 'student',
      codes: [['TIZA-BIOL-3ESO', 500, 365]],
    },
    {
      name: 'Matemáticas 2º ESO — Guía del profesorado',
      description: 'Programación de aula, solucionario y bancos de actividades de evaluación.',
      discipline: 'ed6', level: 'el3', years: ['2º ESO'], profile: 'teacher',
      codes: [['TIZA-PROF-MATE', 50, 730]],
    },
  ],
  escola: [
    {
      name: 'Português 7.º ano — Manual digital',
      description: 'Textos narrativos, gramática e escrita, com fichas interativas e testes por unidade.',
      discipline: 'ed7', level: 'el3', years: ['7º ano'], profile: 'student',
      codes: [['ESCO-PORT-7ANO', 500, 365]],
    },
    {
      name: 'Português 7.º ano — Guia do professor',
      description: 'Planificações, soluções e propostas de avaliação.',
      discipline: 'ed7', level: 'el3', years: ['7º ano'], profile: 'teacher',
      codes: [['ESCO-PROF-PORT', 50, 730]],
    },
  ],
  classbook: [
    {
      name: 'Science Year 5 — Pupil’s eBook',
      description: 'Living things, forces and Earth and space, with investigations and quick quizzes.',
      discipline: 'ed10', level: 'el2', years: ['Year 5'], profile: 'student',
      codes: [['CLAS-SCIE-YR05', 500, 365]],
    },
    {
      name: 'Maths Year 5 — Teacher’s Guide',
      description: 'Lesson plans, answers and assessment tasks for the whole year.',
      discipline: 'ed6', level: 'el2', years: ['Year 5'], profile: 'teacher',
      codes: [['CLAS-TEAC-MATH', 50, 730]],
    },
  ],
};

/** The tenant's titles and codes (none for a tenant without a demo library). */
export async function seedLibrary(db: Db, tenantId: string): Promise<void> {
  for (const title of DEMO_LIBRARY[tenantId] ?? []) {
    const guid = randomUUID();
    await db.insert(libraryTitles).values({ guid, tenantId, name: title.name, description: title.description, discipline: title.discipline, educationLevel: title.level, educationYears: title.years, profile: title.profile });
    await db.insert(licenceCodes).values(title.codes.map(([code, seats, days]) => ({ tenantId, code, titleGuid: guid, profile: title.profile, seats, days })));
  }
}
