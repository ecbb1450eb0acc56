import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { DEFAULT_TENANT_FLAGS, type TenantFlags } from '@domain/tenancy/tenant';
import { DEFAULT_TENANT, type InitialData } from '../setup/defaultTenant';
import type { Role } from '@domain/identity/roles';
import type { GrammaticalGender } from '@domain/users/roleWord';
import { lessonProgress as lessonPercent } from '@domain/lessons/progress';
import type { Db } from '../db/Database';
import { seedNonSchoolDays, seedTimetables } from './calendarDemo';
import { seedLibrary, seedLicenceHolders } from './library';
import { seedHelpdeskDemo } from './helpdeskDemo';
import { attendanceMarks, attendanceSessions, auditEntries, behaviourPoints, boardMessages, columnScores, courseGradebooks, courseMembers, courses, files, gradeCategories, gradebookColumns, gradebookItems, itemProgress, jobs, lessonItems, lessonProgress, lessons, notifications, questions, schoolMemberships, schools, scoreOverrides, tenants, units, users } from '../db/schema';
import { planBoardDemo, type BoardDemoCourse } from './boardDemo';
import { planNotificationDemo, type NotificationDemoCourse } from './notificationDemo';
import { planAuditDemo } from './auditDemo';
import { feedbackFor, GRADEBOOK_DEMO, planGradebookDemo, type DemoItem, type Feedback, type GradebookDemoRows } from './gradebookDemo';
import { FileStore } from '../storage/FileStore';
import { SUBJECT_PICTURES, SUBJECTS, subjectOf, subjectTexts, worksheetFile, type SeedQuestion, type Subject, type SubjectPicture } from './subjects';
import lessonsJson from './content/lessons.json';
import tenantsJson from './content/tenants.json';
import { ASSESSMENT_CONTENT_TYPE, ASSIGNMENT_CONTENT_TYPE } from '@domain/content/contentTypes';

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


interface UserSeed {
  email: string;
  role: Role;
  name: string;
  lastname: string;
  schools: string[];
  language?: string;
  /** How the person is addressed ("Profesora"); left out for the shared support accounts (neutral words). */
  gender?: GrammaticalGender;
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
  units: { name: string; lessons: string[] }[];
}

type TenantJson = Omit<TenantSeed, 'tenant'> & { tenant: 'default' | (Omit<TenantSeed['tenant'], 'flags'> & { flags?: Partial<TenantFlags> }) };

interface TenantSeed {
  tenant: typeof tenants.$inferInsert;
  schools: { key: string; name: string; timeZone: string }[];
  users: UserSeed[];
  courses: CourseSeed[];
  /** Lesson names that stay unpublished. */
  drafts?: string[];
  /** email → course key → percent per published lesson, in order. */
  progress?: Record<string, Record<string, number[]>>;
  /** The course that gets the unit with every content type, and the student whose hand-ins are seeded. */
  rich: { course: string; handedIn: string };
  /** Work already returned: the assignment of each lesson named, handed in by every student of its course, graded and published. */
  returned: { course: string; lesson: string }[];
}

const ITEM_TYPES = [
  ['CTTY_01', false],
  ['CTTY_07', false],
  ['CTTY_05', false],
  ['CTTY_09', true],
  ['CTTY_14', true],
  ['CTTY_06', false],
] as const;

/**
 * The demo tenants (content/tenants.json): `"default"` is the default tenant; the others' flags say what differs. JSON
 * infers unions TypeScript cannot compare with these types; the demo suite (tests/api/demo.test.ts) checks what it seeds.
 */
const DATA: TenantSeed[] = (tenantsJson as unknown as TenantJson[]).map(({ tenant, ...rest }) => ({
  ...rest,
  tenant: tenant === 'default' ? DEFAULT_TENANT : { ...tenant, flags: { ...DEFAULT_TENANT_FLAGS, ...tenant.flags } },
}));


// ---- Demo media (server/demo-media, made by scripts/make-demo-media.ts) ----

const DEMO_MEDIA_DIR = fileURLToPath(new URL('../../demo-media/', import.meta.url));

interface DemoMedia {
  file: string;
  mime: string;
  mediaType: 'image' | 'video' | 'audio' | 'pdf' | 'captions';
}

