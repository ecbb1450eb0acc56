import { randomUUID } from 'node:crypto';
import type { boardMessages } from '../db/schema';

// The demo boards (ADR 0510): in every course, the teacher's pinned welcome, a reminder for the students with a
// student's question and the teacher's answer, and a note only the teachers read; in the tenant's language.

interface BoardTexts {
  welcome: (course: string) => string;
  reminder: string;
  question: string;
  answer: string;
  teachersNote: string;
}

const TEXTS: Record<string, BoardTexts> = {
  es: {
    welcome: (course) => `<p>¡Bienvenidos a <strong>${course}</strong>! En este tablero publicaré avisos, fechas y materiales. Leedlo al menos una vez por semana.</p>`,
    reminder: '<p>Recordad que el viernes repasamos en clase lo visto en la unidad. Traed el cuaderno al día y las dudas apuntadas.</p>',
    question: '<p>Profe, ¿el repaso del viernes entra en el examen?</p>',
    answer: '<p>Sí: lo que repasemos el viernes es justo lo que entra. ¡Buena pregunta!</p>',
    teachersNote: '<p>Nota para el equipo docente: la semana que viene cambiamos la sesión del martes por la reunión de evaluación.</p>',
  },
  pt: {
    welcome: (course) => `<p>Bem-vindos a <strong>${course}</strong>! Neste mural vou publicar avisos, datas e materiais. Leiam-no pelo menos uma vez por semana.</p>`,
    reminder: '<p>Lembrem-se de que na sexta-feira fazemos a revisão da unidade na aula. Tragam o caderno em dia e as dúvidas anotadas.</p>',
    question: '<p>Professora, a revisão de sexta-feira entra no teste?</p>',
    answer: '<p>Sim: o que revermos na sexta-feira é exatamente o que entra. Boa pergunta!</p>',
    teachersNote: '<p>Nota para os professores: na próxima semana a aula de terça-feira passa para depois da reunião de avaliação.</p>',
  },
  en: {
    welcome: (course) => `<p>Welcome to <strong>${course}</strong>! I will post notices, dates and materials on this board. Please check it at least once a week.</p>`,
    reminder: '<p>Remember that on Friday we review the unit in class. Bring your exercise book up to date and write down your questions.</p>',
    question: '<p>Is Friday’s review going to be in the test?</p>',
    answer: '<p>Yes: what we review on Friday is exactly what the test covers. Good question!</p>',
    teachersNote: '<p>Note for staff: next week Tuesday’s lesson moves to after the assessment meeting.</p>',
  },
};

export interface BoardDemoCourse {
  courseGuid: string;
  courseName: string;
  teacherGuid: string;
  studentGuids: string[];
}

type Row = typeof boardMessages.$inferInsert;

/** The demo messages of the tenant's courses, posted over the last days. */
export function planBoardDemo(lang: string, courseList: readonly BoardDemoCourse[], now: Date): Row[] {
  const texts = TEXTS[lang] ?? TEXTS.en;
  if (!texts) return [];
  const HOUR = 3_600_000;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  return courseList.flatMap((course) => {
    const welcome = randomUUID();
    const reminder = randomUUID();
    const rows: Row[] = [
      { guid: welcome, courseGuid: course.courseGuid, authorGuid: course.teacherGuid, message: texts.welcome(course.courseName), messageFor: 'all', isPinned: true, createdAt: at(24 * 20), updatedAt: at(24 * 20) },
      { guid: reminder, courseGuid: course.courseGuid, authorGuid: course.teacherGuid, message: texts.reminder, messageFor: 'students', isPinned: false, createdAt: at(26), updatedAt: at(26) },
      { courseGuid: course.courseGuid, authorGuid: course.teacherGuid, message: texts.teachersNote, messageFor: 'teachers', isPinned: false, createdAt: at(5), updatedAt: at(5) },
    ];
    const student = course.studentGuids[0];
    if (student !== undefined) {
      rows.push(
        { courseGuid: course.courseGuid, authorGuid: student, parentGuid: reminder, message: texts.question, messageFor: 'students', isPinned: false, createdAt: at(22), updatedAt: at(22) },
        { courseGuid: course.courseGuid, authorGuid: course.teacherGuid, parentGuid: reminder, message: texts.answer, messageFor: 'students', isPinned: false, createdAt: at(20), updatedAt: at(20) },
      );
    }
    return rows;
  });
}
