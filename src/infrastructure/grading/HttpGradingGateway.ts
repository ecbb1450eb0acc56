import { CourseTeachersAnswer } from '@contract/courses';
import { JobSchema } from '@contract/items';
import { JobsAnswer, type EvaluationBodyDto, type EvaluatorBodyDto, type ReturnBodyDto } from '@contract/grading';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { CourseTeacher, GradingGateway, GradingSheet } from '@application/grading/ports/GradingGateway';
import type { Job } from '@application/viewer/LessonItem';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire } from '@infrastructure/http/wire';
import { jobToDomain } from '@infrastructure/viewer/HttpViewerGateway';

const job = (guid: string) => `/front/jobs/${encodeURIComponent(guid)}`;

export class HttpGradingGateway implements GradingGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async sheet(itemGuid: string): Promise<Result<GradingSheet, AppError>> {
    return fromWire(await this.http.get(`/front/lesson-items/${encodeURIComponent(itemGuid)}/jobs`), JobsAnswer, (dto) => ({ jobs: dto.data.map(jobToDomain), maxScore: dto.max_score }));
  }

  async evaluate(jobGuid: string, score: number, feedback?: string): Promise<Result<Job, AppError>> {
    const body: EvaluationBodyDto = { score, ...(feedback === undefined ? {} : { feedback }) };
    return fromWire(await this.http.request('PUT', `${job(jobGuid)}/evaluation`, { body }), JobSchema, jobToDomain);
  }

  async handBack(jobGuid: string, feedback?: string): Promise<Result<Job, AppError>> {
    const body: ReturnBodyDto = feedback === undefined ? {} : { feedback };
    return fromWire(await this.http.post(`${job(jobGuid)}/return`, body), JobSchema, jobToDomain);
  }

  async teachers(courseGuid: string): Promise<Result<CourseTeacher[], AppError>> {
    return fromWire(await this.http.get(`/front/courses/${encodeURIComponent(courseGuid)}/teachers`), CourseTeachersAnswer, (dto) => dto.data.map((t) => ({ guid: t.guid, name: t.name, lastname: t.lastname })));
  }

  async setEvaluator(jobGuid: string, evaluatorGuid: string): Promise<Result<Job, AppError>> {
    const body: EvaluatorBodyDto = { evaluator_guid: evaluatorGuid };
    return fromWire(await this.http.request('PUT', `${job(jobGuid)}/evaluator`, { body }), JobSchema, jobToDomain);
  }
}
