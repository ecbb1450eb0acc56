import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { DEFAULT_TENANT_FLAGS } from '@domain/tenancy/tenant';
import type { Role } from '@domain/identity/roles';
import type { Db } from '../db/Database';
import { courseMembers, courses, lessonItems, lessonProgress, lessons, schoolMemberships, schools, tenants, units, users } from '../db/schema';

export const DEMO_PASSWORD = 'tiza-demo';

/** The logins printed at start (and used by the tests). */
export const DEMO_LOGINS = [
  { tenant: 'tiza', email: 'teacher@tiza.demo', role: 'R02' },
  { tenant: 'tiza', email: 'student@tiza.demo', role: 'R01' },
  { tenant: 'tiza', email: 'admin@tiza.demo', role: 'R03' },
  { tenant: 'tiza', email: 'editor@tiza.demo', role: 'R04' },
  { tenant: 'tiza', email: 'helpdesk@tiza.demo', role: 'R05' },
  { tenant: 'escola', email: 'professor@escola.demo', role: 'R02' },
  { tenant: 'escola', email: 'aluno@escola.demo', role: 'R01' },
  { tenant: 'escola', email: 'admin@escola.demo', role: 'R03' },
  { tenant: 'escola', email: 'editor@escola.demo', role: 'R04' },
  { tenant: 'escola', email: 'helpdesk@escola.demo', role: 'R05' },
  { tenant: 'classbook', email: 'teacher@classbook.demo', role: 'R02' },
  { tenant: 'classbook', email: 'student@classbook.demo', role: 'R01' },
  { tenant: 'classbook', email: 'admin@classbook.demo', role: 'R03' },
] as const satisfies readonly { tenant: string; email: string; role: Role }[];

/** Not yet synchronised by the school system: its login answers USER_NOT_SYNCHRONISED. */
export const DEMO_PENDING_LOGIN = { tenant: 'tiza', email: 'pending@tiza.demo' } as const;

const DEFAULT_TENANT = {
  id: 'tiza',
  name: 'Tiza',
  defaultLanguage: 'es',
  languages: ['es', 'en', 'pt'],
  loginMethods: ['password', 'sso'],
  flags: { ...DEFAULT_TENANT_FLAGS, thirdPartyIntegrations: true, newProgramInterface: true },
  theme: { primary: '#1f5eff', accent: '#ff8a00', brand: 'Tiza' },
  hostnames: ['localhost', '127.0.0.1', 'tiza.localhost'],
  passwordMinLength: 8,
  isDefault: true,
};

interface UserSeed {
  email: string;
  role: Role;
  name: string;
  lastname: string;
  schools: string[];
  language?: string;
  synchronised?: boolean;
}

interface CourseSeed {
  key: string;
  school: string;
  name: string;
  type?: string;
  discipline: string;
  level: string;
  year: string;
  code: string;
  teachers: string[];
  students: string[];
  units: [string, string[]][];
}

interface TenantSeed {
  tenant: typeof tenants.$inferInsert;
  schools: { key: string; name: string; timeZone: string }[];
  users: UserSeed[];
  courses: CourseSeed[];
  /** Lesson names that stay unpublished. */
  drafts?: string[];
  /** email → course key → percent per published lesson, in order. */
  progress?: Record<string, Record<string, number[]>>;
}

const ITEM_TYPES = [
  ['CTTY_01', false],
  ['CTTY_03', false],
  ['CTTY_05', false],
  ['CTTY_09', true],
  ['CTTY_14', true],
  ['CTTY_06', false],
] as const;

