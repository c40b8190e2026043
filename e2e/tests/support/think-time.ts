import { expect, type APIRequestContext } from '@playwright/test';
import type { Questionnaire } from '@vi/contracts';
import { attachToFreeJob, authHeaders } from './api.js';

/**
 * A questionnaire of two questions with think time (and no practice question), attached to an open job
 * that has none; `detach` gives the job back, so no other suite meets it. Audio unless told otherwise.
 */
export async function questionnaireWithThinkTime(
  request: APIRequestContext,
  thinkTimeSeconds: number,
  contentType: 'Audio' | 'Video' = 'Audio',
) {
  const created = await request.post('/api/v1/questionnaire', {
    headers: authHeaders(),
    data: {
      questionnaireName: `Think time ${Date.now()}`,
      contentType,
      questions: ['What do you enjoy about your work?', 'Where do you want to grow?'].map((questionText) => ({
        questionText,
        required: true,
        type: 'Text',
        options: null,
      })),
      active: true,
      settings: { thinkTimeSeconds, practiceQuestion: false },
    },
  });
  expect(created.status()).toBe(201);
  const { questionnaireId } = (await created.json()) as Questionnaire;
  return attachToFreeJob(request, questionnaireId);
}
