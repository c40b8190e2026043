import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnswerQuestionBodySchema,
  AnswerQuestionParamsSchema,
  AnswerQuestionResponseSchema,
} from '@vi/contracts';
import { errorResponses } from '../../lib/error-responses.js';

/** The applicant's answers that are not recordings: no token, the application guid is the only key. */
export const answerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.answers;

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post(
    '/answer/:applicationGuid/questions/:questionId',
    {
      schema: {
        tags: ['applicant'],
        summary: 'Answers a choice or written question, or skips an optional question',
        description:
          'The body is `{ optionIds }` (Select: exactly one; Multiselect: one or more), `{ text }` (Written: at most ' +
          "the question's `maxCharacters`, counted in Unicode code points) or `{ skipped: true }` (optional questions " +
          'of any type). Answering again before the interview is completed replaces the answer. 400 `INVALID_ANSWER`: ' +
          'the answer does not fit the question (unknown option, a second option on a Select, text over the limit, a ' +
          'skip of a required question, a kind the question does not take); nothing is stored. 409 `ALREADY_ANSWERED`: ' +
          'the interview is completed (or the recorded question already has its take). Recorded (`Text`) questions ' +
          'are answered on the recording channel. `endsInterview` is true for a knockout answer on a questionnaire ' +
          'whose `endAfterKnockout` setting is on: the interview may then be completed with questions still open.',
        params: AnswerQuestionParamsSchema,
        body: AnswerQuestionBodySchema,
        response: { 200: AnswerQuestionResponseSchema, ...errorResponses(400, 404, 409, 410) },
      },
    },
    (request) => service.answer(request.params.applicationGuid, request.params.questionId, request.body),
  );
};
