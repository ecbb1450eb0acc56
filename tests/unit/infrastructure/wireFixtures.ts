// Whole contract values for adapter tests: a test names only the fields it is about, the rest fit the contract.
import type { JobDto, LessonItemDetailDto, LessonItemDto } from '@contract/items';
import type { LessonDetailDto } from '@contract/lessons';

export function wireItem(overrides: Partial<LessonItemDto> = {}): LessonItemDto {
  return {
    guid: 'i-1',
    lesson_item_name: 'Tarea',
    content_type: 'CTTY_14',
    position: 1,
    lesson_item_deliver_at: null,
    can_deliver_late: 'NO',
    content_is_evaluable: false,
    published: true,
    audience: 'all',
    section_name: null,
    progress: null,
    job_status: null,
    jobs_amount: null,
    jobs_delivered: null,
    jobs_evaluated: null,
    test_amount_questions: null,
    lesson_item_ranking_scale: null,
    grades_published: false,
    job_score: null,
    job_evaluated_by: null,
    student_status: null,
    ...overrides,
  };
}

export function wireItemDetail(overrides: Partial<LessonItemDetailDto> = {}): LessonItemDetailDto {
  return {
    ...wireItem(overrides),
    course_guid: 'c-1',
    lesson_guid: 'l-1',
    lesson_name: 'A',
    unit_guid: 'u-1',
    data: {},
    media: {},
    my_progress: null,
    my_job: null,
    ...overrides,
  };
}

export function wireLesson(overrides: Partial<LessonDetailDto> = {}): LessonDetailDto {
  return {
    lesson_guid: 'l-1',
    name: 'A',
    thumbnail: null,
    published: true,
    position: 1,
    progress: null,
    course_guid: 'c-1',
    course_name: 'Matemáticas',
    course_education_level: 'el3',
    unit_guid: 'u-1',
    unit_name: 'Uno',
    time_zone: 'Europe/Madrid',
    abilities: { update: true },
    items: [],
    ...overrides,
  };
}

export function wireJob(overrides: Partial<JobDto> = {}): JobDto {
  return {
    guid: 'j-1',
    person_guid: 'p-1',
    student_name: 'Lucía',
    student_lastname: 'Gómez',
    student_email: 'lucia@example.test',
    student_avatar: null,
    status: 'delivered',
    score: null,
    late: false,
    text: null,
    files: [],
    delivered_at: null,
    feedback: null,
    evaluator_guid: null,
    ...overrides,
  };
}