const DATA: TenantSeed[] = [
  {
    tenant: DEFAULT_TENANT,
    schools: [
      { key: 'ies', name: 'IES Ramón y Cajal', timeZone: 'Europe/Madrid' },
      { key: 'colegio', name: 'Colegio Santa Teresa', timeZone: 'Europe/Madrid' },
    ],
    users: [
      { email: 'teacher@tiza.demo', role: 'R02', name: 'Lucía', lastname: 'Martín Gómez', schools: ['ies', 'colegio'] },
      { email: 'teacher2@tiza.demo', role: 'R02', name: 'Javier', lastname: 'Ortega Ruiz', schools: ['colegio'] },
      { email: 'student@tiza.demo', role: 'R01', name: 'Pablo', lastname: 'García López', schools: ['ies'] },
      { email: 'marta@tiza.demo', role: 'R01', name: 'Marta', lastname: 'Sánchez Díaz', schools: ['ies'] },
      { email: 'hugo@tiza.demo', role: 'R01', name: 'Hugo', lastname: 'Fernández Gil', schools: ['ies'] },
      { email: 'lucas@tiza.demo', role: 'R01', name: 'Lucas', lastname: 'Moreno Vega', schools: ['ies'] },
      { email: 'irene@tiza.demo', role: 'R01', name: 'Irene', lastname: 'Castro Molina', schools: ['colegio'] },
      { email: 'admin@tiza.demo', role: 'R03', name: 'Carmen', lastname: 'Ruiz Navarro', schools: ['ies'] },
      { email: 'editor@tiza.demo', role: 'R04', name: 'Elena', lastname: 'Vidal Prieto', schools: ['ies'] },
      { email: 'helpdesk@tiza.demo', role: 'R05', name: 'Soporte', lastname: 'Tiza', schools: ['ies'] },
      { email: 'pending@tiza.demo', role: 'R01', name: 'Nora', lastname: 'Blanco Ramos', schools: ['ies'], synchronised: false },
    ],
    courses: [
      {
        key: 'mat', school: 'ies', name: 'Matemáticas 2º ESO', discipline: 'ed6', level: 'el3', year: '2º ESO', code: 'MATE2ESO',
        teachers: ['teacher@tiza.demo'], students: ['student@tiza.demo', 'marta@tiza.demo', 'hugo@tiza.demo', 'lucas@tiza.demo'],
        units: [
          ['Números y operaciones', ['Números enteros', 'Fracciones y decimales', 'Potencias y raíces']],
          ['Álgebra', ['Expresiones algebraicas', 'Ecuaciones de primer grado', 'Sistemas de ecuaciones']],
          ['Estadística y probabilidad', ['Tablas y gráficos', 'Probabilidad']],
        ],
      },
      {
        key: 'len', school: 'ies', name: 'Lengua Castellana y Literatura 2º ESO', discipline: 'ed7', level: 'el3', year: '2º ESO', code: 'LENGUA2E',
        teachers: ['teacher@tiza.demo'], students: ['student@tiza.demo', 'marta@tiza.demo', 'hugo@tiza.demo'],
        units: [
          ['La comunicación', ['El texto y sus propiedades', 'La narración']],
          ['Gramática', ['El sustantivo y el adjetivo', 'El verbo', 'La oración simple']],
        ],
      },
      {
        key: 'bio', school: 'ies', name: 'Biología y Geología 3º ESO', discipline: 'ed10', level: 'el3', year: '3º ESO', code: 'BIOGEO3E',
        teachers: ['teacher@tiza.demo'], students: ['student@tiza.demo', 'lucas@tiza.demo'],
        units: [
          ['La célula', ['Niveles de organización', 'La célula eucariota']],
          ['El cuerpo humano', ['Nutrición', 'Relación y coordinación', 'Reproducción']],
        ],
      },
      {
        key: 'his', school: 'ies', name: 'Historia del Mundo Contemporáneo 1º Bachillerato', discipline: 'ed13', level: 'el4', year: '1º Bachillerato', code: 'HISTBACH1',
        teachers: ['teacher@tiza.demo'], students: [],
        units: [['El Antiguo Régimen', ['La sociedad estamental', 'La Ilustración']], ['Las revoluciones', ['La Revolución Industrial', 'La Revolución francesa']]],
      },
      {
        key: 'tut', school: 'ies', name: 'Tutoría 2º B', type: 'group', discipline: 'ed1', level: 'el3', year: '2º ESO', code: 'TUTOR2B',
        teachers: ['teacher@tiza.demo'], students: ['student@tiza.demo', 'marta@tiza.demo', 'hugo@tiza.demo', 'lucas@tiza.demo'],
        units: [['Primer trimestre', ['Normas de convivencia', 'Técnicas de estudio']]],
      },
      {
        key: 'ing', school: 'colegio', name: 'Inglés 5º Primaria', discipline: 'ed5', level: 'el2', year: '5º Primaria', code: 'INGLES5P',
        teachers: ['teacher@tiza.demo', 'teacher2@tiza.demo'], students: ['irene@tiza.demo'],
        units: [['My family', ['Family members', 'Describing people']], ['At school', ['School subjects', 'Telling the time']]],
      },
    ],
    drafts: ['Probabilidad'],
    progress: {
      'student@tiza.demo': { mat: [100, 100, 80, 60, 30], len: [100, 50], bio: [20], tut: [100, 100] },
      'marta@tiza.demo': { mat: [100, 90, 70], len: [100, 100, 100] },
      'hugo@tiza.demo': { mat: [40] },
    },
  },
  {
    tenant: {
      id: 'escola',
      name: 'Escola Digital',
      defaultLanguage: 'pt',
      languages: ['pt', 'es', 'en'],
      loginMethods: ['password'],
      flags: { ...DEFAULT_TENANT_FLAGS, hideLibrary: true, createCourse: false, avatarChange: false },
      theme: { primary: '#0f766e', accent: '#f59e0b', brand: 'Escola Digital' },
      hostnames: ['escola.localhost'],
      passwordMinLength: 10,
    },
    schools: [{ key: 'alvalade', name: 'Escola Básica de Alvalade', timeZone: 'Europe/Lisbon' }],
    users: [
      { email: 'professor@escola.demo', role: 'R02', name: 'Ana', lastname: 'Ferreira', schools: ['alvalade'] },
      { email: 'aluno@escola.demo', role: 'R01', name: 'João', lastname: 'Silva', schools: ['alvalade'] },
      { email: 'beatriz@escola.demo', role: 'R01', name: 'Beatriz', lastname: 'Santos', schools: ['alvalade'] },
      { email: 'tiago@escola.demo', role: 'R01', name: 'Tiago', lastname: 'Oliveira', schools: ['alvalade'] },
      { email: 'admin@escola.demo', role: 'R03', name: 'Rui', lastname: 'Costa', schools: ['alvalade'] },
      { email: 'editor@escola.demo', role: 'R04', name: 'Inês', lastname: 'Almeida', schools: ['alvalade'] },
      { email: 'helpdesk@escola.demo', role: 'R05', name: 'Apoio', lastname: 'Escola', schools: ['alvalade'] },
    ],
    courses: [
      {
        key: 'por', school: 'alvalade', name: 'Língua Portuguesa 7º ano', discipline: 'ed7', level: 'el3', year: '7º ano', code: 'PORT7ANO',
        teachers: ['professor@escola.demo'], students: ['aluno@escola.demo', 'beatriz@escola.demo', 'tiago@escola.demo'],
        units: [['Textos narrativos', ['O conto tradicional', 'A lenda']], ['Gramática', ['Classes de palavras', 'Funções sintáticas', 'Tempos verbais']]],
      },
      {
        key: 'mat', school: 'alvalade', name: 'Matemática 7º ano', discipline: 'ed6', level: 'el3', year: '7º ano', code: 'MATEM7ANO',
        teachers: ['professor@escola.demo'], students: ['aluno@escola.demo', 'beatriz@escola.demo'],
        units: [['Números racionais', ['Números inteiros', 'Frações']], ['Geometria', ['Triângulos', 'Áreas e perímetros']]],
      },
      {
        key: 'cie', school: 'alvalade', name: 'Ciências Naturais 8º ano', discipline: 'ed10', level: 'el3', year: '8º ano', code: 'CIENC8ANO',
        teachers: ['professor@escola.demo'], students: ['tiago@escola.demo'],
        units: [['Ecossistemas', ['Fatores abióticos', 'Cadeias alimentares']]],
      },
      {
        key: 'his', school: 'alvalade', name: 'História 9º ano', discipline: 'ed13', level: 'el3', year: '9º ano', code: 'HIST9ANO',
        teachers: ['professor@escola.demo'], students: ['aluno@escola.demo'],
        units: [['A Primeira Guerra Mundial', ['As causas do conflito', 'As consequências da guerra']]],
      },
    ],
    progress: { 'aluno@escola.demo': { por: [100, 75, 50], mat: [100] } },
  },
  {
    tenant: {
      id: 'classbook',
      name: 'Classbook',
      defaultLanguage: 'en',
      languages: ['en', 'es'],
      loginMethods: ['password', 'oidc'],
      flags: { ...DEFAULT_TENANT_FLAGS, kidsMode: true, support: false },
      theme: { primary: '#7c3aed', accent: '#22c55e', brand: 'Classbook' },
      hostnames: ['classbook.localhost'],
      passwordMinLength: 8,
    },
    schools: [{ key: 'riverside', name: 'Riverside Primary School', timeZone: 'Europe/London' }],
    users: [
      { email: 'teacher@classbook.demo', role: 'R02', name: 'Emma', lastname: 'Wilson', schools: ['riverside'] },
      { email: 'student@classbook.demo', role: 'R01', name: 'Oliver', lastname: 'Brown', schools: ['riverside'] },
      { email: 'amelia@classbook.demo', role: 'R01', name: 'Amelia', lastname: 'Taylor', schools: ['riverside'] },
      { email: 'jack@classbook.demo', role: 'R01', name: 'Jack', lastname: 'Davies', schools: ['riverside'] },
      { email: 'admin@classbook.demo', role: 'R03', name: 'Sarah', lastname: 'Evans', schools: ['riverside'] },
      { email: 'editor@classbook.demo', role: 'R04', name: 'Grace', lastname: 'Hughes', schools: ['riverside'] },
      { email: 'helpdesk@classbook.demo', role: 'R05', name: 'Help', lastname: 'Desk', schools: ['riverside'] },
    ],
    courses: [
      {
        key: 'sci', school: 'riverside', name: 'Science Year 5', discipline: 'ed10', level: 'el2', year: 'Year 5', code: 'SCIENCE5',
        teachers: ['teacher@classbook.demo'], students: ['student@classbook.demo', 'amelia@classbook.demo', 'jack@classbook.demo'],
        units: [['Living things', ['Life cycles', 'Animals including humans']], ['Earth and space', ['The solar system', 'Day and night']]],
      },
      {
        key: 'mat', school: 'riverside', name: 'Maths Year 5', discipline: 'ed6', level: 'el2', year: 'Year 5', code: 'MATHS5Y',
        teachers: ['teacher@classbook.demo'], students: ['student@classbook.demo', 'amelia@classbook.demo'],
        units: [['Place value', ['Numbers to one million', 'Rounding']], ['Fractions', ['Equivalent fractions', 'Adding fractions']]],
      },
      {
        key: 'eng', school: 'riverside', name: 'English Year 6', discipline: 'ed5', level: 'el2', year: 'Year 6', code: 'ENGLISH6',
        teachers: ['teacher@classbook.demo'], students: ['jack@classbook.demo'],
        units: [['Stories', ['Myths and legends', 'Writing a story']]],
      },
      {
        key: 'art', school: 'riverside', name: 'Art Year 4', discipline: 'ed4', level: 'el2', year: 'Year 4', code: 'ARTYEAR4',
        teachers: ['teacher@classbook.demo'], students: ['student@classbook.demo'],
        units: [['Colour', ['Primary colours', 'Mixing paint']]],
      },
    ],
    progress: { 'student@classbook.demo': { sci: [100, 60, 20], art: [100] } },
  },
];

