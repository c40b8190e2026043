import { resolveInterviewSettings, type Questionnaire } from '@vi/contracts';

/** Builders for this folder's tests: a full contract object with the fields a test cares about. */
export function makeQuestionnaire(
  overrides: Partial<Questionnaire> & { questionnaireId: string },
): Questionnaire {
  const questions = overrides.questions ?? [
    {
      questionId: 'question-1',
      questionText: 'Tell us about yourself.',
      text: 'Tell us about yourself.',
      required: true,
      type: 'Text' as const,
      options: null,
    },
  ];
  return {
    id: overrides.questionnaireId,
    questionnaireName: `Questionnaire ${overrides.questionnaireId}`,
    companyId: 1,
    userId: 1,
    contentType: 'Video',
    language: 'en',
    active: true,
    createdAt: '2026-03-05T12:00:00.000Z',
    updatedAt: '2026-03-05T12:00:00.000Z',
    createdBy: { userId: 1, fullName: 'Dana Scully' },
    questionCount: questions.length,
    activeJobCount: 0,
    settings: resolveInterviewSettings(),
    criteria: [],
    ...overrides,
    questions,
  };
}