/** Every demo file by key: the water unit's media, and per language its worksheets and per subject its picture. */
const MEDIA: Record<string, DemoMedia> = {
  video: { file: 'water-cycle.webm', mime: 'video/webm', mediaType: 'video' },
  audio: { file: 'rain.mp3', mime: 'audio/mpeg', mediaType: 'audio' },
  river: { file: 'river.png', mime: 'image/png', mediaType: 'image' },
  states: { file: 'states-of-water.png', mime: 'image/png', mediaType: 'image' },
  ...Object.fromEntries(['es', 'en', 'pt'].flatMap((lang) => [
    [`captions_${lang}`, { file: `water-cycle.${lang}.vtt`, mime: 'text/vtt', mediaType: 'captions' }],
    [`water_pdf_${lang}`, { file: `water-worksheet.${lang}.pdf`, mime: 'application/pdf', mediaType: 'pdf' }],
  ])),
  ...Object.fromEntries(Object.entries(SUBJECTS).flatMap(([lang, subjects]) => Object.keys(subjects).map((subject) => [
    worksheetKey(subject as Subject, lang), { file: worksheetFile(subject as Subject, lang), mime: 'application/pdf', mediaType: 'pdf' },
  ]))),
  ...Object.fromEntries(SUBJECT_PICTURES.map((name) => [pictureKey(name), { file: `${name}.png`, mime: 'image/png', mediaType: 'image' }])),
};
type MediaKey = string;

function worksheetKey(subject: Subject, lang: string): MediaKey {
  return `worksheet_${subject}_${lang}`;
}
function pictureKey(name: SubjectPicture): MediaKey {
  return `picture_${name.replace('-', '_')}`;
}

/** Size and sha256 of each demo file, read once per process. */
const mediaFacts = new Map<MediaKey, { size: number; sha256: string }>();
function mediaOf(key: MediaKey): DemoMedia {
  const media = MEDIA[key];
  if (!media) throw new Error(`demo data: no media ${key}`);
  return media;
}