/** A school's lesson item names: the content type in words, per tenant language. */
const ITEM_WORDS: Record<string, Record<string, string>> = {
  es: { CTTY_01: 'Lectura', CTTY_03: 'Vídeo', CTTY_05: 'Ficha en PDF', CTTY_09: 'Test', CTTY_14: 'Tarea', CTTY_06: 'Enlace' },
  pt: { CTTY_01: 'Leitura', CTTY_03: 'Vídeo', CTTY_05: 'Ficha em PDF', CTTY_09: 'Teste', CTTY_14: 'Trabalho', CTTY_06: 'Ligação' },
  en: { CTTY_01: 'Reading', CTTY_03: 'Video', CTTY_05: 'PDF worksheet', CTTY_09: 'Quiz', CTTY_14: 'Assignment', CTTY_06: 'Link' },
};

async function seedTenant(db: Db, data: TenantSeed, passwordHash: string): Promise<void> {
  await db.insert(tenants).values(data.tenant);
  const tenantId = data.tenant.id;
  const schoolGuid = new Map(data.schools.map((s) => [s.key, randomUUID()]));
  await db.insert(schools).values(data.schools.map((s) => ({ guid: schoolGuid.get(s.key) ?? randomUUID(), tenantId, name: s.name, timeZone: s.timeZone })));

  const userGuid = new Map(data.users.map((u) => [u.email, randomUUID()]));
  const guidOf = (email: string): string => {
    const guid = userGuid.get(email);
    if (!guid) throw new Error(`demo data: unknown user ${email}`);
    return guid;
  };
  await db.insert(users).values(
    data.users.map((u) => ({
      guid: guidOf(u.email),
      tenantId,
      email: u.email,
      passwordHash,
      role: u.role,
      name: u.name,
      lastname: u.lastname,
      language: u.language ?? null,
      synchronised: u.synchronised ?? true,
    })),
  );
  await db.insert(schoolMemberships).values(
    data.users.flatMap((u) => u.schools.map((key, position) => ({ userGuid: guidOf(u.email), schoolGuid: schoolGuid.get(key) ?? '', position }))),
  );

  const lang = data.tenant.defaultLanguage;
  const words = ITEM_WORDS[lang] ?? ITEM_WORDS.en ?? {};
  const drafts = new Set(data.drafts ?? []);
  const courseRows: (typeof courses.$inferInsert)[] = [];
  const memberRows: (typeof courseMembers.$inferInsert)[] = [];
  const unitRows: (typeof units.$inferInsert)[] = [];
  const lessonRows: (typeof lessons.$inferInsert)[] = [];
  const itemRows: (typeof lessonItems.$inferInsert)[] = [];
  const progressRows: (typeof lessonProgress.$inferInsert)[] = [];
  const deliverBase = Date.UTC(2026, 0, 12, 8);

  for (const c of data.courses) {
    const courseGuid = randomUUID();
    courseRows.push({
      guid: courseGuid, tenantId, schoolGuid: schoolGuid.get(c.school) ?? '', name: c.name, type: c.type ?? 'course',
      discipline: c.discipline, educationLevel: c.level, educationYear: c.year, joinCode: c.code, createdBy: guidOf(c.teachers[0] ?? ''),
    });
    for (const t of c.teachers) memberRows.push({ courseGuid, userGuid: guidOf(t), role: 'teacher' });
    for (const s of c.students) memberRows.push({ courseGuid, userGuid: guidOf(s), role: 'student' });
    const published: string[] = [];
    let lessonPosition = 0;
    c.units.forEach(([unitName, lessonNames], unitIndex) => {
      const unitGuid = randomUUID();
      unitRows.push({ guid: unitGuid, courseGuid, name: unitName, position: unitIndex + 1 });
      lessonNames.forEach((lessonName, lessonIndex) => {
        const lessonGuid = randomUUID();
        lessonPosition += 1;
        const isPublished = !drafts.has(lessonName);
        if (isPublished) published.push(lessonGuid);
        lessonRows.push({ guid: lessonGuid, unitGuid, courseGuid, name: lessonName, position: lessonIndex + 1, published: isPublished });
        for (let i = 0; i < 3; i += 1) {
          const [contentType, isEvaluable] = ITEM_TYPES[(lessonPosition + i) % ITEM_TYPES.length] ?? ITEM_TYPES[0];
          itemRows.push({
            lessonGuid, name: `${words[contentType] ?? contentType}: ${lessonName}`, contentType, position: i + 1, isEvaluable,
            deliverAt: isEvaluable ? new Date(deliverBase + lessonPosition * 7 * 86_400_000) : null,
          });
        }
      });
    });
    for (const [email, perCourse] of Object.entries(data.progress ?? {})) {
      (perCourse[c.key] ?? []).forEach((percent, i) => {
        const lessonGuid = published[i];
        if (lessonGuid) progressRows.push({ userGuid: guidOf(email), lessonGuid, progress: percent });
      });
    }
  }
  await db.insert(courses).values(courseRows);
  await db.insert(courseMembers).values(memberRows);
  await db.insert(units).values(unitRows);
  await db.insert(lessons).values(lessonRows);
  await db.insert(lessonItems).values(itemRows);
  if (progressRows.length > 0) await db.insert(lessonProgress).values(progressRows);
}

/**
 * On an empty database: the demo data set when `demo` is on, else just the default tenant.
 * Returns true when the demo data was loaded now. An advisory lock keeps two starting processes from both seeding.
 */
export interface SeedOptions {
  /** Where the demo's media files go (the files table points at them). */
  filesDir: string;
}

export async function ensureData(db: Db, demo: boolean, options: SeedOptions): Promise<boolean> {
  void options;
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(tenants);
  if ((existing?.n ?? 0) > 0) return false;
  // Hashed once for every demo user: argon2id is slow on purpose.
  const passwordHash = demo ? await hash(DEMO_PASSWORD) : '';
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7253418)`);
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(tenants);
    if ((row?.n ?? 0) > 0) return false;
    if (!demo) {
      await tx.insert(tenants).values(DEFAULT_TENANT);
      return false;
    }
    for (const data of DATA) await seedTenant(tx, data, passwordHash);
    return true;
  });
}
