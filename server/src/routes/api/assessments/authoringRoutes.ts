// An assessment's questions (docs/api-assessments.md): list, add, read, change, delete, reorder; locked once any
// attempt exists (ADR 0217).
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AssessmentParams, NewQuestionBody, QuestionDetailSchema, QuestionListSchema, QuestionOrderBody, QuestionParams, QuestionPatchBody } from '@contract/questions';
import { createQuestion } from '../../../commands/assessments/createQuestion';
import { deleteQuestion } from '../../../commands/assessments/deleteQuestion';
import { reorderQuestions } from '../../../commands/assessments/reorderQuestions';
import { updateQuestion } from '../../../commands/assessments/updateQuestion';
import { requireAssessment, requireQuestion } from '../../../policies/assessmentPolicy';
import { requireChange, requireStaff } from '../../../policies/coursePolicy';
import { questionDetail, questionList } from '../../../queries/assessments/questions';
import { fileUrlKey } from '../../../storage/signing';
import { routesOf } from '../../routeShapes';

const tags = ['assessments'];

export const authoringRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const routes = routesOf(app, tags);
  const urlKey = () => fileUrlKey(app.db);

  routes.answer('GET', '/api/front/assessments/:itemGuid/questions', {
    summary: 'An assessment’s questions with their answer keys (the course’s teachers and the school’s admin); `locked` once any attempt exists',
    params: AssessmentParams, answer: QuestionListSchema, errors: [401, 403, 404],
  }, async (request, caller) => {
    const assessment = await requireAssessment(app.repos, caller, request.params.itemGuid, requireStaff);
    return questionList(app.repos, urlKey, assessment);
  });

  routes.created('POST', '/api/front/assessments/:itemGuid/questions', {
    summary: 'Add a question at the end of an assessment (the course’s teachers); `question_data` per type',
    params: AssessmentParams, body: NewQuestionBody, created: QuestionDetailSchema, errors: [401, 403, 404, 409],
  }, async (request, caller) => {
    const assessment = await requireAssessment(app.repos, caller, request.params.itemGuid, requireChange);
    const command = { itemGuid: assessment.itemGuid, courseGuid: assessment.courseGuid, question: request.body };
    const guid = await app.transaction((repos) => createQuestion(repos, command));
    return questionDetail(app.repos, urlKey, assessment, guid);
  });

  routes.answer('GET', '/api/front/questions/:questionGuid', {
    summary: 'A question with its answer key and signed media (the course’s teachers and the school’s admin)',
    params: QuestionParams, answer: QuestionDetailSchema, errors: [401, 403, 404],
  }, async (request, caller) => {
    const { question, access } = await requireQuestion(app.repos, caller, request.params.questionGuid);
    requireStaff(access);
    return questionDetail(app.repos, urlKey, access, question.guid);
  });

  routes.answer('PATCH', '/api/front/questions/:questionGuid', {
    summary: 'Change a question (the course’s teachers); its type never changes',
    params: QuestionParams, body: QuestionPatchBody, answer: QuestionDetailSchema, errors: [401, 403, 404, 409],
  }, async (request, caller) => {
    const { question, access } = await requireQuestion(app.repos, caller, request.params.questionGuid);
    requireChange(access);
    await app.transaction((repos) => updateQuestion(repos, { courseGuid: access.courseGuid, question, changes: request.body }));
    return questionDetail(app.repos, urlKey, access, question.guid);
  });

  routes.command('DELETE', '/api/front/questions/:questionGuid', {
    summary: 'Delete a question (the course’s teachers); the later ones close the gap',
    params: QuestionParams, errors: [401, 403, 404, 409],
  }, async (request, caller) => {
    const { question, access } = await requireQuestion(app.repos, caller, request.params.questionGuid);
    requireChange(access);
    return (repos) => deleteQuestion(repos, question);
  });

  routes.command('PUT', '/api/front/assessments/:itemGuid/questions/order', {
    summary: 'Reorder an assessment’s questions (a permutation of all of them)',
    params: AssessmentParams, body: QuestionOrderBody, errors: [401, 403, 404, 409],
  }, async (request, caller) => {
    const assessment = await requireAssessment(app.repos, caller, request.params.itemGuid, requireChange);
    return (repos) => reorderQuestions(repos, { itemGuid: assessment.itemGuid, guids: request.body.guids });
  });
};