function factsOf(key: MediaKey): { size: number; sha256: string } {
  let facts = mediaFacts.get(key);
  if (!facts) {
    const bytes = readFileSync(DEMO_MEDIA_DIR + mediaOf(key).file);
    facts = { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
    mediaFacts.set(key, facts);
  }
  return facts;
}

/** Files of one tenant: rows to insert and bytes to copy into DATA_DIR/files/<tenant>/<guid>. */
class MediaPlan {
  readonly rows: (typeof files.$inferInsert)[] = [];
  constructor(private readonly tenantId: string) {}

  add(key: MediaKey, courseGuid: string, ownerGuid: string, purpose: 'content' | 'captions' | 'hand-in' = mediaOf(key).mediaType === 'captions' ? 'captions' : 'content'): string {
    const guid = randomUUID();
    const media = mediaOf(key);
    this.rows.push({ guid, tenantId: this.tenantId, courseGuid, ownerGuid, purpose, mediaType: media.mediaType, mime: media.mime, name: media.file, ...factsOf(key) });
    return guid;
  }

  sourceOf(row: typeof files.$inferInsert): string {
    return DEMO_MEDIA_DIR + row.name;
  }
}

// ---- Texts per tenant language ----

/** A school's lesson item names: the content type in words, per tenant language. */
const ITEM_WORDS: Record<string, Record<string, string>> = {
  es: { CTTY_01: 'Lectura', CTTY_07: 'Imagen', CTTY_05: 'Ficha en PDF', CTTY_09: 'Test', CTTY_14: 'Tarea', CTTY_06: 'Enlace' },
  pt: { CTTY_01: 'Leitura', CTTY_07: 'Imagem', CTTY_05: 'Ficha em PDF', CTTY_09: 'Teste', CTTY_14: 'Trabalho', CTTY_06: 'Ligação' },
  en: { CTTY_01: 'Reading', CTTY_07: 'Picture', CTTY_05: 'PDF worksheet', CTTY_09: 'Quiz', CTTY_14: 'Assignment', CTTY_06: 'Link' },
};

interface GenericTexts {
  reading: (lesson: string) => string;
  task: (lesson: string) => string;
  handIn: string;
}

const GENERIC: Record<string, GenericTexts> = {
  es: {
    reading: (l) => `<h2>${l}</h2><p>Lee con atención este resumen de <strong>${l}</strong> y anota tus dudas.</p><ul><li>Idea principal</li><li>Ejemplos</li></ul>`,
    task: (l) => `<p>Escribe un breve resumen de <em>${l}</em> o adjunta una foto de tu cuaderno.</p>`,
    handIn: 'Aquí está mi resumen.',
  },
  pt: {
    reading: (l) => `<h2>${l}</h2><p>Leia com atenção este resumo de <strong>${l}</strong> e registe as suas dúvidas.</p><ul><li>Ideia principal</li><li>Exemplos</li></ul>`,
    task: (l) => `<p>Escreva um breve resumo de <em>${l}</em> ou junte uma fotografia do seu caderno.</p>`,
    handIn: 'Aqui está o meu resumo.',
  },
  en: {
    reading: (l) => `<h2>${l}</h2><p>Read this summary of <strong>${l}</strong> carefully and note down your questions.</p><ul><li>Main idea</li><li>Examples</li></ul>`,
    task: (l) => `<p>Write a short summary of <em>${l}</em> or attach a photo of your notebook.</p>`,
    handIn: 'Here is my summary.',
  },
};

/** Scores (out of 10) of returned work, student by student: a believable spread. */
const RETURNED_SCORES = [8.5, 7, 9.5, 6, 7.5];
const RETURNED_FEEDBACK: Feedback = { high: 'Very good work.', middle: 'Good work: check the details.', low: 'Not finished: ask me in class.' };

const ASSESSMENT_SETTINGS = { duration_minutes: 20, attempts_allowed: 2, ranking_scale: 10, one_per_page: true } as const;

/** The instructions of every seeded test, per tenant language; the questions come from the course's subject (subjects.ts). */
const TEST_INSTRUCTIONS: Record<string, string> = {
  es: '<p>Tienes <strong>20 minutos</strong>. Lee cada pregunta con calma; puedes volver atrás antes de entregar.</p>',
  pt: '<p>Tem <strong>20 minutos</strong>. Leia cada pergunta com calma; pode voltar atrás antes de entregar.</p>',
  en: '<p>You have <strong>20 minutes</strong>. Read each question calmly; you can go back before you submit.</p>',
};

/** Every subject's seeded questions (exported for the tests that check them against the domain's rules). */
export function seededQuestions(): readonly SeedQuestion[] {
  return Object.values(SUBJECTS).flatMap((subjects) => Object.values(subjects).flatMap((texts) => texts?.questions ?? []));
}

interface RichItem {
  name: string;
  contentType: string;
  data: Record<string, unknown>;
  /** Days from now (negative: past); absent = no deadline. */
  deliverInDays?: number;
  canDeliverLate?: boolean;
  isEvaluable?: boolean;
  audience?: 'all' | 'teachers';
  /** The teacher's notes for class, on the projection's remote (ADR 0526). */
  teacherNotes?: string;
  /** The seeded student's hand-in: on time or late. */
  handIn?: { text: string; late: boolean };
}

/** The unit with every content type; `{file:key}` strings in data name demo media. */
interface RichTexts {
  unit: string;
  lessons: { name: string; items: RichItem[] }[];
}

/** The rich unit in each language (content/lessons.json). */
const RICH = lessonsJson as Record<string, RichTexts>;

/** Replaces `{file:key}` strings in item data with the guid of that demo file in this course. */
function withFiles(data: Record<string, unknown>, fileOf: (key: MediaKey) => string): Record<string, unknown> {
  const replace = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const match = /^\{file:(\w+)\}$/.exec(value);
      return match && Object.hasOwn(MEDIA, match[1] ?? '') ? fileOf(match[1] as MediaKey) : value;
    }
    if (Array.isArray(value)) return value.map(replace);
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replace(v)]));
    return value;
  };
  return replace(data) as Record<string, unknown>;
}

/**
 * Item percents whose lesson percent (domain lessonProgress) is exactly `percent`: assignments are all or nothing
 * (a delivered job goes with 100), the other items take the rest, fullest first.
 */
