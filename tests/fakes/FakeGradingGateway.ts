import { Err, Ok, type Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { CourseTeacher, GradingGateway, GradingSheet } from '@application/grading/ports/GradingGateway';
import type { Job } from '@application/viewer/LessonItem';

/** Grading in memory: each write answers the job as changed, or the error set in `failNext`; calls are recorded. */
export class FakeGradingGateway implements GradingGateway {
  teacherList: CourseTeacher[] = [
    { guid: 'u-teacher', name: 'Lucía', lastname: 'Martín' },
    { guid: 'u-teacher2', name: 'Javier', lastname: 'Ortega' },
  ];
  calls: string[] = [];
  failNext: AppError | undefined;
  constructor(public sheetValue: GradingSheet) {}
  sheet(): Promise<Result<GradingSheet, AppError>> {
    return Promise.resolve(Ok(this.sheetValue));
  }
  private answer(jobGuid: string, change: Partial<Job>): Promise<Result<Job, AppError>> {
    if (this.failNext) {
      const error = this.failNext;
      this.failNext = undefined;
      return Promise.resolve(Err(error));
    }
    const job = this.sheetValue.jobs.find((j) => j.guid === jobGuid);
    if (!job) throw new Error('unknown job');
    const saved = { ...job, ...change };
    this.sheetValue = { ...this.sheetValue, jobs: this.sheetValue.jobs.map((j) => (j.guid === jobGuid ? saved : j)) };
    return Promise.resolve(Ok(saved));
  }
  evaluate(jobGuid: string, score: number, feedback?: string) {
    this.calls.push(`evaluate ${jobGuid} ${score} ${feedback ?? '-'}`);
    return this.answer(jobGuid, { status: 'evaluated', score, feedback: feedback ?? null });
  }
  handBack(jobGuid: string) {
    this.calls.push(`handBack ${jobGuid}`);
    return this.answer(jobGuid, { status: 'pending', score: null, evaluatorGuid: 'u-teacher' });
  }
  setEvaluator(jobGuid: string, evaluatorGuid: string) {
    this.calls.push(`evaluator ${jobGuid} ${evaluatorGuid}`);
    return this.answer(jobGuid, { evaluatorGuid });
  }
  teachers(courseGuid: string): Promise<Result<CourseTeacher[], AppError>> {
    this.calls.push(`teachers ${courseGuid}`);
    return Promise.resolve(Ok(this.teacherList));
  }
}
