import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InterviewParamsSchema, ScreeningDecisionResultSchema } from '@vi/contracts';
import { errorResponses } from '../../lib/error-responses.js';
import { recruiterOf } from '../auth/index.js';

/** A recruiter's decision on an interview's knockout answers (docs/questions.md). */
export const screeningRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.screening;
  const response = { 200: ScreeningDecisionResultSchema, ...errorResponses(400, 401, 403, 404, 409) };
  for (const decision of ['confirm', 'override'] as const) {
    app.post(
      `/interviews/:id/screening/${decision}`,
      {
        config: { permission: 'recruit' },
        preHandler: app.requireRecruiter,
        schema: {
          tags: ['interviews'],
          summary:
            decision === 'confirm'
              ? 'Confirms the knockout answers: moves the interview to Rejected (activity and audit log)'
              : 'Overrides the knockout answers: the interview stays in its stage, the override is logged',
          description:
            '409 when the interview has no knockout answers. Screening itself never changes a stage.',
          params: InterviewParamsSchema,
          response,
        },
      },
      (request) => service.decide(recruiterOf(request), request.params.id, decision),
    );
  }
};