export function spreadProgress(percent: number, items: readonly { contentType: string }[]): number[] {
  const total = percent * items.length;
  const assignments = items.filter((i) => i.contentType === ASSIGNMENT_CONTENT_TYPE).length;
  const others = items.length - assignments;
  let delivered = Math.min(assignments, Math.max(0, Math.ceil((total - 100 * others) / 100)));
  let rest = total - 100 * delivered;
  return items.map((item) => {
    if (item.contentType === ASSIGNMENT_CONTENT_TYPE) {
      if (delivered > 0) {
        delivered -= 1;
        return 100;
      }
      return 0;
    }
    const share = Math.min(100, Math.max(0, rest));
    rest -= share;
    return share;
  });
}

// ---- Seeding ----

async function seedTenant(db: Db, data: TenantSeed, passwordHash: string, store: FileStore): Promise<void> {
  await db.insert(tenants).values(data.tenant);
  const tenantId = data.tenant.id;
  await seedLibrary(db, tenantId, data.tenant.defaultLanguage ?? 'es');
  const schoolGuid = new Map(data.schools.map((s) => [s.key, randomUUID()]));
  await db.insert(schools).values(data.schools.map((s) => ({ guid: schoolGuid.get(s.key) ?? randomUUID(), tenantId, name: s.name, timeZone: s.timeZone })));
  await seedNonSchoolDays(db, tenantId, data.tenant.defaultLanguage, data.schools.map((s) => ({ guid: schoolGuid.get(s.key) ?? '', timeZone: s.timeZone })), new Date());

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
      grammaticalGender: u.gender ?? null,
      synchronised: u.synchronised ?? true,
    })),
  );
  await db.insert(schoolMemberships).values(
    data.users.flatMap((u) => u.schools.map((key, position) => ({ userGuid: guidOf(u.email), schoolGuid: schoolGuid.get(key) ?? '', position }))),
  );
  await seedLicenceHolders(db, tenantId, guidOf, new Date().toISOString().slice(0, 10));
  await seedHelpdeskDemo(db, tenantId, guidOf, new Date());

  const lang = data.tenant.defaultLanguage;
  const words = ITEM_WORDS[lang] ?? ITEM_WORDS.en ?? {};
  const generic = GENERIC[lang] ?? GENERIC.en;
  const rich = RICH[lang] ?? RICH.en;
  const instructions = TEST_INSTRUCTIONS[lang];
  if (!generic || !rich || !instructions) throw new Error(`demo data: no texts for ${lang}`);
  const drafts = new Set(data.drafts ?? []);
  const media = new MediaPlan(tenantId);
  const courseRows: (typeof courses.$inferInsert)[] = [];
  const memberRows: (typeof courseMembers.$inferInsert)[] = [];
  const unitRows: (typeof units.$inferInsert)[] = [];
  const lessonRows: (typeof lessons.$inferInsert)[] = [];
  const itemRows: (typeof lessonItems.$inferInsert & { guid: string; lessonGuid: string; contentType: string })[] = [];
  const progressRows: (typeof lessonProgress.$inferInsert)[] = [];
  const itemProgressRows: (typeof itemProgress.$inferInsert)[] = [];
  const jobRows: (typeof jobs.$inferInsert)[] = [];
  const questionRows: (typeof questions.$inferInsert)[] = [];
  const boardCourses: BoardDemoCourse[] = [];
  const now = Date.now();
  const DAY = 86_400_000;
  // A lesson a week: the first lesson's work was due five weeks ago, at 08:00 UTC (a school morning), so the demo
  // always shows past, current and coming work whenever it starts.
  const today = new Date(now);
  const deliverBase = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 8) - 6 * 7 * DAY;
  const gradebookTexts = GRADEBOOK_DEMO[lang];
  let gradebookCourse: { courseGuid: string; teacherGuid: string; studentGuids: string[]; timeZone: string; items: DemoItem[] } | undefined;

  /**
   * Work the teacher already returned: due two weeks ago, handed in by every student, graded two days later and
   * published the day after, so My grades and the "Grades published" tab of /tasks show something from the start.
   */
  const returnWork = (work: { lesson: { guid: string; items: { guid: string }[] }; itemRow: (typeof itemRows)[number]; students: string[]; teacherGuid: string; feedback: Feedback }) => {
    const due = deliverBase + 4 * 7 * DAY;
    work.itemRow.deliverAt = new Date(due);
    work.itemRow.gradesPublishedAt = new Date(due + 3 * DAY);
    work.students.forEach((person, s) => {
      const score = RETURNED_SCORES[s % RETURNED_SCORES.length] ?? 7;
      const graded = {
        status: 'evaluated', score, feedback: feedbackFor(work.feedback, score), evaluatedBy: work.teacherGuid,
        evaluatedAt: new Date(due + 2 * DAY), deliveredAt: new Date(due - DAY - s * 3_600_000), late: false,
      };
      const existing = jobRows.find((j) => j.itemGuid === work.itemRow.guid && j.personGuid === person);
      if (existing) Object.assign(existing, graded);
      else jobRows.push({ itemGuid: work.itemRow.guid, personGuid: person, text: generic.handIn, submissionKey: randomUUID(), ...graded });
      // The hand-in counts in the student's progress: the item done, the lesson's percent recomputed from its items.
      if (!itemProgressRows.some((p) => p.userGuid === person && p.itemGuid === work.itemRow.guid)) itemProgressRows.push({ userGuid: person, itemGuid: work.itemRow.guid, progress: 100 });
      const percents = work.lesson.items.map((i) => itemProgressRows.find((p) => p.userGuid === person && p.itemGuid === i.guid)?.progress ?? null);
      const lessonRow = progressRows.find((p) => p.userGuid === person && p.lessonGuid === work.lesson.guid);
      if (lessonRow) lessonRow.progress = lessonPercent(percents);
      else progressRows.push({ userGuid: person, lessonGuid: work.lesson.guid, progress: lessonPercent(percents) });
    });
  };

  for (const c of data.courses) {
    const courseGuid = randomUUID();
    const teacherGuid = guidOf(c.teachers[0] ?? '');
    courseRows.push({
      guid: courseGuid, tenantId, schoolGuid: schoolGuid.get(c.school) ?? '', name: c.name, type: c.type ?? 'course',
      discipline: c.discipline, educationLevel: c.level, educationYear: c.year, joinCode: c.code, createdBy: teacherGuid,
    });
    for (const t of c.teachers) memberRows.push({ courseGuid, userGuid: guidOf(t), role: 'teacher' });
    for (const s of c.students) memberRows.push({ courseGuid, userGuid: guidOf(s), role: 'student' });
    boardCourses.push({ courseGuid, courseName: c.name, teacherGuid, studentGuids: c.students.map(guidOf), educationLevel: c.level });

    // Each course has its own copies of the media its items show (an item may only use files of its course).
    const courseFiles = new Map<MediaKey, string>();
    const fileOf = (key: MediaKey): string => {
      let guid = courseFiles.get(key);
      if (!guid) {
        guid = media.add(key, courseGuid, teacherGuid);
        courseFiles.set(key, guid);
      }
      return guid;
    };
    const subject = subjectTexts(lang, c.discipline);
    const genericData = (contentType: string, lessonName: string): Record<string, unknown> => {
      switch (contentType) {
        case 'CTTY_01': return { html: generic.reading(lessonName) };
        case 'CTTY_05': return { file_guid: fileOf(worksheetKey(subjectOf(c.discipline), lang)) };
        case 'CTTY_06': return { ...subject.link };
        case 'CTTY_07': return { file_guid: fileOf(pictureKey(subject.picture.name)), alt: subject.picture.alt };
        case 'CTTY_09': return { ...ASSESSMENT_SETTINGS, instructions_html: instructions };
        case 'CTTY_14': return { instructions_html: generic.task(lessonName), accepts_text: true, accepts_files: true };
        default: return {};
      }
    };

    const published: { guid: string; name: string; items: { guid: string; contentType: string; deliverAt: Date | null }[] }[] = [];
    let lessonPosition = 0;
    const addLesson = (unitGuid: string, lessonName: string, isPublished: boolean) => {
      const lessonGuid = randomUUID();
      lessonPosition += 1;
      // Lessons carry one course-wide position sequence, in unit order (contract: ordering.moveLesson).
      lessonRows.push({ guid: lessonGuid, unitGuid, courseGuid, name: lessonName, position: lessonPosition, published: isPublished });
      return lessonGuid;
    };
    if (gradebookTexts?.course === c.key) {
      const timeZone = data.schools.find((school) => school.key === c.school)?.timeZone ?? 'UTC';
      gradebookCourse = { courseGuid, teacherGuid, studentGuids: c.students.map(guidOf), timeZone, items: [] };
    }
    c.units.forEach(({ name: unitName, lessons: lessonNames }, unitIndex) => {
      const unitGuid = randomUUID();
      unitRows.push({ guid: unitGuid, courseGuid, name: unitName, position: unitIndex + 1 });
      for (const [lessonIndex, lessonName] of lessonNames.entries()) {
        const isPublished = !drafts.has(lessonName);
        const lessonGuid = addLesson(unitGuid, lessonName, isPublished);
        const lessonItemsOf: { guid: string; contentType: string; deliverAt: Date | null }[] = [];
        for (let i = 0; i < 3; i += 1) {
          const [contentType, isEvaluable] = ITEM_TYPES[(lessonPosition + i) % ITEM_TYPES.length] ?? ITEM_TYPES[0];
          const guid = randomUUID();
          const deliverAt = isEvaluable ? new Date(deliverBase + lessonPosition * 7 * DAY) : null;
          itemRows.push({
            guid, lessonGuid, name: `${words[contentType] ?? contentType}: ${lessonName}`, contentType, position: i + 1, isEvaluable,
            deliverAt, data: genericData(contentType, lessonName),
          });
          lessonItemsOf.push({ guid, contentType, deliverAt });
          if (gradebookCourse?.courseGuid === courseGuid) gradebookCourse.items.push({ guid, contentType, unitIndex, lessonIndex, published: isPublished });
          if (contentType === ASSESSMENT_CONTENT_TYPE) {
            subject.questions.forEach((q, index) => {
              questionRows.push({ itemGuid: guid, position: index + 1, type: q.type, name: q.name, description: q.description, points: q.points, data: q.data });
            });
          }
        }
        if (isPublished) published.push({ guid: lessonGuid, name: lessonName, items: lessonItemsOf });
      }
    });

    if (data.rich.course === c.key) {
      const unitGuid = randomUUID();
      unitRows.push({ guid: unitGuid, courseGuid, name: rich.unit, position: c.units.length + 1 });
      // Every captions file of the video is in the course, so a teacher can switch language.
      for (const key of ['captions_es', 'captions_en', 'captions_pt'] as const) fileOf(key);
      const handedIn = guidOf(data.rich.handedIn);
      for (const lesson of rich.lessons) {
        const lessonGuid = addLesson(unitGuid, lesson.name, true);
        const visible: (number | null)[] = [];
        lesson.items.forEach((item, index) => {
          const guid = randomUUID();
          const deliverAt = item.deliverInDays === undefined ? null : new Date(Math.floor((now + item.deliverInDays * DAY) / 60_000) * 60_000);
          itemRows.push({
            guid, lessonGuid, name: item.name, contentType: item.contentType, position: index + 1, isEvaluable: item.isEvaluable ?? false,
            deliverAt, canDeliverLate: item.canDeliverLate ?? true, audience: item.audience ?? 'all', data: withFiles(item.data, fileOf),
            teacherNotes: item.teacherNotes ?? null,
          });
          if (item.audience === 'teachers') return;
          if (item.handIn && deliverAt) {
            const deliveredAt = new Date(deliverAt.getTime() + (item.handIn.late ? DAY : -DAY));
            jobRows.push({ itemGuid: guid, personGuid: handedIn, status: 'delivered', text: item.handIn.text, submissionKey: randomUUID(), deliveredAt, late: item.handIn.late });
            itemProgressRows.push({ userGuid: handedIn, itemGuid: guid, progress: 100 });
            visible.push(100);
          } else {
            visible.push(null);
          }
        });
        progressRows.push({ userGuid: handedIn, lessonGuid, progress: lessonPercent(visible) });
      }
    }

    // Seeded lesson percents come with item percents that add up to them, so a new report recomputes consistently.
    for (const [email, perCourse] of Object.entries(data.progress ?? {})) {
      (perCourse[c.key] ?? []).forEach((percent, i) => {
        const lesson = published[i];
        if (!lesson) return;
        const person = guidOf(email);
        progressRows.push({ userGuid: person, lessonGuid: lesson.guid, progress: percent });
        spreadProgress(percent, lesson.items).forEach((itemPercent, index) => {
          const item = lesson.items[index];
          if (!item || itemPercent === 0) return;
          itemProgressRows.push({ userGuid: person, itemGuid: item.guid, progress: itemPercent });
          if (item.contentType === ASSIGNMENT_CONTENT_TYPE) {
            const deliveredAt = new Date(Math.min((item.deliverAt?.getTime() ?? deliverBase) - DAY, now - DAY));
            jobRows.push({ itemGuid: item.guid, personGuid: person, status: 'delivered', text: generic.handIn, submissionKey: randomUUID(), deliveredAt, late: false });
          }
        });
      });
    }

    for (const returned of data.returned.filter((r) => r.course === c.key)) {
      const lesson = published.find((l) => l.name === returned.lesson);
      const item = lesson?.items.find((i) => i.contentType === ASSIGNMENT_CONTENT_TYPE);
      const row = itemRows.find((r) => r.guid === item?.guid);
      if (!lesson || !item || !row) throw new Error(`demo data: no assignment in ${returned.lesson}`);
      returnWork({ lesson, itemRow: row, students: c.students.map(guidOf), teacherGuid, feedback: gradebookTexts?.feedback ?? RETURNED_FEEDBACK });
    }
  }

  // The demo gradebook: due dates around today, graded hand-ins, columns, attendance and behaviour.
  let gradebook: GradebookDemoRows | undefined;
  if (gradebookTexts && gradebookCourse) {
    gradebook = planGradebookDemo({ texts: gradebookTexts, tenantId, jobRows, now: new Date(now), ...gradebookCourse });
    for (const row of itemRows) row.deliverAt = gradebook.deliverAt.get(row.guid) ?? row.deliverAt;
    jobRows.push(...gradebook.jobs);
    const withProgress = new Set(itemProgressRows.map((p) => `${p.itemGuid}:${p.userGuid}`));
    for (const job of gradebook.jobs) if (!withProgress.has(`${job.itemGuid}:${job.personGuid}`)) itemProgressRows.push({ userGuid: job.personGuid, itemGuid: job.itemGuid, progress: 100 });
  }

  // The bytes first (temp file → rename), then the rows that point at them.
  for (const row of media.rows) await store.importCopy(media.sourceOf(row), tenantId, row.guid ?? '');
  await db.insert(courses).values(courseRows);
  const zoneOfSchool = new Map(data.schools.map((s) => [schoolGuid.get(s.key) ?? '', s.timeZone]));
  await seedTimetables(db, tenantId, lang, courseRows.map((c) => ({ guid: c.guid ?? '', timeZone: zoneOfSchool.get(c.schoolGuid) ?? 'UTC' })), new Date(now));
  await db.insert(courseMembers).values(memberRows);
  await db.insert(units).values(unitRows);
  await db.insert(lessons).values(lessonRows);
  await db.insert(files).values(media.rows);
  await db.insert(lessonItems).values(itemRows);
  if (questionRows.length > 0) await db.insert(questions).values(questionRows);
  if (progressRows.length > 0) await db.insert(lessonProgress).values(progressRows);
  if (itemProgressRows.length > 0) await db.insert(itemProgress).values(itemProgressRows);
  if (jobRows.length > 0) await db.insert(jobs).values(jobRows);
  if (gradebook) await insertGradebook(db, gradebook);
  // Replies point at their parent: parents are listed first and go in the same statement.
  const boardRows = planBoardDemo(lang, boardCourses, new Date(now));
  if (boardRows.length > 0) await db.insert(boardMessages).values(boardRows);
  const names = new Map(data.users.map((u) => [guidOf(u.email), `${u.name} ${u.lastname}`]));
  const notificationRows = planNotificationDemo(notificationCourses(tenantId, boardCourses, lessonRows, itemRows, now), boardRows, (guid) => names.get(guid) ?? '', data.tenant.flags.kidsMode, new Date(now));
  if (notificationRows.length > 0) await db.insert(notifications).values(notificationRows);
  const schoolOf = (u: UserSeed) => (u.schools[0] === undefined ? undefined : schoolGuid.get(u.schools[0]));
  const auditRows = planAuditDemo({
    tenantId,
    language: lang,
    people: data.users.map((u) => ({ guid: guidOf(u.email), role: u.role, name: `${u.name} ${u.lastname}`, schoolGuid: schoolOf(u) })),
    courses: courseRows.map((c) => ({
      guid: c.guid ?? '',
      name: c.name,
      schoolGuid: c.schoolGuid,
      studentGuids: memberRows.filter((m) => m.courseGuid === c.guid && m.role === 'student').map((m) => m.userGuid),
      teacherGuids: memberRows.filter((m) => m.courseGuid === c.guid && m.role === 'teacher').map((m) => m.userGuid),
    })),
    now: new Date(now),
  });
  if (auditRows.length > 0) await db.insert(auditEntries).values(auditRows);
}


