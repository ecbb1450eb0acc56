import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { Job } from '@application/viewer/LessonItem';

/** An assignment's hand-ins as the teacher grades them, and the scale their scores are typed on (0…maxScore). */
export interface GradingSheet {
  jobs: Job[];
  maxScore: number;
}

/** A teacher of the course: whom a hand-in may be given to grade. */
export interface CourseTeacher {
  guid: string;
  name: string;
  lastname: string;
}

/** Grading hand-ins: the job's evaluation is the assignment's gradebook cell (ADR 0432). */
export interface GradingGateway {
  sheet(itemGuid: string): Promise<Result<GradingSheet, AppError>>;
  /** `feedback` undefined keeps it; '' clears it. */
  evaluate(jobGuid: string, score: number, feedback?: string): Promise<Result<Job, AppError>>;
  handBack(jobGuid: string, feedback?: string): Promise<Result<Job, AppError>>;
  setEvaluator(jobGuid: string, evaluatorGuid: string): Promise<Result<Job, AppError>>;
  /** The course's teachers, by lastname (the evaluator picker). */
  teachers(courseGuid: string): Promise<Result<CourseTeacher[], AppError>>;
}

export const GradingGateway: ServiceIdentifier<GradingGateway> = Symbol('GradingGateway');