/** Each course with the work its students see that the demo's bell tells them of. */
function notificationCourses(
  tenantId: string,
  boardCourses: readonly BoardDemoCourse[],
  lessonRows: readonly (typeof lessons.$inferInsert)[],
  itemRows: readonly (typeof lessonItems.$inferInsert & { guid: string; lessonGuid: string; contentType: string })[],
  now: number,
): NotificationDemoCourse[] {
  return boardCourses.map((course) => {
    const visibleLessons = new Set(lessonRows.filter((l) => l.courseGuid === course.courseGuid && l.published !== false).map((l) => l.guid));
    const visible = itemRows.filter((i) => visibleLessons.has(i.lessonGuid) && i.audience !== 'teachers' && i.published !== false);
    // The first work still to come; else the course's last item.
    const coming =
      visible.filter((i) => i.deliverAt instanceof Date && i.deliverAt.getTime() > now).sort((a, b) => (a.deliverAt?.getTime() ?? 0) - (b.deliverAt?.getTime() ?? 0))[0] ??
      visible[visible.length - 1];
    const latestItem = coming
      ? { guid: coming.guid, name: coming.name, lessonGuid: coming.lessonGuid, contentType: coming.contentType, isEvaluable: coming.isEvaluable ?? false, deliverAt: coming.deliverAt ?? null }
      : undefined;
    return { tenantId, ...course, ...(latestItem ? { latestItem } : {}) };
  });
}

async function insertGradebook(db: Db, rows: GradebookDemoRows): Promise<void> {
  await db.insert(courseGradebooks).values(rows.gradebook);
  await db.insert(gradeCategories).values(rows.categories);
  if (rows.items.length > 0) await db.insert(gradebookItems).values(rows.items);
  await db.insert(gradebookColumns).values(rows.columns);
  if (rows.columnScores.length > 0) await db.insert(columnScores).values(rows.columnScores);
  if (rows.overrides.length > 0) await db.insert(scoreOverrides).values(rows.overrides);
  await db.insert(attendanceSessions).values(rows.sessions);
  if (rows.marks.length > 0) await db.insert(attendanceMarks).values(rows.marks);
  if (rows.behaviour.length > 0) await db.insert(behaviourPoints).values(rows.behaviour);
}

export interface SeedOptions {
  /** Where the demo's media files go (the files table points at them). */
  filesDir: string;
}

/**
 * The demo school (three tenants in es, pt and en) as what an empty database starts with; `npm start` (DEMO=1) and the
 * tests use it, production never loads this module. True when the data was loaded now; an advisory lock keeps two
 * starting processes from both seeding.
 */
export function seedDemo(options: SeedOptions): InitialData {
  return async (db) => {
    const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(tenants);
    if ((existing?.n ?? 0) > 0) return false;
    // Hashed once for every demo user: argon2id is slow on purpose.
    const passwordHash = await hash(DEMO_PASSWORD);
    const store = new FileStore(options.filesDir);
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(7253418)`);
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(tenants);
      if ((row?.n ?? 0) > 0) return false;
      for (const data of DATA) await seedTenant(tx, data, passwordHash, store);
      return true;
    });
  };
}
